/**
 * The dashboard's periods, reckoned in the shop's time zone: which local days, ISO weeks
 * (Monday first) or months a
 * period covers, the same length just before it (the previous period, aligned bucket by
 * bucket), and the buckets the database had no order for filled with zeros. Pure.
 */
export const SHOP_TIME_ZONE = 'Europe/Paris';

export const DASHBOARD_PERIODS = ['7d', '30d', '12w', '12m'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export type DashboardUnit = 'day' | 'week' | 'month';
export const DEFAULT_PERIOD: DashboardPeriod = '30d';

export function parsePeriod(value: string | null | undefined): DashboardPeriod {
  return (DASHBOARD_PERIODS as readonly string[]).includes(value ?? '')
    ? (value as DashboardPeriod)
    : DEFAULT_PERIOD;
}

export interface LocalDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** The calendar day `instant` falls on in `timeZone`. */
export function localDate(instant: Date, timeZone: string): LocalDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** Minutes `timeZone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant local midnight starts `date` in `timeZone` (days and months overflow: 32 Jan = 1 Feb). */
export function zonedMidnight(date: LocalDate, timeZone: string): Date {
  const naive = Date.UTC(date.year, date.month - 1, date.day);
  // Two passes: the offset at the guess may differ from the offset at the answer (DST days).
  let guess = naive - offsetMinutes(new Date(naive), timeZone) * 60_000;
  guess = naive - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
}

/** `YYYY-MM-DD` of a (normalised) local date. */
export function dateKey(date: LocalDate): string {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return d.toISOString().slice(0, 10);
}

export interface PeriodWindow {
  from: Date;
  to: Date;
  /** The buckets' first local days, in order (what SQL's `date_trunc` answers, as text). */
  keys: string[];
}

export interface PeriodPlan {
  period: DashboardPeriod;
  unit: DashboardUnit;
  current: PeriodWindow;
  /** Just as long, just before: `previous.keys[i]` compares with `current.keys[i]`. */
  previous: PeriodWindow;
}

function window(starts: LocalDate[], end: LocalDate, timeZone: string): PeriodWindow {
  return {
    from: zonedMidnight(starts[0]!, timeZone),
    to: zonedMidnight(end, timeZone),
    keys: starts.map(dateKey),
  };
}

/**
 * 7 or 30 local days ending with today, 12 ISO weeks (Monday to Sunday) ending with this one,
 * or 12 calendar months ending with this one; the previous period is the 7 or 30 days, 12
 * weeks or 12 months just before.
 */
export function periodPlan(
  period: DashboardPeriod,
  now: Date,
  timeZone: string = SHOP_TIME_ZONE,
): PeriodPlan {
  const today = localDate(now, timeZone);
  if (period === '12m') {
    const month = (offset: number): LocalDate => {
      const d = new Date(Date.UTC(today.year, today.month - 1 + offset, 1));
      return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: 1 };
    };
    const range = (first: number) => Array.from({ length: 12 }, (_, i) => month(first + i));
    return {
      period,
      unit: 'month',
      current: window(range(-11), month(1), timeZone),
      previous: window(range(-23), month(-11), timeZone),
    };
  }
  const day = (offset: number): LocalDate => {
    const d = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
  };
  if (period === '12w') {
    // getUTCDay: Sunday 0 … Saturday 6; an ISO week starts on Monday.
    const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
    const monday = -((weekday + 6) % 7);
    const week = (offset: number) => day(monday + 7 * offset);
    const range = (first: number) => Array.from({ length: 12 }, (_, i) => week(first + i));
    return {
      period,
      unit: 'week',
      current: window(range(-11), week(1), timeZone),
      previous: window(range(-23), week(-11), timeZone),
    };
  }
  const days = period === '7d' ? 7 : 30;
  const range = (first: number) => Array.from({ length: days }, (_, i) => day(first + i));
  return {
    period,
    unit: 'day',
    current: window(range(1 - days), day(1), timeZone),
    previous: window(range(1 - 2 * days), day(1 - days), timeZone),
  };
}

/** One value per key, in the keys' order; a key the rows lack is `empty`. */
export function fillBuckets<T extends { bucket: string }>(
  keys: readonly string[],
  rows: readonly T[],
  empty: (bucket: string) => T,
): T[] {
  const byKey = new Map(rows.map((row) => [row.bucket, row]));
  return keys.map((key) => byKey.get(key) ?? empty(key));
}

/** Whole days left before `deadline` at `now`, rounded up (0 once it has passed). */
export function daysLeft(deadline: Date, now: Date): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 86_400_000));
}

/** Ratio in basis points (1 % = 100), 0 when the whole is 0. */
export function shareBp(part: number, whole: number): number {
  return whole <= 0 ? 0 : Math.round((part * 10_000) / whole);
}

/** Average in whole cents, 0 when there is nothing to average. */
export function averageCents(totalCents: number, count: number): number {
  return count <= 0 ? 0 : Math.round(totalCents / count);
}
