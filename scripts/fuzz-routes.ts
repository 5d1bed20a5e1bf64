/**
 * `npm run fuzz`: a bounded campaign of hostile requests against every route of the shop —
 * each API route Fastify registers and each page of the route table (when a production build
 * exists) — as a visitor, a customer and an administrator, in-process (app.inject) on a fresh
 * in-memory PGlite database with a small demo catalogue. Prints "routes R, requests N, 5xx K"
 * and every failing request; exits 1 when K > 0.
 *   npm run fuzz -- --runs 20 --seed 7     (requests per route and actor; reproducible seed)
 *   npm run fuzz -- --api-only             (skip the pages even when built)
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed';
import { buildApp } from '../src/server/app';
import { defaultBuildDir } from '../src/server/ssr';
import {
  fuzzActors,
  knownIds,
  pageRoutes,
  routeCollector,
  runCampaign,
} from '../tests/support/route-fuzz';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    'api-only': { type: 'boolean', default: false },
    scale: { type: 'string', default: '40' },
  },
});
const runs = Number.parseInt(values.runs, 10);
const seed = Number.parseInt(values.seed, 10);

const storageDir = await mkdtemp(path.join(os.tmpdir(), 'shop-fuzz-'));
const database = await openDatabase({ dataDir: 'memory://' });
await migrateDatabase(database);
await seedDatabase(database, { scale: Number.parseInt(values.scale, 10), storageDir });

const web = !values['api-only'] && existsSync(path.join(defaultBuildDir(), 'server', 'index.js'));
const collector = routeCollector();
const app = await buildApp({
  database,
  mode: 'test',
  storageDir,
  logger: false,
  web,
  devMailbox: true,
  onRoute: collector.onRoute,
});
await app.ready();

// The pages' catch-all stands for every page of the route table.
const routes = [
  ...collector.routes.filter((route) => route.url !== '/*'),
  ...(web ? pageRoutes() : []),
];
console.log(
  `fuzzing ${routes.length} routes${web ? ' (pages included)' : ' (API only: no production build)'}, ` +
    `${runs} requests per route and actor, seed ${seed}`,
);
const actors = await fuzzActors(app, database);
const ids = await knownIds(database);
const started = Date.now();
const result = await runCampaign(app, routes, actors, ids, {
  runs,
  seed,
  onProgress: (done) => {
    if (done % 25 === 0) process.stdout.write(`  ${done}/${routes.length} routes\n`);
  },
});
await app.close();
await database.close();
await rm(storageDir, { recursive: true, force: true });

for (const failure of result.failures)
  console.log(
    `${failure.status} [${failure.actor}] ${failure.route}\n    ${failure.request}\n    → ${failure.answer}`,
  );
console.log(
  `routes ${result.routes}, requests ${result.requests}, 5xx ${result.failures.length} ` +
    `(${((Date.now() - started) / 1000).toFixed(0)} s, seed ${seed})`,
);
process.exit(result.failures.length > 0 ? 1 : 0);
