import { describe, expect, it } from 'vitest';
import { referenceMemo } from './reference-memo';

/** Like a Drizzle query: nothing runs until awaited, and each await runs it again. */
function lazyQuery(runs: { count: number }, value: number) {
  return {
    then<R>(resolve: (v: number) => R, reject?: (e: unknown) => R) {
      runs.count += 1;
      return Promise.resolve(value).then(resolve, reject);
    },
  };
}

describe('referenceMemo', () => {
  it('runs a lazy query once however many readers await it', async () => {
    const db = {};
    const runs = { count: 0 };
    const load = () => lazyQuery(runs, 42) as unknown as Promise<number>;
    const values = await Promise.all([1, 2, 3].map(() => referenceMemo(db, 'k', load)));
    expect(values).toEqual([42, 42, 42]);
    expect(await referenceMemo(db, 'k', load)).toBe(42);
    expect(runs.count).toBe(1);
  });

  it('keeps values per database and per key, and forgets a failure', async () => {
    const [a, b] = [{}, {}];
    expect(await referenceMemo(a, 'k', async () => 1)).toBe(1);
    expect(await referenceMemo(b, 'k', async () => 2)).toBe(2);
    expect(await referenceMemo(a, 'other', async () => 3)).toBe(3);
    await expect(
      referenceMemo(a, 'failing', async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await referenceMemo(a, 'failing', async () => 4)).toBe(4);
  });

  it('reloads after the time to live', async () => {
    const db = {};
    let loads = 0;
    const load = async () => ++loads;
    expect(await referenceMemo(db, 'k', load, 20)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await referenceMemo(db, 'k', load, 20)).toBe(2);
  });
});
