/** Fixed reference date of the demo catalogue: generated timestamps are relative to it, never to now. */
export const BASE_DATE = new Date('2026-01-01T00:00:00.000Z');
export const DAY_MS = 86_400_000;

export function daysBefore(days: number, extraSeconds = 0): Date {
  return new Date(BASE_DATE.getTime() - days * DAY_MS - extraSeconds * 1000);
}
