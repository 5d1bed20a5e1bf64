/**
 * Public read lists of SPEC §7 kept by the content module (docs/decisions/038-read-api.md):
 * `/sliders`, `/articles`, `/article_types` (`/shops`: shop-identity.service.ts), and the lists SPEC names that this shop
 * has no use for (`/species`, `/living_places`, `/activities`: always empty).
 * Only what a visitor may see: active, published, in the request language with French fallback.
 */
import { and, arrayOverlaps, asc, count, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListQuery, ListQuerySpec } from '../../shared/api-query';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locale';
import { imagesByOwner, type ImageDto } from '../media';
import {
  articleTranslations,
  articleTypes,
  articles,
  sliderTranslations,
  sliders,
} from './content.tables';

/** The translation in `locale`, else the French one (rows hold both at most). */
function chooseLocale<T extends { locale: string }>(rows: T[], locale: Locale): T | undefined {
  return rows.find((row) => row.locale === locale) ?? rows.find((r) => r.locale === DEFAULT_LOCALE);
}

function byOwner<T extends { ownerId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.ownerId, [...(map.get(row.ownerId) ?? []), row]);
  return map;
}

const page = (query: ListQuery) => ({ limit: query.limit, offset: (query.page - 1) * query.limit });

// --- sliders ----------------------------------------------------------------------------------

export const slidersQuerySpec: ListQuerySpec = {
  includes: ['images'],
  filters: { tags: 'textList' },
  params: { tags: 'textList' },
  sorts: ['position', 'id'],
  defaultSort: 'position',
};

export interface SliderDto {
  id: number;
  tags: string[];
  position: number;
  locale: string;
  title: string;
  subtitle: string | null;
  link_url: string | null;
  images?: ImageDto[];
}

/** Active slides with a French or request-language text, by position. */
export async function listSliders(db: Db, locale: Locale, query: ListQuery) {
  const tags = (query.filter.tags ?? query.params.tags) as string[] | undefined;
  const where = and(
    eq(sliders.isActive, true),
    tags ? arrayOverlaps(sliders.tags, tags) : undefined,
    inArray(sliderTranslations.locale, [locale, DEFAULT_LOCALE]),
  );
  const sort = query.sort[0]!;
  const order = sort.descending ? desc : asc;
  const ids = await db
    .selectDistinct({ id: sliders.id, position: sliders.position })
    .from(sliders)
    .innerJoin(sliderTranslations, eq(sliderTranslations.sliderId, sliders.id))
    .where(where)
    .orderBy(
      ...(sort.field === 'id' ? [order(sliders.id)] : [order(sliders.position), order(sliders.id)]),
    )
    .limit(page(query).limit)
    .offset(page(query).offset);
  const [counted] = await db
    .select({ total: count(sliders.id) })
    .from(sliders)
    .where(
      and(
        eq(sliders.isActive, true),
        tags ? arrayOverlaps(sliders.tags, tags) : undefined,
        inArray(
          sliders.id,
          db
            .select({ id: sliderTranslations.sliderId })
            .from(sliderTranslations)
            .where(inArray(sliderTranslations.locale, [locale, DEFAULT_LOCALE])),
        ),
      ),
    );
  const wanted = ids.map((row) => row.id);
  if (wanted.length === 0) return { data: [] as SliderDto[], total: counted?.total ?? 0 };
  const [rows, texts, images] = await Promise.all([
    db.select().from(sliders).where(inArray(sliders.id, wanted)),
    db
      .select({
        ownerId: sliderTranslations.sliderId,
        locale: sliderTranslations.locale,
        title: sliderTranslations.title,
        subtitle: sliderTranslations.subtitle,
        linkUrl: sliderTranslations.linkUrl,
      })
      .from(sliderTranslations)
      .where(
        and(
          inArray(sliderTranslations.sliderId, wanted),
          inArray(sliderTranslations.locale, [locale, DEFAULT_LOCALE]),
        ),
      ),
    query.include.has('images') ? imagesByOwner(db, 'slider', wanted) : null,
  ]);
  const slides = new Map(rows.map((row) => [row.id, row]));
  const textsOf = byOwner(texts);
  const data = wanted.map((id): SliderDto => {
    const slide = slides.get(id)!;
    const text = chooseLocale(textsOf.get(id) ?? [], locale)!;
    return {
      id,
      tags: slide.tags,
      position: slide.position,
      locale: text.locale,
      title: text.title,
      subtitle: text.subtitle,
      link_url: text.linkUrl,
      ...(images ? { images: images.get(id) ?? [] } : {}),
    };
  });
  return { data, total: counted?.total ?? 0 };
}

// --- articles and their types -----------------------------------------------------------------

export const articlesQuerySpec: ListQuerySpec = {
  includes: ['images', 'article_type'],
  filters: { article_type_id: 'int', slug: 'text' },
  params: { article_type_id: 'int' },
  sorts: ['published_at', 'position', 'id'],
  defaultSort: '-published_at',
};

export interface ArticleTypeDto {
  id: number;
  identifier: string;
  position: number;
}

export interface ArticleListDto {
  id: number;
  article_type_id: number | null;
  locale: string;
  title: string;
  slug: string;
  excerpt: string;
  published_at: string;
  position: number;
  images?: ImageDto[];
  article_type?: ArticleTypeDto | null;
}

/**
 * Published articles (active, `published_at` passed), newest first by default, each in the
 * request language or French. The body is the article page's (`articles.service`), not a list's.
 */
export async function listArticleCards(db: Db, locale: Locale, query: ListQuery, now: Date) {
  const typeId = (query.filter.article_type_id ?? query.params.article_type_id) as
    number | undefined;
  const slug = query.filter.slug as string | undefined;
  const visible = and(
    eq(articles.isActive, true),
    lte(articles.publishedAt, now),
    typeId !== undefined ? eq(articles.articleTypeId, typeId) : undefined,
    inArray(
      articles.id,
      db
        .select({ id: articleTranslations.articleId })
        .from(articleTranslations)
        .where(
          and(
            inArray(articleTranslations.locale, [locale, DEFAULT_LOCALE]),
            slug !== undefined ? eq(articleTranslations.slug, slug) : undefined,
          ),
        ),
    ),
  );
  const sort = query.sort[0]!;
  const order = sort.descending ? desc : asc;
  const column =
    sort.field === 'id'
      ? articles.id
      : sort.field === 'position'
        ? articles.position
        : articles.publishedAt;
  const rows = await db
    .select()
    .from(articles)
    .where(visible)
    .orderBy(order(column), asc(articles.id))
    .limit(page(query).limit)
    .offset(page(query).offset);
  const [counted] = await db.select({ total: count() }).from(articles).where(visible);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { data: [] as ArticleListDto[], total: counted?.total ?? 0 };
  const [texts, images, types] = await Promise.all([
    db
      .select({
        ownerId: articleTranslations.articleId,
        locale: articleTranslations.locale,
        title: articleTranslations.title,
        slug: articleTranslations.slug,
        excerpt: articleTranslations.excerpt,
      })
      .from(articleTranslations)
      .where(
        and(
          inArray(articleTranslations.articleId, ids),
          inArray(articleTranslations.locale, [locale, DEFAULT_LOCALE]),
        ),
      ),
    query.include.has('images') ? imagesByOwner(db, 'article', ids) : null,
    query.include.has('article_type') ? db.select().from(articleTypes) : null,
  ]);
  const textsOf = byOwner(texts);
  const typeById = new Map((types ?? []).map((t) => [t.id, t]));
  const data = rows.map((row): ArticleListDto => {
    const text = chooseLocale(textsOf.get(row.id) ?? [], locale)!;
    const type = row.articleTypeId === null ? null : (typeById.get(row.articleTypeId) ?? null);
    return {
      id: row.id,
      article_type_id: row.articleTypeId,
      locale: text.locale,
      title: text.title,
      slug: text.slug,
      excerpt: text.excerpt,
      published_at: row.publishedAt.toISOString(),
      position: row.position,
      ...(images ? { images: images.get(row.id) ?? [] } : {}),
      ...(types ? { article_type: type && articleTypeDto(type) } : {}),
    };
  });
  return { data, total: counted?.total ?? 0 };
}

export const articleTypesQuerySpec: ListQuerySpec = {
  filters: { ids: 'intList' },
  sorts: ['position', 'id'],
  defaultSort: 'position',
};

const articleTypeDto = (row: typeof articleTypes.$inferSelect): ArticleTypeDto => ({
  id: row.id,
  identifier: row.identifier,
  position: row.position,
});

/** The kinds of articles (guides, news…): identifiers the storefront translates itself. */
export async function listArticleTypes(db: Db, query: ListQuery) {
  const ids = query.filter.ids as number[] | undefined;
  const where = ids ? inArray(articleTypes.id, ids) : undefined;
  const sort = query.sort[0]!;
  const order = sort.descending ? desc : asc;
  const rows = await db
    .select()
    .from(articleTypes)
    .where(where)
    .orderBy(
      ...(sort.field === 'id'
        ? [order(articleTypes.id)]
        : [order(articleTypes.position), order(articleTypes.id)]),
    )
    .limit(page(query).limit)
    .offset(page(query).offset);
  const [counted] = await db.select({ total: count() }).from(articleTypes).where(where);
  return { data: rows.map(articleTypeDto), total: counted?.total ?? 0 };
}

/** Plain pagination only: the lists that are always empty still check their parameters. */
export const emptyListQuerySpec: ListQuerySpec = {};

export const shopsQuerySpec: ListQuerySpec = {};
