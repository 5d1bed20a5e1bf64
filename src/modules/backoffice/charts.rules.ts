/**
 * Geometry of the dashboard's charts, computed from the numbers alone so the page draws plain
 * SVG on the server (no chart library, readable without JavaScript): a "nice" vertical scale,
 * bars for the current period, a line for the previous one aligned bucket by bucket, and the
 * segments of a 100 % bar for a mix. Pure, table-tested.
 */

/** The smallest of 1, 2, 2.5, 5 × 10ⁿ at or above `value` (1 for 0 or less). */
export function niceCeiling(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    const candidate = step * power;
    // Float noise (0.30000000000000004) must not push a round value up one step.
    if (candidate >= value - power * 1e-9) return candidate;
  }
  return 10 * power;
}

/**
 * How many steps divide a `niceCeiling` value into round ones: 1 → 0.2, 2 → 0.5, 2.5 → 0.5,
 * 5 → 1 (× 10ⁿ), so an axis of 10 orders reads 2, 4, 6, 8 and never 2.5.
 */
export function tickCount(max: number): number {
  const mantissa = max / 10 ** Math.floor(Math.log10(max));
  return Math.abs(mantissa - 2) < 1e-9 ? 4 : 5;
}

/** `count` + 1 evenly spaced values from 0 to `max` inclusive. */
export function ticks(max: number, count = 4): number[] {
  return Array.from({ length: count + 1 }, (_, i) => (max * i) / count);
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room left for the axis labels, and at the bottom for the bucket labels. */
  left: number;
  bottom: number;
  top: number;
}

export const DEFAULT_BOX: ChartBox = { width: 640, height: 240, left: 56, bottom: 28, top: 8 };

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
}

export interface SeriesGeometry {
  /** The scale's top value (the largest of both periods, made round). */
  max: number;
  ticks: { value: number; y: number }[];
  bars: Bar[];
  /** The previous period, one point per bucket at the centre of the bar it compares with. */
  previous: { x: number; y: number; value: number }[];
  /** Centre x of each bucket (where its label goes). */
  centres: number[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Bars for `current`, a line for `previous` (as long or shorter; missing buckets are left
 * out), both on one scale. Negative values draw as 0: revenue of kept orders never is.
 */
export function seriesGeometry(
  current: readonly number[],
  previous: readonly number[] = [],
  box: ChartBox = DEFAULT_BOX,
): SeriesGeometry {
  const max = niceCeiling(Math.max(0, ...current, ...previous));
  const plotWidth = box.width - box.left;
  const plotHeight = box.height - box.top - box.bottom;
  const slot = current.length === 0 ? plotWidth : plotWidth / current.length;
  const gap = Math.min(8, slot * 0.2);
  const baseline = box.top + plotHeight;
  const y = (value: number) => round1(baseline - (Math.max(0, value) / max) * plotHeight);
  const centres = current.map((_, i) => round1(box.left + slot * i + slot / 2));
  return {
    max,
    ticks: ticks(max, tickCount(max)).map((value) => ({ value, y: y(value) })),
    bars: current.map((value, i) => {
      const top = y(value);
      return {
        x: round1(box.left + slot * i + gap / 2),
        y: top,
        width: round1(slot - gap),
        height: round1(baseline - top),
        value,
      };
    }),
    previous: previous
      .slice(0, current.length)
      .map((value, i) => ({ x: centres[i]!, y: y(value), value })),
    centres,
  };
}

export interface MixSegment<K> {
  key: K;
  value: number;
  /** Share in basis points; the segments add up to exactly 10 000 (largest remainder). */
  shareBp: number;
  x: number;
  width: number;
}

/** One 100 % bar of `width` split by value; empty when the total is 0. */
export function mixSegments<K>(
  parts: readonly { key: K; value: number }[],
  width: number,
): MixSegment<K>[] {
  const positive = parts.filter((p) => p.value > 0);
  const total = positive.reduce((sum, p) => sum + p.value, 0);
  if (total <= 0) return [];
  const exact = positive.map((p) => (p.value * 10_000) / total);
  const shares = exact.map(Math.floor);
  let left = 10_000 - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => ({ i, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  let x = 0;
  return positive.map((p, i) => {
    const segment = { key: p.key, value: p.value, shareBp: shares[i]!, x: round1(x), width: 0 };
    x += (shares[i]! / 10_000) * width;
    segment.width = round1(x - segment.x);
    return segment;
  });
}
