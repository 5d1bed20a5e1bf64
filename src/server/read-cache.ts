import { LRUCache } from 'lru-cache';

/**
 * A short-lived memo of reference data the pages read on every request (menus, domains, brands,
 * layout texts), one per app so every page shares it. Keys must include everything the value
 * depends on (locale…). A failed load is not kept.
 */
export type ReadCache = <T>(key: string, load: () => Promise<T>) => Promise<T>;

export function createReadCache(
  options: { ttlMs?: number; max?: number } = {},
): ReadCache & { clear(): void } {
  const cache = new LRUCache<string, Promise<unknown>>({
    max: options.max ?? 500,
    ttl: options.ttlMs ?? 30_000,
  });
  const read = (<T>(key: string, load: () => Promise<T>): Promise<T> => {
    const hit = cache.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const pending = load();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
    return pending;
  }) as ReadCache & { clear(): void };
  read.clear = () => cache.clear();
  return read;
}
