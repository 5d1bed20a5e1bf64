/**
 * Shop days (Europe/Paris): the back office types a promotion's window as days, "1 to 31 May"
 * running from 1 May 00:00 to 1 June 00:00 Paris time, whatever the server's zone (DST
 * included). Pure.
 */
export const SHOP_ZONE = 'Europe/Paris';
export const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes Paris is ahead of UTC at `instant`. */
function parisOffsetMinutes(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - instant) / 60_000);
}

/** The instant a shop day starts (00:00 Paris); null for anything but a real `YYYY-MM-DD`. */
export function parisDayStart(day: string): Date | null {
  const match = DAY.exec(day.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnightUtc = Date.UTC(y, m - 1, d);
  const check = new Date(midnightUtc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d)
    return null;
  // Twice: the offset at the guess may differ from the offset at the answer (clock change).
  const guess = midnightUtc - parisOffsetMinutes(midnightUtc) * 60_000;
  return new Date(midnightUtc - parisOffsetMinutes(guess) * 60_000);
}

/** The shop day (Paris) an instant falls on, `YYYY-MM-DD`. */
export function parisDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The last shop day of a window ending (exclusive) at `endsAt`. */
export function parisLastDay(endsAt: Date): string {
  return parisDay(new Date(endsAt.getTime() - 1));
}

/** The instant after the last day of a window (the next day's 00:00 Paris). */
export function parisDayEnd(day: string): Date | null {
  const start = parisDayStart(day);
  if (!start) return null;
  // Noon of the next day, then back to its midnight: 23 or 25 hours days stay right.
  return parisDayStart(parisDay(new Date(start.getTime() + 36 * 3_600_000)));
}
