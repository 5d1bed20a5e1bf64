/**
 * Every way of asking the back-office orders list, one row each: a bad parameter is a
 * translated 422 naming it, a page past the end is an empty page, an oversized page is capped
 * (decision 004) — never a 500, on PGlite and on PostgreSQL alike. The CSV export validates
 * the same way.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useBackOffice } from '../../support/back-office';
import { placeOrderFor } from '../../support/placed-orders';

const cast = useBackOffice('olist-input');

beforeAll(async () => {
  await placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, { method: 'check' });
});

type Expected =
  { status: 422; field: string } | { status: 200; rows?: 'some' | 'none'; limit?: number };

const CASES: [string, Expected][] = [
  ['', { status: 200, rows: 'some', limit: 50 }],
  // Dates
  ['filter[from]=2026-13-45', { status: 422, field: 'filter[from]' }],
  ['filter[from]=2026-02-30', { status: 422, field: 'filter[from]' }],
  ['filter[from]=2025-02-29', { status: 422, field: 'filter[from]' }],
  ['filter[to]=yesterday', { status: 422, field: 'filter[to]' }],
  ['filter[from]=0000-01-01', { status: 422, field: 'filter[from]' }],
  ['filter[from]=-2026-01-01', { status: 422, field: 'filter[from]' }],
  ['filter[from]=2026-01-01T10:00', { status: 422, field: 'filter[from]' }],
  ['filter[from]=0001-01-01&filter[to]=9999-12-31', { status: 200, rows: 'some' }],
  ['filter[from]=2024-02-29&filter[to]=2024-02-29', { status: 200, rows: 'none' }],
  ['filter[from]=2026-03-05&filter[to]=2026-03-01', { status: 422, field: 'filter[to]' }],
  ['filter[from]=2026-03-05&filter[to]=2026-03-05', { status: 200 }],
  // Closed lists
  ['filter[state]=lost', { status: 422, field: 'filter[state]' }],
  ['filter[state]=not_ordered', { status: 422, field: 'filter[state]' }],
  ['filter[state]=PAID', { status: 422, field: 'filter[state]' }],
  ['filter[state]=paid&filter[state]=cancelled', { status: 422, field: 'filter[state]' }],
  ['filter[payment]=gratis', { status: 422, field: 'filter[payment]' }],
  ['filter[method]=bitcoin', { status: 422, field: 'filter[method]' }],
  ['filter[pro]=yes', { status: 422, field: 'filter[pro]' }],
  ['filter[queue]=later', { status: 422, field: 'filter[queue]' }],
  ['filter[colour]=red', { status: 422, field: 'filter[colour]' }],
  ['sort=price', { status: 422, field: 'sort' }],
  ['sort=placed_at,total', { status: 422, field: 'sort' }],
  ['filter[state]=&filter[payment]=&filter[search]=', { status: 200, rows: 'some' }],
  // Every filter at once, and a work queue with the others
  [
    'filter[state]=paid&filter[payment]=paid&filter[method]=check&filter[from]=2026-01-01&filter[to]=2026-12-31&filter[pro]=0&filter[search]=zz&sort=-total',
    { status: 200, rows: 'none' },
  ],
  ['filter[queue]=awaiting_check&filter[pro]=1&filter[search]=a&sort=number', { status: 200 }],
  // Text search
  [`filter[search]=${'x'.repeat(101)}`, { status: 422, field: 'filter[search]' }],
  [`filter[search]=${'é'.repeat(100)}`, { status: 200, rows: 'none' }],
  ['filter[search]=%00', { status: 422, field: 'filter[search]' }],
  ['filter[search]=a%00b', { status: 422, field: 'filter[search]' }],
  ['filter[search]=%25%5F%5C', { status: 200, rows: 'none' }],
  ["filter[search]=')%3B drop table orders%3B--", { status: 200, rows: 'none' }],
  ['filter[search]=%20%20', { status: 200, rows: 'some' }],
  ['filter[search]=%F0%9F%9A%97', { status: 200, rows: 'none' }],
  // Pages
  ['page=0', { status: 422, field: 'page' }],
  ['page=-1', { status: 422, field: 'page' }],
  ['page=1.5', { status: 422, field: 'page' }],
  ['page=abc', { status: 422, field: 'page' }],
  ['page=99999', { status: 200, rows: 'none' }],
  ['page=9999999&limit=1000', { status: 200, rows: 'none', limit: 1000 }],
  ['page=99999999999999999999', { status: 422, field: 'page' }],
  ['limit=0', { status: 422, field: 'limit' }],
  ['limit=1', { status: 200, rows: 'some', limit: 1 }],
  ['limit=5000', { status: 200, rows: 'some', limit: 1000 }],
  ['limit=99999999999999999999', { status: 200, rows: 'some', limit: 1000 }],
  ['limit=ten', { status: 422, field: 'limit' }],
];

describe('GET /api/admin/orders, every input', () => {
  it.each(CASES)('?%s', async (query, expected) => {
    const res = await cast.call('staff', 'GET', `/api/admin/orders?${query}`, undefined);
    expect(res.statusCode, res.body).toBe(expected.status);
    const body = res.json() as {
      message?: string;
      errors?: Record<string, string[]>;
      data?: unknown[];
      meta?: { limit: number };
    };
    if (expected.status === 422) {
      expect(Object.keys(body.errors ?? {}), res.body).toContain(expected.field);
      // Translated: the request's language, not a code.
      expect(body.message).toMatch(/\s/);
      const english = await cast.call(
        { ...cast.as.staff, language: 'en' },
        'GET',
        `/api/admin/orders?${query}`,
      );
      expect((english.json() as { message: string }).message).not.toBe(body.message);
      return;
    }
    if (expected.rows === 'some') expect(body.data!.length).toBeGreaterThan(0);
    if (expected.rows === 'none') expect(body.data).toEqual([]);
    if (expected.limit) expect(body.meta!.limit).toBe(expected.limit);
  });

  it.each(CASES)('the CSV of ?%s', async (query, expected) => {
    const res = await cast.call('staff', 'GET', `/api/admin/orders.csv?${query}`, undefined);
    expect(res.statusCode, res.body).toBe(expected.status);
  });
});
