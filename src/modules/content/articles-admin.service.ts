/** The back office's articles and article types (see content-admin.service.ts for the save rules). */
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { LOCALES, type Locale } from '../../shared/locale';
import { recordAudit } from '../audit';
import { detachImages, imagesOf, type AttachedImage } from '../media';
import {
  checkArticle,
  contentVersion,
  type ArticleInput,
  type Problems,
} from './content-admin.rules';
import { type SaveResult, asDb, write, type PerLocale } from './content-admin.service';
import { articleTranslations, articleTypes, articles } from './content.tables';

export interface AdminArticle {
  id: number;
  articleTypeId: number | null;
  published: boolean;
  publishedAt: string;
  position: number;
  translations: PerLocale<{ title: string; slug: string; summary: string; body: string }>;
  images: AttachedImage[];
  version: string;
}

export interface AdminArticleRow {
  id: number;
  title: string;
  published: boolean;
  publishedAt: string;
  articleTypeId: number | null;
  locales: Locale[];
}

/** Every article, drafts included, newest first, with its French (or first) title. */
export async function listAdminArticles(db: Db): Promise<AdminArticleRow[]> {
  const rows = await db
    .select()
    .from(articles)
    .orderBy(desc(articles.publishedAt), desc(articles.id));
  const names = await db
    .select({
      id: articleTranslations.articleId,
      locale: articleTranslations.locale,
      title: articleTranslations.title,
    })
    .from(articleTranslations);
  const byId = new Map<number, Array<{ locale: string; title: string }>>();
  for (const n of names) byId.set(n.id, [...(byId.get(n.id) ?? []), n]);
  return rows.map((row) => {
    const list = byId.get(row.id) ?? [];
    return {
      id: row.id,
      title: (list.find((n) => n.locale === 'fr') ?? list[0])?.title ?? '',
      published: row.isActive,
      publishedAt: row.publishedAt.toISOString(),
      articleTypeId: row.articleTypeId,
      locales: LOCALES.filter((l) => list.some((n) => n.locale === l)),
    };
  });
}

async function readArticle(db: Db, id: number, lock = false) {
  const query = db.select().from(articles).where(eq(articles.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const rows = await db
    .select()
    .from(articleTranslations)
    .where(eq(articleTranslations.articleId, id));
  const translations: AdminArticle['translations'] = {};
  for (const t of rows)
    translations[t.locale as Locale] = {
      title: t.title,
      slug: t.slug,
      summary: t.excerpt,
      body: t.body,
    };
  const base = {
    id: row.id,
    articleTypeId: row.articleTypeId,
    published: row.isActive,
    publishedAt: row.publishedAt.toISOString(),
    position: row.position,
    translations,
  };
  return { ...base, version: contentVersion(base) };
}

/** One article as its editor shows it (all languages, images, version); null when unknown. */
export async function getAdminArticle(db: Db, id: number): Promise<AdminArticle | null> {
  const article = await readArticle(db, id);
  if (!article) return null;
  return { ...article, images: await imagesOf(db, 'article', id) };
}

/**
 * Creates (`id` null) or replaces an article. A slug already used in that language by another
 * article is refused beside its field; the type must exist.
 */
export async function saveArticle(
  db: Db,
  actorUserId: number,
  id: number | null,
  input: ArticleInput,
  version: string | null,
  now: Date,
): Promise<SaveResult> {
  const checked = checkArticle(input, now);
  if (!checked.ok) return checked;
  const value = checked.value;
  return write(db, async (tx) => {
    const before = id === null ? null : await readArticle(asDb(tx), id, true);
    if (id !== null && !before) return { ok: false, notFound: true };
    if (before && version !== null && before.version !== version)
      return { ok: false, conflict: true };
    const problems: Problems = {};
    if (value.articleTypeId !== null) {
      const [type] = await tx
        .select({ id: articleTypes.id })
        .from(articleTypes)
        .where(eq(articleTypes.id, value.articleTypeId));
      if (!type) problems.article_type_id = 'invalid_value';
    }
    for (const [locale, text] of Object.entries(value.translations)) {
      const [taken] = await tx
        .select({ id: articleTranslations.articleId })
        .from(articleTranslations)
        .where(
          and(
            eq(articleTranslations.locale, locale),
            eq(articleTranslations.slug, text.slug),
            id === null ? undefined : ne(articleTranslations.articleId, id),
          ),
        );
      if (taken) problems[`slug.${locale}`] = 'article_slug_taken';
    }
    if (Object.keys(problems).length > 0) return { ok: false, problems };
    const fields = {
      articleTypeId: value.articleTypeId,
      isActive: value.isActive,
      publishedAt: value.publishedAt,
      position: value.position,
    };
    let articleId = id;
    if (articleId === null) {
      const [made] = await tx.insert(articles).values(fields).returning({ id: articles.id });
      articleId = made!.id;
    } else await tx.update(articles).set(fields).where(eq(articles.id, articleId));
    await tx.delete(articleTranslations).where(eq(articleTranslations.articleId, articleId));
    const rows = Object.entries(value.translations).map(([locale, text]) => ({
      articleId: articleId!,
      locale,
      title: text.title,
      slug: text.slug,
      excerpt: text.summary,
      body: text.body,
    }));
    if (rows.length > 0) await tx.insert(articleTranslations).values(rows);
    await recordAudit(tx, {
      actorUserId,
      action: id === null ? 'content.article.create' : 'content.article.update',
      entity: 'articles',
      entityId: articleId,
      before: before ? { ...before, version: undefined } : null,
      after: { ...fields, publishedAt: fields.publishedAt.toISOString(), ...value.translations },
    });
    return { ok: true, id: articleId };
  });
}

/** Deletes an article, its texts and its pictures (version checked like a save). */
export async function deleteArticle(
  db: Db,
  actorUserId: number,
  id: number,
  version: string | null,
): Promise<SaveResult> {
  return write(db, async (tx) => {
    const before = await readArticle(asDb(tx), id, true);
    if (!before) return { ok: false, notFound: true };
    if (version !== null && before.version !== version) return { ok: false, conflict: true };
    await detachImages(asDb(tx), 'article', id);
    await tx.delete(articles).where(eq(articles.id, id));
    await recordAudit(tx, {
      actorUserId,
      action: 'content.article.delete',
      entity: 'articles',
      entityId: id,
      before: { ...before, version: undefined },
      after: null,
    });
    return { ok: true, id };
  });
}

export interface AdminArticleType {
  id: number;
  identifier: string;
  position: number;
  articles: number;
}

export async function listAdminArticleTypes(db: Db): Promise<AdminArticleType[]> {
  const [types, rows] = await Promise.all([
    db.select().from(articleTypes).orderBy(asc(articleTypes.position), asc(articleTypes.id)),
    db.select({ typeId: articles.articleTypeId }).from(articles),
  ]);
  return types.map((t) => ({
    ...t,
    articles: rows.filter((r) => r.typeId === t.id).length,
  }));
}

/** A new kind of article (`guides`, `news`…): an identifier the storefront translates. */
export async function createArticleType(
  db: Db,
  actorUserId: number,
  identifier: string,
  position: number,
): Promise<SaveResult> {
  const value = identifier.trim();
  if (!/^[a-z][a-z0-9_]{0,63}$/.test(value))
    return { ok: false, problems: { identifier: value ? 'invalid_value' : 'required' } };
  if (!Number.isInteger(position) || position < 0 || position > 9999)
    return { ok: false, problems: { position: 'invalid_value' } };
  return write(db, async (tx) => {
    const [exists] = await tx
      .select({ id: articleTypes.id })
      .from(articleTypes)
      .where(eq(articleTypes.identifier, value));
    if (exists) return { ok: false, problems: { identifier: 'invalid_value' } };
    const [made] = await tx
      .insert(articleTypes)
      .values({ identifier: value, position })
      .returning({ id: articleTypes.id });
    await recordAudit(tx, {
      actorUserId,
      action: 'content.article_type.create',
      entity: 'article_types',
      entityId: made!.id,
      before: null,
      after: { identifier: value, position },
    });
    return { ok: true, id: made!.id };
  });
}

/** Removes a type; its articles keep going, without a type. */
export async function deleteArticleType(
  db: Db,
  actorUserId: number,
  id: number,
): Promise<SaveResult> {
  return write(db, async (tx) => {
    const [row] = await tx.select().from(articleTypes).where(eq(articleTypes.id, id));
    if (!row) return { ok: false, notFound: true };
    await tx.delete(articleTypes).where(eq(articleTypes.id, id));
    await recordAudit(tx, {
      actorUserId,
      action: 'content.article_type.delete',
      entity: 'article_types',
      entityId: id,
      before: row,
      after: null,
    });
    return { ok: true, id };
  });
}
