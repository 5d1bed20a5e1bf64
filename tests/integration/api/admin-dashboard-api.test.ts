/**
 * `GET /api/admin/dashboard` (issue 16): the dashboard page's figures for other clients, on
 * both databases. The figures add up (the period's totals are the sum of its points), a placed
 * order shows at once in its queue and in the period's orders, an unknown period is refused
 * rather than silently replaced, and a customer or a visitor gets the back office's 404.
 */
import { describe, expect, it } from 'vitest';
import { useBackOffice } from '../../support/back-office';
import { placeOrderFor } from '../../support/placed-orders';

const cast = useBackOffice('admin-dashboard-api');

interface Point {
  orders: number;
  revenue_cents: number;
}
interface Wire {
  period: string;
  unit: string;
  counters: { key: string; count: number }[];
  current: Point[];
  previous: Point[];
  totals: { current: Point; previous: Point };
}

async function dashboard(query = ''): Promise<Wire> {
  const res = await cast.call('owner', 'GET', `/api/admin/dashboard${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Wire }).data;
}

const sum = (points: Point[], key: keyof Point) => points.reduce((s, p) => s + p[key], 0);

describe('GET /api/admin/dashboard', () => {
  it.each(['7d', '30d', '12w', '12m'])('period %s: totals are the sum of the points', async (p) => {
    await placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, { method: 'transfer' });
    const data = await dashboard(`?period=${p}`);
    expect(data.period).toBe(p);
    expect(data.current.length).toBeGreaterThan(0);
    expect(data.previous).toHaveLength(data.current.length);
    expect(data.totals.current.orders).toBe(sum(data.current, 'orders'));
    expect(data.totals.current.revenue_cents).toBe(sum(data.current, 'revenue_cents'));
    expect(data.totals.previous.orders).toBe(sum(data.previous, 'orders'));
    expect(data.totals.current.orders).toBeGreaterThan(0);
  });

  it('a placed transfer order shows at once in its queue and in the period', async () => {
    const before = await dashboard('?period=7d');
    await placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, { method: 'transfer' });
    const after = await dashboard('?period=7d');
    const count = (d: Wire, key: string) => d.counters.find((c) => c.key === key)?.count;
    expect(count(after, 'awaiting_transfer')).toBe(count(before, 'awaiting_transfer')! + 1);
    expect(after.totals.current.orders).toBe(before.totals.current.orders + 1);
  });

  it('defaults the period and refuses one it does not know, or an unknown parameter', async () => {
    expect((await dashboard()).period).toBe('30d');
    for (const query of ['?period=1y', '?period=', '?from=2026-01-01']) {
      const res = await cast.call('owner', 'GET', `/api/admin/dashboard${query}`);
      expect(res.statusCode, query).toBe(422);
    }
  });

  it('answers 404 to a customer and a visitor; staff and editors see it', async () => {
    for (const who of ['customer', 'visitor'] as const)
      expect((await cast.call(who, 'GET', '/api/admin/dashboard')).statusCode, who).toBe(404);
    for (const who of ['staff', 'editor'] as const)
      expect((await cast.call(who, 'GET', '/api/admin/dashboard')).statusCode, who).toBe(200);
  });
});
