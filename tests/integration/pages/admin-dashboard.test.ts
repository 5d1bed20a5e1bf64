/**
 * The back office's dashboard over the demo's past orders, on the engine under test: every
 * work-queue counter equals the length of the orders list it links to (the invariant of the
 * shared SQL condition), the sales add up to the cent against direct SQL sums for the current
 * and previous periods, the mix and the PRO share agree with the orders, the stock counters
 * with a known stock layout, and the page is the owner's only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPastOrders } from '../../../src/db/seed';
import { loadDashboard, type DashboardPeriod } from '../../../src/modules/backoffice';
import {
  SHOP_TIME_ZONE,
  fillBuckets,
  periodPlan,
} from '../../../src/modules/backoffice/dashboard.rules';
import { LOW_STOCK_THRESHOLD } from '../../../src/modules/catalog';
import { openSession } from '../../../src/modules/customers';
import { ORDER_QUEUES, orderQueueCounts, salesByBucket } from '../../../src/modules/orders';
import * as adminDashboard from '../../../src/web/routes/admin-dashboard';
import * as adminOrders from '../../../src/web/routes/admin-orders';
import * as adminCustomerService from '../../../src/web/routes/admin-customer-service';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { answer, get, pageContext } from '../../support/page-context';

let test: TestDatabase;
let ownerToken: string;
let customerToken: string;
const now = new Date();
let seeded: { orders: number; lines: number };

beforeAll(async () => {
  test = await createTestDatabase();
  seeded = await seedPastOrders(test.database, { now, days: 120, ordersPerDay: 6 });
  const [owner] = await test.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname, role)
     values ('owner-dashboard@example.test', 'Owner', 'Shop', 'admin') returning id`,
  );
  const [customer] = await test.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname)
     values ('customer-dashboard@example.test', 'Cus', 'Tomer') returning id`,
  );
  ({ token: ownerToken } = await openSession(test.database.db, owner!.id, now));
  ({ token: customerToken } = await openSession(test.database.db, customer!.id, now));
}, 120_000);
afterAll(async () => test?.cleanup());

async function sqlSums(from: Date, to: Date) {
  const [row] = await test.database.query<{ revenue: string; orders: number; cancelled: number }>(
    `select coalesce(sum(total_ttc_cents) filter (where status <> 'cancelled'), 0)::bigint as revenue,
            (count(*) filter (where status <> 'cancelled'))::int as orders,
            (count(*) filter (where status = 'cancelled'))::int as cancelled
       from orders where status <> 'not_ordered' and placed_at >= $1 and placed_at < $2`,
    [from.toISOString(), to.toISOString()],
  );
  return { revenue: Number(row!.revenue), orders: row!.orders, cancelled: row!.cancelled };
}

describe('the dashboard data', () => {
  it('seeded customers as a shop has them: verified, with the points their paid orders earned', async () => {
    const [row] = await test.database.query<{ unverified: number; paid: number; credited: number }>(
      `select (select count(*) from users
                where email like '%@clients.demo.test' and email_verified_at is null)::int as unverified,
              (select count(*) from orders o join payments p on p.order_id = o.id
                where o.user_id is not null and p.status = 'paid')::int as paid,
              (select count(*) from loyalty_points_actions where reason = 'order_paid')::int as credited`,
    );
    expect(row!.unverified).toBe(0);
    expect(row!.paid).toBeGreaterThan(100);
    // Every paid order of at least one euro of products earned its points, once.
    expect(row!.credited).toBeGreaterThan(row!.paid * 0.9);
    expect(row!.credited).toBeLessThanOrEqual(row!.paid);
  });

  it('seeded a realistic history: every queue has work, some orders were cancelled', async () => {
    expect(seeded.orders).toBeGreaterThan(400);
    const dashboard = await loadDashboard(test.database.db, { period: '30d', now, locale: 'fr' });
    const byKey = new Map(dashboard.counters.map((c) => [c.key, c]));
    expect([...byKey.keys()].sort()).toEqual(
      [...ORDER_QUEUES, 'claims_waiting', 'low_stock', 'sold_out'].sort(),
    );
    expect(byKey.get('to_prepare')!.count).toBeGreaterThan(0);
    expect(byKey.get('awaiting_transfer')!.note?.kind).toBe('days_left');
  });

  it('every order counter equals the list it links to, row for row', async () => {
    const dashboard = await loadDashboard(test.database.db, { period: '7d', now, locale: 'en' });
    const context = await pageContext(test.database, { token: ownerToken });
    for (const counter of dashboard.counters.filter((c) => c.link?.route === 'admin-orders')) {
      const query = new URLSearchParams(counter.link!.query).toString();
      const page = await answer(() =>
        adminOrders.loader({ request: get(`/en/admin/orders?${query}`), context } as never),
      );
      const rows = (page.data as { orders: unknown[]; queue: string }).orders;
      expect(counter.count, counter.key).toBeLessThan(50);
      expect(rows, counter.key).toHaveLength(counter.count);
      // The queues share one statement: each queue's oldest is still its own list's first.
      const placed = (rows as { placedAt: string | null }[]).map((o) => Date.parse(o.placedAt!));
      const oldest = placed.sort((a, b) => a - b)[0];
      const byQueue = (await orderQueueCounts(test.database.db)).find(
        (q) => q.queue === counter.link!.query.queue,
      )!;
      expect(byQueue.count).toBe(counter.count);
      expect(byQueue.oldestPlacedAt?.getTime(), counter.key).toBe(oldest);
    }
  });

  it('the claims counter equals the inbox it links to (waiting for us)', async () => {
    const [customer] = await test.database.query<{ id: number }>(
      `select id from users where role = 'customer' order by id limit 1`,
    );
    await test.database.query(
      `insert into support_claims (user_id, title, awaiting, state) values
         ($1, 'Housse déchirée', 'us', 'open'), ($1, 'Délai', 'us', 'open'),
         ($1, 'Réponse envoyée', 'customer', 'open'), ($1, 'Réglée', 'us', 'closed')`,
      [customer!.id],
    );
    const dashboard = await loadDashboard(test.database.db, { period: '7d', now, locale: 'fr' });
    const counter = dashboard.counters.find((c) => c.key === 'claims_waiting')!;
    expect(counter.count).toBe(2);
    expect(counter.link).toEqual({
      route: 'admin-customer-service',
      query: { filter: 'waiting_us' },
    });
    const context = await pageContext(test.database, { token: ownerToken });
    const query = new URLSearchParams(counter.link!.query).toString();
    const page = await answer(() =>
      adminCustomerService.loader({
        request: get(`/admin/service-client?${query}`),
        context,
      } as never),
    );
    const titles = (page.data as { claims: { title: string }[] }).claims.map((c) => c.title);
    expect(titles.sort()).toEqual(['Délai', 'Housse déchirée']);
  });

  it.each(['7d', '30d', '12w', '12m'] as DashboardPeriod[])(
    '%s: revenue, orders and cancellations add up to the cent, this period and the previous',
    async (period) => {
      const dashboard = await loadDashboard(test.database.db, { period, now, locale: 'fr' });
      const plan = periodPlan(period, now);
      const current = await sqlSums(plan.current.from, plan.current.to);
      const previous = await sqlSums(plan.previous.from, plan.previous.to);
      expect(dashboard.current).toHaveLength(plan.current.keys.length);
      expect(dashboard.previous).toHaveLength(plan.current.keys.length);
      const sum = (points: typeof dashboard.current, key: 'revenueCents' | 'orders') =>
        points.reduce((total, p) => total + p[key], 0);
      expect(sum(dashboard.current, 'revenueCents')).toBe(current.revenue);
      expect(dashboard.totals.current).toMatchObject({
        revenueCents: current.revenue,
        orders: current.orders,
        cancelled: current.cancelled,
        averageBasketCents: current.orders ? Math.round(current.revenue / current.orders) : 0,
      });
      expect(sum(dashboard.previous, 'revenueCents')).toBe(previous.revenue);
      expect(dashboard.totals.previous.orders).toBe(previous.orders);
      // The mix splits the same revenue; the PRO share counts verified companies' orders.
      expect(dashboard.paymentMix.reduce((total, m) => total + m.revenueCents, 0)).toBe(
        current.revenue,
      );
      const [pro] = await test.database.query<{ n: number }>(
        `select count(*)::int as n from orders o join companies c on c.user_id = o.user_id
          where c.status = 'verified' and o.status not in ('not_ordered', 'cancelled')
            and o.placed_at >= $1 and o.placed_at < $2`,
        [plan.current.from.toISOString(), plan.current.to.toISOString()],
      );
      expect(dashboard.pro.orders).toBe(pro!.n);
    },
  );

  it('ranks products by sales excl. VAT and names them', async () => {
    const dashboard = await loadDashboard(test.database.db, { period: '12m', now, locale: 'fr' });
    expect(dashboard.topProducts.length).toBeGreaterThan(0);
    expect(dashboard.topProducts.length).toBeLessThanOrEqual(5);
    const sales = dashboard.topProducts.map((p) => p.salesHtCents);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(dashboard.topProducts.every((p) => p.name.length > 0)).toBe(true);
    expect(dashboard.topCategories.length).toBeGreaterThan(0);
  });

  it.each(['7d', '30d', '12w', '12m'] as DashboardPeriod[])(
    '%s: both periods read in one scan equal each period read on its own, bucket by bucket',
    async (period) => {
      const dashboard = await loadDashboard(test.database.db, { period, now, locale: 'fr' });
      const plan = periodPlan(period, now);
      const alone = async (w: typeof plan.current) =>
        fillBuckets(
          w.keys,
          await salesByBucket(test.database.db, {
            from: w.from,
            to: w.to,
            unit: plan.unit,
            timeZone: SHOP_TIME_ZONE,
          }),
          (bucket) => ({ bucket, orders: 0, cancelled: 0, revenueCents: 0 }),
        );
      expect(dashboard.current).toEqual(await alone(plan.current));
      expect(dashboard.previous).toEqual(await alone(plan.previous));
      expect(dashboard.current.some((p) => p.orders > 0)).toBe(true);
    },
  );

  it('counts low-stock and sold-out variants from a known stock layout', async () => {
    // Every variant always available (never an alert), then ten known cases.
    await test.database.query(`update variants set out_of_stock_status = 'stock'`);
    const picked = await test.database.query<{ id: number; product_id: number }>(
      `select distinct on (v.product_id) v.id, v.product_id
         from variants v join products p on p.id = v.product_id
        where p.is_active order by v.product_id, v.id limit 10`,
    );
    expect(picked).toHaveLength(10);
    const cases: [status: string, quantity: number, active: boolean][] = [
      ['reorder', 1, true], // low
      ['reorder', LOW_STOCK_THRESHOLD, true], // low: the threshold itself
      ['reorder', LOW_STOCK_THRESHOLD + 1, true], // enough
      ['sold_out', 0, true], // sold out
      ['sold_out', 2, true], // low: units left, not sold out yet
      ['reorder', 0, true], // orderable again: neither
      ['stock', 1, true], // always available: never an alert
      ['discontinued', 1, true], // not to be reordered: no alert
      ['reorder', 1, false], // variant off sale
      ['sold_out', 0, true], // its product goes off sale below
    ];
    for (const [i, [status, quantity, active]] of cases.entries())
      await test.database.query(
        `update variants set out_of_stock_status = $1, quantity_available = $2, is_active = $3
          where id = $4`,
        [status, quantity, active, picked[i]!.id],
      );
    await test.database.query('update products set is_active = false where id = $1', [
      picked[9]!.product_id,
    ]);
    const dashboard = await loadDashboard(test.database.db, { period: '7d', now, locale: 'fr' });
    const byKey = new Map(dashboard.counters.map((c) => [c.key, c.count]));
    expect(byKey.get('low_stock')).toBe(3);
    expect(byKey.get('sold_out')).toBe(1);
  });

  it('renders no slot for a capability that gives no counter', async () => {
    const dashboard = await loadDashboard(test.database.db, {
      period: '7d',
      now,
      locale: 'fr',
      sources: [async () => []],
    });
    expect(dashboard.counters).toEqual([]);
  });
});

describe('the dashboard page', () => {
  it("is the owner's: a customer gets a 404, a visitor the login page", async () => {
    const asCustomer = await answer(async () =>
      adminDashboard.loader({
        request: get('/en/admin'),
        context: await pageContext(test.database, { token: customerToken }),
      } as never),
    );
    expect(asCustomer.status).toBe(404);
    const asVisitor = await answer(async () =>
      adminDashboard.loader({
        request: get('/en/admin'),
        context: await pageContext(test.database),
      } as never),
    );
    expect(asVisitor.status).toBe(302);
  });

  it('reads the period from the query, 30 days when unknown', async () => {
    const context = await pageContext(test.database, { token: ownerToken });
    const page = await answer(() =>
      adminDashboard.loader({ request: get('/en/admin?period=12m'), context } as never),
    );
    expect((page.data as { dashboard: { period: string } }).dashboard.period).toBe('12m');
    const fallback = await answer(() =>
      adminDashboard.loader({ request: get('/en/admin?period=x'), context } as never),
    );
    expect((fallback.data as { dashboard: { current: unknown[] } }).dashboard.current).toHaveLength(
      30,
    );
  });
});
