/**
 * Gift cards bought in the cart and the balance check (docs/decisions/056):
 * `POST /orders/{id|current}/gift_cards`, `DELETE /orders/{id|current}/gift_cards/{lineId}`,
 * `POST /gift_cards/balance` (rate limited per address; an unknown, switched-off or expired
 * code gets one answer).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, parseId } from '../../shared/http';
import { centsToEuros } from '../../shared/money';
import { parseBodyOrThrow } from '../../shared/validation';
import { takeGiftCardCheck } from '../customers';
import { giftCardBalance } from '../promotions';
import { addGiftCardToCart, removeGiftCardFromCart } from './gift-card-cart.service';
import { orderWire } from './orders-wire.routes';
import { orderRef, requestCartDeps, type OrderRouteDeps } from './route-deps.routes';

const balanceInput = z.strictObject({ code: z.string().max(64) });

/** The balance check, shared by the API and the page's form. */
export async function checkGiftCardBalance(
  db: Parameters<typeof giftCardBalance>[0],
  code: string,
  ip: string,
  now: Date,
) {
  await takeGiftCardCheck(db, ip, now);
  const balance = await giftCardBalance(db, code, now);
  if (!balance.ok)
    throw new HttpError(404, 'gift_card_unknown_or_expired', {
      code: [{ key: 'gift_card_unknown_or_expired' }],
    });
  return balance;
}

export function registerGiftCardRoutes(app: FastifyInstance, deps: OrderRouteDeps) {
  const cartDeps = (request: FastifyRequest, reply: FastifyReply, create = false) =>
    requestCartDeps(deps, request, reply, create);

  app.post<{ Params: { id: string } }>('/orders/:id/gift_cards', async (request, reply) => {
    const ref = orderRef(request.params.id);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body))
      throw new HttpError(422, 'form_invalid', { amount: [{ key: 'required' }] });
    const result = await addGiftCardToCart(
      await cartDeps(request, reply, ref === 'current'),
      ref,
      body,
    );
    return reply
      .status(201)
      .send({ data: orderWire(result.order), meta: { gift_card_line_id: result.lineId } });
  });

  app.delete<{ Params: { id: string; lineId: string } }>(
    '/orders/:id/gift_cards/:lineId',
    async (request, reply) => {
      const ref = orderRef(request.params.id);
      const lineId = parseId(request.params.lineId);
      const order = await removeGiftCardFromCart(await cartDeps(request, reply), ref, lineId);
      return { data: orderWire(order) };
    },
  );

  app.post('/gift_cards/balance', async (request) => {
    const input = parseBodyOrThrow(balanceInput, request.body);
    const balance = await checkGiftCardBalance(deps.db, input.code, request.ip, deps.now());
    return {
      data: {
        balance: centsToEuros(balance.balanceCents),
        initial: centsToEuros(balance.initialCents),
        expires_at: balance.expiresAt ? balance.expiresAt.toISOString() : null,
      },
    };
  });
}
