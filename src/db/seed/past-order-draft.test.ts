import { describe, expect, it } from 'vitest';
import { DAY_MS } from './constants';
import { draftPastOrders, type DraftInput } from './past-order-draft';

const END = Date.UTC(2026, 10, 26);

function input(days: number): DraftInput {
  return {
    days,
    perDay: 12,
    end: END,
    customers: {
      ids: Array.from({ length: 50 }, (_, i) => i + 1),
      pro: new Set([1, 2]),
      names: new Map(
        Array.from({ length: 50 }, (_, i) => [
          i + 1,
          { firstname: `First${i + 1}`, lastname: 'Last' },
        ]),
      ),
    },
    variants: Array.from({ length: 100 }, (_, i) => ({
      id: i + 1,
      unitHtCents: 1000 + i * 250,
      weight: 500,
    })),
    ranges: (['home', 'relay', 'express', 'store'] as const).map((kind, i) => ({
      id: i + 1,
      kind,
      isos: ['FR', 'BE', 'DE', 'ES', 'IT', 'PT', 'CH'],
      min: 0,
      max: 30_000,
      priceHtCents: kind === 'store' ? 0 : 690,
    })),
    vat: new Map([
      ['FR', { rate: 2000, id: 1 }],
      ['BE', { rate: 2100, id: 2 }],
    ]),
  };
}

describe('the demo history', () => {
  it('is the same on every run, and a day is the same whatever the length of the history', () => {
    const a = draftPastOrders(input(60));
    const b = draftPastOrders(input(60));
    expect(a).toEqual(b);
    const longer = draftPastOrders(input(90));
    const lastDay = (rows: Record<string, unknown>[]) =>
      rows.filter((row) => Date.parse(row.placed_at as string) >= END - DAY_MS);
    expect(lastDay(longer.orderRows)).toEqual(lastDay(a.orderRows));
  });

  it("ships each customer's orders to their own name and one home, in a town of its country", () => {
    const { orderRows } = draftPastOrders(input(60));
    const homes = new Map<unknown, string>();
    for (const row of orderRows) {
      const address = row.shipping_address as Record<string, string>;
      expect(address.firstname).toBe(`First${row.user_id as number}`);
      expect(address.country_iso).toBe(row.vat_country);
      expect(address.phone).toMatch(/^\+\d{10,13}$/);
      const home = JSON.stringify(address);
      expect(homes.get(row.user_id) ?? home).toBe(home);
      homes.set(row.user_id, home);
    }
    const towns = new Set(orderRows.map((row) => (row.shipping_address as { city: string }).city));
    expect(towns.size).toBeGreaterThan(5);
    expect(towns.has('Bruxelles') && towns.has('Lyon')).toBe(true);
  });

  it('ends before its end, in date order, with money in whole cents', () => {
    const { orderRows, lineRows } = draftPastOrders(input(60));
    const times = orderRows.map((row) => Date.parse(row.placed_at as string));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(Math.max(...times)).toBeLessThan(END);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(END - 60 * DAY_MS);
    for (const row of orderRows) expect(Number.isInteger(row.total_ttc_cents)).toBe(true);
    expect(lineRows.every((line) => line.order < orderRows.length)).toBe(true);
  });

  it('leaves work for the back office and a realistic mix', () => {
    const { orderRows } = draftPastOrders(input(60));
    const count = (test: (row: Record<string, unknown>) => boolean) =>
      orderRows.filter(test).length;
    expect(count((row) => row.status === 'finished')).toBeGreaterThan(orderRows.length / 2);
    expect(count((row) => row.status === 'cancelled')).toBeGreaterThan(0);
    expect(
      count((row) => row.status === 'paid' && row.shipping_status === 'not_shipped'),
    ).toBeGreaterThan(0);
    expect(new Set(orderRows.map((row) => row.payment_method)).size).toBeGreaterThanOrEqual(5);
    // A transfer still awaited is younger than its 7-day deadline, even a day after the end.
    for (const row of orderRows.filter((r) => r.status === 'awaiting_payment'))
      expect(END + DAY_MS - Date.parse(row.placed_at as string)).toBeLessThan(7 * DAY_MS);
    // Weekends sell less than weekdays.
    const weekday = (row: Record<string, unknown>) => new Date(row.placed_at as string).getUTCDay();
    expect(count((row) => weekday(row) === 0)).toBeLessThan(count((row) => weekday(row) === 1));
  });
});
