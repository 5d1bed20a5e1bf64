/**
 * Deterministic pseudo-random numbers for the demo catalogue (never Math.random()).
 * mulberry32: tiny, fast, good enough for demo data; `streamFor(seed, index)` gives each
 * product its own stream, so a product is the same whatever the scale or the chunk size.
 */
export interface Rng {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weights (same length as items, any positive numbers). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** `count` distinct items in random order (fewer if the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
}

export const SEED = 20260101;

export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weighted: (items, weights) => {
      const total = weights.reduce((a, b) => a + b, 0);
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) return items[i] as (typeof items)[number];
      }
      return items[items.length - 1] as (typeof items)[number];
    },
    sample: (items, count) => {
      const copy = items.slice();
      const n = Math.min(count, copy.length);
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        const tmp = copy[i] as (typeof copy)[number];
        copy[i] = copy[j] as (typeof copy)[number];
        copy[j] = tmp;
      }
      return copy.slice(0, n);
    },
  };
  return rng;
}

/** Mixes integers into one 32-bit seed (splitmix-style finaliser). */
export function hashSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** An independent stream for item `index` of a named purpose (1 = product, 2 = links…). */
export function streamFor(purpose: number, index: number, seed = SEED): Rng {
  return mulberry32(hashSeed(seed, purpose, index));
}
