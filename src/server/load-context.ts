import type { FileStorage } from '../modules/media';
import type { FastifyRequest } from 'fastify';
import type { AppLoadContext } from 'react-router';
import type { Database } from '../db/client';
import {
  me,
  requestUsers,
  type SocialClient,
  type SocialProvider,
  type UserDto,
} from '../modules/customers';
import { refundOrder, startPayment, type PaymentRouteDeps } from '../modules/payments';
import type { RelayPointFinder } from '../modules/shipping';
import type { PlateLookup } from '../modules/vehicles';
import type { VatChecker } from '../modules/customers';
import { accountUrls, requestOrigin } from './account-urls';
import {
  ADMIN_COOKIE,
  authCookies,
  deviceCookieOf,
  favoriteOwnerHash,
  isHttps,
  issueFavoriteToken,
  orderToken,
  pageCartCookies,
  replyCookies,
  sessionCookieName,
} from './auth';
import type { PaymentSettings } from './payments';
import type { ReadCache } from './read-cache';
import type { ShopMode } from './shop-mode';

/** What the pages' load context is built from, once per process (app.ts). */
export interface PageContextDeps {
  database: Database;
  shopMode: ShopMode;
  devMailbox: boolean;
  cached: ReadCache;
  plateLookup: PlateLookup;
  vatChecker: VatChecker;
  clock: () => Date;
  relayPoints: RelayPointFinder;
  payments: PaymentSettings;
  paymentRoutes: PaymentRouteDeps;
  social: Map<SocialProvider, SocialClient>;
  /** The file storage (back-office pictures sent from a plain form). */
  storage?: FileStorage;
}

/** The load context of one page request (src/web/context.ts): what loaders and actions get. */
export function pageLoadContext(request: FastifyRequest, deps: PageContextDeps): AppLoadContext {
  const urls = accountUrls(request);
  const session = request.ctx.session;
  let viewer: Promise<UserDto | null> | undefined;
  return {
    database: deps.database,
    shopMode: deps.shopMode,
    devMailbox: deps.devMailbox,
    cspNonce: request.cspNonce,
    requestId: request.ctx.requestId,
    country: request.ctx.country,
    cached: deps.cached,
    plateLookup: deps.plateLookup,
    vatChecker: deps.vatChecker,
    storage: deps.storage,
    session,
    viewer: () =>
      (viewer ??= session
        ? me(deps.database.db, session.userId, request.ctx.locale).catch(() => null)
        : Promise.resolve(null)),
    users: requestUsers(deps.database.db),
    now: deps.clock,
    client: {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      device: deviceCookieOf(request.cookies),
    },
    authCookies: authCookies(request),
    adminToken: request.cookies[ADMIN_COOKIE] ?? null,
    sessionToken:
      request.ctx.session?.via === 'cookie'
        ? (request.cookies[sessionCookieName(request)] ?? null)
        : null,
    favoriteOwnerHash: favoriteHashOf(request),
    issueFavoriteToken: () => issueFavoriteToken(isHttps(request)),
    cart: pageCartCookies(session ? null : orderToken(request), isHttps(request)),
    relayPoints: deps.relayPoints,
    payments: {
      setup: deps.payments.setup,
      start: async (userId, orderId) =>
        (await startPayment(deps.paymentRoutes, userId, orderId, requestOrigin(request))).start,
      refund: (orderId, input, actorUserId) =>
        refundOrder(deps.paymentRoutes, orderId, input, actorUserId ?? null),
    },
    accountUrls: urls,
    social: {
      providers: [...deps.social.keys()],
      deps: {
        db: deps.database.db,
        now: deps.clock,
        clients: deps.social,
        urls,
      },
      redirectUri: (provider: string) =>
        `${requestOrigin(request)}/connexion/${encodeURIComponent(provider)}`,
    },
  };
}

function favoriteHashOf(request: FastifyRequest): string | null {
  const token = replyCookies().favoriteToken(request);
  return token ? favoriteOwnerHash(token) : null;
}
