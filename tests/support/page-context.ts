/**
 * Page loaders and actions called in-process, the way React Router calls them: a web Request
 * and the load context the server builds (src/server/app.ts), with the session of a token.
 */
import type { AppLoadContext } from 'react-router';
import type { Database } from '../../src/db/client';
import {
  createOfflineVatChecker,
  me,
  requestUsers,
  resolveSession,
} from '../../src/modules/customers';
import type { FastifyRequest } from 'fastify';
import { accountUrls } from '../../src/server/account-urls';
import { cookieBuilders, issueFavoriteToken, pageCartCookies } from '../../src/server/auth';
import { refundOrder, startPayment } from '../../src/modules/payments';
import { offlineRelayPointFinder } from '../../src/modules/shipping';
import { paymentRouteDeps, paymentSettings } from '../../src/server/payments';

/** Payments of page tests: every online method through the offline gateway (known secret). */
export const TEST_PAYMENT_SECRET = 'page-test-offline-secret';
const testPayments = paymentSettings({ PAYMENT_OFFLINE_SECRET: TEST_PAYMENT_SECRET }, false);
/** Production mode without any gateway credentials: no online method at all (decision 019). */
const productionPayments = paymentSettings({ PAYMENT_OFFLINE_SECRET: TEST_PAYMENT_SECRET }, true);

export const ORIGIN = 'http://shop.test';

export interface Visitor {
  /** Social login providers the shop is configured with. */
  socialProviders?: string[];
  /** The session token (auth cookie), absent for a visitor. */
  token?: string;
  favoriteOwnerHash?: string | null;
  /** The visitor's order token (cart cookie). */
  orderToken?: string | null;
  /** The shop's mode (decision 019); the demo by default. */
  shopMode?: 'demo' | 'production';
}

export async function pageContext(database: Database, who: Visitor = {}): Promise<AppLoadContext> {
  const now = () => new Date();
  const session = who.token ? await resolveSession(database.db, who.token, now()) : null;
  const shopMode = who.shopMode ?? 'demo';
  const payments = shopMode === 'demo' ? testPayments : productionPayments;
  const paymentDeps = () => paymentRouteDeps(database, () => new Date(), payments);
  return {
    database,
    shopMode,
    devMailbox: false,
    cspNonce: 'nonce',
    requestId: 'test',
    country: 'FR',
    cached: (_key, load) => load(),
    plateLookup: { lookup: async () => null } as unknown as AppLoadContext['plateLookup'],
    vatChecker: createOfflineVatChecker(),
    session: session ? { ...session, via: 'cookie' } : null,
    viewer: async () => (session ? me(database.db, session.userId, 'fr') : null),
    users: requestUsers(database.db),
    now,
    client: { ip: '203.0.113.7', userAgent: 'vitest' },
    authCookies: cookieBuilders(false),
    adminToken: null,
    sessionToken: who.token ?? null,
    favoriteOwnerHash: who.favoriteOwnerHash ?? null,
    issueFavoriteToken: () => issueFavoriteToken(false),
    cart: pageCartCookies(session ? null : (who.orderToken ?? null), false),
    relayPoints: offlineRelayPointFinder(),
    payments: {
      setup: payments.setup,
      start: async (userId, orderId) =>
        (await startPayment(paymentDeps(), userId, orderId, ORIGIN)).start,
      refund: (orderId, input, actorUserId) =>
        refundOrder(paymentDeps(), orderId, input, actorUserId ?? null),
    },
    social: {
      providers: who.socialProviders ?? [],
      deps: {} as AppLoadContext['social']['deps'],
      redirectUri: (provider) => `${ORIGIN}/connexion/${provider}`,
    },
    accountUrls: accountUrls({ protocol: 'http', host: 'shop.test' } as FastifyRequest),
  };
}

export function get(path: string): Request {
  return new Request(ORIGIN + path);
}

export function post(path: string, fields: Record<string, string>): Request {
  return new Request(ORIGIN + path, { method: 'POST', body: new URLSearchParams(fields) });
}

/** What a loader or action answered: a Response (redirect) or data, thrown or returned. */
export async function answer(run: () => unknown): Promise<{
  status: number;
  location: string | null;
  cookies: string[];
  data: Record<string, unknown> | null;
}> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    return {
      status: value.status,
      location: value.headers.get('location'),
      cookies: value.headers.getSetCookie(),
      data: null,
    };
  }
  // `data(value, { status })` of react-router.
  if (
    value &&
    typeof value === 'object' &&
    'type' in value &&
    value.type === 'DataWithResponseInit'
  ) {
    const wrapped = value as unknown as { data: Record<string, unknown>; init?: ResponseInit };
    return {
      status: wrapped.init?.status ?? 200,
      location: null,
      cookies: new Headers(wrapped.init?.headers).getSetCookie(),
      data: wrapped.data,
    };
  }
  if (value instanceof Error) throw value;
  return { status: 200, location: null, cookies: [], data: value as Record<string, unknown> };
}
