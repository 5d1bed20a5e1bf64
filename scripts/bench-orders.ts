/**
 * `npm run bench:orders`: the cart and the checkout under load. 50 customers (`--clients`)
 * shop at once for `--duration` seconds, each in a loop: add a product to the cart (timed),
 * choose the delivery address, the delivery and bank transfer (not timed), place the order
 * (timed: number, frozen prices, stock taken under row locks). The shop runs in this process
 * on a freshly seeded database: PGlite in memory, or PostgreSQL with
 * `BENCH_DATABASE_URL=postgres://…/db` (a scratch database: it is emptied and seeded).
 */
import type { AddressInfo } from 'node:net';
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

const database = await openDatabase(
  process.env.BENCH_DATABASE_URL
    ? { databaseUrl: process.env.BENCH_DATABASE_URL, poolSize: 20 }
    : { dataDir: 'memory://' },
);
await migrateDatabase(database);
const storageDir = path.resolve('tmp/bench-storage');
if (database.kind === 'postgres') {
  await database.query('truncate table orders, payments, payment_notifications cascade');
  await resetCatalogue(database);
}
await seedDatabase(database, { scale: 300, storageDir });
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
const [france] = await database.query<{ id: number }>(`select id from countries where iso = 'FR'`);
const run = Date.now().toString(36);

interface Shopper {
  headers: Record<string, string>;
  addressId: number;
}
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

async function call(shopper: Shopper, method: string, url: string, body?: unknown) {
  const res = await fetch(base + url, {
    method,
    headers: shopper.headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json().catch(() => null)) as { data?: unknown } | null;
  if (res.status >= 400 && process.env.BENCH_DEBUG)
    console.error(url, res.status, JSON.stringify(json));
  return { status: res.status, data: json?.data };
}

const timings = { add: [] as number[], place: [] as number[] };
const failures = { add: 0, place: 0, steps: 0 };
let rangeId: number | null = null;
let methodId: number | null = null;
const stopAt = Date.now() + duration * 1000;

async function shop(shopper: Shopper, n: number) {
  let turn = n;
  while (Date.now() < stopAt) {
    turn += 1;
    const variant = variantIds[turn % variantIds.length]!;
    let started = performance.now();
    const added = await call(shopper, 'POST', '/api/orders/current/order_variants', {
      variant_id: variant,
      quantity: 1 + (turn % 2),
    });
    timings.add.push(performance.now() - started);
    if (added.status !== 201) {
      failures.add += 1;
      continue;
    }
    const steps = [
      await call(shopper, 'PATCH', '/api/orders/current/assign_shipping_address', {
        address_id: shopper.addressId,
      }),
    ];
    if (rangeId === null) {
      const ranges = await call(
        shopper,
        'GET',
        '/api/orders/current/shipping_method_ranges/available',
      );
      const home = (
        ranges.data as { id: number; shipping_method: { id: number; code: string } }[]
      ).find((r) => r.shipping_method.code === 'store_pickup')!;
      rangeId = home.id;
      methodId = home.shipping_method.id;
    }
    steps.push(
      await call(
        shopper,
        'PATCH',
        `/api/orders/current/shipping_methods/${methodId}/${rangeId}`,
        {},
      ),
    );
    steps.push(
      await call(shopper, 'PATCH', '/api/orders/current/payment_methods/transfer/assign', {}),
    );
    if (steps.some((s) => s.status !== 200)) {
      if (failures.steps === 0) console.error('first failed step:', JSON.stringify(steps));
      failures.steps += 1;
      continue;
    }
    started = performance.now();
    const placed = await call(shopper, 'POST', '/api/orders/current/place', {});
    timings.place.push(performance.now() - started);
    if (placed.status !== 201) {
      if (failures.place === 0) console.error('first failed placement:', placed.status);
      failures.place += 1;
    }
  }
}

const began = Date.now();
await Promise.all(shoppers.map((s, i) => shop(s, i)));
const seconds = (Date.now() - began) / 1000;

function percentile(values: number[], p: number): string {
  if (values.length === 0) return '–';
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1);
}

console.log(
  `\nCart and checkout benchmark — ${database.kind}, ${clients} concurrent customers, ${seconds.toFixed(0)} s\n`,
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
