import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LIMITS, type DatabaseLimits } from '../db/limits';
import { DEFAULT_MAIL_FROM } from '../modules/mail';
import type { StorageSettings } from '../modules/media';
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

/** Where files are kept (docs/decisions/039): the local folder, or S3-compatible storage. */
const storageSchema = z
  .object({
    STORAGE_DRIVER: z
      .enum(['local', 's3'], { message: 'STORAGE_DRIVER must be local or s3' })
      .default('local'),
    S3_BUCKET: z.string().trim().optional(),
    S3_ENDPOINT: z
      .string()
      .trim()
      .regex(
        /^https?:\/\/[^/\s]+/,
        'S3_ENDPOINT must be an http(s) URL such as https://s3.fr-par.scw.cloud',
      )
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_REGION: z.string().trim().optional(),
    S3_ACCESS_KEY_ID: z.string().trim().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(['0', '1', 'true', 'false'], {
        message: 'S3_FORCE_PATH_STYLE must be 0, 1, true or false',
      })
      .default('0')
      .transform((v) => v === '1' || v === 'true'),
    S3_PREFIX: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'S3_PREFIX must be letters, digits, . _ - (no slash)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .superRefine((values, context) => {
    if (values.STORAGE_DRIVER !== 's3') return;
    for (const name of [
      'S3_BUCKET',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ] as const)
      if (!values[name])
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is required when STORAGE_DRIVER=s3`,
        });
  });

function storageSettings(
  values: z.infer<typeof storageSchema>,
  storageDir: string,
): StorageSettings {
  if (values.STORAGE_DRIVER === 'local') return { driver: 'local', storageDir };
  return {
    driver: 's3',
    bucket: values.S3_BUCKET!,
    endpoint: values.S3_ENDPOINT,
    region: values.S3_REGION!,
    accessKeyId: values.S3_ACCESS_KEY_ID!,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
    prefix: values.S3_PREFIX,
  };
}

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
  storage: StorageSettings;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.extend(plateLookupSchema.shape).extend(mailSchema.shape).safeParse(env);
  const storage = storageSchema.safeParse(env);
  const issues = [...(parsed.error?.issues ?? []), ...(storage.error?.issues ?? [])];
  if (!parsed.success || !storage.success || issues.length > 0) {
    const lines = issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const storageDir = path.resolve(parsed.data.DATA_DIR, 'storage');
  const shopMode = resolveShopMode(env);
  if (!shopMode.ok) throw new Error(`Refusing to start: ${shopMode.message}`);
  return {
    ...parsed.data,
    HOST: parsed.data.HOST || shopMode.defaultHost,
    mode: shopMode.mode,
    modeReason: shopMode.reason,
    storageDir,
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
    storage: storageSettings(storage.data, storageDir),
  };
}
