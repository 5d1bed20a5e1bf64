import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { onCatalogueChange } from '../modules/catalog';
import { socialClients, socialSettingsFromEnv } from '../modules/customers';
import { geoIpFromEnv } from '../modules/geo';
import { registerDevMailboxRoutes } from '../modules/mail';
// Node-only entry (sharp): not re-exported by the media index, which the browser bundle imports.
import { registerImageVariantRoutes } from '../modules/media/image-variants.routes';
import { createLocalStorage } from '../modules/media';
import { registerMediaFileRoutes } from '../modules/media/media-files.routes';
import { registerPaymentPublicRoutes } from '../modules/payments';
import { createMondialRelayFinder, offlineRelayPointFinder } from '../modules/shipping';
import { createPlateLookup } from '../modules/vehicles';
import { vatCheckerFromEnv } from '../modules/customers';
import { registerApi } from './api';
import type { AppOptions } from './app-options';
import { registerModuleSweeps, setUpMail } from './app-sweeps';
import { loadPlateLookupSettings } from './config';
import { followOrdersAndRefunds } from '../modules/invoices';
import { registerErrorHandling } from './errors';
import { registerInputGuard } from './input-guard';
import { pageLoadContext } from './load-context';
import { createPageCache } from './page-cache';
import { paymentRouteDeps, paymentSettings } from './payments';
import { onSettingsChange } from '../shared/settings-change';
import { createReadCache } from './read-cache';
import { COUNTRY_COOKIE, LOCALE_COOKIE, registerRequestContext } from './on-request';
import { resolveShopMode, type ShopMode } from './shop-mode';
import { createSweeps, type Sweeps } from './sweeps';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background sweeps (mail outbox…): main.ts starts them; tests call runSweepsOnce(). */
    sweeps: Sweeps;
  }
}

// The options, the request hook, the sweeps and the pages' load context live beside this file
// (app-options.ts, on-request.ts, app-sweeps.ts, load-context.ts); buildApp assembles them.
export type { AppOptions };
export { COUNTRY_COOKIE, LOCALE_COOKIE };

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // Invoices, credit notes and order e-mails follow every order move and refund
  // (src/modules/invoices/followers.ts); the page build wires its own copy of the
  // modules in src/web/entry.server.tsx.
  followOrdersAndRefunds();
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: options.trustProxy ?? false,
    // Read by genReqId below: an incoming id is trusted only when it looks like one.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: 1_048_576,
    // Close idle keep-alive sockets at shutdown; in-flight requests still finish.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const clock = options.clock ?? (() => new Date());
  const shopMode = options.shopMode ?? shopModeFromEnv();
  const caches = options.caches ?? true;
  const geoIp = options.geoIp ?? geoIpFromEnv(process.env);
  const vatChecker = options.vatChecker ?? vatCheckerFromEnv(process.env);
  const plateLookup =
    options.plateLookup ??
    createPlateLookup(options.database.db, loadPlateLookupSettings(process.env), app.log);

  const sweeps = createSweeps(options.database, app.log);
  app.decorate('sweeps', sweeps);
  // Before the database closes (main.ts closes the app first): waits for a run in progress.
  app.addHook('onClose', async () => sweeps.stop());
  registerModuleSweeps(sweeps, options.database, clock);
  const mailer = setUpMail(app, options, shopMode, clock);

  const social = socialClients(options.socialSettings ?? socialSettingsFromEnv(process.env));

  app.decorateRequest('ctx', null as never);
  app.decorateRequest('cspNonce', '');
  await app.register(fastifyCookie);
  await app.register(helmet, {
    contentSecurityPolicy: false, // set per request below, with the nonce
    crossOriginEmbedderPolicy: false,
    // Not helmet's `no-referrer`: under it browsers send `Origin: null` with the shop's own
    // form posts, which the CSRF check (auth.ts) must refuse. Other sites still see only
    // our origin, never a path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  registerRequestContext(app, { database: options.database, clock, geoIp, mode: options.mode });

  registerErrorHandling(app);
  registerInputGuard(app);

  // HTML and JSON are compressed on the fly with a cheap brotli level (static assets are
  // precompressed at build time at the highest level and served as they are).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  // Files of the storage (local folder or S3-compatible, decision 039) at /media/….
  const storage = options.storage ?? createLocalStorage(options.storageDir);
  registerMediaFileRoutes(app, storage);
  // Resized variants, /media/r/… (docs/decisions/009-image-variants.md): the route's static
  // `r/` segment takes precedence over the `/media/*` wildcard above.
  await registerImageVariantRoutes(app, {
    storageDir: options.storageDir,
    storage,
    cacheDir: options.imageCacheDir,
  });

  // The offline test gateway exists only in demo mode (decision 019).
  const payments = options.payments ?? paymentSettings(process.env, shopMode === 'production');
  const paymentRoutes = paymentRouteDeps(options.database, clock, payments);
  // Mondial Relay's web service when its credentials are set, else five demo shops; the API
  // and the pages ask the same finder (a point is chosen among its answer).
  const relayPoints =
    process.env.MONDIAL_RELAY_ENSEIGNE && process.env.MONDIAL_RELAY_KEY
      ? createMondialRelayFinder({
          enseigne: process.env.MONDIAL_RELAY_ENSEIGNE,
          privateKey: process.env.MONDIAL_RELAY_KEY,
          ...(process.env.MONDIAL_RELAY_URL ? { url: process.env.MONDIAL_RELAY_URL } : {}),
          fetch,
          log: (message) => app.log.warn(message),
        })
      : offlineRelayPointFinder();
  await registerPaymentPublicRoutes(app, paymentRoutes);

  await app.register(
    async (api) =>
      registerApi(api, {
        database: options.database,
        clock,
        plateLookup,
        responseCache: caches,
        socialClients: social,
        payments: payments.setup,
        paymentRoutes,
        relayPoints,
        storage,
        vatChecker,
      }),
    {
      prefix: '/api',
    },
  );

  if (mailer === 'dev') await registerDevMailboxRoutes(app, options.database.db);

  if (options.web !== false) {
    const { registerWeb } = await import('./ssr');
    const cached = createReadCache();
    // Rendered HTML is kept only for built pages: in development every request renders.
    const pageCache = caches && options.mode !== 'development' ? createPageCache() : undefined;
    // Pages show a catalogue write at once, like the API (see api.ts).
    const unsubscribe = onCatalogueChange(() => {
      cached.clear();
      pageCache?.clear();
    });
    // A settings save (back office) shows on the next page too: contact, thresholds, identity.
    const unsubscribeSettings = onSettingsChange(() => {
      cached.clear();
      pageCache?.clear();
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      unsubscribeSettings();
    });
    await registerWeb(app, {
      mode: options.mode === 'development' ? 'development' : 'production',
      vite: options.vite,
      pageCache,
      loadContext: (request) =>
        pageLoadContext(request, {
          database: options.database,
          shopMode,
          devMailbox: mailer === 'dev',
          cached,
          plateLookup,
          vatChecker,
          clock,
          relayPoints,
          payments,
          paymentRoutes,
          social,
          storage,
        }),
    });
  }
  return app;
}

function shopModeFromEnv(): ShopMode {
  const decision = resolveShopMode(process.env);
  if (!decision.ok) throw new Error(`Refusing to start: ${decision.message}`);
  return decision.mode;
}
