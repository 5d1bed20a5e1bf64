/** What the order routes share: their dependencies and the cart context of a request. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { parseId, requestReadContext } from '../../shared/http';
import type { RelayPointFinder } from '../shipping';
import type { CartDeps, OrderRef } from './cart.service';
import type { PaymentSetup } from './payment-choice.service';

export interface OrderRouteDeps {
  db: Db;
  now: () => Date;
  relayPoints: RelayPointFinder;
  payments: PaymentSetup;
  cookies: {
    token(request: FastifyRequest): string | null;
    ensureToken(request: FastifyRequest, reply: FastifyReply): string;
    clear(request: FastifyRequest, reply: FastifyReply): void;
  };
  ownerHash(token: string): string;
}

export function orderRef(value: string | undefined): OrderRef {
  return value === 'current' ? 'current' : parseId(value);
}

/** The cart context of a request; `create` files a visitor's new cart under a fresh token. */
export async function requestCartDeps(
  deps: OrderRouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  create = false,
): Promise<CartDeps> {
  const userId = request.ctx.userId;
  const token =
    userId !== null
      ? null
      : create
        ? deps.cookies.ensureToken(request, reply)
        : deps.cookies.token(request);
  const agent = request.headers['user-agent'];
  return {
    db: deps.db,
    owner: { userId, tokenHash: token ? deps.ownerHash(token) : null },
    read: await requestReadContext(request),
    now: deps.now(),
    userAgent: typeof agent === 'string' ? agent.slice(0, 512) : null,
  };
}
