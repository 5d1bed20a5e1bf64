/** Text blocks the storefront reads and the legal pages' texts (see content-admin.service.ts). */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { LOCALES, type Locale } from '../../shared/locale';
import { recordAudit } from '../audit';
import { checkTexts, contentVersion } from './content-admin.rules';
import {
  checkLegalText,
  legalTextIdentifier,
  LEGAL_PAGES,
  type LegalPageName,
} from './legal-pages.rules';
import { type SaveResult, type Tx, asDb, write, type PerLocale } from './content-admin.service';
import { texts } from './content.tables';

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
