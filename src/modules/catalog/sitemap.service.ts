/**
 * The catalogue's share of the sitemap: every active product URL in each language (read in
 * keyset batches, so a 100,000-product catalogue never sits in memory) and the vehicle ×
 * category pages that list at least one product.
 */
import type { Db } from '../../db/client';
import { isLocale, type Locale } from '../../shared/locale';
import {
  productKeysetMarks,
  productSlugStats,
  productSitemapRows,
  vehicleCategoryPairs,
} from './sitemap.repo';

export interface ProductSitemapMarks {
  /** Active products with a slug in the locale. */
  total: number;
  /** Product id at each requested position of the id order (see `productSitemapMarks`). */
  idAt: Map<number, number>;
}

/**
 * How many active products have a slug in `locale`, and the id at position 0 and at positions
 * `first`, `first + every`, `first + 2 × every`… of the id order: where each sitemap part's
 * products start, so a part is read by keyset (`id >= start and id < next start`) without OFFSET.
 */
export async function productSitemapMarks(
  db: Db,
  locale: Locale,
  first: number,
  every: number,
): Promise<ProductSitemapMarks> {
  if (!Number.isInteger(first) || first < 1 || !Number.isInteger(every) || every < 1) {
    throw new Error(`productSitemapMarks: bad positions (first ${first}, every ${every})`);
  }
  const { total, marks } = await productKeysetMarks(db, locale, first, every);
  return { total, idAt: new Map(marks.map((mark) => [mark.position, mark.id])) };
}

export interface ProductSitemapEntry {
  id: number;
  /** When the product last changed: W3C datetime to the second, UTC (`2025-03-01T10:20:30Z`). */
  lastmod: string;
  /** The product's slug in each locale it is translated into (its language versions). */
  slugs: Partial<Record<Locale, string>>;
}

/**
 * Active products with a slug in `locale`, ids from `fromId` (inclusive) to `beforeId`
 * (exclusive, null = no end), at most `max` of them, in id order, `batchSize` rows per query.
 */
export async function* productSitemapBatches(
  db: Db,
  locale: Locale,
  range: { fromId: number; beforeId: number | null; max: number; batchSize?: number },
): AsyncGenerator<ProductSitemapEntry[]> {
  const batchSize = range.batchSize ?? 5_000;
  let fromId = range.fromId;
  let left = range.max;
  while (left > 0) {
    const limit = Math.min(batchSize, left);
    const rows = await productSitemapRows(db, locale, { fromId, beforeId: range.beforeId, limit });
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      id: row.id,
      lastmod: row.lastmod,
      slugs: Object.fromEntries(Object.entries(row.slugs).filter(([code]) => isLocale(code))),
    }));
    if (rows.length < limit) return;
    left -= rows.length;
    fromId = rows.at(-1)!.id + 1;
  }
}

export interface ProductSlugStats {
  /** Active products with a slug in the locale. */
  total: number;
  /** Length of the longest of those slugs once URL-encoded (an upper bound). */
  longestSlug: number;
}

/** Per locale: active products with a slug there and the longest encoded slug. One query. */
export async function productSitemapStats(
  db: Db,
): Promise<Partial<Record<Locale, ProductSlugStats>>> {
  const rows = await productSlugStats(db);
  return Object.fromEntries(
    rows
      .filter((row) => isLocale(row.locale))
      .map((row) => [row.locale, { total: row.total, longestSlug: row.longest }]),
  );
}

/**
 * Vehicle × category pages worth listing: (brand slug, model slug, category id) for every
 * category (or ancestor of one) holding an active product that fits the active model.
 * Ordered by vehicle id, then category id.
 */
export function listVehicleCategoryPairs(
  db: Db,
): Promise<Array<{ brand: string; vehicle: string; categoryId: number }>> {
  return vehicleCategoryPairs(db);
}
