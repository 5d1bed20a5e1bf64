/**
 * Back office: money received outside a gateway (manual-payments.service.ts). Permission
 * 'orders' only; anyone else gets the 404 of a path that does not exist, as for the other admin routes.
 * - GET  /admin/orders/{id}/payments: amount due, received, still due, each payment;
 * - POST /admin/orders/{id}/payments: a transfer, cheque or counter payment received;
 * - POST /admin/orders/{id}/pickup: a store-pickup order paid at the counter and handed over.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound, parseId } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { requirePermission } from '../customers';
import {
  completePickup,
  orderPaymentState,
  recordReceivedPayment,
} from './manual-payments.service';
import { paymentStateWire } from './payments-wire.routes';

const reference = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(60, { error: 'too_long' });

export const receivedPaymentInput = z.strictObject({
  amount_cents: z
    .number({ error: 'invalid_integer' })
    .int({ error: 'invalid_integer' })
    .positive({ error: 'invalid_integer' })
    .max(100_000_000, { error: 'invalid_integer' }),
  received_on: z.string({ error: 'invalid_date' }).regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: 'invalid_date',
  }),
  reference,
});

export const pickupInput = z.strictObject({ reference: reference.optional() });

export function registerManualPaymentRoutes(
  api: FastifyInstance,
  deps: { db: Db; now: () => Date },
) {
  api.get<{ Params: { id: string } }>('/admin/orders/:id/payments', async (request) => {
    await requirePermission(deps.db, request.ctx.userId, 'orders');
    const state = await orderPaymentState(deps.db, parseId(request.params.id));
    if (!state) throw notFound();
    return { data: paymentStateWire(state) };
  });

  api.post<{ Params: { id: string } }>('/admin/orders/:id/payments', async (request, reply) => {
    const adminId = await requirePermission(deps.db, request.ctx.userId, 'orders');
    const id = parseId(request.params.id);
    const input = parseBodyOrThrow(receivedPaymentInput, request.body);
    const state = await recordReceivedPayment(deps.db, id, input, adminId, deps.now());
    return reply.status(201).send({ data: paymentStateWire(state) });
  });

  api.post<{ Params: { id: string } }>('/admin/orders/:id/pickup', async (request) => {
    const adminId = await requirePermission(deps.db, request.ctx.userId, 'orders');
    const id = parseId(request.params.id);
    const input = parseBodyOrThrow(pickupInput, request.body ?? {});
    const state = await completePickup(deps.db, id, input, adminId, deps.now());
    return { data: paymentStateWire(state) };
  });
}
