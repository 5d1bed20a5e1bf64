import type { Db } from '../../db/client';
import { onCatalogueChange } from './product-listing.repo';

/**
 * A per-process memo of small reference reads (filters, the category tree) that every product
 * list needs on each uncached call. Kept per database and key until a catalogue change in this
 * process or `ttlMs` (other processes, and back-office edits that refresh nothing, show within
 * that time, like the 30 s caches of pages and API). A failed read is not kept.
 */
export function catalogueMemo<T>(
  load: (db: Db, key: string) => Promise<T>,
  ttlMs = 30_000,
): (db: Db, key?: string) => Promise<T> {
  let memo = new WeakMap<Db, Map<string, { at: number; value: Promise<T> }>>();
  onCatalogueChange(() => {
    memo = new WeakMap();
  });
  return (db, key = '') => {
    let entries = memo.get(db);
    if (!entries) memo.set(db, (entries = new Map()));
    const hit = entries.get(key);
    if (hit && performance.now() - hit.at < ttlMs) return hit.value;
    const entry = { at: performance.now(), value: load(db, key) };
    entries.set(key, entry);
    const current = entries;
    entry.value.catch(() => current.get(key) === entry && current.delete(key));
    return entry.value;
  };
}
