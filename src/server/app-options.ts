import type { FastifyBaseLogger } from 'fastify';
import type { ViteDevServer } from 'vite';
import type { Database } from '../db/client';
import type { GeoIp } from '../modules/geo';
import type { FileStorage } from '../modules/media';
import type { Mailer } from '../modules/mail';
import type { SocialSettings } from '../modules/customers';
import type { PlateLookup } from '../modules/vehicles';
import type { VatChecker } from '../modules/customers';
import type { MailSettings } from './config';
import type { PaymentSettings } from './payments';
import type { ShopMode } from './shop-mode';

/** What `buildApp` (app.ts) is built from; every default comes from the environment. */
export interface AppOptions {
  database: Database;
  mode: 'production' | 'development' | 'test';
  /** Folder of uploaded and generated files, served at /media/ (the local storage driver). */
  storageDir: string;
  /** Where files are kept and read from; default the local folder `storageDir` (decision 039). */
  storage?: FileStorage;
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
  /** Intra-EU VAT number check (decision 047); default from VIES_URL (offline without it). */
  vatChecker?: VatChecker;
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
