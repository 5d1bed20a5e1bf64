/**
 * What the product editor offers to pick from, in the staff's language: the category tree
 * (indented by depth, in tree order), the product brands, the vehicle makes (their models and
 * generations come from the vehicles module) and every filter with its values.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';
import { brands } from './brands.tables';
import { categories, categoryTranslations } from './categories.tables';
import { buildCategoryTree, type CategoryNode } from './categories.rules';
import { filterCatalogue } from './filter-catalogue.service';
import type { ProductEditorChoices } from './product-admin.contract';

export type { ProductEditorChoices };

export async function productEditorChoices(db: Db, locale: Locale): Promise<ProductEditorChoices> {
  const [categoryRows, brandRows, catalogue] = await Promise.all([
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        position: categories.position,
        name: categoryTranslations.name,
      })
      .from(categories)
      .innerJoin(
        categoryTranslations,
        and(
          eq(categoryTranslations.categoryId, categories.id),
          eq(categoryTranslations.locale, locale),
        ),
      )
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ id: brands.id, name: brands.name, type: brands.type })
      .from(brands)
      .orderBy(asc(brands.name)),
    filterCatalogue(db),
  ]);
  const flat: ProductEditorChoices['categories'] = [];
  const walk = (nodes: CategoryNode<(typeof categoryRows)[number]>[], depth: number) => {
    for (const node of nodes) {
      flat.push({ id: node.id, name: node.name, depth });
      walk(node.children, depth + 1);
    }
  };
  walk(buildCategoryTree(categoryRows), 0);
  return {
    categories: flat,
    brands: brandRows.filter((b) => b.type === 'product').map(({ id, name }) => ({ id, name })),
    makes: brandRows.filter((b) => b.type === 'vehicle').map(({ id, name }) => ({ id, name })),
    filters: catalogue.filters.map((f) => ({
      id: f.id,
      name: f.name[locale] ?? f.name.fr,
      values: catalogue.values
        .filter((v) => v.filterId === f.id)
        .map((v) => ({ id: v.id, name: v.name[locale] ?? v.name.fr })),
    })),
  };
}
