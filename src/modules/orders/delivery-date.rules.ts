/**
 * Express delivery promise (SPEC §9: "delivery date set at 12:00, counting 1 day, or 2 if the
 * next day is a weekend or the current hour is past 12; ordering cut-off is the next 12:00").
 *
 * Read as, in Paris wall-clock time (the warehouse's clock, whatever the customer's zone):
 * - An order placed on a weekday before 12:00 ships that day; at 12:00 exactly or later it ships
 *   the next business day. An order placed on Saturday or Sunday ships on Monday.
 * - Delivery is the business day after the ship day, at 12:00: Monday morning → Tuesday,
 *   Monday afternoon → Wednesday, Friday morning → Monday (the "2 days" of the SPEC, moved off
 *   the weekend), Friday afternoon or the weekend → Tuesday. Never a Saturday or a Sunday.
 * - The cut-off is 12:00 on the ship day: the instant the promise moves by a day. (Friday
 *   after 12:00 the promise stays Tuesday until Monday 12:00, so that is the cut-off shown.)
 * Public holidays are not known here (no calendar yet): they count as business days.
 *
 * The Paris wall clock is read with Intl (tz database), so both DST changes are handled; noon
 * never falls in a DST gap or overlap, so "12:00 Paris" is always one instant.
 */

const ZONE = 'Europe/Paris';
const DAY_MS = 86_400_000;
export const EXPRESS_CUTOFF_HOUR = 12;

export interface ExpressDelivery {
  /** 12:00 Paris on the delivery day. */
  deliveryDate: Date;
  /** The next 12:00 Paris at which the promise changes (12:00 on the ship day). */
  cutoff: Date;
}

export function expressDelivery(now: Date): ExpressDelivery {
  if (Number.isNaN(now.getTime())) throw new RangeError('expressDelivery needs a valid date');
  const wall = parisWallClock(now);
  // A civil date as a day number (days since 1970-01-01), free of any time zone.
  const today = Math.floor(Date.UTC(wall.year, wall.month - 1, wall.day) / DAY_MS);
  const beforeCutoff = wall.hour < EXPRESS_CUTOFF_HOUR;
  const shipDay = isBusinessDay(today) && beforeCutoff ? today : nextBusinessDay(today);
  return {
    deliveryDate: parisNoon(nextBusinessDay(shipDay)),
    cutoff: parisNoon(shipDay),
  };
}

function nextBusinessDay(day: number): number {
  let next = day + 1;
  while (!isBusinessDay(next)) next += 1;
  return next;
}

function isBusinessDay(day: number): boolean {
  const weekday = new Date(day * DAY_MS).getUTCDay(); // 0 = Sunday
  return weekday !== 0 && weekday !== 6;
}

/** The instant at which Paris clocks show 12:00 on `day`. */
function parisNoon(day: number): Date {
  const wallAsUtc = day * DAY_MS + EXPRESS_CUTOFF_HOUR * 3_600_000;
  // Paris is UTC+1 or UTC+2: guess with the offset at that moment, then correct once.
  let instant = wallAsUtc - parisOffsetMs(new Date(wallAsUtc));
  instant = wallAsUtc - parisOffsetMs(new Date(instant));
  return new Date(instant);
}

/** Paris wall clock minus UTC at `instant`, in milliseconds (3,600,000 or 7,200,000). */
function parisOffsetMs(instant: Date): number {
  const wall = parisWallClock(instant);
  const wallAsUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
  );
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

// One formatter for the process: building an Intl formatter costs far more than using it.
const parisFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function parisWallClock(instant: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const part of parisFormatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}
