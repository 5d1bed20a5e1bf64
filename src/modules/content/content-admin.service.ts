/**
 * The back office's content writes (docs/decisions/044-content-back-office.md): articles and
 * their types, FAQ entries, text blocks, banners (wallpapers), slides and the legal pages' texts.
 * Every save is checked by content-admin.rules.ts, compared with the version the form showed
 * (locked row: a colleague's save in between is a conflict, nothing written), audited in its
 * transaction, and after the commit every cache of this process is emptied so the storefront
 * shows it on the next request.
 */
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { LOCALES, type Locale } from '../../shared/locale';
import { notifySettingsChange } from '../../shared/settings-change';
import { recordAudit } from '../audit';
import {
  attachImage,
  detachImages,
  imagesOf,
  setImageAlt,
  type AttachedImage,
  type FileStorage,
  type ImageAlt,
  type ImageOwnerType,
} from '../media';
import {
  checkArticle,
  checkBanner,
  checkFaq,
  checkLegalText,
  checkSlide,
  checkTexts,
  contentVersion,
  legalTextIdentifier,
  moveInOrder,
  LEGAL_PAGES,
  type ArticleInput,
  type BannerInput,
  type FaqInput,
  type LegalPageName,
  type Problems,
  type SlideInput,
} from './content-admin.rules';
import {
  articleTranslations,
  articleTypes,
  articles,
  faqEntries,
  faqTranslations,
  sliderTranslations,
  sliders,
  texts,
  wallpapers,
} from './content.tables';

/** What a save answers: done (with the record's id), refused per field, stale, or not found. */
export type SaveResult =
  | { ok: true; id: number }
  | { ok: false; problems: Problems }
  | { ok: false; conflict: true }
  | { ok: false; notFound: true };

/**
 * "Content changed": the storefront's memos, rendered pages and cached API answers are emptied
 * by the same signal as a settings save (they listen to it in app.ts and api.ts).
 */
export function notifyContentChange(): void {
  notifySettingsChange();
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const asDb = (tx: Tx) => tx as unknown as Db;

async function write(db: Db, work: (tx: Tx) => Promise<SaveResult>): Promise<SaveResult> {
  const result = await db.transaction(work);
  if (result.ok) notifyContentChange();
  return result;
}

type PerLocale<T> = Partial<Record<Locale, T>>;

// --- articles ---------------------------------------------------------------------------------

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
      if (taken) problems[`slug.${locale}`] = 'slug_taken';
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

// --- pictures of articles, banners and slides -------------------------------------------------

const OWNER_TABLES = { article: articles, wallpaper: wallpapers, slider: sliders } as const;
export type ContentImageOwner = keyof typeof OWNER_TABLES;

async function ownerExists(tx: Tx, owner: ContentImageOwner, id: number): Promise<boolean> {
  const table = OWNER_TABLES[owner];
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  return Boolean(row);
}

/** Attaches an upload (`POST /api/admin/uploads`) as a picture of the record, alt per language. */
export async function attachContentImage(
  db: Db,
  storage: FileStorage,
  actorUserId: number,
  owner: ContentImageOwner,
  ownerId: number,
  uploadId: number,
  alt: ImageAlt,
): Promise<SaveResult> {
  return write(db, async (tx) => {
    if (!(await ownerExists(tx, owner, ownerId))) return { ok: false, notFound: true };
    const attached = await attachImage(asDb(tx), storage, {
      ownerType: owner as ImageOwnerType,
      ownerId,
      uploadId,
      alt,
    });
    if (typeof attached === 'string')
      return { ok: false, problems: { upload_id: 'invalid_value' } };
    await recordAudit(tx, {
      actorUserId,
      action: 'content.image.attach',
      entity: owner,
      entityId: ownerId,
      before: null,
      after: attached,
    });
    return { ok: true, id: attached.id };
  });
}

export async function setContentImageAlt(
  db: Db,
  actorUserId: number,
  owner: ContentImageOwner,
  ownerId: number,
  imageId: number,
  alt: ImageAlt,
): Promise<SaveResult> {
  return write(db, async (tx) => {
    if (!(await setImageAlt(asDb(tx), owner as ImageOwnerType, ownerId, imageId, alt)))
      return { ok: false, notFound: true };
    await recordAudit(tx, {
      actorUserId,
      action: 'content.image.alt',
      entity: owner,
      entityId: ownerId,
      before: null,
      after: { imageId, alt },
    });
    return { ok: true, id: imageId };
  });
}

export async function removeContentImage(
  db: Db,
  actorUserId: number,
  owner: ContentImageOwner,
  ownerId: number,
  imageId: number,
): Promise<SaveResult> {
  return write(db, async (tx) => {
    const removed = await detachImages(asDb(tx), owner as ImageOwnerType, ownerId, [imageId]);
    if (removed === 0) return { ok: false, notFound: true };
    await recordAudit(tx, {
      actorUserId,
      action: 'content.image.remove',
      entity: owner,
      entityId: ownerId,
      before: { imageId },
      after: null,
    });
    return { ok: true, id: imageId };
  });
}

// --- FAQ --------------------------------------------------------------------------------------

export interface AdminFaqEntry {
  id: number;
  group: string;
  active: boolean;
  position: number;
  question: PerLocale<string>;
  answer: PerLocale<string>;
  version: string;
}

async function faqRows(db: Db, ids?: number[]): Promise<AdminFaqEntry[]> {
  const entries = await db
    .select()
    .from(faqEntries)
    .where(ids ? inArray(faqEntries.id, ids) : undefined)
    .orderBy(asc(faqEntries.position), asc(faqEntries.id));
  const textRows = entries.length
    ? await db
        .select()
        .from(faqTranslations)
        .where(
          inArray(
            faqTranslations.faqEntryId,
            entries.map((e) => e.id),
          ),
        )
    : [];
  return entries.map((e) => {
    const question: PerLocale<string> = {};
    const answer: PerLocale<string> = {};
    for (const t of textRows.filter((r) => r.faqEntryId === e.id)) {
      question[t.locale as Locale] = t.question;
      answer[t.locale as Locale] = t.answer;
    }
    const base = {
      id: e.id,
      group: e.groupIdentifier,
      active: e.isActive,
      position: e.position,
      question,
      answer,
    };
    return { ...base, version: contentVersion(base) };
  });
}

/** Every FAQ entry (hidden ones too), in the storefront's order. */
export const listAdminFaq = (db: Db) => faqRows(db);

/** Creates (`id` null, placed last) or replaces a FAQ entry. */
export async function saveFaqEntry(
  db: Db,
  actorUserId: number,
  id: number | null,
  input: FaqInput,
  version: string | null,
): Promise<SaveResult> {
  const checked = checkFaq(input);
  if (!checked.ok) return checked;
  const value = checked.value;
  return write(db, async (tx) => {
    let before: AdminFaqEntry | null = null;
    if (id !== null) {
      await tx
        .select({ id: faqEntries.id })
        .from(faqEntries)
        .where(eq(faqEntries.id, id))
        .for('update');
      before = (await faqRows(asDb(tx), [id]))[0] ?? null;
      if (!before) return { ok: false, notFound: true };
      if (version !== null && before.version !== version) return { ok: false, conflict: true };
    }
    let entryId = id;
    if (entryId === null) {
      const all = await tx.select({ position: faqEntries.position }).from(faqEntries);
      const position = Math.max(-1, ...all.map((r) => r.position)) + 1;
      const [made] = await tx
        .insert(faqEntries)
        .values({ groupIdentifier: value.group, isActive: value.active, position })
        .returning({ id: faqEntries.id });
      entryId = made!.id;
    } else
      await tx
        .update(faqEntries)
        .set({ groupIdentifier: value.group, isActive: value.active })
        .where(eq(faqEntries.id, entryId));
    await tx.delete(faqTranslations).where(eq(faqTranslations.faqEntryId, entryId));
    const rows = Object.entries(value.texts).map(([locale, t]) => ({
      faqEntryId: entryId!,
      locale,
      question: t.question,
      answer: t.answer,
    }));
    if (rows.length) await tx.insert(faqTranslations).values(rows);
    await recordAudit(tx, {
      actorUserId,
      action: id === null ? 'content.faq.create' : 'content.faq.update',
      entity: 'faq_entries',
      entityId: entryId,
      before: before ? { ...before, version: undefined } : null,
      after: value,
    });
    return { ok: true, id: entryId };
  });
}

/** Moves an entry one place up or down (positions renumbered 0…n so the order is total). */
export async function moveFaqEntry(
  db: Db,
  actorUserId: number,
  id: number,
  direction: 'up' | 'down',
): Promise<SaveResult> {
  return write(db, async (tx) => {
    const rows = await tx
      .select({ id: faqEntries.id, position: faqEntries.position })
      .from(faqEntries)
      .orderBy(asc(faqEntries.position), asc(faqEntries.id))
      .for('update');
    if (!rows.some((r) => r.id === id)) return { ok: false, notFound: true };
    const order = moveInOrder(
      rows.map((r) => r.id),
      id,
      direction,
    );
    for (const [position, entryId] of order.entries())
      if (rows.find((r) => r.id === entryId)!.position !== position)
        await tx.update(faqEntries).set({ position }).where(eq(faqEntries.id, entryId));
    await recordAudit(tx, {
      actorUserId,
      action: 'content.faq.move',
      entity: 'faq_entries',
      entityId: id,
      before: { order: rows.map((r) => r.id) },
      after: { order, direction },
    });
    return { ok: true, id };
  });
}

export async function deleteFaqEntry(
  db: Db,
  actorUserId: number,
  id: number,
  version: string | null,
): Promise<SaveResult> {
  return write(db, async (tx) => {
    const [before] = await faqRows(asDb(tx), [id]);
    if (!before) return { ok: false, notFound: true };
    if (version !== null && before.version !== version) return { ok: false, conflict: true };
    await tx.delete(faqEntries).where(eq(faqEntries.id, id));
    await recordAudit(tx, {
      actorUserId,
      action: 'content.faq.delete',
      entity: 'faq_entries',
      entityId: id,
      before: { ...before, version: undefined },
      after: null,
    });
    return { ok: true, id };
  });
}

// --- text blocks and legal pages -------------------------------------------------------------

export interface AdminTextBlock {
  identifier: string;
  values: PerLocale<string>;
  version: string;
}

async function textBlock(db: Db, identifier: string): Promise<AdminTextBlock> {
  const rows = await db
    .select({ locale: texts.locale, text: texts.text })
    .from(texts)
    .where(eq(texts.identifier, identifier));
  const values: PerLocale<string> = {};
  for (const r of rows) values[r.locale as Locale] = r.text;
  return { identifier, values, version: contentVersion(values) };
}

const LEGAL_IDENTIFIERS = new Set<string>(LEGAL_PAGES.map(legalTextIdentifier));

/** The storefront's text blocks (home banner, footer, contact…), legal pages' texts apart. */
export async function listTextBlocks(db: Db): Promise<AdminTextBlock[]> {
  const ids = await db
    .selectDistinct({ identifier: texts.identifier })
    .from(texts)
    .orderBy(asc(texts.identifier));
  const blocks = await Promise.all(
    ids.filter((r) => !LEGAL_IDENTIFIERS.has(r.identifier)).map((r) => textBlock(db, r.identifier)),
  );
  return blocks;
}

export async function getTextBlock(db: Db, identifier: string): Promise<AdminTextBlock | null> {
  const block = await textBlock(db, identifier);
  return Object.keys(block.values).length ? block : null;
}

async function writeTextBlock(
  tx: Tx,
  actorUserId: number,
  identifier: string,
  values: PerLocale<string>,
  version: string | null,
  now: Date,
  action: string,
): Promise<SaveResult> {
  await tx
    .select({ id: texts.id })
    .from(texts)
    .where(eq(texts.identifier, identifier))
    .for('update');
  const before = await textBlock(asDb(tx), identifier);
  if (version !== null && before.version !== version) return { ok: false, conflict: true };
  for (const locale of LOCALES) {
    const value = (values[locale] ?? '').replace(/\r\n/g, '\n').trim();
    if (value === (before.values[locale] ?? '')) continue;
    if (!value)
      await tx.delete(texts).where(and(eq(texts.identifier, identifier), eq(texts.locale, locale)));
    else
      await tx
        .insert(texts)
        .values({ identifier, locale, text: value, updatedAt: now })
        .onConflictDoUpdate({
          target: [texts.identifier, texts.locale],
          set: { text: value, updatedAt: now },
        });
  }
  await recordAudit(tx, {
    actorUserId,
    action,
    entity: 'texts',
    entityId: identifier,
    before: before.values,
    after: values,
  });
  return { ok: true, id: 0 };
}

/** Saves a text block the storefront reads (French required: the fallback of every language). */
export async function saveTextBlock(
  db: Db,
  actorUserId: number,
  identifier: string,
  values: PerLocale<string>,
  version: string | null,
  now: Date,
): Promise<SaveResult> {
  if (LEGAL_IDENTIFIERS.has(identifier)) return { ok: false, notFound: true };
  const problems = checkTexts(values);
  if (Object.keys(problems).length) return { ok: false, problems };
  return write(db, async (tx) => {
    const [known] = await tx
      .select({ id: texts.id })
      .from(texts)
      .where(eq(texts.identifier, identifier));
    if (!known) return { ok: false, notFound: true };
    return writeTextBlock(tx, actorUserId, identifier, values, version, now, 'content.text.update');
  });
}

/** A legal page's edited text per language (absent: the page shows its default text). */
export async function getLegalPageText(db: Db, page: LegalPageName): Promise<AdminTextBlock> {
  return textBlock(db, legalTextIdentifier(page));
}

/** The edited text of a legal page in exactly this language (no French fallback), or null. */
export async function legalPageText(
  db: Db,
  page: LegalPageName,
  locale: Locale,
): Promise<string | null> {
  const [row] = await db
    .select({ text: texts.text })
    .from(texts)
    .where(and(eq(texts.identifier, legalTextIdentifier(page)), eq(texts.locale, locale)));
  return row?.text ?? null;
}

/** Saves a legal page's texts; an emptied language goes back to the default text. */
export async function saveLegalPageText(
  db: Db,
  actorUserId: number,
  page: LegalPageName,
  values: PerLocale<string>,
  version: string | null,
  now: Date,
): Promise<SaveResult> {
  const problems = checkLegalText(values);
  if (Object.keys(problems).length) return { ok: false, problems };
  return write(db, (tx) =>
    writeTextBlock(
      tx,
      actorUserId,
      legalTextIdentifier(page),
      values,
      version,
      now,
      'content.page.update',
    ),
  );
}

// --- banners (wallpapers) ------------------------------------------------------------------------

export interface AdminBanner {
  id: number;
  name: string;
  tags: string[];
  linkUrl: string | null;
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
  position: number;
  images: AttachedImage[];
  version: string;
}

async function bannerRows(db: Db, id?: number, lock = false): Promise<AdminBanner[]> {
  const query = db
    .select()
    .from(wallpapers)
    .where(id === undefined ? undefined : eq(wallpapers.id, id))
    .orderBy(asc(wallpapers.position), asc(wallpapers.id));
  const rows = lock ? await query.for('update') : await query;
  return Promise.all(
    rows.map(async (w) => {
      const base = {
        id: w.id,
        name: w.name,
        tags: w.tags,
        linkUrl: w.linkUrl,
        startsAt: w.startsAt?.toISOString() ?? null,
        endsAt: w.endsAt?.toISOString() ?? null,
        active: w.isActive,
        position: w.position,
      };
      return {
        ...base,
        images: await imagesOf(db, 'wallpaper', w.id),
        version: contentVersion(base),
      };
    }),
  );
}

export const listAdminBanners = (db: Db) => bannerRows(db);

export async function saveBanner(
  db: Db,
  actorUserId: number,
  id: number | null,
  input: BannerInput,
  version: string | null,
): Promise<SaveResult> {
  const checked = checkBanner(input);
  if (!checked.ok) return checked;
  const value = checked.value;
  return write(db, async (tx) => {
    const [before] = id === null ? [] : await bannerRows(asDb(tx), id, true);
    if (id !== null && !before) return { ok: false, notFound: true };
    if (before && version !== null && before.version !== version)
      return { ok: false, conflict: true };
    let bannerId = id;
    if (bannerId === null) {
      const [made] = await tx.insert(wallpapers).values(value).returning({ id: wallpapers.id });
      bannerId = made!.id;
    } else await tx.update(wallpapers).set(value).where(eq(wallpapers.id, bannerId));
    await recordAudit(tx, {
      actorUserId,
      action: id === null ? 'content.banner.create' : 'content.banner.update',
      entity: 'wallpapers',
      entityId: bannerId,
      before: before ? { ...before, images: undefined, version: undefined } : null,
      after: value,
    });
    return { ok: true, id: bannerId };
  });
}

export async function deleteBanner(db: Db, actorUserId: number, id: number): Promise<SaveResult> {
  return write(db, async (tx) => {
    const [before] = await bannerRows(asDb(tx), id, true);
    if (!before) return { ok: false, notFound: true };
    await detachImages(asDb(tx), 'wallpaper', id);
    await tx.delete(wallpapers).where(eq(wallpapers.id, id));
    await recordAudit(tx, {
      actorUserId,
      action: 'content.banner.delete',
      entity: 'wallpapers',
      entityId: id,
      before: { ...before, images: undefined, version: undefined },
      after: null,
    });
    return { ok: true, id };
  });
}

// --- slides -------------------------------------------------------------------------------------

export interface AdminSlide {
  id: number;
  tags: string[];
  active: boolean;
  position: number;
  title: PerLocale<string>;
  subtitle: PerLocale<string>;
  link: PerLocale<string>;
  images: AttachedImage[];
  version: string;
}

async function slideRows(db: Db, id?: number, lock = false): Promise<AdminSlide[]> {
  const query = db
    .select()
    .from(sliders)
    .where(id === undefined ? undefined : eq(sliders.id, id))
    .orderBy(asc(sliders.position), asc(sliders.id));
  const rows = lock ? await query.for('update') : await query;
  const textRows = rows.length
    ? await db
        .select()
        .from(sliderTranslations)
        .where(
          inArray(
            sliderTranslations.sliderId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return Promise.all(
    rows.map(async (s) => {
      const title: PerLocale<string> = {};
      const subtitle: PerLocale<string> = {};
      const link: PerLocale<string> = {};
      for (const t of textRows.filter((r) => r.sliderId === s.id)) {
        const locale = t.locale as Locale;
        title[locale] = t.title;
        if (t.subtitle) subtitle[locale] = t.subtitle;
        if (t.linkUrl) link[locale] = t.linkUrl;
      }
      const base = {
        id: s.id,
        tags: s.tags,
        active: s.isActive,
        position: s.position,
        title,
        subtitle,
        link,
      };
      return { ...base, images: await imagesOf(db, 'slider', s.id), version: contentVersion(base) };
    }),
  );
}

export const listAdminSlides = (db: Db) => slideRows(db);

export async function saveSlide(
  db: Db,
  actorUserId: number,
  id: number | null,
  input: SlideInput,
  version: string | null,
): Promise<SaveResult> {
  const checked = checkSlide(input);
  if (!checked.ok) return checked;
  const value = checked.value;
  return write(db, async (tx) => {
    const [before] = id === null ? [] : await slideRows(asDb(tx), id, true);
    if (id !== null && !before) return { ok: false, notFound: true };
    if (before && version !== null && before.version !== version)
      return { ok: false, conflict: true };
    const fields = { tags: value.tags, isActive: value.isActive, position: value.position };
    let slideId = id;
    if (slideId === null) {
      const [made] = await tx.insert(sliders).values(fields).returning({ id: sliders.id });
      slideId = made!.id;
    } else await tx.update(sliders).set(fields).where(eq(sliders.id, slideId));
    await tx.delete(sliderTranslations).where(eq(sliderTranslations.sliderId, slideId));
    const rows = Object.entries(value.texts).map(([locale, t]) => ({
      sliderId: slideId!,
      locale,
      ...t,
    }));
    if (rows.length) await tx.insert(sliderTranslations).values(rows);
    await recordAudit(tx, {
      actorUserId,
      action: id === null ? 'content.slide.create' : 'content.slide.update',
      entity: 'sliders',
      entityId: slideId,
      before: before ? { ...before, images: undefined, version: undefined } : null,
      after: value,
    });
    return { ok: true, id: slideId };
  });
}

export async function deleteSlide(db: Db, actorUserId: number, id: number): Promise<SaveResult> {
  return write(db, async (tx) => {
    const [before] = await slideRows(asDb(tx), id, true);
    if (!before) return { ok: false, notFound: true };
    await detachImages(asDb(tx), 'slider', id);
    await tx.delete(sliders).where(eq(sliders.id, id));
    await recordAudit(tx, {
      actorUserId,
      action: 'content.slide.delete',
      entity: 'sliders',
      entityId: id,
      before: { ...before, images: undefined, version: undefined },
      after: null,
    });
    return { ok: true, id };
  });
}
