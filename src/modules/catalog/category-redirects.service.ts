/**
 * Where an old category address leads: the storefront resolves category pages by their slug
 * trail, so a renamed slug (kept in `category_slug_history`) or a category moved elsewhere in
 * the tree would 404. The trail's last slug names the category (slugs are unique per
 * language); its current trail is where the page now lives.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';
import { activeCategories } from './categories.repo';
import { categorySlugHistory } from './categories.tables';

/** The current slug trail of the category an old trail named, or null (nothing moved there). */
export async function movedCategoryTrail(
  db: Db,
  locale: Locale,
  slugs: readonly string[],
): Promise<string[] | null> {
  const last = slugs.at(-1);
  if (!last) return null;
  const rows = await activeCategories(db, locale);
  let current = rows.find((row) => row.slug === last);
  if (!current) {
    const [old] = await db
      .select({ id: categorySlugHistory.categoryId })
      .from(categorySlugHistory)
      .where(and(eq(categorySlugHistory.locale, locale), eq(categorySlugHistory.slug, last)))
      .orderBy(desc(categorySlugHistory.createdAt))
      .limit(1);
    current = old ? rows.find((row) => row.id === old.id) : undefined;
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  const trail: string[] = [];
  for (
    let node = current;
    node;
    node = node.parentId === null ? undefined : byId.get(node.parentId)
  ) {
    trail.unshift(node.slug);
    if (trail.length > 3) return null; // deeper than the storefront's three levels
    if (node.parentId !== null && !byId.has(node.parentId)) return null; // hidden branch
  }
  if (trail.length === 0 || trail.join('/') === slugs.join('/')) return null;
  return trail;
}
