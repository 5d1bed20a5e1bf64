import { describe, expect, it } from 'vitest';
import { expressDelivery } from './delivery-date.rules';

// One case a line: name, ordered at → delivered at, cut-off. Instants carry their Paris offset
// (+01:00 winter, +02:00 summer) so they read as wall time.
// prettier-ignore
const CASES: [string, string, string, string][] = [
  ['Mon 11:59:59', '2026-03-02T11:59:59+01:00', '2026-03-03T12:00:00+01:00', '2026-03-02T12:00:00+01:00'],
  ['Mon 12:00:00', '2026-03-02T12:00:00+01:00', '2026-03-04T12:00:00+01:00', '2026-03-03T12:00:00+01:00'],
  ['Mon 00:00', '2026-03-02T00:00:00+01:00', '2026-03-03T12:00:00+01:00', '2026-03-02T12:00:00+01:00'],
  ['Mon 23:59', '2026-03-02T23:59:00+01:00', '2026-03-04T12:00:00+01:00', '2026-03-03T12:00:00+01:00'],
  ['Thu 11:00', '2026-03-05T11:00:00+01:00', '2026-03-06T12:00:00+01:00', '2026-03-05T12:00:00+01:00'],
  ['Thu 13:00', '2026-03-05T13:00:00+01:00', '2026-03-09T12:00:00+01:00', '2026-03-06T12:00:00+01:00'],
  ['Fri 11:59:59', '2026-03-06T11:59:59+01:00', '2026-03-09T12:00:00+01:00', '2026-03-06T12:00:00+01:00'],
  ['Fri 12:00:00', '2026-03-06T12:00:00+01:00', '2026-03-10T12:00:00+01:00', '2026-03-09T12:00:00+01:00'],
  ['Sat 09:00', '2026-03-07T09:00:00+01:00', '2026-03-10T12:00:00+01:00', '2026-03-09T12:00:00+01:00'],
  ['Sat 15:00', '2026-03-07T15:00:00+01:00', '2026-03-10T12:00:00+01:00', '2026-03-09T12:00:00+01:00'],
  ['Sun 10:00', '2026-03-08T10:00:00+01:00', '2026-03-10T12:00:00+01:00', '2026-03-09T12:00:00+01:00'],
  ['Sun 23:59:59', '2026-03-08T23:59:59+01:00', '2026-03-10T12:00:00+01:00', '2026-03-09T12:00:00+01:00'],
  // Paris, not UTC: 10:30 UTC is 12:30 in summer (past the cut-off) but 11:30 in winter…
  ['Wed 12:30 summer', '2026-07-01T10:30:00Z', '2026-07-03T12:00:00+02:00', '2026-07-02T12:00:00+02:00'],
  ['Wed 11:30 winter', '2026-01-07T10:30:00Z', '2026-01-08T12:00:00+01:00', '2026-01-07T12:00:00+01:00'],
  // …and 23:30 UTC on Sunday is already Monday in Paris.
  ['Mon 01:30 (Sun UTC)', '2026-03-29T23:30:00Z', '2026-03-31T12:00:00+02:00', '2026-03-30T12:00:00+02:00'],
  // Spring forward, Sunday 29 March 2026 (02:00 → 03:00).
  ['Fri 10:00 before', '2026-03-27T10:00:00+01:00', '2026-03-30T12:00:00+02:00', '2026-03-27T12:00:00+01:00'],
  ['Fri 14:00 before', '2026-03-27T14:00:00+01:00', '2026-03-31T12:00:00+02:00', '2026-03-30T12:00:00+02:00'],
  ['Sun 01:59 winter', '2026-03-29T01:59:00+01:00', '2026-03-31T12:00:00+02:00', '2026-03-30T12:00:00+02:00'],
  ['Sun 03:00 summer', '2026-03-29T03:00:00+02:00', '2026-03-31T12:00:00+02:00', '2026-03-30T12:00:00+02:00'],
  ['Mon 11:59:59 after', '2026-03-30T11:59:59+02:00', '2026-03-31T12:00:00+02:00', '2026-03-30T12:00:00+02:00'],
  ['Mon 12:00 after', '2026-03-30T12:00:00+02:00', '2026-04-01T12:00:00+02:00', '2026-03-31T12:00:00+02:00'],
  // Fall back, Sunday 25 October 2026 (03:00 → 02:00): 02:30 happens twice.
  ['Fri 10:00 before fall', '2026-10-23T10:00:00+02:00', '2026-10-26T12:00:00+01:00', '2026-10-23T12:00:00+02:00'],
  ['Fri 12:00 before fall', '2026-10-23T12:00:00+02:00', '2026-10-27T12:00:00+01:00', '2026-10-26T12:00:00+01:00'],
  ['Sun 02:30 first', '2026-10-25T02:30:00+02:00', '2026-10-27T12:00:00+01:00', '2026-10-26T12:00:00+01:00'],
  ['Sun 02:30 second', '2026-10-25T02:30:00+01:00', '2026-10-27T12:00:00+01:00', '2026-10-26T12:00:00+01:00'],
  ['Sat 23:30 summer', '2026-10-24T23:30:00+02:00', '2026-10-27T12:00:00+01:00', '2026-10-26T12:00:00+01:00'],
  ['Mon 11:00 winter', '2026-10-26T11:00:00+01:00', '2026-10-27T12:00:00+01:00', '2026-10-26T12:00:00+01:00'],
  // Year end: Thursday 31 December 2026 afternoon → Monday 4 January (holidays not known).
  ['Thu 31 Dec 15:00', '2026-12-31T15:00:00+01:00', '2027-01-04T12:00:00+01:00', '2027-01-01T12:00:00+01:00'],
];

describe('expressDelivery (SPEC §9, Paris time)', () => {
  it.each(CASES)('%s', (_name, now, delivery, cutoff) => {
    const result = expressDelivery(new Date(now));
    expect(result.deliveryDate.toISOString()).toBe(new Date(delivery).toISOString());
    expect(result.cutoff.toISOString()).toBe(new Date(cutoff).toISOString());
  });

  it('keeps the same promise up to the cut-off, then moves it by one business day', () => {
    const before = expressDelivery(new Date('2026-03-02T11:59:59.999+01:00'));
    const at = expressDelivery(before.cutoff);
    expect(at.deliveryDate.getTime() - before.deliveryDate.getTime()).toBe(86_400_000);
    expect(before.cutoff.getTime()).toBeGreaterThan(
      new Date('2026-03-02T11:59:59.999+01:00').getTime(),
    );
  });

  it('never delivers on a weekend and always after the cut-off', () => {
    for (let hour = 0; hour < 24 * 21; hour += 1) {
      const now = new Date(Date.UTC(2026, 2, 20) + hour * 3_600_000 + 1_234);
      const { deliveryDate, cutoff } = expressDelivery(now);
      const weekday = new Date(deliveryDate.getTime() + 7_200_000).getUTCDay();
      expect([1, 2, 3, 4, 5]).toContain(weekday);
      expect(cutoff.getTime()).toBeGreaterThan(now.getTime());
      expect(deliveryDate.getTime()).toBeGreaterThan(cutoff.getTime());
    }
  });

  it('rejects an invalid date', () => {
    expect(() => expressDelivery(new Date('nope'))).toThrow(RangeError);
  });
});
