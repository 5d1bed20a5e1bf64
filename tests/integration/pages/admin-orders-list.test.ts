/**
 * The back-office orders page over the demo's past orders: the URL's filters narrow the list
 * and its count, pages and sorting follow the URL, a hand-edited URL shows everything with a
 * word, and the page is for the 'orders' permission only (an editor gets 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPastOrders } from '../../../src/db/seed';
import { openSession } from '../../../src/modules/customers';
import * as adminOrders from '../../../src/web/routes/admin-orders';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { answer, get, pageContext } from '../../support/page-context';

let test: TestDatabase;
const tokens: Record<string, string> = {};
const now = new Date();

beforeAll(async () => {
  test = await createTestDatabase();
  await seedPastOrders(test.database, { now, days: 40, ordersPerDay: 4 });
  for (const role of ['staff', 'editor']) {
    const [user] = await test.database.query<{ id: number }>(
      `insert into users (email, firstname, lastname, role)
       values ($1, 'Test', $2, $2) returning id`,
      [`${role}-orders-page@example.test`, role],
    );
    ({ token: tokens[role] } = await openSession(test.database.db, user!.id, now));
  }
}, 120_000);
afterAll(async () => test?.cleanup());

interface PageData {
  total: number;
  page: number;
  lastPage: number;
  invalid: boolean;
  orders: { id: number; status: string; totalTtcCents: number | null; placedAt: string }[];
}

async function load(query: string, who = 'staff') {
  const context = await pageContext(test.database, { token: tokens[who] });
  return answer(() =>
    adminOrders.loader({ request: get(`/admin/commandes${query}`), context } as never),
  );
}

describe('the orders page', () => {
  it('narrows by state, the count equal to the SQL count, 50 a page', async () => {
    const [row] = await test.database.query<{ n: number }>(
      `select count(*)::int as n from orders where status = 'cancelled'`,
    );
    const page = (await load('?state=cancelled')).data as unknown as PageData;
    expect(page.total).toBe(row!.n);
    expect(page.orders.every((o) => o.status === 'cancelled')).toBe(true);
    expect(page.orders).toHaveLength(Math.min(50, row!.n));
    const all = (await load('')).data as unknown as PageData;
    expect(all.total).toBeGreaterThan(50);
    expect(all.orders).toHaveLength(50);
    const last = (await load(`?page=${all.lastPage}`)).data as unknown as PageData;
    expect(last.orders).toHaveLength(all.total - 50 * (all.lastPage - 1));
  });

  it('sorts by total both ways', async () => {
    const up = ((await load('?sort=total')).data as unknown as PageData).orders;
    const totals = up.map((o) => o.totalTtcCents ?? 0);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const down = ((await load('?sort=-total')).data as unknown as PageData).orders;
    expect(down[0]!.totalTtcCents).toBeGreaterThanOrEqual(totals[totals.length - 1]!);
  });

  it('shows every order with a word for a hand-edited URL', async () => {
    const page = (await load('?state=lost&from=yesterday')).data as unknown as PageData;
    expect(page.invalid).toBe(true);
    expect(page.total).toBe(((await load('')).data as unknown as PageData).total);
  });

  it('searches with `search`, never `q` (the storefront search overlay answers to `q`)', async () => {
    const [order] = await test.database.query<{ id: number; number: string }>(
      `select id, number from orders where number is not null order by placed_at limit 1`,
    );
    const found = (await load(`?search=${order!.number}`)).data as unknown as PageData;
    expect(found.orders.map((o) => o.id)).toEqual([order!.id]);
    expect((found as unknown as { filter: { search: string } }).filter.search).toBe(order!.number);
    // An old link with `q` is sent to the same list under `search`, keeping the other filters.
    const old = await load(`?q=${order!.number}&state=paid`);
    expect(old.status).toBe(301);
    expect(old.location).toBe(`/admin/commandes?state=paid&search=${order!.number}`);
  });

  it('is not there for an editor', async () => {
    expect((await load('', 'editor')).status).toBe(404);
  });
});
