/**
 * Back office: a parcel sent for an order (`POST /admin/orders/{id}/shipments`), the order
 * cancelled by the shop (`POST /admin/orders/{id}/cancel`). Permission 'orders'
 * only; anyone else gets the 404 of a path that does not exist (the back office does not
 * announce itself).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseId } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { requirePermission } from '../customers';
import { addShipment, cancelOrderByShop } from './follow-up.service';
import type { OrderRouteDeps } from './route-deps.routes';

const text = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'too_long' });

export const shipmentInput = z.strictObject({
  carrier: text(60),
  // Carriers' numbers are letters, digits and dashes (Colissimo 6A…, Mondial Relay, DPD).
  tracking_number: text(40).regex(/^[A-Za-z0-9-]+$/, { error: 'invalid_value' }),
  tracking_url: z
    .url({ protocol: /^https?$/, error: 'invalid_value' })
    .max(500, { error: 'too_long' })
    .optional(),
  shipped_at: z.iso.datetime({ offset: true, error: 'invalid_date' }).optional(),
});

export function registerFollowUpRoutes(app: FastifyInstance, deps: OrderRouteDeps) {
  app.post<{ Params: { id: string } }>('/admin/orders/:id/shipments', async (request, reply) => {
    const actor = await requirePermission(deps.db, request.ctx.userId, 'orders');
    const id = parseId(request.params.id);
    const input = parseBodyOrThrow(shipmentInput, request.body);
    const shipment = await addShipment(
      deps.db,
      id,
      { ...input, shipped_at: input.shipped_at ? new Date(input.shipped_at) : undefined },
      deps.now(),
      actor,
    );
    return reply.status(201).send({ data: shipment });
  });

  // The shop cancels the order (follow-up.service.ts): stock back, credit note, e-mail.
  app.post<{ Params: { id: string } }>('/admin/orders/:id/cancel', async (request) => {
    const actor = await requirePermission(deps.db, request.ctx.userId, 'orders');
    const id = parseId(request.params.id);
    return { data: await cancelOrderByShop(deps.db, id, deps.now(), actor) };
  });
}
