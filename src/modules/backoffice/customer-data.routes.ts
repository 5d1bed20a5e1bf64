/**
 * `GET /admin/customers/{id}/export` (the customer's data as a JSON file) and
 * `POST /admin/customers/{id}/erase` (GDPR, issue 16). 'customers' permission; anyone else
 * gets the back office's 404.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { parseId } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { requirePermission } from '../customers';
import type { FileStorage } from '../media';
import { eraseCustomer, exportCustomerData } from './customer-data.service';

export interface CustomerDataAdminDeps {
  db: Db;
  /** Where the erased customer's private files are. */
  storage: FileStorage;
  now(): Date;
}

const eraseInput = z.strictObject({
  confirm: z.coerce.string({ error: 'required' }).max(20, { error: 'too_long' }),
});

export function registerCustomerDataAdminRoutes(api: FastifyInstance, deps: CustomerDataAdminDeps) {
  const { db, now } = deps;

  api.get<{ Params: { id: string } }>('/admin/customers/:id/export', async (request, reply) => {
    const actor = await requirePermission(db, request.ctx.userId, 'customers');
    const id = parseId(request.params.id);
    const data = await exportCustomerData(db, actor, id, now());
    return reply
      .header('content-disposition', `attachment; filename="customer-${id}.json"`)
      .header('cache-control', 'no-store')
      .send({ data });
  });

  api.post<{ Params: { id: string } }>('/admin/customers/:id/erase', async (request) => {
    const actor = await requirePermission(db, request.ctx.userId, 'customers');
    const id = parseId(request.params.id);
    const input = parseBodyOrThrow(eraseInput, request.body ?? {});
    return {
      data: await eraseCustomer(db, actor, id, input.confirm, now(), deps.storage),
    };
  });
}
