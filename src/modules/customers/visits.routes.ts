/**
 * SPEC §7 `POST`/`DELETE /visits` (and `GET`): the recently viewed products of the signed-in
 * customer, or of the visitor holding the visit-token cookie (docs/decisions/038-read-api.md).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseQueryOrThrow, requestReadContext } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { productWire } from '../catalog';
import type { CustomerRouteDeps } from './route-deps.routes';
import { clearVisits, listVisits, recordVisit, type VisitOwner } from './visits.service';

const visitInput = z.strictObject({
  product_id: z.coerce
    .number({ error: 'required' })
    .int({ error: 'invalid_integer' })
    .positive({ error: 'invalid_integer' })
    .max(2_147_483_647, { error: 'invalid_integer' }),
});

export function registerVisitRoutes(app: FastifyInstance, deps: CustomerRouteDeps) {
  const { db, now } = deps;
  /** Who the visits belong to; a visitor without the cookie has none (null). */
  const owner = (request: FastifyRequest): VisitOwner | null => {
    if (request.ctx.userId !== null) return { userId: request.ctx.userId };
    const token = deps.cookies.visitToken(request);
    return token ? { guestTokenHash: deps.visitOwnerHash(token) } : null;
  };
  const ownerOrNew = (request: FastifyRequest, reply: FastifyReply): VisitOwner =>
    owner(request) ?? {
      guestTokenHash: deps.visitOwnerHash(deps.cookies.ensureVisitToken(request, reply)),
    };

  app.get('/visits', async (request) => {
    const query = parseQueryOrThrow(request.query, { includes: ['product', 'product.images'] });
    const who = owner(request);
    const read = query.include.size > 0 ? await requestReadContext(request) : null;
    const data = who ? await listVisits(db, who, read) : [];
    return {
      data: data.map((visit) =>
        visit.product ? { ...visit, product: productWire(visit.product) } : visit,
      ),
    };
  });

  app.post('/visits', async (request, reply) => {
    const input = parseBodyOrThrow(visitInput, request.body);
    const data = await recordVisit(db, () => ownerOrNew(request, reply), input.product_id, now());
    return reply.status(201).send({ data });
  });

  app.delete('/visits', async (request, reply) => {
    const who = owner(request);
    if (who) await clearVisits(db, who);
    if (request.ctx.userId === null) deps.cookies.clearVisitToken(reply);
    return reply.status(204).send();
  });
}
