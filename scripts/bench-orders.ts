/**
 * `npm run bench:orders`: the cart and the checkout under load. 50 customers (`--clients`)
 * shop at once for `--duration` seconds, each in a loop: add a product to the cart (timed),
 * choose the delivery address, the delivery and bank transfer (not timed), place the order
 * (timed: number, frozen prices, stock taken under row locks). The shop runs in this process
 * on a freshly seeded database: PGlite in memory, or PostgreSQL with
 * `BENCH_DATABASE_URL=postgres://…/db` (a scratch database: it is emptied and seeded).
 * The shoppers run in a worker thread: the shop keeps the main thread to itself, as it would
 * behind a network. `--think 1000`: each shopper pauses 0.5–1.5 s before every request, as a
 * person reading the page does (the default, 0, is a closed loop: the shop's saturation point).
 * The first `--warmup` seconds (default 5) are not timed: the JIT compiling the hot paths and
 * the first use of each statement are a start-up cost, not the shop's steady speed.
 */
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { resetCatalogue, seedDatabase } from '../src/db/seed';
import { openSession } from '../src/modules/customers';
import { buildApp } from '../src/server/app';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const duration = option('duration', 15);
const clients = option('clients', 50);
const thinkMs = option('think', 0);
const warmup = option('warmup', 5);

interface Shopper {
  headers: Record<string, string>;
  addressId: number;
}

const timings = { add: [] as number[], place: [] as number[] };
const failures = { add: 0, place: 0, steps: 0 };

async function main() {
  const database = await openDatabase(
    process.env.BENCH_DATABASE_URL
      ? { databaseUrl: process.env.BENCH_DATABASE_URL, poolSize: 20 }
      : { dataDir: 'memory://' },
  );
  await migrateDatabase(database);
  const storageDir = path.resolve('tmp/bench-storage');
  // --reuse: keep a PostgreSQL database seeded by a previous run (profiling the load alone).
  const reuse = args.includes('--reuse') && database.kind === 'postgres';
  if (database.kind === 'postgres' && !reuse) {
    await database.query('truncate table orders, payments, payment_notifications cascade');
    await resetCatalogue(database);
  }
  if (!reuse) await seedDatabase(database, { scale: 300, storageDir });
  const app = await buildApp({ database, mode: 'test', storageDir, logger: false, web: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  // Plenty of stock on the variants shoppers pick, so every placement succeeds.
  const variantIds = (
    await database.query<{ id: number }>(
      `update variants set quantity_available = 1000000, out_of_stock_status = 'sold_out'
      where id in (select v.id from variants v join products p on p.id = v.product_id
                    where v.is_active and p.is_active and v.weight_grams < 2000 order by v.id limit 40)
      returning id`,
    )
  ).map((r) => r.id);
  const [france] = await database.query<{ id: number }>(
    `select id from countries where iso = 'FR'`,
  );
  const run = Date.now().toString(36);

  const shoppers: Shopper[] = [];
  for (let i = 0; i < clients; i++) {
    const [user] = await database.query<{ id: number }>(
      `insert into users (email, firstname, lastname) values ($1, 'Bench', 'Shopper') returning id`,
      [`bench-${run}-${i}@example.test`],
    );
    const [address] = await database.query<{ id: number }>(
      `insert into addresses (user_id, name, firstname, lastname, address, city, post_code, country_id, phone)
     values ($1, 'Maison', 'Bench', 'Shopper', '1 rue de la Paix', 'Paris', '75002', $2, '+33612345678')
     returning id`,
      [user!.id, france!.id],
    );
    const { token } = await openSession(database.db, user!.id, new Date());
    shoppers.push({
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      addressId: address!.id,
    });
  }

  const began = Date.now() + warmup * 1000;
  const worker = new Worker(new URL('./bench-orders.shoppers.mjs', import.meta.url), {
    workerData: {
      base,
      shoppers,
      variantIds,
      recordFrom: began,
      stopAt: began + duration * 1000,
      thinkMs,
    },
  });
  const result = await new Promise<{ timings: typeof timings; failures: typeof failures }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  Object.assign(timings, result.timings);
  Object.assign(failures, result.failures);
  const seconds = (Date.now() - began) / 1000;
  function percentile(values: number[], p: number): string {
    if (values.length === 0) return '–';
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(
      1,
    );
  }

  console.log(
    `\nCart and checkout benchmark — ${database.kind}, ${clients} concurrent customers${thinkMs > 0 ? `, ${thinkMs} ms think time` : ', no pause'}, ${seconds.toFixed(0)} s timed after ${warmup} s of warm-up\n`,
  );
  console.log('| request | count | req/s | p50 ms | p95 ms | p99 ms | failed |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, label] of [
    ['add', 'add to cart (POST /api/orders/current/order_variants)'],
    ['place', 'place the order (POST /api/orders/current/place)'],
  ] as const) {
    const list = timings[name];
    console.log(
      `| ${label} | ${list.length} | ${(list.length / seconds).toFixed(1)} | ${percentile(list, 50)} | ${percentile(list, 95)} | ${percentile(list, 99)} | ${failures[name]} |`,
    );
  }
  console.log(`\nsteps between (address, delivery, payment) that failed: ${failures.steps}`);
  const [orders] = await database.query<{ n: number }>(
    `select count(*)::int as n from orders where status <> 'not_ordered'`,
  );
  const [negative] = await database.query<{ n: number }>(
    `select count(*)::int as n from variants where quantity_available < 0`,
  );
  console.log(`orders placed: ${orders!.n}; variants with negative stock: ${negative!.n}`);

  await app.close();
  await database.close();
}

await main();
