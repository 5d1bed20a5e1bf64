import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';
import { categories, categoryTranslations } from './categories.tables';

export interface CategoryRecord {
  id: number;
  parentId: number | null;
  position: number;
  name: string;
  slug: string;
  subtitle: string | null;
  metaTitle: string | null;
  description: string | null;
}

/** Every active category in one query; the tree is small (hundreds) and built in memory. */
export async function activeCategories(db: Db, locale: Locale): Promise<CategoryRecord[]> {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      position: categories.position,
      name: categoryTranslations.name,
      slug: categoryTranslations.slug,
      subtitle: categoryTranslations.subtitle,
      metaTitle: categoryTranslations.metaTitle,
      description: categoryTranslations.description,
    })
    .from(categories)
    .innerJoin(
      categoryTranslations,
      and(
        eq(categoryTranslations.categoryId, categories.id),
        eq(categoryTranslations.locale, locale),
      ),
    )
    .where(eq(categories.isActive, true));
}
