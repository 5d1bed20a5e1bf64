/**
 * The back office's reads of the category tree: every category, active or not, with its texts in
 * every language and its picture, as a tree by position (the page and GET /api/admin/categories).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Locale } from '../../shared/locale';
import { imagesByOwner } from '../media';
import { categories, categoryTranslations } from './categories.tables';
import type { CategoryAdminDto } from './catalogue-structure.contract';
import { productCategories } from './products.tables';

/** Every category (active or not) with its texts in every language, as a tree by position. */
export async function categoryAdminTree(db: Db): Promise<CategoryAdminDto[]> {
  const [rows, texts, counts] = await Promise.all([
    db.select().from(categories),
    db.select().from(categoryTranslations),
    // Products in the category or any category below it, each counted once: a domain whose
    // products all sit in subcategories is not "0 products".
    db.execute(sql`with recursive tree(root, id) as (
        select id, id from ${categories}
        union all
        select tree.root, c.id from ${categories} c join tree on c.parent_id = tree.id)
      select tree.root as id, count(distinct pc.product_id)::int as n
        from tree join ${productCategories} pc on pc.category_id = tree.id
       group by tree.root`) as unknown as Promise<{ rows: { id: number; n: number }[] }>,
  ]);
  const images = await imagesByOwner(
    db,
    'category',
    rows.map((r) => r.id),
  );
  const countOf = new Map(counts.rows.map((c) => [Number(c.id), Number(c.n)]));
  const nodes = new Map<number, CategoryAdminDto>();
  for (const row of rows) {
    const image = images.get(row.id)?.[0];
    nodes.set(row.id, {
      id: row.id,
      parent_id: row.parentId,
      position: row.position,
      is_active: row.isActive,
      version: row.updatedAt.toISOString(),
      name: {},
      slug: {},
      subtitle: {},
      meta_title: {},
      meta_description: {},
      products_count: countOf.get(row.id) ?? 0,
      image: image ? { url: image.url } : null,
      children: [],
    });
  }
  for (const t of texts) {
    const node = nodes.get(t.categoryId);
    if (!node) continue;
    const locale = t.locale as Locale;
    node.name[locale] = t.name;
    node.slug[locale] = t.slug;
    if (t.subtitle) node.subtitle[locale] = t.subtitle;
    if (t.metaTitle) node.meta_title[locale] = t.metaTitle;
    if (t.metaDescription) node.meta_description[locale] = t.metaDescription;
  }
  const roots: CategoryAdminDto[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? null : nodes.get(node.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: CategoryAdminDto[]) => {
    list.sort((a, b) => a.position - b.position || a.id - b.id);
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

/** A category of the tree by id, or null. */
export async function categoryAdmin(db: Db, id: number): Promise<CategoryAdminDto | null> {
  const find = (list: CategoryAdminDto[]): CategoryAdminDto | null => {
    for (const node of list) {
      if (node.id === id) return node;
      const found = find(node.children);
      if (found) return found;
    }
    return null;
  };
  return find(await categoryAdminTree(db));
}
