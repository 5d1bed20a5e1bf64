/**
 * Dates the back office types and shows are Paris wall-clock times (the shop's time): the
 * editors' dates (banners, codes, deals) are read and written through these. Pure: no I/O.
 */

/** Minutes Paris is ahead of UTC at `at` (60 in winter, 120 in summer). */
export function parisOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * A date typed in the back office, read as Paris time: `2026-12-01` (the day's start, or its
 * last minute with `endOfDay`), `2026-12-01T08:30`, or a full ISO instant (`…Z`, `…+01:00`).
 * Null when it is not a real date.
 */
export function parisDate(value: string, endOfDay = false): Date | null {
  const text = value.trim();
  if (/[zZ]$|[+-]\d\d:\d\d$/.test(text)) {
    const at = new Date(text);
    return Number.isNaN(at.getTime()) ? null : at;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  const hour = match[4] === undefined ? (endOfDay ? 23 : 0) : h!;
  const minute = match[5] === undefined ? (endOfDay ? 59 : 0) : mi!;
  const wall = Date.UTC(y!, mo! - 1, d!, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d! || hour > 23 || minute > 59)
    return null;
  // The offset at the guessed instant, then once more at the corrected one (DST edges).
  let at = wall - parisOffsetMinutes(new Date(wall)) * 60_000;
  at = wall - parisOffsetMinutes(new Date(at)) * 60_000;
  return new Date(at);
}

/** `2026-12-01T08:30` in Paris time: what a `datetime-local` field shows. */
export function parisInput(at: Date | null): string {
  if (!at) return '';
  const local = new Date(at.getTime() + parisOffsetMinutes(at) * 60_000);
  return local.toISOString().slice(0, 16);
}
