/**
 * SPEC §7 `POST`/`DELETE /api/visits` (and `GET`): recently viewed products of a visitor (the
 * visit-token cookie) or a customer; one row per product, newest first, at most 20.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import { useTestApp } from '../../support/app';

const api = useTestApp();
let products: number[] = [];
let inactive = 0;
let customer: Record<string, string> = {};
let customerId = 0;

beforeAll(async () => {
  products = (
    await api.database.query<{ id: number }>(
      'select id from products where is_active order by id limit 25',
    )
  ).map((r) => r.id);
  const [off] = await api.database.query<{ id: number }>(
    'update products set is_active = false where id = (select max(id) from products where is_active) returning id',
  );
  inactive = off!.id;
  const [user] = await api.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname) values ('visits@example.test', 'V', 'S') returning id`,
  );
  customerId = user!.id;
  const { token } = await openSession(api.database.db, customerId, new Date());
  customer = { authorization: `Bearer ${token}` };
});

const post = (headers: Record<string, string>, payload: unknown) =>
  api.app.inject({ method: 'POST', url: '/api/visits', headers, payload: payload as object });
const list = async (headers: Record<string, string>, query = '') => {
  const res = await api.app.inject({ url: `/api/visits${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<{ product_id: number; product?: { id: number } | null }>;
};
const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const header = [res.headers['set-cookie']]
    .flat()
    .find((c) => String(c).startsWith('visit_token='));
  return header ? String(header).split(';')[0]! : null;
};

describe('visits of a visitor', () => {
  it('records a view under a new cookie, newest first, deduplicated', async () => {
    const first = await post({}, { product_id: products[0] });
    expect(first.statusCode).toBe(201);
    const cookie = cookieOf(first);
    expect(cookie).toMatch(/^visit_token=[\w-]{20,}$/);
    const headers = { cookie: cookie! };
    expect((await post(headers, { product_id: products[1] })).statusCode).toBe(201);
    expect((await post(headers, { product_id: products[0] })).statusCode).toBe(201);
    const visits = await list(headers, '?include=product');
    expect(visits.map((v) => v.product_id)).toEqual([products[0], products[1]]);
    expect(visits[0]!.product).toMatchObject({ id: products[0] });
    // Someone else's cookie sees nothing of it.
    expect(await list({})).toEqual([]);
    expect(await list({ cookie: 'visit_token=abcdefghijklmnopqrstuvwxyz' })).toEqual([]);

    const cleared = await api.app.inject({ method: 'DELETE', url: '/api/visits', headers });
    expect(cleared.statusCode).toBe(204);
    expect(String(cleared.headers['set-cookie'])).toMatch(/visit_token=;.*Max-Age=0/i);
    expect(await list(headers)).toEqual([]);
  });

  it('keeps the 20 newest', async () => {
    const first = await post({}, { product_id: products[0] });
    const headers = { cookie: cookieOf(first)! };
    for (const id of products.slice(1, 22)) {
      const res = await post(headers, { product_id: id });
      expect(res.statusCode).toBe(201);
    }
    const visits = await list(headers);
    expect(visits).toHaveLength(20);
    expect(visits.map((v) => v.product_id)).toEqual(products.slice(2, 22).reverse());
    const [stored] = await api.database.query<{ n: number }>(
      'select count(*)::int as n from visits where guest_token_hash is not null and product_id = $1',
      [products[0]],
    );
    expect(stored!.n).toBe(0);
  });

  it('refuses a bad or unknown product in the request language, no cookie, nothing stored', async () => {
    const [before] = await api.database.query<{ n: number }>(
      'select count(*)::int as n from visits',
    );
    for (const payload of [
      { product_id: 'abc' },
      { product_id: -1 },
      { product_id: 1.5 },
      {},
      { product_id: products[0], extra: true },
      { product_id: 99_999_999 },
      { product_id: inactive },
    ]) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/visits',
        headers: { language: 'pt' },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().message).toBe('O seu formulário contém erros, por favor corrija-os.');
      expect(cookieOf(res), JSON.stringify(payload)).toBeNull();
    }
    const notJson = await api.app.inject({
      method: 'POST',
      url: '/api/visits',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(notJson.statusCode).toBe(400);
    const [after] = await api.database.query<{ n: number }>(
      'select count(*)::int as n from visits',
    );
    expect(after!.n).toBe(before!.n);
    expect((await api.app.inject({ url: '/api/visits?include=nope' })).statusCode).toBe(422);
  });
});

describe('visits of a customer', () => {
  it('are the account’s, not the device’s, and cleared by DELETE', async () => {
    expect((await post(customer, { product_id: products[3] })).statusCode).toBe(201);
    const res = await post(customer, { product_id: products[4] });
    expect(cookieOf(res)).toBeNull();
    expect((await list(customer)).map((v) => v.product_id)).toEqual([products[4], products[3]]);
    const rows = await api.database.query<{ user_id: number }>(
      'select user_id from visits where user_id = $1',
      [customerId],
    );
    expect(rows).toHaveLength(2);
    const cleared = await api.app.inject({
      method: 'DELETE',
      url: '/api/visits',
      headers: customer,
    });
    expect(cleared.statusCode).toBe(204);
    expect(await list(customer)).toEqual([]);
  });
});

describe('visits and the customer’s personal data (decision 031)', () => {
  it('are in the GDPR export and removed by the erasure', async () => {
    expect((await post(customer, { product_id: products[5] })).statusCode).toBe(201);
    const [owner] = await api.database.query<{ id: number }>(
      `insert into users (email, firstname, lastname, role) values ('visits-owner@example.test', 'O', 'W', 'admin') returning id`,
    );
    const { token } = await openSession(api.database.db, owner!.id, new Date());
    const admin = { authorization: `Bearer ${token}` };
    const exported = await api.app.inject({
      url: `/api/admin/customers/${customerId}/export`,
      headers: admin,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().data.visits).toEqual([
      { product_id: products[5], visited_at: expect.any(String) },
    ]);
    const erased = await api.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${customerId}/erase`,
      headers: admin,
      payload: { confirm: customerId },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(
      await api.database.query('select 1 from visits where user_id = $1', [customerId]),
    ).toHaveLength(0);
  });
});
