import { LRUCache } from 'lru-cache';
import { onSettingsChange } from './settings-change';

/**
 * Reference data read on every cart request (shipping grids, configuration values, VAT rates)
 * kept for a few seconds per database: an edit in the back office shows within `ttlMs`, and a
 * busy checkout stops asking the database the same three questions a thousand times a second.
 * Keys must name everything the value depends on. A failed load is not kept.
 * `load` may return a lazy thenable (a Drizzle query runs each time it is awaited): it is
 * settled once into a real promise, so the cached value is the result, not the query.
 */
let memos = new WeakMap<object, LRUCache<string, Promise<unknown>>>();
// A settings save in this process (back office) is seen by the next request, not 10 s later.
onSettingsChange(() => {
  memos = new WeakMap();
});

export function referenceMemo<T>(
  db: object,
  key: string,
  load: () => Promise<T>,
  ttlMs = 10_000,
): Promise<T> {
  let cache = memos.get(db);
  if (!cache) memos.set(db, (cache = new LRUCache({ max: 200, ttl: ttlMs })));
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = Promise.resolve(load());
  cache.set(key, pending, { ttl: ttlMs });
  pending.catch(() => cache.delete(key));
  return pending;
}
