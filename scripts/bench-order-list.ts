/**
 * `npm run bench:order-list [-- --orders 100000] [-- --runs 20]`: the back office's
 * orders list over many orders. Seeds a fresh database (PGlite in memory, or PostgreSQL with
 * `BENCH_DATABASE_URL=postgres://…/db`, a scratch database: it is emptied) with the demo
 * catalogue and past orders grown to `--orders`, then times one page of the list for each
 * kind of search and filter (p50 / p95 ms after two warm-up runs) and the whole CSV export
 * (rows, seconds), and prints the plan of a text search.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { percentile } from './lib/percentile';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { resetCatalogue, seedDatabase, seedPastOrders } from '../src/db/seed';
import { listBackOfficeOrders, orderListInput } from '../src/modules/orders';
import { eachBackOfficeOrder } from '../src/modules/orders/order-list.service';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
  },
});
const target = Number(values.orders);
const runs = Number(values.runs);
const DAYS = 365;

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
  let started = performance.now();
  const seeded = await seedPastOrders(database, {
    now,
    days: DAYS,
    ordersPerDay: target > 0 ? target / DAYS / 0.98 : undefined,
  });
  // Some professional customers, so the PRO filter has work.
  await database.query(
    `insert into companies (user_id, name, status)
     select id, 'Garage ' || id, 'verified' from users where id % 7 = 0 on conflict do nothing`,
  );
  await database.query('analyze');
  const [counts] = await database.query<{ orders: number; users: number }>(
    `select (select count(*)::int from orders where status <> 'not_ordered') as orders,
            (select count(*)::int from users) as users`,
  );
  console.log(
    `${database.kind}: ${counts!.orders.toLocaleString('en')} orders (${seeded.lines.toLocaleString('en')} lines), ${counts!.users.toLocaleString('en')} accounts, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const [oldest] = await database.query<{ number: string; email: string; lastname: string }>(
    `select o.number, u.email, u.lastname from orders o join users u on u.id = o.user_id
     where o.status <> 'not_ordered' order by o.placed_at limit 1`,
  );
  const [reference] = await database.query<{ reference: string }>(
    `select v.reference from order_variants ov join variants v on v.id = ov.variant_id
     group by v.reference order by count(*) desc limit 1`,
  );
  const cases: [string, Record<string, string>][] = [
    ['first page, newest first', {}],
    ['page 500', { page: '500' }],
    ['oldest order by its number', { search: oldest!.number }],
    ['part of a number (…' + oldest!.number.slice(-4) + ')', { search: oldest!.number.slice(-4) }],
    ['oldest customer by e-mail', { search: oldest!.email }],
    ['a last name', { search: oldest!.lastname }],
    ['most ordered reference', { search: reference!.reference }],
    ['no match', { search: 'zzzzqqq' }],
    ['PRO', { pro: '1' }],
    ['not PRO, paid, sorted by total', { pro: '0', state: 'paid', sort: '-total' }],
  ];
  console.log('| list | orders | p50 ms | p95 ms |\n| --- | ---: | ---: | ---: |');
  for (const [name, input] of cases) {
    const filter = orderListInput.parse(input);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < runs + 2; i++) {
      started = performance.now();
      total = (await listBackOfficeOrders(database.db, filter)).total;
      if (i >= 2) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `| ${name} | ${total.toLocaleString('en')} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`,
    );
  }
  for (const sort of ['-placed_at', '-total']) {
    started = performance.now();
    let rows = 0;
    for await (const batch of eachBackOfficeOrder(database.db, orderListInput.parse({ sort })))
      rows += batch.length;
    console.log(
      `CSV export (sort ${sort}): ${rows.toLocaleString('en')} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const plan = await database.query<{ 'QUERY PLAN': string }>(
    `explain analyze select id from orders where status <> 'not_ordered' and id in (
       select id from orders where number ilike $1
       union all select id from orders where status <> 'not_ordered' and (coalesce(billing_address->>'firstname', '') || ' ' || coalesce(billing_address->>'lastname', '')) ilike $1
       union all select id from orders where user_id in (select id from users where email ilike $1 or (firstname || ' ' || lastname || ' ' || firstname) ilike $1)
       union all select order_id from order_variants where variant_id in (select id from variants where reference ilike $1))
     order by placed_at desc nulls last, id desc limit 50`,
    [`%${oldest!.email}%`],
  );
  console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
} finally {
  await database.close();
}
