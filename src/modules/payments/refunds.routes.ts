/**
 * Refunds: the back office gives money back (`POST /admin/orders/{id}/refunds`, permission
 * 'orders' only — anyone else gets a 404), the customer sees them (`GET /orders/{id}/refunds`).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, parseId } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { requirePermission } from '../customers';
import { findOwnedOrder } from '../orders';
import { refundWire } from './payments-wire.routes';
import { listRefunds, refundOrder, type RefundDeps } from './refunds.service';

export const refundInput = z.strictObject({
  amount_cents: z
    .number({ error: 'invalid_integer' })
    .int({ error: 'invalid_integer' })
    .positive({ error: 'invalid_integer' })
    .max(100_000_000, { error: 'invalid_integer' }),
  reason: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(200, { error: 'too_long' }),
});

export function registerRefundRoutes(api: FastifyInstance, deps: RefundDeps) {
  // Back office: money given back through the provider that took it (refunds.service.ts).
  api.post<{ Params: { id: string } }>('/admin/orders/:id/refunds', async (request, reply) => {
    const actor = await requirePermission(deps.db, request.ctx.userId, 'orders');
    const id = parseId(request.params.id);
    const input = parseBodyOrThrow(refundInput, request.body);
    const refund = await refundOrder(deps, id, input, actor);
    return reply.status(201).send({ data: refundWire(refund) });
  });

  // The customer's refunds of one of their orders (404 for anyone else's).
  api.get<{ Params: { id: string } }>('/orders/:id/refunds', async (request) => {
    const userId = request.ctx.userId;
    if (userId === null) throw new HttpError(401, 'unauthenticated');
    const order = await findOwnedOrder(
      deps.db,
      { userId, tokenHash: null },
      parseId(request.params.id),
    );
    if (!order || order.status === 'not_ordered') throw new HttpError(404, 'not_found');
    return { data: (await listRefunds(deps.db, order.id)).map(refundWire) };
  });
}
