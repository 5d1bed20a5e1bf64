import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LIMITS, type DatabaseLimits } from '../db/limits';
import { DEFAULT_MAIL_FROM } from '../modules/mail';
import type { PlateLookupSettings } from '../modules/vehicles';
import { resolveShopMode, type ShopMode } from './shop-mode';

/** A duration in milliseconds, 0 to 10 minutes. */
const ms = (fallback: number) => z.coerce.number().int().min(0).max(600_000).default(fallback);

/** Every setting of the shop, from the environment, validated once at start (see README). */
const schema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Default from the mode: the demo listens on this machine only (shop-mode.ts).
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  SEED_ON_EMPTY: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  // Database bounds (docs/decisions/021-timeouts-and-overload.md); 0 = no limit.
  DB_STATEMENT_TIMEOUT_MS: ms(DEFAULT_LIMITS.readStatementMs),
  DB_LOCK_TIMEOUT_MS: ms(DEFAULT_LIMITS.readLockMs),
  DB_WRITE_STATEMENT_TIMEOUT_MS: ms(DEFAULT_LIMITS.writeStatementMs),
  DB_WRITE_LOCK_TIMEOUT_MS: ms(DEFAULT_LIMITS.writeLockMs),
  DB_SWEEP_STATEMENT_TIMEOUT_MS: ms(DEFAULT_LIMITS.sweepStatementMs),
  DB_SWEEP_LOCK_TIMEOUT_MS: ms(DEFAULT_LIMITS.sweepLockMs),
  DB_QUEUE_WAIT_MS: ms(DEFAULT_LIMITS.queueWaitMs),
  // 0: no page or API answer kept between requests (cold benchmark figures).
  RESPONSE_CACHES: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
});

/** Plate-to-vehicle lookup (docs/decisions/008-plate-lookup.md): offline unless a URL is set. */
const plateLookupSchema = z.object({
  PLATE_LOOKUP_URL: z
    .string()
    .url('PLATE_LOOKUP_URL must be a URL such as https://api.carsxe.com')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PLATE_LOOKUP_KEY: z.string().optional(),
  PLATE_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(3000),
  PLATE_LOOKUP_CACHE_TTL_S: z.coerce.number().int().min(1).default(86_400),
  PLATE_LOOKUP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
});

/** The PLATE_LOOKUP_* settings alone (buildApp reads them when no lookup is injected). */
export function loadPlateLookupSettings(env: NodeJS.ProcessEnv = process.env): PlateLookupSettings {
  const parsed = plateLookupSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return plateLookupSettings(parsed.data);
}

function plateLookupSettings(values: z.infer<typeof plateLookupSchema>): PlateLookupSettings {
  return {
    url: values.PLATE_LOOKUP_URL,
    key: values.PLATE_LOOKUP_KEY || undefined,
    timeoutMs: values.PLATE_LOOKUP_TIMEOUT_MS,
    cacheTtlSeconds: values.PLATE_LOOKUP_CACHE_TTL_S,
    rateLimitPerMinute: values.PLATE_LOOKUP_RATE_LIMIT_PER_MINUTE,
  };
}

/** E-mail (docs/decisions/012-email.md): SMTP when SMTP_URL is set, else the dev mailbox. */
const mailSchema = z.object({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z
    .string()
    .optional()
    .transform((v) => v?.trim() || DEFAULT_MAIL_FROM),
});

export interface MailSettings {
  smtpUrl?: string;
  from: string;
}

/** The SMTP_URL / MAIL_FROM settings alone (buildApp reads them when none are given). */
export function loadMailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const parsed = mailSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { smtpUrl: parsed.data.SMTP_URL, from: parsed.data.MAIL_FROM };
}

export type Config = Omit<z.infer<typeof schema>, 'HOST'> & {
  HOST: string;
  /** Demo or production (docs/decisions/019-demo-and-production-modes.md), and why. */
  mode: ShopMode;
  modeReason: string;
  storageDir: string;
  databaseLimits: DatabaseLimits;
  plateLookup: PlateLookupSettings;
  mail: MailSettings;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.extend(plateLookupSchema.shape).extend(mailSchema.shape).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const shopMode = resolveShopMode(env);
  if (!shopMode.ok) throw new Error(`Refusing to start: ${shopMode.message}`);
  return {
    ...parsed.data,
    HOST: parsed.data.HOST || shopMode.defaultHost,
    mode: shopMode.mode,
    modeReason: shopMode.reason,
    storageDir: path.resolve(parsed.data.DATA_DIR, 'storage'),
    databaseLimits: {
      readStatementMs: parsed.data.DB_STATEMENT_TIMEOUT_MS,
      readLockMs: parsed.data.DB_LOCK_TIMEOUT_MS,
      writeStatementMs: parsed.data.DB_WRITE_STATEMENT_TIMEOUT_MS,
      writeLockMs: parsed.data.DB_WRITE_LOCK_TIMEOUT_MS,
      sweepStatementMs: parsed.data.DB_SWEEP_STATEMENT_TIMEOUT_MS,
      sweepLockMs: parsed.data.DB_SWEEP_LOCK_TIMEOUT_MS,
      queueWaitMs: parsed.data.DB_QUEUE_WAIT_MS,
    },
    plateLookup: plateLookupSettings(parsed.data),
    mail: { smtpUrl: parsed.data.SMTP_URL, from: parsed.data.MAIL_FROM },
  };
}
