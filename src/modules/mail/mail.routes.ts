import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { parseValue } from '../../shared/api-query';
import {
  FRAMED_MAIL_CSP,
  findLinks,
  framedMailHtml,
  mailboxListPage,
  mailboxMailPage,
} from './dev-mailbox.templates';
import { findDevMail, listDevMail } from './mail.repo';

/**
 * The development mailbox (docs/decisions/012-email.md): registered only when mail goes to
 * `dev_mailbox`, i.e. never with SMTP_URL set nor in production mode (decision 019).
 *   GET /dev/mailbox            newest mails first (date, to, subject)
 *   GET /dev/mailbox/{id}       one mail: its HTML (framed) and its text
 *   GET /dev/mailbox/{id}/html  the mail's HTML alone, sandboxed
 *   GET /dev/mailbox.json?to=   latest mails as JSON (browser tests read links there)
 */
export async function registerDevMailboxRoutes(root: FastifyInstance, db: Db): Promise<void> {
  await root.register(async (app) => devMailboxRoutes(app, db));
}

function devMailboxRoutes(app: FastifyInstance, db: Db) {
  // Scoped to these routes by the plugin encapsulation above.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
  });

  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await listDevMail(db, { limit: 200 });
    return reply.type('text/html; charset=utf-8').send(mailboxListPage(mails));
  });

  app.get<{ Querystring: { to?: string; limit?: string } }>(
    '/dev/mailbox.json',
    async (request) => {
      const to = typeof request.query.to === 'string' ? request.query.to.trim() : undefined;
      // A whole number or the default: `1.5` or `1e3` must not reach the SQL LIMIT.
      const asked =
        typeof request.query.limit === 'string' ? parseValue(request.query.limit, 'int') : null;
      const limit = Math.min(Math.max(typeof asked === 'number' ? asked : 20, 1), 200);
      const mails = await listDevMail(db, { to: to || undefined, limit });
      return {
        data: mails.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          links: findLinks(m.text),
          created_at: m.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    const mail = await findMail(db, request.params.id);
    if (!mail) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').send(mailboxMailPage(mail));
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id/html', async (request, reply) => {
    const mail = await findMail(db, request.params.id);
    if (!mail) return reply.callNotFound();
    reply.header('content-security-policy', FRAMED_MAIL_CSP);
    reply.removeHeader('content-security-policy-report-only');
    return reply.type('text/html; charset=utf-8').send(framedMailHtml(mail.html));
  });
}

function findMail(db: Db, id: string) {
  return /^\d{1,9}$/.test(id) ? findDevMail(db, Number(id)) : Promise.resolve(null);
}
