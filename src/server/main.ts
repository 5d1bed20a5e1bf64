import { missingShopSettings } from '../modules/invoices';
import { createStorage } from '../modules/media';
import { backgroundOrigin, configuredPublicOrigin } from '../shared/public-origin';
import { buildApp } from './app';
import { ensureBuild } from './build';
import { loadConfig, type Config } from './config';
import { createLogger } from './logger';
import { prepareDatabase } from './prepare';

/**
 * `npm start`: one process serving /api and the pages. Migrates, seeds an empty database with
 * the demo catalogue, builds the client bundle when missing, then listens until SIGTERM/SIGINT.
 */
async function main() {
  const startedAt = performance.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    // A refused configuration says what to set: its message alone, no stack trace.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const logger = createLogger(config);
  logger.info(
    { mode: config.mode, because: config.modeReason },
    config.mode === 'demo'
      ? 'demo mode: development mailbox and test payment gateway on, for this machine only ' +
          '(SHOP_MODE=production for a real shop; README "Demo or production")'
      : 'production mode: no development mailbox, no test payment gateway',
  );
  // Where files are kept (decision 039): the demo pictures of a first start go there too.
  const storage = await createStorage(config.storage);
  const database = await prepareDatabase(config, logger, storage);
  await ensureBuild();

  const app = await buildApp({
    database,
    mode: 'production',
    shopMode: config.mode,
    storageDir: config.storageDir,
    storage,
    logger,
    mail: config.mail,
    trustProxy: config.TRUST_PROXY,
    caches: config.RESPONSE_CACHES,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      logger.error('shutdown timed out, exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await database.close();
      logger.info('bye');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const missing = await missingShopSettings(database.db);
  if (missing.length > 0)
    logger.error(
      { missing },
      '!!! seller or bank settings missing from `configurations`: invoices and transfer e-mails ' +
        'cannot be issued, and payments waiting to be invoiced are refused until they are set',
    );
  // Links in mails sent by the sweeps (gift cards due on a later day, review invitations) have
  // no request to take an origin from: a real shop names its address.
  if (config.mode === 'production' && !configuredPublicOrigin())
    logger.warn(
      `PUBLIC_URL is not set: e-mails sent by background jobs link to ${backgroundOrigin()}; ` +
        'set PUBLIC_URL=https://your-shop.example',
    );
  await app.listen({ port: config.PORT, host: config.HOST });
  // Background sweeps (mail outbox…); app.close() stops them before the database closes.
  app.sweeps.start();
  logger.info(
    {
      url: `http://localhost:${config.PORT}`,
      startup_ms: Math.round(performance.now() - startedAt),
    },
    'shop ready',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
