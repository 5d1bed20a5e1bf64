/**
 * The back-office orders list (issue 16): each filter narrows the list, the count always equals
 * the rows it stands for, sorting and pages, text search, bad input, permissions and the CSV.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client';
import { orderListInput } from '../../../src/modules/orders';
import { eachBackOfficeOrder } from '../../../src/modules/orders/order-list.service';
import { useBackOffice } from '../../support/back-office';
import { placeOrderFor, type PlacedOrder } from '../../support/placed-orders';

const cast = useBackOffice('olist');
const { call } = cast;

interface Listed {
  data: {
    id: number;
    number: string;
    placed_at: string;
    status: string;
    payment_status: string;
    payment_method: string;
    total_ttc: number;
    customer: { name: string; email: string; is_pro: boolean };
  }[];
  meta: { total: number; page: number; limit: number; last_page: number };
}

// Orders of one made-up customer name each run, so other tests' orders never count.
const tag = `Zoé${Math.random().toString(36).slice(2, 7)}`;
const placed: PlacedOrder[] = [];

async function list(params: string, who: 'staff' | 'owner' = 'staff'): Promise<Listed> {
  const res = await call(
    who,
    'GET',
    `/api/admin/orders?filter[search]=${encodeURIComponent(tag)}&${params}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Listed;
}

/** The invariant: the count is the number of rows of all the pages together. */
async function allPages(params: string): Promise<Listed['data']> {
  const first = await list(`${params}&limit=2`);
  const rows = [...first.data];
  for (let page = 2; page <= first.meta.last_page; page++)
    rows.push(...(await list(`${params}&limit=2&page=${page}`)).data);
  expect(rows).toHaveLength(first.meta.total);
  return rows;
}

beforeAll(async () => {
  const methods = ['transfer', 'check', 'transfer', 'check', 'transfer'];
  for (const [i, method] of methods.entries())
    placed.push(
      await placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, {
        method,
        firstname: `${tag}${i}`,
      }),
    );
  const db = cast.api.database;
  // Spread them over days and totals; the fourth is cancelled, the first one's buyer is PRO.
  for (const [i, order] of placed.entries())
    await db.query(
      `update orders set placed_at = $2::timestamptz, total_ttc_cents = $3 where id = $1`,
      [order.orderId, `2026-03-0${i + 1}T10:00:00Z`, 1000 * (5 - i) + 5],
    );
  await db.query(`update orders set status = 'cancelled' where id = $1`, [placed[3]!.orderId]);
  await db.query(`update orders set payment_status = 'paid' where id = $1`, [placed[4]!.orderId]);
  await db.query(
    `insert into companies (user_id, name, status) values ($1, 'Garage Zoé', 'verified')`,
    [placed[0]!.userId],
  );
});

describe('GET /api/admin/orders', () => {
  it('lists the placed orders, newest first, with the count and euros', async () => {
    const all = await list('');
    expect(all.meta).toEqual({ total: 5, page: 1, limit: 50, last_page: 1 });
    expect(all.data.map((o) => o.id)).toEqual([...placed].reverse().map((o) => o.orderId));
    expect(all.data[4]).toMatchObject({
      number: placed[0]!.number,
      total_ttc: 50.05,
      payment_method: 'transfer',
      customer: { name: `${tag}0 Payer`, email: placed[0]!.email, is_pro: true },
    });
  });

  it('narrows by each filter, the count equal to the rows', async () => {
    const ids = (rows: Listed['data']) => rows.map((o) => o.id).sort((a, b) => a - b);
    const of = (...i: number[]) => i.map((n) => placed[n]!.orderId).sort((a, b) => a - b);
    expect(ids(await allPages('filter[state]=cancelled'))).toEqual(of(3));
    expect(ids(await allPages('filter[state]=awaiting_payment'))).toEqual(of(0, 1, 2, 4));
    expect(ids(await allPages('filter[payment]=paid'))).toEqual(of(4));
    expect(ids(await allPages('filter[payment]=awaiting'))).toEqual(of(0, 1, 2, 3));
    expect(ids(await allPages('filter[method]=check'))).toEqual(of(1, 3));
    expect(ids(await allPages('filter[from]=2026-03-02&filter[to]=2026-03-03'))).toEqual(of(1, 2));
    expect(ids(await allPages('filter[pro]=1'))).toEqual(of(0));
    expect(ids(await allPages('filter[pro]=0'))).toEqual(of(1, 2, 3, 4));
    expect(ids(await allPages('filter[method]=transfer&filter[pro]=0'))).toEqual(of(2, 4));
  });

  it('finds by number, name, e-mail and variant reference', async () => {
    const one = placed[2]!;
    for (const q of [one.number, `${tag}2`, one.email.toUpperCase()]) {
      const res = await call(
        'staff',
        'GET',
        `/api/admin/orders?filter[search]=${encodeURIComponent(q)}`,
      );
      const body = res.json() as Listed;
      expect(body.meta.total).toBe(1);
      expect(body.data[0]!.id).toBe(one.orderId);
    }
    const [variant] = await cast.api.database.query<{ reference: string }>(
      `select reference from variants where id = $1`,
      [cast.fixtures.variantId],
    );
    const res = await call(
      'staff',
      'GET',
      `/api/admin/orders?filter[search]=${encodeURIComponent(variant!.reference)}&limit=1000`,
    );
    const ids = (res.json() as Listed).data.map((o) => o.id);
    for (const order of placed) expect(ids).toContain(order.orderId);
  });

  it('names the text search `filter[search]`, like the other lists; `filter[q]` is refused', async () => {
    const one = placed[2]!;
    const res = await call('staff', 'GET', `/api/admin/orders?search=${one.number}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Listed).data.map((o) => o.id)).toEqual([one.orderId]);
    const old = await call('staff', 'GET', `/api/admin/orders?filter[q]=${one.number}`);
    expect(old.statusCode).toBe(422);
    expect(old.body).toMatch(/filter\[q\]/);
  });

  it('sorts by total, number and date, both ways, and pages', async () => {
    const totals = (await list('sort=total')).data.map((o) => o.total_ttc);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect((await list('sort=-total')).data.map((o) => o.total_ttc)).toEqual([...totals].reverse());
    const numbers = (await list('sort=number')).data.map((o) => o.number);
    expect(numbers).toEqual([...numbers].sort());
    expect((await list('sort=placed_at')).data[0]!.id).toBe(placed[0]!.orderId);
    const page = await list('sort=placed_at&limit=2&page=3');
    expect(page.meta).toMatchObject({ total: 5, page: 3, limit: 2, last_page: 3 });
    expect(page.data.map((o) => o.id)).toEqual([placed[4]!.orderId]);
  });

  it('refuses bad input with translated 422s', async () => {
    for (const params of [
      'filter[state]=lost',
      'filter[from]=2026-13-45',
      'filter[from]=2026-03-05&filter[to]=2026-03-01',
      'sort=price',
      'page=0',
      'filter[colour]=red',
    ]) {
      const res = await call('staff', 'GET', `/api/admin/orders?${params}`);
      expect(res.statusCode, params).toBe(422);
      expect(res.body, params).toMatch(/"errors"/);
      if (params === 'sort=price') expect(res.body).toMatch(/sort/);
    }
  });

  it('answers staff and the owner; a customer, an editor and a visitor get 404', async () => {
    expect((await call('owner', 'GET', '/api/admin/orders')).statusCode).toBe(200);
    for (const who of ['customer', 'editor', 'visitor'] as const) {
      expect((await call(who, 'GET', '/api/admin/orders')).statusCode).toBe(404);
      expect((await call(who, 'GET', '/api/admin/orders.csv')).statusCode).toBe(404);
    }
  });
});

/** The SQL texts the database is sent while `run` runs (PGlite or the PostgreSQL pool). */
async function statementsOf(database: Database, run: () => Promise<unknown>): Promise<string[]> {
  const target = (database.pglite ?? database.pool) as unknown as {
    query: (...args: unknown[]) => unknown;
  };
  const original = target.query;
  const texts: string[] = [];
  target.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    texts.push(typeof first === 'string' ? first : String((first as { text?: unknown }).text));
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    target.query = original;
  }
  return texts;
}

describe('search and PRO at any size', () => {
  it('finds the newest matching customer’s order past ten thousand matching accounts', async () => {
    const db = cast.api.database;
    const crowd = `crowd${Math.random().toString(36).slice(2, 8)}`;
    await db.query(
      `insert into users (email, firstname, lastname)
       select 'c' || g || '.' || $1 || '@example.test', 'Many', 'People' from generate_series(1, 10001) g`,
      [crowd],
    );
    const late = await placeOrderFor(cast.api.app, db, cast.fixtures, { method: 'check' });
    // Only the account's e-mail names the crowd: not the order's number nor its addresses.
    await db.query(`update users set email = $2 where id = $1`, [
      late.userId,
      `late.${crowd}@example.test`,
    ]);
    const res = await call('staff', 'GET', `/api/admin/orders?filter[search]=${crowd}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Listed).data.map((o) => o.id)).toEqual([late.orderId]);
  });

  it('finds an order by a variant reference past two thousand matching variants', async () => {
    const db = cast.api.database;
    const ref = `REF${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const [inserted] = await db.query<{ id: number }>(
      `insert into variants (product_id, reference, name, price_ht_cents)
       select product_id, $2 || '-' || g, name, 100 from variants, generate_series(1, 2001) g
       where id = $1 order by g desc returning id`,
      [cast.fixtures.variantId, ref],
    );
    const [last] = await db.query<{ id: number }>(
      `select max(id)::int as id from variants where reference like $1 || '-%'`,
      [ref],
    );
    expect(inserted).toBeDefined();
    await db.query(
      `insert into order_variants (order_id, variant_id, quantity) values ($1, $2, 1)`,
      [placed[1]!.orderId, last!.id],
    );
    const res = await call('staff', 'GET', `/api/admin/orders?filter[search]=${ref}`);
    expect((res.json() as Listed).data.map((o) => o.id)).toEqual([placed[1]!.orderId]);
  });

  it('asks the PRO status inside the list’s statement, never for every PRO account', async () => {
    const texts = await statementsOf(cast.api.database, async () => {
      const res = await call(
        'staff',
        'GET',
        `/api/admin/orders?filter[pro]=1&filter[search]=${tag}`,
      );
      expect((res.json() as Listed).data.map((o) => o.id)).toEqual([placed[0]!.orderId]);
    });
    const reading = texts.filter((text) => /"?companies"?/.test(text));
    expect(reading.length).toBeGreaterThan(0);
    for (const text of reading) expect(text).toMatch(/"?orders"?/);
    // No id list built in memory and sent back: every search and filter is one statement's SQL.
    for (const text of texts) expect(text).not.toMatch(/any\(/);
  });
});

describe('GET /api/admin/orders.csv', () => {
  it('exports the filtered list for French Excel', async () => {
    const res = await call(
      'staff',
      'GET',
      `/api/admin/orders.csv?filter[search]=${encodeURIComponent(tag)}&filter[method]=check&sort=placed_at`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="commandes-/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual([
      'numero;date;client;email;etat;paiement;moyen;total_ttc',
      `${placed[1]!.number};2026-03-02 11:00;${tag}1 Payer;${placed[1]!.email};awaiting_payment;awaiting;check;40,05`,
      `${placed[3]!.number};2026-03-04 11:00;${tag}3 Payer;${placed[3]!.email};cancelled;awaiting;check;20,05`,
      '',
    ]);
  });
});

describe('the CSV export over many pages', () => {
  // 2,500 orders of one search word, many of them placed at the same moment: the export reads
  // them a thousand at a time and must still give each one once, in the list's order.
  const bulk = `BULK${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  beforeAll(async () => {
    await cast.api.database.query(
      `insert into orders (number, status, payment_status, payment_method, total_ttc_cents, placed_at)
       select $1 || '-' || lpad(g::text, 5, '0'), 'paid', 'paid', 'card', g % 7 * 100,
              timestamptz '2025-01-01 12:00:00.123456+00' + (g / 10) * interval '1 second'
       from generate_series(1, 2500) g`,
      [bulk],
    );
  });

  it.each(['-placed_at', 'placed_at', '-total', 'number'])(
    'gives every order once, in the list’s order (sort %s)',
    async (sort) => {
      const res = await call('staff', 'GET', `/api/admin/orders.csv?search=${bulk}&sort=${sort}`);
      expect(res.statusCode).toBe(200);
      const numbers = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(';')[0]);
      expect(numbers).toHaveLength(2500);
      expect(new Set(numbers).size).toBe(2500);
      const listed: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const body = (await call(
          'staff',
          'GET',
          `/api/admin/orders?search=${bulk}&sort=${sort}&limit=1000&page=${page}`,
        ).then((r) => r.json())) as Listed;
        listed.push(...body.data.map((o) => o.number));
      }
      expect(numbers).toEqual(listed);
    },
  );

  it('reads on from the last row, so orders placed during the export shift nothing', async () => {
    const filter = orderListInput.parse({ search: bulk });
    const seen: string[] = [];
    let newer = 0;
    for await (const rows of eachBackOfficeOrder(cast.api.database.db, filter, 300)) {
      seen.push(...rows.map((row) => row.number!));
      // A new order of the same search lands at the top of the list while the export runs.
      await cast.api.database.query(
        `insert into orders (number, status, payment_status, payment_method, total_ttc_cents, placed_at)
         values ($1, 'paid', 'paid', 'card', 100, now())`,
        [`${bulk}-new${++newer}`],
      );
    }
    expect(seen).toHaveLength(2500);
    expect(new Set(seen).size).toBe(2500);
  });
});
