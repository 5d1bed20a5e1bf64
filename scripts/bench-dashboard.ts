/**
 * `npm run bench:dashboard [-- --orders 100000] [-- --runs 30]`: the back office's dashboard
 * over many orders. Seeds a fresh database (PGlite in memory, or PostgreSQL with
 * `BENCH_DATABASE_URL=postgres://…/db`, a scratch database: it is emptied) with the demo
 * catalogue (300 products) and six months of past orders grown to `--orders`, then times the
 * dashboard's data (`loadDashboard`, what the page's loader awaits) for each period, then the
 * whole page (`GET /en/admin?period=…` through the app, signed in as the owner: session check,
 * loader, server rendering of the charts and tables; the production build, built first when
 * missing), each after two untimed warm-up runs, and prints p50 / p95 in milliseconds.
 * `--orders 0` seeds the usual demo history.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { percentile } from './lib/percentile';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { resetCatalogue, seedDatabase, seedPastOrders } from '../src/db/seed';
import { DASHBOARD_PERIODS, loadDashboard } from '../src/modules/backoffice';
import { openSession } from '../src/modules/customers';
import { buildApp } from '../src/server/app';
import { ensureBuild } from '../src/server/build';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
  },
});
const target = Number(values.orders);
const runs = Number(values.runs);
const DAYS = 182;

const database = await openDatabase(
  process.env.BENCH_DATABASE_URL
    ? { databaseUrl: process.env.BENCH_DATABASE_URL, poolSize: 10 }
    : { dataDir: 'memory://' },
);
try {
  await migrateDatabase(database);
  if (database.kind === 'postgres') {
    await database.query('truncate table orders, payments, payment_notifications cascade');
    await resetCatalogue(database);
  }
  await seedDatabase(database, { scale: 300, storageDir: path.resolve('tmp/bench-storage') });
  const now = new Date();
  // The seed's weekly and seasonal factors average about 0.98 over these months: aim at the target.
  const ordersPerDay = target > 0 ? target / DAYS / 0.98 : undefined;
  const started = performance.now();
  const seeded = await seedPastOrders(database, { now, days: DAYS, ordersPerDay });
  const seedSeconds = (performance.now() - started) / 1000;
  await database.query('analyze orders, order_variants, payments, order_shipments');
  console.log(
    `${database.kind}: ${seeded.orders.toLocaleString('en')} orders, ${seeded.lines.toLocaleString('en')} lines seeded in ${seedSeconds.toFixed(1)} s`,
  );
  const timed = async (label: string, once: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < runs + 2; i++) {
      const started = performance.now();
      await once();
      if (i >= 2) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${label.padEnd(9)}  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  (${runs} runs)`,
    );
  };
  console.log('data (loadDashboard):');
  for (const period of DASHBOARD_PERIODS)
    await timed(period, () => loadDashboard(database.db, { period, now, locale: 'fr' }));

  await ensureBuild();
  const app = await buildApp({
    database,
    mode: 'production',
    shopMode: 'demo',
    storageDir: path.resolve('tmp/bench-storage'),
    logger: false,
  });
  try {
    const [owner] = await database.query<{ id: number }>(
      `insert into users (email, firstname, lastname, role)
       values ($1, 'Owner', 'Bench', 'admin') returning id`,
      [`owner-bench-${Date.now()}@example.test`],
    );
    const { token } = await openSession(database.db, owner!.id, new Date());
    console.log('page (GET /en/admin, signed in as the owner):');
    for (const period of DASHBOARD_PERIODS)
      await timed(`page ${period}`, async () => {
        const res = await app.inject({
          method: 'GET',
          url: `/en/admin?period=${period}`,
          headers: { cookie: `sellerie_session=${token}` },
        });
        if (res.statusCode !== 200)
          throw new Error(`GET /en/admin?period=${period}: ${res.statusCode}`);
        if (!res.body.includes('chart-revenue')) throw new Error('the page has no revenue chart');
      });
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
