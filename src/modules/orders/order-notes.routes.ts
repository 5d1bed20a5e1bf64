/**
 * Back office: an order's internal notes (`GET/POST /admin/orders/{id}/notes`), permission
 * 'orders'; anyone else gets the 404 of a path that does not exist.
 */
import type { FastifyInstance } from 'fastify';
import { notFound, parseId } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { requirePermission } from '../customers';
import { orderNoteInput } from './order-notes.contract';
import { addOrderNote, listOrderNotes } from './order-notes.service';
import { findPlacedOrder } from './order-snapshot.repo';
import type { OrderRouteDeps } from './route-deps.routes';

export function registerOrderNoteRoutes(app: FastifyInstance, deps: OrderRouteDeps) {
  app.get<{ Params: { id: string } }>('/admin/orders/:id/notes', async (request) => {
    await requirePermission(deps.db, request.ctx.userId, 'orders');
    const id = parseId(request.params.id);
    if (!(await findPlacedOrder(deps.db, id))) throw notFound();
    return { data: await listOrderNotes(deps.db, id) };
  });

  app.post<{ Params: { id: string } }>('/admin/orders/:id/notes', async (request, reply) => {
    const actor = await requirePermission(deps.db, request.ctx.userId, 'orders');
    const id = parseId(request.params.id);
    const input = parseBodyOrThrow(orderNoteInput, request.body);
    return reply
      .status(201)
      .send({ data: await addOrderNote(deps.db, id, input, actor, deps.now()) });
  });
}
