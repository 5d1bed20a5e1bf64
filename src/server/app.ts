import { randomBytes, randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import type { ViteDevServer } from 'vite';
import type { Database } from '../db/client';
import { geoIpFromEnv, type GeoIp } from '../modules/geo';
import { createPlateLookup, type PlateLookup } from '../modules/vehicles';
import {
  createDevMailer,
  createMailSweep,
  createSmtpMailer,
  mailTransport,
  registerDevMailboxRoutes,
  type Mailer,
} from '../modules/mail';
// Node-only entry (sharp): not re-exported by the media index, which the browser bundle imports.
import { registerImageVariantRoutes } from '../modules/media/image-variants.routes';
import { parseCountry, parseLocale } from '../shared/locale';
import { registerApi } from './api';
import { paymentRouteDeps, paymentSettings, type PaymentSettings } from './payments';
import { refundOrder, registerPaymentPublicRoutes, startPayment } from '../modules/payments';
import { deleteAbandonedGuestCarts, expireUnpaidTransfers } from '../modules/orders';
import { createMondialRelayFinder, offlineRelayPointFinder } from '../modules/shipping';
import { followOrdersAndRefunds, sendTransferReminders } from '../modules/invoices';
import { loadMailSettings, loadPlateLookupSettings, type MailSettings } from './config';
import { accountUrls, requestOrigin } from './account-urls';
import {
  ADMIN_COOKIE,
  deviceCookieOf,
  assertSameOrigin,
  authCookies,
  favoriteOwnerHash,
  isHttps,
  orderToken,
  pageCartCookies,
  replyCookies,
  resolveRequestSession,
  sessionCookieName,
} from './auth';
import { contentSecurityPolicy } from './csp';
import { registerErrorHandling } from './errors';
import { registerInputGuard } from './input-guard';
import { onCatalogueChange } from '../modules/catalog';
import { sellerLine, shopIdentity } from '../modules/content';
import { createPageCache } from './page-cache';
import { createReadCache } from './read-cache';
import { createSweeps, type Sweeps } from './sweeps';
import { PERMISSIONS_POLICY } from './permissions-policy';
import { resolveShopMode, type ShopMode } from './shop-mode';
import {
  me,
  purgeAccountLeftovers,
  PASSWORD_RESET_SWEEP,
  sendRequestedResetLinks,
  type UserDto,
  socialClients,
  socialSettingsFromEnv,
  type SocialSettings,
} from '../modules/customers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background sweeps (mail outbox…): main.ts starts them; tests call runSweepsOnce(). */
    sweeps: Sweeps;
  }
}

export interface AppOptions {
  database: Database;
  mode: 'production' | 'development' | 'test';
  /** Folder of uploaded and generated files, served at /media/. */
  storageDir: string;
  /** A pino logger; absent = silent (tests). */
  logger?: FastifyBaseLogger | false;
  /** false: API only (API tests); the pages need a production build or Vite. */
  web?: boolean;
  vite?: ViteDevServer;
  trustProxy?: boolean;
  /** The clock, injectable so date-window rules can be tested. */
  clock?: () => Date;
  /** Country detection when no `country` header or `user_country` cookie; default from GEOIP_* env. */
  geoIp?: GeoIp;
  /** Plate-to-vehicle lookup; default from PLATE_LOOKUP_* env (offline without a URL). */
  plateLookup?: PlateLookup;
  /**
   * Demo (development mailbox, offline test gateway, the demo ribbon) or production; default
   * from the environment (src/server/shop-mode.ts, decision 019), refusing a contradiction.
   */
  shopMode?: ShopMode;
  /** Payment gateways; default from the environment (src/server/payments.ts). */
  payments?: PaymentSettings;
  /** Social login providers; default from OAUTH_* env (none configured: no social login). */
  socialSettings?: SocialSettings;
  /** Rendered image variants (/media/r/…); default `<storageDir>/cache`. */
  imageCacheDir?: string;
  /** E-mail settings; default from SMTP_URL and MAIL_FROM (decision 012). */
  mail?: MailSettings;
  /**
   * true: the development mailer and /dev/mailbox, whatever the settings (tests, browser
   * tests); false: neither. Default: the rule of decision 012 applied to `mail`.
   */
  devMailbox?: boolean;
  /** Replaces the mailer the settings choose (tests: a failing or recording mailer). */
  mailer?: Mailer;
  /**
   * false: no answer is kept between requests (page cache, API response cache; the memos of
   * reference data stay); only the benchmark's cold figures use it (RESPONSE_CACHES=0).
   */
  caches?: boolean;
  /** Told of every route as it is registered (the route fuzz enumerates them). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

export const LOCALE_COOKIE = 'i18n_redirected';
const STATIC_PREFIXES = ['/assets/', '/media/', '/favicon'];
export const COUNTRY_COOKIE = 'user_country';

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
  const plateLookup =
    options.plateLookup ??
    createPlateLookup(options.database.db, loadPlateLookupSettings(process.env), app.log);

  const sweeps = createSweeps(options.database, app.log);
  app.decorate('sweeps', sweeps);
  // Before the database closes (main.ts closes the app first): waits for a run in progress.
  app.addHook('onClose', async () => sweeps.stop());
  // Expired sessions, used links and old throttle windows; accounts disabled for an unverified
  // e-mail lose their sessions (SPEC §4).
  sweeps.registerSweep({
    name: 'accounts',
    everyMs: 10 * 60_000,
    run: async () => {
      await purgeAccountLeftovers(options.database.db, clock());
    },
  });
  // Password-reset links asked for: looked up and mailed off the request path (so the request
  // takes the same time whether the address has an account or not).
  sweeps.registerSweep({
    name: PASSWORD_RESET_SWEEP,
    everyMs: 2_000,
    run: async () => {
      await sendRequestedResetLinks(options.database.db, clock());
    },
  });
  // Transfers not received within 7 days cancel their order (SPEC §4); visitors' carts
  // untouched for 90 days (the cookie's life) are forgotten.
  sweeps.registerSweep({
    name: 'orders',
    everyMs: 30 * 60_000,
    run: async () => {
      const now = clock();
      await expireUnpaidTransfers(options.database.db, now);
      await deleteAbandonedGuestCarts(
        options.database.db,
        new Date(now.getTime() - 90 * 86_400_000),
      );
    },
  });
  // Bank transfers still awaited 4 days after placing get one reminder (src/modules/invoices).
  sweeps.registerSweep({
    name: 'transfer-reminders',
    everyMs: 30 * 60_000,
    run: async () => {
      await sendTransferReminders(options.database.db, clock());
    },
  });
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

  app.addHook('onRequest', async (request, reply) => {
    // First: every answer carries it, errors of the checks below included.
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    request.cspNonce = randomBytes(16).toString('base64');
    // SPEC §7: `country` header (API clients) > user_country cookie > geo-IP > FR.
    const chosenCountry = header(request.headers, 'country') ?? request.cookies[COUNTRY_COOKIE];
    request.ctx = {
      requestId: String(request.id),
      locale: parseLocale(header(request.headers, 'language') ?? request.cookies[LOCALE_COOKIE]),
      country: parseCountry(chosenCountry ?? (await geoIp.lookup(request.ip, request.headers))),
      userId: null,
      session: null,
    };
    reply.header('x-request-id', request.id);
    // Static files never depend on who asks: no session look-up for them.
    const session = STATIC_PREFIXES.some((prefix) => request.url.startsWith(prefix))
      ? null
      : await resolveRequestSession(request, options.database, clock());
    request.ctx.session = session;
    request.ctx.userId = session?.userId ?? null;
    assertSameOrigin(request, process.env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined);
    const policy = contentSecurityPolicy(request.cspNonce);
    // Vite's dev client injects scripts of its own: report only, never block, in development.
    reply.header(
      options.mode === 'development'
        ? 'content-security-policy-report-only'
        : 'content-security-policy',
      policy,
    );
  });

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

  await app.register(fastifyStatic, {
    root: options.storageDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    // Generated and uploaded files never change under the same name.
    maxAge: '365d',
  });
  // Resized variants, /media/r/… (docs/decisions/009-image-variants.md): the route's static
  // `r/` segment takes precedence over the `/media/*` wildcard above.
  await registerImageVariantRoutes(app, {
    storageDir: options.storageDir,
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
    app.addHook('onClose', async () => unsubscribe());
    await registerWeb(app, {
      mode: options.mode === 'development' ? 'development' : 'production',
      vite: options.vite,
      pageCache,
      loadContext: (request) => {
        const urls = accountUrls(request);
        const session = request.ctx.session;
        let viewer: Promise<UserDto | null> | undefined;
        return {
          database: options.database,
          shopMode,
          devMailbox: mailer === 'dev',
          cspNonce: request.cspNonce,
          requestId: request.ctx.requestId,
          country: request.ctx.country,
          cached,
          plateLookup,
          session,
          viewer: () =>
            (viewer ??= session
              ? me(options.database.db, session.userId, request.ctx.locale).catch(() => null)
              : Promise.resolve(null)),
          now: clock,
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
          cart: pageCartCookies(session ? null : orderToken(request), isHttps(request)),
          relayPoints,
          payments: {
            setup: payments.setup,
            start: async (userId, orderId) =>
              (await startPayment(paymentRoutes, userId, orderId, requestOrigin(request))).start,
            refund: (orderId, input) => refundOrder(paymentRoutes, orderId, input),
          },
          accountUrls: urls,
          social: {
            providers: [...social.keys()],
            deps: {
              db: options.database.db,
              now: clock,
              clients: social,
              urls,
            },
            redirectUri: (provider: string) =>
              `${requestOrigin(request)}/connexion/${encodeURIComponent(provider)}`,
          },
        };
      },
    });
  }
  return app;
}

function favoriteHashOf(request: FastifyRequest): string | null {
  const token = replyCookies().favoriteToken(request);
  return token ? favoriteOwnerHash(token) : null;
}

/**
 * Chooses the mailer (decision 012) and registers the mail sweep. Answers 'dev' when mail
 * goes to the development mailbox, whose pages the caller then registers.
 */
function setUpMail(
  app: FastifyInstance,
  options: AppOptions,
  mode: ShopMode,
  clock: () => Date,
): 'dev' | 'other' {
  const settings = options.mail ?? loadMailSettings(process.env);
  const transport = mailTransport({ ...settings, mode, devMailbox: options.devMailbox });
  const db = options.database.db;
  const mailer =
    options.mailer ??
    (transport === 'smtp'
      ? createSmtpMailer({ url: settings.smtpUrl!, from: settings.from })
      : transport === 'dev'
        ? createDevMailer(db)
        : null);
  if (!mailer) {
    app.log.warn(
      '!!! production mode and no SMTP_URL: e-mails are NOT sent. They wait in the ' +
        'email_outbox table and leave once SMTP_URL is set. !!!',
    );
    return 'other';
  }
  app.sweeps.registerSweep(
    createMailSweep({
      db,
      mailer,
      clock,
      log: app.log,
      sellerLine: async () => sellerLine(await shopIdentity(db)),
    }),
  );
  if (mailer.close) app.addHook('onClose', async () => mailer.close?.());
  return transport === 'dev' ? 'dev' : 'other';
}

function shopModeFromEnv(): ShopMode {
  const decision = resolveShopMode(process.env);
  if (!decision.ok) throw new Error(`Refusing to start: ${decision.message}`);
  return decision.mode;
}

/** `language` / `country` headers of SPEC §7, also accepted with an `x-` prefix. */
function header(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name] ?? headers[`x-${name}`];
  return Array.isArray(value) ? value[0] : value;
}
