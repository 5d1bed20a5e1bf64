/**
 * `npm run dev`: the same app as `npm start`, with the pages compiled on request by Vite in
 * middleware mode (hot module reload, no build step). The API and the database are the real ones.
 */
import { createServer } from 'vite';
import { createStorage } from '../modules/media';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { prepareDatabase } from './prepare';

async function dev() {
  const config = loadConfig({ NODE_ENV: 'development', ...process.env });
  const logger = createLogger(config);
  // Where files are kept (decision 039): the demo pictures of a first start go there too.
  const storage = await createStorage(config.storage);
  const database = await prepareDatabase(config, logger, storage);

  const vite = await createServer({
    server: { middlewareMode: true },
    appType: 'custom',
  });
  const app = await buildApp({
    database,
    mode: 'development',
    shopMode: config.mode,
    storageDir: config.storageDir,
    storage,
    logger,
    mail: config.mail,
    vite,
  });

  const shutdown = async () => {
    await app.close();
    await vite.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());

  await app.listen({ port: config.PORT, host: config.HOST });
  app.sweeps.start();
  logger.info(
    { url: `http://localhost:${config.PORT}` },
    'dev server ready (Vite middleware, hot reload)',
  );
}

dev().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
