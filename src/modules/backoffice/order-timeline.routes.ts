/**
 * `GET /admin/orders/{id}/timeline`: the order's life in one list (permission 'orders';
 * anyone else, an unknown order or a cart: 404).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { notFound, parseId } from '../../shared/http';
import { requirePermission } from '../customers';
import { orderTimeline } from './order-timeline.service';

export function registerOrderTimelineRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get<{ Params: { id: string } }>('/admin/orders/:id/timeline', async (request) => {
    await requirePermission(deps.db, request.ctx.userId, 'orders');
    const timeline = await orderTimeline(deps.db, parseId(request.params.id));
    if (!timeline) throw notFound();
    return { data: timeline };
  });
}
