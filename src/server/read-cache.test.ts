import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

describe('createReadCache', () => {
  it('loads once per key while fresh, concurrent callers included', async () => {
    const cached = createReadCache();
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cached('k', load), cached('k', load)]);
    expect([a, b, await cached('k', load), await cached('other', load)]).toEqual([1, 1, 1, 2]);
  });

  it('forgets failures and expired values', async () => {
    const cached = createReadCache({ ttlMs: 20 });
    await expect(cached('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cached('k', async () => 'ok')).toBe('ok');
    await new Promise((r) => setTimeout(r, 40));
    expect(await cached('k', async () => 'new')).toBe('new');
    cached.clear();
  });
});
