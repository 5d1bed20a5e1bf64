import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('chunk-load reload', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: /assets/home-abc.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    ['Unable to preload CSS for /assets/app.css', true],
    [new Error('Cannot read properties of undefined'), false],
    [null, false],
  ])('recognises %s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  it('reloads at most once per minute', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    const env = { storage, reload, now: () => now };
    expect(reloadAfterChunkError(env)).toBe(true);
    now += CHUNK_RELOAD_INTERVAL_MS - 1;
    expect(reloadAfterChunkError(env)).toBe(false);
    now += 1;
    expect(reloadAfterChunkError(env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without storage (no way to prevent a loop)', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkError({ storage: null, reload, now: () => 0 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
