/**
 * Shop extensions to SPEC §7 (docs/api.md, decision 049): quick order by reference
 * (`POST /quick_order/preview`, `POST /orders/current/quick_order`) and reorder of a placed
 * order (`POST /orders/{id}/reorder`). Signed-in customers only (401). Each refused line says
 * why in the request's language; with nothing valid, nothing is written and the answer is 422.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, parseId } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { message } from '../../shared/messages';
import { parseBodyOrThrow } from '../../shared/validation';
import type { AcceptedLine, RefusedLine } from './cart-batch.service';
import { requireCustomer } from './checkout.service';
import { orderWire } from './orders-wire.routes';
import {
  addQuickOrder,
  previewQuickOrder,
  quickOrderInput,
  reorder,
  type QuickOrderOutcome,
} from './quick-order.service';
import { requestCartDeps, type OrderRouteDeps } from './route-deps.routes';

/** A refused line with its reason in words (the key and values stay for clients that translate). */
export function refusedWire(line: RefusedLine, locale: Locale) {
  return { ...line, message: message(line.reason, locale, line.params) };
}

function outcomeBody(outcome: QuickOrderOutcome, locale: Locale) {
  const refused = outcome.refused.map((line) => refusedWire(line, locale));
  if (!outcome.order || outcome.accepted.length === 0)
    throw new HttpError(422, 'quick_order_nothing_added', undefined, {
      details: { added: [] as AcceptedLine[], refused },
    });
  return { data: orderWire(outcome.order), meta: { added: outcome.accepted, refused } };
}

export function registerQuickOrderRoutes(app: FastifyInstance, deps: OrderRouteDeps) {
  const cartDeps = (request: FastifyRequest, reply: FastifyReply) =>
    requestCartDeps(deps, request, reply);

  app.post('/quick_order/preview', async (request, reply) => {
    const context = await cartDeps(request, reply);
    requireCustomer(context);
    const input = parseBodyOrThrow(quickOrderInput, request.body);
    const check = await previewQuickOrder(context, input.lines);
    const locale = context.read.locale;
    return {
      data: {
        accepted: check.accepted,
        refused: check.refused.map((line) => refusedWire(line, locale)),
      },
    };
  });

  app.post('/orders/current/quick_order', async (request, reply) => {
    const context = await cartDeps(request, reply);
    requireCustomer(context);
    const input = parseBodyOrThrow(quickOrderInput, request.body);
    const body = outcomeBody(await addQuickOrder(context, input.lines), context.read.locale);
    return reply.status(201).send(body);
  });

  app.post<{ Params: { id: string } }>('/orders/:id/reorder', async (request, reply) => {
    const id = parseId(request.params.id);
    const context = await cartDeps(request, reply);
    const body = outcomeBody(await reorder(context, id), context.read.locale);
    return reply.status(201).send(body);
  });
}
