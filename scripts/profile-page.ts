/**
 * `npx tsx scripts/profile-page.ts [--runs 20] [--path /c/housses-de-siege?filters=1&priceMax=]`:
 * renders a page again and again in-process with the page cache off (what a cache miss costs),
 * each run with another price bound appended to the path, and prints per run the total time and
 * the SQL statements (count, time), then the slowest statements. PostgreSQL (DATABASE_URL) only:
 * statements are timed at the `pg` driver. Pages run from the build (`npm run build` first).
 * Run it with `node --cpu-prof --import tsx` for a CPU profile.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    path: {
      type: 'string',
      default: '/c/housses-de-siege?sort=priceAscending&filters=1&priceMax=',
    },
    cookie: { type: 'string', default: 'i18n_redirected=fr' },
    caches: { type: 'boolean', default: false },
  },
});

const statements = new Map<string, { count: number; ms: number }>();
let runQueries = 0;
let runSqlMs = 0;
// Times every statement at the driver: text → count and total time.
const query = pg.Pool.prototype.query as (...args: unknown[]) => unknown;
pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
  const started = performance.now();
  const result = query.apply(this, args);
  const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string })?.text);
  if (result instanceof Promise) {
    void result.finally(() => {
      const ms = performance.now() - started;
      runQueries += 1;
      runSqlMs += ms;
      const key = text.replace(/\s+/g, ' ').slice(0, 140);
      const entry = statements.get(key) ?? { count: 0, ms: 0 };
      statements.set(key, { count: entry.count + 1, ms: entry.ms + ms });
    });
  }
  return result;
} as typeof pg.Pool.prototype.query;

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const app = await buildApp({
  database,
  mode: 'production',
  storageDir: config.storageDir,
  logger: false,
  caches: values.caches,
});
await app.ready();

const totals: number[] = [];
for (let run = 0; run < Number(values.runs); run += 1) {
  runQueries = 0;
  runSqlMs = 0;
  const started = performance.now();
  const response = await app.inject({
    // A price bound per run: no memo of a previous list answers it.
    url: `${values.path}${300 + run}`,
    headers: { cookie: values.cookie, 'user-agent': 'Mozilla/5.0' },
  });
  const ms = performance.now() - started;
  totals.push(ms);
  console.log(
    `run ${run}: ${response.statusCode} ${ms.toFixed(0)} ms, ${runQueries} statements ${runSqlMs.toFixed(0)} ms (overlapping), ${(response.body.length / 1024).toFixed(0)} KB`,
  );
}
totals.sort((a, b) => a - b);
console.log(`median ${totals[Math.floor(totals.length / 2)]!.toFixed(0)} ms`);
console.log('\nslowest statements (total ms, count):');
for (const [text, { count, ms }] of [...statements].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12))
  console.log(`${ms.toFixed(0).padStart(7)} ${String(count).padStart(4)}  ${text}`);
await app.close();
await database.close();
