import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { isDatabaseOverload } from '../db/limits';
import {
  dealTargetPrices,
  onCatalogueChange,
  registerCatalogRoutes,
  registerCatalogueBulkRoutes,
} from '../modules/catalog';
import { registerAuditRoutes } from '../modules/audit';
import { registerContentAdminRoutes, registerContentRoutes } from '../modules/content';
import { registerSettingsAdminRoutes } from '../modules/settings';
import {
  registerCatalogueStructureRoutes,
  registerCustomerDataAdminRoutes,
  registerOrderTimelineRoutes,
  registerCustomerAdminRoutes,
  registerPromotionsAdminRoutes,
  registerDashboardRoutes,
  registerProductAdminRoutes,
} from '../modules/backoffice';
import { registerGeoRoutes } from '../modules/geo';
import type { FileStorage } from '../modules/media';
import { registerUploadRoutes } from '../modules/media/uploads.routes';
import {
  buildReadContext,
  registerCustomerRoutes,
  registerCompanyRoutes,
  companyDocumentDeleteRule,
  type VatChecker,
  requestVat,
  requirePermission,
  userLabels,
  vatRateBp,
  type SocialClient,
  type SocialProvider,
} from '../modules/customers';
import {
  claimFileDeleteRule,
  mayReadClaimFile,
  registerSupportRoutes,
  supportsOfUser,
} from '../modules/support';
import { currentCartSummary, registerOrderRoutes, type PaymentSetup } from '../modules/orders';
import { registerInvoiceRoutes, registerResendOrderMailRoutes } from '../modules/invoices';
import {
  offlineRelayPointFinder,
  registerShippingRoutes,
  type RelayPointFinder,
} from '../modules/shipping';
import { registerPromotionRoutes } from '../modules/promotions';
import { registerPaymentApiRoutes, type PaymentRouteDeps } from '../modules/payments';
import { registerReviewRoutes } from '../modules/reviews';
import { registerContactRoutes } from '../modules/support';
import { publishedQuestions, registerQuestionRoutes } from '../modules/questions';
import { fittingVehicles, registerVehicleRoutes, type PlateLookup } from '../modules/vehicles';
import { HttpError } from '../shared/http';
import type { ReadContext } from '../shared/read-context';
import { onSettingsChange } from '../shared/settings-change';
import { accountUrls, requestOrigin, supportUrls } from './account-urls';
import {
  favoriteOwnerHash,
  orderCookies,
  orderOwnerHash,
  replyCookies,
  visitOwnerHash,
} from './auth';
import { moderationDeps, reviewWriteDeps } from '../web/reviews/review-deps.server';
import { createResponseCache } from './response-cache';

/**
 * Anonymous reads of reference data and of the catalogue, answered from memory for a few
 * seconds (a stock level or price may show up to 30 s late in a list; the cart checks live).
 */
const CACHED_ROUTES = [
  '/products',
  '/products/:id',
  '/products/suggestions/:id',
  '/variants',
  '/brands',
  '/categories',
  '/countries',
  '/texts',
  '/texts/:id',
  '/vehicles',
  '/vehicles/:id',
  '/wallpapers',
  '/configurations/public/:key',
  '/filters',
  '/verified_reviews/summary',
  '/sliders',
  '/articles',
  '/article_types',
  '/shops',
  '/species',
  '/living_places',
  '/activities',
  '/question_groups',
  '/codes',
  '/good_deals',
  '/shipping_methods',
  '/payment_methods',
] as const;

/** /api/health answers within this, whatever the database does (docs/decisions/021). */
const HEALTH_BUDGET_MS = 800;
/** A `select 1` slower than this, or work waiting for a connection, is "degraded". */
const HEALTH_SLOW_MS = 250;

/**
 * The database's state for load balancers and monitoring: `ok`; `degraded` when it answers
 * slowly, not within the budget, or with work queued for a connection (a lock, a saturated
 * pool); `down` when it refuses (503).
 */
export async function databaseHealth(database: Database) {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    database.query('select 1').then(
      () => 'answered' as const,
      (error: unknown) => (isDatabaseOverload(error) ? ('busy' as const) : ('failed' as const)),
    ),
    new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), HEALTH_BUDGET_MS))),
  ]);
  clearTimeout(timer);
  const latencyMs = Math.round((performance.now() - started) * 10) / 10;
  const waiting = database.waiting?.() ?? 0;
  const status =
    outcome === 'failed'
      ? 'down'
      : outcome === 'answered' && latencyMs <= HEALTH_SLOW_MS && waiting === 0
        ? 'ok'
        : 'degraded';
  return {
    status,
    database: {
      kind: database.kind,
      ok: status === 'ok',
      state: status,
      latency_ms: outcome === 'answered' ? latencyMs : null,
      waited_ms: latencyMs,
      waiting,
      ...(database.pool
        ? { pool: { total: database.pool.totalCount, idle: database.pool.idleCount } }
        : {}),
    },
  };
}

/** The value, or null when it takes longer than `ms` (or fails). */
async function withinMs<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([work.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Everything under /api: conventions of SPEC §7 first, then each module's routes. */
export async function registerApi(
  api: FastifyInstance,
  deps: {
    database: Database;
    clock: () => Date;
    plateLookup?: PlateLookup;
    socialClients: ReadonlyMap<SocialProvider, SocialClient>;
    /** Carrier relay-point search (offline demo points by default). */
    relayPoints?: RelayPointFinder;
    /** The shop's payment gateways (every online method through the offline gateway by default). */
    payments?: PaymentSetup;
    /** Starting payments (POST /orders/{id}/payments…). */
    paymentRoutes?: PaymentRouteDeps;
    /** false: every read runs (benchmark of the cold path). */
    responseCache?: boolean;
    /** Where uploads are kept (decision 039). */
    storage: FileStorage;
    /** Intra-EU VAT number check of PRO companies (decision 047). */
    vatChecker: VatChecker;
  },
) {
  const { database, clock } = deps;

  // SPEC §7: responses carry the VAT country and rate, which the storefront stores.
  api.addHook('preHandler', async (request, reply) => {
    // The health check keeps its budget whatever the database does: without the headers if
    // the rates (memoized a minute) cannot be read at once.
    const health = request.routeOptions.url === '/api/health';
    const vat = health
      ? await withinMs(requestVat(database.db, request.ctx.country), 100)
      : await requestVat(database.db, request.ctx.country);
    if (!vat) return;
    request.ctx.vatRateBp = vatRateBp(vat);
    // Routes that price ask for it; the customer's PRO status is read then, once.
    let read: Promise<ReadContext> | null = null;
    request.ctx.read = () =>
      (read ??= request.ctx.readStarted =
        buildReadContext(database.db, {
          locale: request.ctx.locale,
          country: request.ctx.country,
          userId: request.ctx.userId,
        }));
    reply.header('x-vat-country', vat.country).header('x-vat-rate', String(vat.rate));
  });
  // An answer that priced says in which basis (decision 048): `ht` for a verified PRO (amounts
  // to read excl. tax), `ttc` for anyone else. Only routes that read the context pay for it.
  api.addHook('onSend', async (request, reply, payload) => {
    const read = request.ctx.readStarted;
    if (read && !reply.getHeader('x-price-basis'))
      reply.header('x-price-basis', (await read).prices.pro ? 'ht' : 'ttc');
    return payload;
  });

  const responseCache = createResponseCache();
  if (deps.responseCache !== false) responseCache.register(api, CACHED_ROUTES);
  // A catalogue write empties the cache at once (no 30 s of stale lists in this process).
  const unsubscribe = onCatalogueChange(() => responseCache.clear());
  // So does a settings save (free-shipping threshold, contact…) made in this process.
  const unsubscribeSettings = onSettingsChange(() => responseCache.clear());
  api.addHook('onClose', async () => {
    unsubscribe();
    unsubscribeSettings();
  });

  api.get('/health', async (_request, reply) => {
    const health = await databaseHealth(database);
    return reply.status(health.status === 'down' ? 503 : 200).send(health);
  });

  registerCatalogRoutes(api, database.db, { fittingVehicles, publishedQuestions });
  registerVehicleRoutes(api, database.db, deps.plateLookup);
  registerGeoRoutes(api, database.db);
  registerContentRoutes(api, database.db, clock);
  // Reviews sit below orders, customers and the catalogue: what they need comes from here.
  await registerReviewRoutes(api, database.db, {
    ...reviewWriteDeps(deps.storage),
    ...moderationDeps(deps.storage),
    storage: deps.storage,
    now: clock,
    allow: (userId) => requirePermission(database.db, userId, 'claims').then(() => undefined),
  });
  // Product questions (decision 053).
  registerQuestionRoutes(api, { db: database.db, now: clock, urlsFor: accountUrls });
  // Deals are priced by the catalogue, which depends on promotions, not the other way round.
  registerPromotionRoutes(api, database.db, clock, (context, targets) =>
    dealTargetPrices(database.db, context, targets),
  );
  registerShippingRoutes(api, database.db);
  registerCustomerRoutes(api, {
    db: database.db,
    now: clock,
    urlsFor: accountUrls,
    cookies: replyCookies(),
    kick: (sweep) => api.sweeps.kick(sweep),
    favoriteOwnerHash,
    visitOwnerHash,
    socialClients: deps.socialClients,
    socialRedirectUri: (request, provider) =>
      `${requestOrigin(request)}/connexion/${encodeURIComponent(provider)}`,
    currentOrder: currentCartSummary,
    supports: supportsOfUser,
  });

  const payments: PaymentSetup = deps.payments ?? {
    cardMethod: 'monetico',
    online: new Set(['card', 'paypal', 'limonetik_3x', 'limonetik_4x']),
  };
  registerOrderRoutes(api, {
    db: database.db,
    now: clock,
    cookies: orderCookies(),
    ownerHash: orderOwnerHash,
    relayPoints: deps.relayPoints ?? offlineRelayPointFinder(),
    payments,
  });
  // PRO companies and their private documents (decision 047).
  await registerCompanyRoutes(api, {
    db: database.db,
    now: clock,
    storage: deps.storage,
    vatChecker: deps.vatChecker,
    urlsFor: accountUrls,
  });
  // The contact form and the customer service's queue (decision 052).
  await registerContactRoutes(api, {
    db: database.db,
    now: clock,
    storage: deps.storage,
    urlsFor: accountUrls,
  });
  registerSettingsAdminRoutes(api, { db: database.db, now: clock, payments });
  registerCustomerDataAdminRoutes(api, { db: database.db, storage: deps.storage, now: clock });
  registerOrderTimelineRoutes(api, { db: database.db });
  registerCustomerAdminRoutes(api, { db: database.db, now: clock });
  registerPromotionsAdminRoutes(api, { db: database.db, storage: deps.storage, now: clock });
  registerDashboardRoutes(api, { db: database.db, now: clock });
  registerContentAdminRoutes(api, { db: database.db, storage: deps.storage, now: clock });
  registerProductAdminRoutes(api, { db: database.db, storage: deps.storage });

  if (deps.paymentRoutes) registerPaymentApiRoutes(api, deps.paymentRoutes);
  registerInvoiceRoutes(api, { db: database.db });
  registerResendOrderMailRoutes(api, { db: database.db });
  // The audit log sits below the modules that write it: its check and names come from here.
  registerAuditRoutes(api, {
    db: database.db,
    allow: (userId) => requirePermission(database.db, userId, 'audit'),
    actors: (ids) => userLabels(database.db, ids),
  });

  // The catalogue's CSV export and import (decision 041); the check comes from customers.
  await registerCatalogueBulkRoutes(api, {
    db: database.db,
    now: clock,
    allow: (userId) => requirePermission(database.db, userId, 'catalogue'),
  });

  // Uploads (decision 039): the staff check comes from customers, which media cannot import.
  await registerUploadRoutes(api, {
    db: database.db,
    storage: deps.storage,
    now: clock,
    staffAllows: (userId, permission) =>
      requirePermission(database.db, userId, permission).then(
        () => true,
        (error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 404) return false;
          throw error;
        },
      ),
    // A company document goes only while its company waits for verification (decision 047).
    // A claim's file stays in its conversation; its customer reads staff's files (decision 051).
    deleteRules: {
      company_document: companyDocumentDeleteRule,
      support_attachment: claimFileDeleteRule,
    },
    readRules: { support_attachment: mayReadClaimFile },
  });

  // Customer claims and the back office's inbox (decision 051).
  await registerSupportRoutes(api, {
    db: database.db,
    storage: deps.storage,
    now: clock,
    urlsFor: supportUrls,
  });

  registerCatalogueStructureRoutes(api, { db: database.db, storage: deps.storage });

  // Unknown API paths answer JSON, never the HTML 404 page of the storefront.
  api.all('/*', async () => {
    throw new HttpError(404, 'not_found');
  });
}
