/**
 * The back office's customers as an API (issue 16 parts 3 and 6, decision 033), permission
 * 'customers' (checked by the services; anyone else gets the back office's 404):
 * `GET /admin/customers`, `GET|PUT /admin/customers/{id}`, `POST /admin/customers/{id}/disable`
 * and `/enable`, `DELETE /admin/customers/{id}/sessions`, and acting as the customer:
 * `POST /admin/customers/{id}/impersonation`, `DELETE /admin/impersonation`.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError, parseId, validationFailed } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import {
  customerListInput,
  customerUpdateInput,
  listCustomersPage,
  setCustomerDisabled,
  signOutEverywhere,
  startImpersonation,
  stopImpersonation,
  updateCustomerByStaff,
} from '../customers';
import { orderSummaryWire } from '../orders';
import { customerPage, type CustomerPage } from './customer-admin.service';

export interface CustomerAdminDeps {
  db: Db;
  now(): Date;
}

/** The page's data on the wire: the orders as `GET /api/orders` gives them (euros). */
const pageWire = ({ customer, orders }: CustomerPage) => ({
  ...customer,
  orders: {
    total: orders.total,
    data: orders.data.map(orderSummaryWire),
  },
});

const LIST_PARAMS = new Set(['filter[search]', 'page', 'limit']);

export function registerCustomerAdminRoutes(api: FastifyInstance, deps: CustomerAdminDeps) {
  const { db, now } = deps;

  api.get('/admin/customers', async (request) => {
    const query = request.query as Record<string, unknown>;
    const unknown = Object.keys(query).filter((key) => !LIST_PARAMS.has(key));
    if (unknown.length > 0)
      throw validationFailed(
        Object.fromEntries(unknown.map((key) => [key, [{ key: 'invalid_value' as const }]])),
      );
    const input = parseBodyOrThrow(customerListInput, {
      search: query['filter[search]'],
      page: query.page,
      limit: query.limit,
    });
    const result = await listCustomersPage(db, request.ctx.userId, input);
    return {
      data: result.rows,
      meta: {
        total: result.total,
        page: result.page,
        limit: result.limit,
        last_page: Math.max(1, Math.ceil(result.total / result.limit)),
      },
    };
  });

  api.get<{ Params: { id: string } }>('/admin/customers/:id', async (request) => {
    const page = await customerPage(db, request.ctx.userId, parseId(request.params.id), now());
    return { data: pageWire(page) };
  });

  api.put<{ Params: { id: string } }>('/admin/customers/:id', async (request) => {
    const id = parseId(request.params.id);
    // The permission first: a stranger learns nothing, not even which fields are wrong.
    await customerPage(db, request.ctx.userId, id, now());
    const input = parseBodyOrThrow(customerUpdateInput, request.body ?? {});
    await updateCustomerByStaff(db, request.ctx.userId, id, input, now());
    return { data: pageWire(await customerPage(db, request.ctx.userId, id, now())) };
  });

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const)
    api.post<{ Params: { id: string } }>(`/admin/customers/:id/${action}`, async (request) => {
      const id = parseId(request.params.id);
      await setCustomerDisabled(db, request.ctx.userId, id, disabled, now());
      return { data: pageWire(await customerPage(db, request.ctx.userId, id, now())) };
    });

  api.delete<{ Params: { id: string } }>('/admin/customers/:id/sessions', async (request) => {
    const id = parseId(request.params.id);
    return { data: await signOutEverywhere(db, request.ctx.userId, id) };
  });

  // Acting as the customer: the answer carries a session token of the customer, whose
  // session remembers the staff member's; DELETE with that token ends it.
  api.post<{ Params: { id: string } }>(
    '/admin/customers/:id/impersonation',
    async (request, reply) => {
      const id = parseId(request.params.id);
      const opened = await startImpersonation(db, request.ctx.session, id, now(), {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(201).send({
        data: {
          customer_id: opened.customer.id,
          access_token: opened.token,
          token_type: 'Bearer',
          expires_at: opened.expiresAt.toISOString(),
        },
      });
    },
  );

  api.delete('/admin/impersonation', async (request, reply) => {
    const session = request.ctx.session;
    // Only a session opened by acting as a customer can be left; anyone else: the 404.
    if (!session || session.impersonatorSessionId === null) throw new HttpError(404, 'not_found');
    await stopImpersonation(db, session, null, now());
    return reply.status(204).send();
  });
}
