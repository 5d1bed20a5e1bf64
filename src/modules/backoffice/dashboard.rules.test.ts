import { describe, expect, it } from 'vitest';
import {
  averageCents,
  daysLeft,
  fillBuckets,
  parsePeriod,
  periodPlan,
  shareBp,
  zonedMidnight,
} from './dashboard.rules';

const PARIS = 'Europe/Paris';

describe('zonedMidnight', () => {
  it.each([
    // Winter (UTC+1), summer (UTC+2), and both DST change days.
    [{ year: 2026, month: 1, day: 15 }, '2026-01-14T23:00:00.000Z'],
    [{ year: 2026, month: 7, day: 1 }, '2026-06-30T22:00:00.000Z'],
    [{ year: 2026, month: 3, day: 29 }, '2026-03-28T23:00:00.000Z'],
    [{ year: 2026, month: 10, day: 25 }, '2026-10-24T22:00:00.000Z'],
    // Overflowing days roll over like Date.UTC.
    [{ year: 2026, month: 1, day: 32 }, '2026-01-31T23:00:00.000Z'],
  ])('%o in Paris starts at %s', (date, iso) => {
    expect(zonedMidnight(date, PARIS).toISOString()).toBe(iso);
  });
});

describe('periodPlan', () => {
  // 10 Nov 2026, 00:30 in Paris (still 9 Nov in UTC): the shop's day decides.
  const now = new Date('2026-11-09T23:30:00Z');

  it('7 days end with today (Paris), the previous 7 just before', () => {
    const plan = periodPlan('7d', now, PARIS);
    expect(plan.unit).toBe('day');
    expect(plan.current.keys).toEqual([
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
      '2026-11-08',
      '2026-11-09',
      '2026-11-10',
    ]);
    expect(plan.current.from.toISOString()).toBe('2026-11-03T23:00:00.000Z');
    expect(plan.current.to.toISOString()).toBe('2026-11-10T23:00:00.000Z');
    expect(plan.previous.keys[0]).toBe('2026-10-28');
    expect(plan.previous.keys).toHaveLength(7);
    // Contiguous: the previous period ends where the current one starts.
    expect(plan.previous.to).toEqual(plan.current.from);
  });

  it('30 days across the DST change keep 30 buckets each', () => {
    const plan = periodPlan('30d', now, PARIS);
    expect(plan.current.keys).toHaveLength(30);
    expect(plan.previous.keys).toHaveLength(30);
    expect(plan.current.keys.at(-1)).toBe('2026-11-10');
    expect(plan.previous.keys.at(-1)).toBe('2026-10-11');
    expect(plan.previous.to).toEqual(plan.current.from);
  });

  it('12 months: this month and the 11 before, against the 12 months before them', () => {
    const plan = periodPlan('12m', now, PARIS);
    expect(plan.unit).toBe('month');
    expect(plan.current.keys[0]).toBe('2025-12-01');
    expect(plan.current.keys.at(-1)).toBe('2026-11-01');
    expect(plan.previous.keys[0]).toBe('2024-12-01');
    expect(plan.previous.keys.at(-1)).toBe('2025-11-01');
    expect(plan.current.to.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(plan.previous.to).toEqual(plan.current.from);
  });
});

describe('periodPlan, 12 weeks', () => {
  it.each([
    // now (UTC), this week's Monday (Paris), current from / to, previous first Monday
    {
      // Tuesday 10 Nov 00:30 in Paris, still Monday in UTC.
      now: '2026-11-09T23:30:00Z',
      first: '2026-08-24',
      last: '2026-11-09',
      from: '2026-08-23T22:00:00.000Z',
      to: '2026-11-15T23:00:00.000Z',
      previousFirst: '2026-06-01',
    },
    {
      // Sunday 23:30 in Paris: still the week that started on Monday 9 Nov.
      now: '2026-11-15T22:30:00Z',
      first: '2026-08-24',
      last: '2026-11-09',
      from: '2026-08-23T22:00:00.000Z',
      to: '2026-11-15T23:00:00.000Z',
      previousFirst: '2026-06-01',
    },
    {
      // Monday 00:30 in Paris, Sunday in UTC: a new week has begun in the shop.
      now: '2026-11-15T23:30:00Z',
      first: '2026-08-31',
      last: '2026-11-16',
      from: '2026-08-30T22:00:00.000Z',
      to: '2026-11-22T23:00:00.000Z',
      previousFirst: '2026-06-08',
    },
    {
      // Friday 1 Jan 2027 belongs to the week of Monday 28 Dec 2026 (ISO week 53).
      now: '2027-01-01T12:00:00Z',
      first: '2026-10-12',
      last: '2026-12-28',
      from: '2026-10-11T22:00:00.000Z',
      to: '2027-01-03T23:00:00.000Z',
      previousFirst: '2026-07-20',
    },
    {
      // The day after the spring DST change: the window starts at winter midnight (UTC+1),
      // ends at summer midnight (UTC+2).
      now: '2026-03-30T08:00:00Z',
      first: '2026-01-12',
      last: '2026-03-30',
      from: '2026-01-11T23:00:00.000Z',
      to: '2026-04-05T22:00:00.000Z',
      previousFirst: '2025-10-20',
    },
  ])('at $now: Mondays $first … $last', ({ now, first, last, from, to, previousFirst }) => {
    const plan = periodPlan('12w', new Date(now), PARIS);
    expect(plan.unit).toBe('week');
    expect(plan.current.keys).toHaveLength(12);
    expect(plan.previous.keys).toHaveLength(12);
    expect(plan.current.keys[0]).toBe(first);
    expect(plan.current.keys.at(-1)).toBe(last);
    expect(plan.current.from.toISOString()).toBe(from);
    expect(plan.current.to.toISOString()).toBe(to);
    expect(plan.previous.keys[0]).toBe(previousFirst);
    expect(plan.previous.to).toEqual(plan.current.from);
    // Every key is a Monday, 7 days after the one before, across both periods.
    const keys = [...plan.previous.keys, ...plan.current.keys];
    for (const [i, key] of keys.entries()) {
      expect(new Date(`${key}T00:00:00Z`).getUTCDay(), key).toBe(1);
      if (i > 0)
        expect(Date.parse(`${key}T00:00:00Z`) - Date.parse(`${keys[i - 1]}T00:00:00Z`)).toBe(
          7 * 86_400_000,
        );
    }
  });
});

describe('fillBuckets', () => {
  const empty = (bucket: string) => ({ bucket, n: 0 });
  it('keeps the keys order, fills gaps, ignores rows outside the keys', () => {
    expect(
      fillBuckets(
        ['a', 'b', 'c'],
        [
          { bucket: 'c', n: 3 },
          { bucket: 'a', n: 1 },
          { bucket: 'z', n: 9 },
        ],
        empty,
      ),
    ).toEqual([
      { bucket: 'a', n: 1 },
      { bucket: 'b', n: 0 },
      { bucket: 'c', n: 3 },
    ]);
  });
  it('no rows: all zeros', () => {
    expect(fillBuckets(['a'], [], empty)).toEqual([{ bucket: 'a', n: 0 }]);
  });
});

describe('small figures', () => {
  it.each([
    ['2026-01-08T10:00:00Z', '2026-01-01T10:00:00Z', 7],
    ['2026-01-08T10:00:00Z', '2026-01-07T10:00:01Z', 1],
    ['2026-01-08T10:00:00Z', '2026-01-08T10:00:00Z', 0],
    ['2026-01-08T10:00:00Z', '2026-01-09T00:00:00Z', 0],
  ])('daysLeft until %s at %s = %i', (deadline, now, expected) => {
    expect(daysLeft(new Date(deadline), new Date(now))).toBe(expected);
  });
  it('shares and averages never divide by zero', () => {
    expect(shareBp(1, 3)).toBe(3333);
    expect(shareBp(5, 0)).toBe(0);
    expect(averageCents(1000, 3)).toBe(333);
    expect(averageCents(1000, 0)).toBe(0);
  });
  it('an unknown period falls back to 30 days', () => {
    expect(parsePeriod('12m')).toBe('12m');
    expect(parsePeriod('12w')).toBe('12w');
    expect(parsePeriod('1y')).toBe('30d');
    expect(parsePeriod(null)).toBe('30d');
  });
});
