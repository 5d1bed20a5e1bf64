import {
  and,
  arrayOverlaps,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ListQuery, type ListQuerySpec, pageOf } from '../../shared/api-query';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locale';
import { imagesByOwner, type ImageDto } from '../media';
import { configurations, texts, wallpapers } from './content.tables';

export const textsQuerySpec: ListQuerySpec = {
  filters: { identifier: 'textList' },
  params: { identifier: 'textList' },
  sorts: ['identifier', 'id'],
  defaultSort: 'identifier',
};

export interface TextDto {
  id: number;
  identifier: string;
  locale: string;
  text: string;
}

/**
 * Text blocks in the request's language; an identifier missing in that language falls back
 * to French so a half-translated back office never leaves a hole in the page.
 */
async function textRows(
  db: Db,
  identifiers: string[] | undefined,
  locale: Locale,
): Promise<TextDto[]> {
  const rows = await db
    .select({ id: texts.id, identifier: texts.identifier, locale: texts.locale, text: texts.text })
    .from(texts)
    .where(
      and(
        identifiers ? inArray(texts.identifier, identifiers) : undefined,
        inArray(texts.locale, [locale, DEFAULT_LOCALE]),
      ),
    )
    .orderBy(asc(texts.identifier), asc(texts.id));
  const chosen = new Map<string, TextDto>();
  for (const row of rows) {
    const current = chosen.get(row.identifier);
    if (!current || (row.locale === locale && current.locale !== locale))
      chosen.set(row.identifier, row);
  }
  return [...chosen.values()];
}

export async function listTexts(db: Db, locale: Locale, query: ListQuery) {
  const identifiers = (query.filter.identifier ?? query.params.identifier) as string[] | undefined;
  let rows = await textRows(db, identifiers, locale);
  if (query.sort[0]?.field === 'id') rows.sort((a, b) => a.id - b.id);
  if (query.sort[0]?.descending) rows.reverse();
  const total = rows.length;
  rows = pageOf(rows, query);
  return { data: rows, total };
}

export async function getText(db: Db, id: number): Promise<TextDto | null> {
  const [row] = await db
    .select({ id: texts.id, identifier: texts.identifier, locale: texts.locale, text: texts.text })
    .from(texts)
    .where(eq(texts.id, id));
  return row ?? null;
}

/** Several text blocks by identifier, for pages: `{ home_banner_label: '…' }`. */
export async function getTexts(
  db: Db,
  identifiers: string[],
  locale: Locale,
): Promise<Record<string, string>> {
  const rows = await textRows(db, identifiers, locale);
  return Object.fromEntries(rows.map((r) => [r.identifier, r.text]));
}

/** A configuration the storefront may read (free_shipping, payment_3x_min…); private keys are not found. */
export async function getPublicConfiguration(
  db: Db,
  key: string,
): Promise<{ key: string; value: string } | null> {
  const [row] = await db
    .select({ key: configurations.key, value: configurations.value })
    .from(configurations)
    .where(and(eq(configurations.key, key), eq(configurations.isPublic, true)));
  return row ?? null;
}

export const wallpapersQuerySpec: ListQuerySpec = {
  includes: ['images'],
  filters: { tags: 'textList', inDateRange: 'flag', is_active: 'flag' },
  params: { tags: 'textList', inDateRange: 'flag', is_active: 'flag' },
  sorts: ['position', 'id'],
  defaultSort: 'position',
};

export interface WallpaperDto {
  id: number;
  name: string;
  tags: string[];
  link_url: string | null;
  starts_at: string | null;
  ends_at: string | null;
  is_active: boolean;
  position: number;
  images?: ImageDto[];
}

export async function listWallpapers(db: Db, query: ListQuery, now: Date) {
  const option = (name: string) => query.filter[name] ?? query.params[name];
  const tags = option('tags') as string[] | undefined;
  const isActive = option('is_active') as boolean | undefined;
  const where: SQL | undefined = and(
    tags ? arrayOverlaps(wallpapers.tags, tags) : undefined,
    isActive !== undefined ? eq(wallpapers.isActive, isActive) : undefined,
    option('inDateRange') === true
      ? and(
          or(isNull(wallpapers.startsAt), lte(wallpapers.startsAt, now)),
          or(isNull(wallpapers.endsAt), gte(wallpapers.endsAt, now)),
        )
      : undefined,
  );
  const descending = query.sort[0]?.descending ?? false;
  const rows = await db
    .select()
    .from(wallpapers)
    .where(where)
    .orderBy(
      ...(query.sort[0]?.field === 'id'
        ? [asc(wallpapers.id)]
        : [asc(wallpapers.position), asc(wallpapers.id)]),
    )
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  if (descending) rows.reverse();
  const [counted] = await db.select({ total: count() }).from(wallpapers).where(where);
  const images = query.include.has('images')
    ? await imagesByOwner(
        db,
        'wallpaper',
        rows.map((w) => w.id),
      )
    : null;
  const data: WallpaperDto[] = rows.map((w) => ({
    id: w.id,
    name: w.name,
    tags: w.tags,
    link_url: w.linkUrl,
    starts_at: w.startsAt?.toISOString() ?? null,
    ends_at: w.endsAt?.toISOString() ?? null,
    is_active: w.isActive,
    position: w.position,
    ...(images ? { images: images.get(w.id) ?? [] } : {}),
  }));
  return { data, total: counted?.total ?? 0 };
}
