import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './page';

// 23:30 UTC on 22 November is already 23 November in Paris (UTC+1 in winter, +2 in summer).
const LATE_EVENING_UTC = '2026-11-22T23:30:05Z';
const SUMMER_NIGHT_UTC = '2026-07-01T22:15:00Z';

describe('dates in the shop’s time zone (the same text on the server and in any browser)', () => {
  it('writes the Paris day, whatever the machine’s zone', () => {
    expect(formatDate(LATE_EVENING_UTC, 'fr')).toBe('23 novembre 2026');
    expect(formatDate(LATE_EVENING_UTC, 'en')).toBe('November 23, 2026');
  });

  it('writes the Paris day and time, summer time included', () => {
    expect(formatDateTime(LATE_EVENING_UTC, 'fr')).toBe('23/11/2026 00:30:05');
    expect(formatDateTime(SUMMER_NIGHT_UTC, 'fr')).toBe('02/07/2026 00:15:00');
    expect(formatDateTime(SUMMER_NIGHT_UTC, 'en')).toMatch(/^7\/2\/26, 12:15:00\sAM$/);
  });
});
