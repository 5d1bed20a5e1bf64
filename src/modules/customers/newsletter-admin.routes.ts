/**
 * Back office, permission `customers` (decision 052): `GET /admin/newsletter_subscriptions`
 * (counts per status and the filtered list) and `GET /admin/newsletter_subscriptions.csv`
 * (every confirmed subscriber). Anyone else gets the back office's 404.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { parseBodyOrThrow } from '../../shared/validation';
import { newsletterListInput } from './newsletter-admin.contract';
import { newsletterCsv } from './newsletter-admin.rules';
import {
  confirmedSubscribers,
  listNewsletterSubscribers,
  NEWSLETTER_PAGE_SIZE,
  newsletterCounts,
} from './newsletter-admin.service';
import { requirePermission } from './permissions.service';

export function registerNewsletterAdminRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  app.get('/admin/newsletter_subscriptions', async (request) => {
    await requirePermission(db, request.ctx.userId, 'customers');
    const query = parseBodyOrThrow(newsletterListInput, request.query);
    const [list, counts] = await Promise.all([
      listNewsletterSubscribers(db, query),
      newsletterCounts(db),
    ]);
    return {
      data: list.rows.map((row) => ({
        id: row.id,
        email: row.email,
        status: row.status,
        locale: row.locale,
        country: row.country,
        customer_id: row.customerId,
        confirmed_at: row.confirmedAt,
        created_at: row.createdAt,
        updated_at: row.updatedAt,
      })),
      meta: { total: list.total, page: list.page, limit: NEWSLETTER_PAGE_SIZE, counts },
    };
  });

  app.get('/admin/newsletter_subscriptions.csv', async (request, reply) => {
    await requirePermission(db, request.ctx.userId, 'customers');
    const csv = newsletterCsv(await confirmedSubscribers(db));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
}
