import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';
import { imagesByOwner } from '../media';
import { articleTranslations, articles } from './content.tables';

export interface ArticleSummary {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  publishedAt: string;
  image: { url: string } | null;
}

export interface ArticlePage extends ArticleSummary {
  body: string;
  /** The article's slug in each locale it is translated into (its six URLs). */
  slugs: Partial<Record<Locale, string>>;
}

const visible = (now: Date) => and(eq(articles.isActive, true), lte(articles.publishedAt, now));

/** Published articles in a language, newest first, with their cover image. */
export async function listArticles(
  db: Db,
  locale: Locale,
  now: Date = new Date(),
): Promise<ArticleSummary[]> {
  const rows = await db
    .select({
      id: articles.id,
      title: articleTranslations.title,
      slug: articleTranslations.slug,
      excerpt: articleTranslations.excerpt,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .innerJoin(
      articleTranslations,
      and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.locale, locale)),
    )
    .where(visible(now))
    .orderBy(desc(articles.publishedAt), asc(articles.position), asc(articles.id));
  const images = await imagesByOwner(
    db,
    'article',
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const image = images.get(row.id)?.[0];
    return {
      ...row,
      publishedAt: row.publishedAt.toISOString(),
      image: image ? { url: image.url } : null,
    };
  });
}

/** One published article by its slug in a language; null when no such article is visible. */
export async function getArticle(
  db: Db,
  locale: Locale,
  slug: string,
  now: Date = new Date(),
): Promise<ArticlePage | null> {
  const [row] = await db
    .select({
      id: articles.id,
      title: articleTranslations.title,
      slug: articleTranslations.slug,
      excerpt: articleTranslations.excerpt,
      body: articleTranslations.body,
      publishedAt: articles.publishedAt,
    })
    .from(articleTranslations)
    .innerJoin(articles, eq(articles.id, articleTranslations.articleId))
    .where(
      and(eq(articleTranslations.locale, locale), eq(articleTranslations.slug, slug), visible(now)),
    );
  if (!row) return null;
  const [translations, images] = await Promise.all([
    db
      .select({ locale: articleTranslations.locale, slug: articleTranslations.slug })
      .from(articleTranslations)
      .where(eq(articleTranslations.articleId, row.id)),
    imagesByOwner(db, 'article', [row.id]),
  ]);
  const image = images.get(row.id)?.[0];
  return {
    ...row,
    publishedAt: row.publishedAt.toISOString(),
    image: image ? { url: image.url } : null,
    slugs: Object.fromEntries(translations.map((t) => [t.locale, t.slug])),
  };
}

/** Every published article with its slug per locale (sitemap). */
export async function listArticleSlugs(
  db: Db,
  now: Date = new Date(),
): Promise<Array<{ id: number; slugs: Partial<Record<Locale, string>> }>> {
  const ids = await db.select({ id: articles.id }).from(articles).where(visible(now));
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: articleTranslations.articleId,
      locale: articleTranslations.locale,
      slug: articleTranslations.slug,
    })
    .from(articleTranslations)
    .where(
      inArray(
        articleTranslations.articleId,
        ids.map((r) => r.id),
      ),
    )
    .orderBy(asc(articleTranslations.articleId));
  const byId = new Map<number, Partial<Record<Locale, string>>>();
  for (const row of rows) {
    const slugs = byId.get(row.id) ?? {};
    slugs[row.locale as Locale] = row.slug;
    byId.set(row.id, slugs);
  }
  return [...byId].map(([id, slugs]) => ({ id, slugs }));
}
