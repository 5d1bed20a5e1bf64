/**
 * Back office: `PUT /admin/orders/{id}/delivery_address` (permission 'orders'; anyone else gets
 * the 404 of a path that does not exist).
 */
import type { FastifyInstance } from 'fastify';
import { parseId } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { requirePermission } from '../customers';
import { orderDeliveryAddressInput } from './delivery-address.contract';
import { changeDeliveryAddress } from './delivery-address.service';
import type { OrderRouteDeps } from './route-deps.routes';

export function registerDeliveryAddressRoutes(app: FastifyInstance, deps: OrderRouteDeps) {
  app.put<{ Params: { id: string } }>('/admin/orders/:id/delivery_address', async (request) => {
    const actor = await requirePermission(deps.db, request.ctx.userId, 'orders');
    const id = parseId(request.params.id);
    const input = parseBodyOrThrow(orderDeliveryAddressInput, request.body);
    return { data: await changeDeliveryAddress(deps.db, id, input, actor, deps.now()) };
  });
}
