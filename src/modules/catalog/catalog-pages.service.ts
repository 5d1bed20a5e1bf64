/**
 * Reads for the storefront's catalogue pages (brand, domain/category, product headings) and the
 * sitemap. Product lists and full product pages come with the catalogue issue.
 */
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';
import { imagesByOwner } from '../media';
import { categorySlugRows, findActiveBrand, productTranslationRows } from './catalog-pages.repo';
import { activeCategories, type CategoryRecord } from './categories.repo';
import { buildCategoryTree, type CategoryNode } from './categories.rules';
import { categoryChipsWithProducts } from './category-counts.service';

/** SPEC §2/§9: category pages link to at most 16 child categories. */
export const MAX_CHILD_CATEGORIES = 16;

export interface CategoryPage {
  id: number;
  name: string;
  subtitle: string | null;
  description: string | null;
  metaTitle: string | null;
  /** Domain → … → this category, in the page's language. */
  trail: Array<{ id: number; name: string; slug: string }>;
  children: Array<{ id: number; name: string; slug: string; image: { url: string } | null }>;
  /** The slug trail in each locale where every level is translated (the page's alternates). */
  slugTrails: Partial<Record<Locale, string[]>>;
}

/**
 * A category by its slug trail (`['housses', 'housses-avant']`): each slug must name a child
 * of the previous one, the first a domain. null when the trail names nothing.
 */
export async function findCategoryPage(
  db: Db,
  locale: Locale,
  slugs: string[],
): Promise<CategoryPage | null> {
  const forest = buildCategoryTree(await activeCategories(db, locale));
  let level: CategoryNode<CategoryRecord>[] = forest;
  const trail: CategoryNode<CategoryRecord>[] = [];
  for (const slug of slugs) {
    const node = level.find((candidate) => candidate.slug === slug);
    if (!node) return null;
    trail.push(node);
    level = node.children;
  }
  const current = trail.at(-1);
  if (!current) return null;
  // Only children that list products: a chip to an empty page is a dead end.
  const children = (await categoryChipsWithProducts(db, current.children)).slice(
    0,
    MAX_CHILD_CATEGORIES,
  );
  const ids = trail.map((node) => node.id);
  const [rows, images] = await Promise.all([
    categorySlugRows(db, ids),
    imagesByOwner(
      db,
      'category',
      children.map((c) => c.id),
    ),
  ]);
  const slugOf = new Map(rows.map((r) => [`${r.id}:${r.locale}`, r.slug]));
  const slugTrails: Partial<Record<Locale, string[]>> = {};
  for (const code of new Set(rows.map((r) => r.locale as Locale))) {
    const path = ids.map((id) => slugOf.get(`${id}:${code}`));
    if (path.every((s): s is string => Boolean(s))) slugTrails[code] = path;
  }
  return {
    id: current.id,
    name: current.name,
    subtitle: current.subtitle,
    description: current.description,
    metaTitle: current.metaTitle,
    trail: trail.map(({ id, name, slug }) => ({ id, name, slug })),
    children: children.map((child) => {
      const image = images.get(child.id)?.[0];
      return {
        id: child.id,
        name: child.name,
        slug: child.slug,
        image: image ? { url: image.url } : null,
      };
    }),
    slugTrails,
  };
}

/** Every active category's slug trail per locale (sitemap), domains first. */
export async function listCategoryTrails(
  db: Db,
): Promise<Array<{ id: number; trails: Partial<Record<Locale, string[]>> }>> {
  const rows = await categorySlugRows(db);
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const slugOf = new Map(rows.map((r) => [`${r.id}:${r.locale}`, r.slug]));
  const locales = [...new Set(rows.map((r) => r.locale as Locale))];
  const ids = [...parentOf.keys()];
  const chain = (id: number): number[] | null => {
    const path: number[] = [];
    for (let at: number | null = id; at !== null; at = parentOf.get(at) ?? null) {
      if (!parentOf.has(at)) return null; // an inactive ancestor hides the whole branch
      path.unshift(at);
    }
    return path;
  };
  const result: Array<{ id: number; trails: Partial<Record<Locale, string[]>> }> = [];
  for (const id of ids) {
    const path = chain(id);
    if (!path) continue;
    const trails: Partial<Record<Locale, string[]>> = {};
    for (const locale of locales) {
      const slugs = path.map((at) => slugOf.get(`${at}:${locale}`));
      if (slugs.every((s): s is string => Boolean(s))) trails[locale] = slugs;
    }
    result.push({ id, trails });
  }
  return result.sort(
    (a, b) =>
      (Object.values(a.trails)[0]?.length ?? 0) - (Object.values(b.trails)[0]?.length ?? 0) ||
      a.id - b.id,
  );
}

/** An active category anywhere in the tree by its slug in a language (vehicle × category pages). */
export async function findCategoryBySlug(
  db: Db,
  locale: Locale,
  slug: string,
): Promise<{ id: number; name: string; slugs: Partial<Record<Locale, string>> } | null> {
  const record = (await activeCategories(db, locale)).find((c) => c.slug === slug);
  if (!record) return null;
  const rows = await categorySlugRows(db, [record.id]);
  return {
    id: record.id,
    name: record.name,
    slugs: Object.fromEntries(rows.map((r) => [r.locale, r.slug])),
  };
}

export interface ProductHeading {
  id: number;
  name: string;
  reference: string;
  /** The product's slug in each locale (its URLs). */
  slugs: Partial<Record<Locale, string>>;
}

/** SPEC §2: the id is the slug's trailing digits (`housse-clio-iv-123` → 123). */
export function productIdFromSlug(slug: string): number | null {
  const match = /(\d+)$/.exec(slug);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** An active product's name in a language, found by the id at the end of its slug. */
export async function getProductHeading(
  db: Db,
  locale: Locale,
  slug: string,
): Promise<ProductHeading | null> {
  const id = productIdFromSlug(slug);
  if (id === null) return null;
  const rows = await productTranslationRows(db, id);
  const own = rows.find((r) => r.locale === locale);
  if (!own) return null;
  return {
    id,
    name: own.name,
    reference: own.reference,
    slugs: Object.fromEntries(rows.map((r) => [r.locale, r.slug])),
  };
}

export interface BrandHeading {
  id: number;
  name: string;
  slug: string;
  type: 'vehicle' | 'product';
  image: { url: string } | null;
}

/** An active brand by its slug (the same in every language); null when none. */
export async function getBrandBySlug(db: Db, slug: string): Promise<BrandHeading | null> {
  const brand = await findActiveBrand(db, slug);
  if (!brand) return null;
  const image = (await imagesByOwner(db, 'brand', [brand.id])).get(brand.id)?.[0];
  return { ...brand, image: image ? { url: image.url } : null };
}
