import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands } from './brands.tables';
import { categories, categoryTranslations } from './categories.tables';
import { productTranslations, products } from './products.tables';

/** Slugs of active categories in every locale: (id, parent, locale, slug) rows. */
export function categorySlugRows(db: Db, ids?: number[]) {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      locale: categoryTranslations.locale,
      slug: categoryTranslations.slug,
    })
    .from(categories)
    .innerJoin(categoryTranslations, eq(categoryTranslations.categoryId, categories.id))
    .where(and(eq(categories.isActive, true), ids ? inArray(categories.id, ids) : undefined));
}

/** An active product's name and slug in every locale it is translated into. */
export function productTranslationRows(db: Db, productId: number) {
  return db
    .select({
      locale: productTranslations.locale,
      name: productTranslations.name,
      slug: productTranslations.slug,
      reference: products.reference,
    })
    .from(products)
    .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
}

/** Whether the product exists and is on sale (switched on). */
export async function isActiveProduct(db: Db, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  return row !== undefined;
}

/** Each product's slug in `locale` (its page), for those translated into it. */
export async function productSlugs(
  db: Db,
  locale: string,
  productIds: readonly number[],
): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: productTranslations.productId, slug: productTranslations.slug })
    .from(productTranslations)
    .where(
      and(
        inArray(productTranslations.productId, [...productIds]),
        eq(productTranslations.locale, locale),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.slug]));
}

/**
 * Each product's name and slug in `locale` (French when not translated), for what links to
 * product pages from elsewhere (question queue, e-mails).
 */
export async function productTitles(
  db: Db,
  locale: string,
  productIds: readonly number[],
): Promise<Map<number, { name: string; slug: string }>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: productTranslations.productId,
      locale: productTranslations.locale,
      name: productTranslations.name,
      slug: productTranslations.slug,
    })
    .from(productTranslations)
    .where(
      and(
        inArray(productTranslations.productId, [...productIds]),
        inArray(productTranslations.locale, [...new Set([locale, 'fr'])]),
      ),
    );
  const titles = new Map<number, { name: string; slug: string }>();
  for (const row of rows)
    if (row.locale === locale || !titles.has(row.id))
      titles.set(row.id, { name: row.name, slug: row.slug });
  return titles;
}

export async function findActiveBrand(db: Db, slug: string) {
  const [row] = await db
    .select({ id: brands.id, name: brands.name, slug: brands.slug, type: brands.type })
    .from(brands)
    .where(and(eq(brands.slug, slug), eq(brands.isActive, true)));
  return row ?? null;
}
