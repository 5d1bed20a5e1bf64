import { describe, expect, it } from 'vitest';
import {
  mixSegments,
  niceCeiling,
  seriesGeometry,
  tickCount,
  ticks,
  type ChartBox,
} from './charts.rules';

describe('niceCeiling', () => {
  it.each([
    [0, 1],
    [-5, 1],
    [Number.NaN, 1],
    [0.3, 0.5],
    [1, 1],
    [1.2, 2],
    [2.1, 2.5],
    [3, 5],
    [7, 10],
    [10, 10],
    [11, 20],
    [240, 250],
    [123_456, 200_000],
    [1_000_000, 1_000_000],
  ])('%s → %s', (value, expected) => {
    expect(niceCeiling(value)).toBe(expected);
  });
});

describe('tickCount', () => {
  it.each([
    [1, 5],
    [2, 4],
    [2.5, 5],
    [5, 5],
    [10, 5],
    [20, 4],
    [250_000, 5],
  ])('%s → %s steps', (max, count) => {
    expect(tickCount(max)).toBe(count);
  });
});

describe('ticks', () => {
  it('splits 0…max evenly, both ends included', () => {
    expect(ticks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(ticks(10, 2)).toEqual([0, 5, 10]);
  });
});

const BOX: ChartBox = { width: 110, height: 120, left: 10, bottom: 10, top: 10 };

describe('seriesGeometry', () => {
  it('draws nothing but the axis for no data', () => {
    const g = seriesGeometry([], [], BOX);
    expect(g.bars).toEqual([]);
    expect(g.previous).toEqual([]);
    expect(g.max).toBe(1);
    expect(g.ticks.map((t) => t.y)).toEqual([110, 90, 70, 50, 30, 10]);
  });

  it('all zeros: flat bars on the baseline, scale 0…1', () => {
    const g = seriesGeometry([0, 0], [0, 0], BOX);
    expect(g.bars.map((b) => [b.y, b.height])).toEqual([
      [110, 0],
      [110, 0],
    ]);
  });

  it('one scale for both periods: the larger previous value sets it', () => {
    const g = seriesGeometry([50, 100], [200, 0], BOX);
    expect(g.max).toBe(200);
    // plot height 100 px: 100 of 200 is half of it.
    expect(g.bars[1]).toMatchObject({ y: 60, height: 50, value: 100 });
    expect(g.previous[0]).toMatchObject({ y: 10, value: 200 });
  });

  it('aligns the previous period with the current one bucket by bucket', () => {
    const g = seriesGeometry([1, 2, 3, 4], [4, 3, 2, 1, 9], BOX);
    expect(g.previous).toHaveLength(4);
    expect(g.previous.map((p) => p.x)).toEqual(g.centres);
    expect(g.centres).toEqual([22.5, 47.5, 72.5, 97.5]);
  });

  it('bars fill their slots left to right inside the plot', () => {
    const g = seriesGeometry([1, 1], [], BOX);
    for (const bar of g.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(BOX.left);
      expect(bar.x + bar.width).toBeLessThanOrEqual(BOX.width);
    }
    expect(g.bars[0]!.x).toBeLessThan(g.bars[1]!.x);
  });

  it('draws a negative value as zero', () => {
    expect(seriesGeometry([-10, 10], [], BOX).bars[0]!.height).toBe(0);
  });
});

describe('mixSegments', () => {
  it('is empty when there is nothing to split', () => {
    expect(mixSegments([], 100)).toEqual([]);
    expect(mixSegments([{ key: 'a', value: 0 }], 100)).toEqual([]);
  });

  it('shares add up to exactly 100 % (largest remainder) and the bar is filled', () => {
    const parts = [
      { key: 'a', value: 1 },
      { key: 'b', value: 1 },
      { key: 'c', value: 1 },
    ];
    const segments = mixSegments(parts, 300);
    expect(segments.map((s) => s.shareBp)).toEqual([3334, 3333, 3333]);
    expect(segments.reduce((sum, s) => sum + s.shareBp, 0)).toBe(10_000);
    const last = segments.at(-1)!;
    expect(last.x + last.width).toBeCloseTo(300, 0);
  });

  it('leaves zero parts out', () => {
    const segments = mixSegments(
      [
        { key: 'card', value: 750 },
        { key: 'cheque', value: 0 },
        { key: 'transfer', value: 250 },
      ],
      100,
    );
    expect(segments.map((s) => [s.key, s.shareBp, s.x, s.width])).toEqual([
      ['card', 7500, 0, 75],
      ['transfer', 2500, 75, 25],
    ]);
  });
});
