/**
 * The back office's writes of promotions (docs/decisions/043-promotions-back-office.md): promo
 * codes, deals and gift cards, each checked by promo-admin.rules.ts, written with its audit
 * entry in one transaction, and refused when the form was read before someone else's save
 * (`version`: the row's `updated_at`). The caller checks the permission ('catalogue').
 */
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { afterCommit } from '../../db/after-commit';
import { HttpError, notFound, validationFailed } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { LOCALES } from '../../shared/locale';
import { recordAudit } from '../audit';
import { attachImage, detachImages, type FileStorage } from '../media';
import type { CatalogueChanged } from './deal-effects.service';
import {
  dealSlug,
  type DealValues,
  type GiftCardValues,
  type PromoCodeValues,
} from './promo-admin.rules';
import { dealTranslations, deals, giftCards, promoCodes } from './promotions.tables';

export type PromoCodeAdminRow = typeof promoCodes.$inferSelect;
export type DealRow = typeof deals.$inferSelect;
export type GiftCardAdminRow = typeof giftCards.$inferSelect;

/** A record's version as a form carries it. */
export const versionOf = (row: { updatedAt: Date }) => row.updatedAt.toISOString();

const stale = () => new HttpError(409, 'promotion_changed');
const fieldRefusal = (field: string, key: 'promo_code_taken' | 'deal_slug_taken') =>
  validationFailed({ [field]: [{ key }] });

async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (t) => work(t as unknown as Db));
}

/** Every code, newest first (the list filters and searches in memory: a shop has dozens). */
export function listAdminCodes(db: Db): Promise<PromoCodeAdminRow[]> {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.id));
}

export async function adminCode(db: Db, id: number): Promise<PromoCodeAdminRow | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row ?? null;
}

async function codeTaken(tx: Db, code: string, exceptId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(
      and(
        sql`upper(${promoCodes.code}) = ${code.toUpperCase()}`,
        exceptId === null ? undefined : ne(promoCodes.id, exceptId),
      ),
    );
  return row !== undefined;
}

/**
 * A change to a code's picture saved with it: `uploadId` replaces it (one picture a code: the
 * cards show the first), null removes it. Absent: the picture stays.
 */
export interface CodePictureChange {
  storage: FileStorage;
  uploadId: number | null;
}

async function changeCodePicture(tx: Db, id: number, change: CodePictureChange | undefined) {
  if (!change) return;
  await detachImages(tx, 'promo_code', id);
  if (change.uploadId === null) return;
  const attached = await attachImage(tx, change.storage, {
    ownerType: 'promo_code',
    ownerId: id,
    uploadId: change.uploadId,
  });
  // Not an image, or an upload that is not there: the whole save is refused.
  if (typeof attached === 'string') throw validationFailed({ upload_id: [{ key: attached }] });
}

/** Creates a code; refuses one whose code another code has (whatever the case). */
export function createPromoCode(
  db: Db,
  actorUserId: number,
  values: PromoCodeValues,
  now: Date,
  picture?: CodePictureChange,
): Promise<PromoCodeAdminRow> {
  return inTransaction(db, async (tx) => {
    if (await codeTaken(tx, values.code, null)) throw fieldRefusal('code', 'promo_code_taken');
    const [row] = await tx
      .insert(promoCodes)
      .values({ ...values, updatedAt: now })
      .returning();
    await changeCodePicture(tx, row!.id, picture);
    await recordAudit(tx, {
      actorUserId,
      action: 'promo_code.create',
      entity: 'promo_code',
      entityId: row!.id,
      before: null,
      after: row,
    });
    return row!;
  });
}

/** Saves a code read at `version`; 409 when someone saved it since, 404 when it is gone. */
export function updatePromoCode(
  db: Db,
  actorUserId: number,
  id: number,
  values: PromoCodeValues,
  version: string,
  now: Date,
  picture?: CodePictureChange,
): Promise<PromoCodeAdminRow> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!before) throw notFound();
    if (versionOf(before) !== version) throw stale();
    if (await codeTaken(tx, values.code, id)) throw fieldRefusal('code', 'promo_code_taken');
    const updatedAt = new Date(Math.max(now.getTime(), before.updatedAt.getTime() + 1));
    const [row] = await tx
      .update(promoCodes)
      .set({ ...values, updatedAt })
      .where(eq(promoCodes.id, id))
      .returning();
    await changeCodePicture(tx, id, picture);
    await recordAudit(tx, {
      actorUserId,
      action: 'promo_code.update',
      entity: 'promo_code',
      entityId: id,
      before,
      after: row,
    });
    return row!;
  });
}

export interface AdminDeal extends DealRow {
  title: Partial<Record<Locale, string>>;
  description: Partial<Record<Locale, string>>;
  slug: Partial<Record<Locale, string>>;
}

/** Every deal with its texts, running and future first by start, then the past. */
export async function listAdminDeals(db: Db): Promise<AdminDeal[]> {
  const rows = await db.select().from(deals).orderBy(desc(deals.startsAt), asc(deals.id));
  const texts = await db.select().from(dealTranslations);
  return rows.map((row) => {
    const mine = texts.filter((t) => t.dealId === row.id);
    const by = (field: 'title' | 'description' | 'slug') =>
      Object.fromEntries(mine.map((t) => [t.locale, t[field]])) as Partial<Record<Locale, string>>;
    return { ...row, title: by('title'), description: by('description'), slug: by('slug') };
  });
}

export async function adminDeal(db: Db, id: number): Promise<AdminDeal | null> {
  return (await listAdminDeals(db)).find((deal) => deal.id === id) ?? null;
}

async function writeDealTexts(tx: Db, dealId: number, values: DealValues) {
  await tx.delete(dealTranslations).where(eq(dealTranslations.dealId, dealId));
  for (const locale of LOCALES) {
    const title = values.title[locale];
    const slug = dealSlug(title) || `deal-${dealId}`;
    const [clash] = await tx
      .select({ id: dealTranslations.dealId })
      .from(dealTranslations)
      .where(and(eq(dealTranslations.locale, locale), eq(dealTranslations.slug, slug)));
    if (clash) throw fieldRefusal(`title.${locale}`, 'deal_slug_taken');
    await tx.insert(dealTranslations).values({
      dealId,
      locale,
      title,
      slug,
      description: values.description[locale],
    });
  }
}

const dealColumns = (values: DealValues) => ({
  productId: values.productId,
  variantId: values.variantId,
  discountPercent: values.discountPercent,
  startsAt: values.startsAt,
  endsAt: values.endsAt,
  isActive: values.isActive,
  position: values.position,
});

/**
 * Creates or saves a deal; the storefront's prices and deal pages read deals live, so only the
 * caches go (`catalogueChanged` after the commit).
 */
export function saveDeal(
  db: Db,
  actorUserId: number,
  id: number | null,
  values: DealValues,
  version: string | null,
  now: Date,
  catalogueChanged: CatalogueChanged,
): Promise<DealRow> {
  return inTransaction(db, async (tx) => {
    let before: DealRow | null = null;
    if (id !== null) {
      [before = null] = await tx.select().from(deals).where(eq(deals.id, id)).for('update');
      if (!before) throw notFound();
      if (versionOf(before) !== version) throw stale();
    }
    const updatedAt = new Date(Math.max(now.getTime(), (before?.updatedAt.getTime() ?? 0) + 1));
    const [row] =
      id === null
        ? await tx
            .insert(deals)
            .values({ ...dealColumns(values), updatedAt })
            .returning()
        : await tx
            .update(deals)
            .set({ ...dealColumns(values), updatedAt })
            .where(eq(deals.id, id))
            .returning();
    await writeDealTexts(tx, row!.id, values);
    await recordAudit(tx, {
      actorUserId,
      action: id === null ? 'deal.create' : 'deal.update',
      entity: 'deal',
      entityId: row!.id,
      before,
      after: { ...row, title: values.title },
    });
    afterCommit(tx, catalogueChanged);
    return row!;
  });
}

/** Gift cards, newest first. */
export function listAdminGiftCards(db: Db): Promise<GiftCardAdminRow[]> {
  return db.select().from(giftCards).orderBy(desc(giftCards.id));
}

export async function adminGiftCard(db: Db, id: number): Promise<GiftCardAdminRow | null> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id));
  return row ?? null;
}

/** No 0/O nor 1/I: a code read aloud or copied from paper is typed right. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `CADEAU-XXXX-XXXX-XXXX`: 60 random bits, from the system's secure source. */
export function newGiftCardCode(): string {
  const group = () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `CADEAU-${group()}-${group()}-${group()}`;
}

/**
 * Issues a card worth `amountCents`; its code is returned here only (lists show its last four
 * characters) and kept out of the audit log, which names the card by id.
 */
export function issueGiftCard(
  db: Db,
  actorUserId: number,
  values: GiftCardValues,
  now: Date,
): Promise<GiftCardAdminRow> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(giftCards)
      .values({
        code: newGiftCardCode(),
        initialCents: values.amountCents,
        balanceCents: values.amountCents,
        expiresAt: values.expiresAt,
        recipientEmail: values.recipientEmail,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const { code: _secret, ...shown } = row!;
    await recordAudit(tx, {
      actorUserId,
      action: 'gift_card.issue',
      entity: 'gift_card',
      entityId: row!.id,
      before: null,
      after: { ...shown, code: `…${row!.code.slice(-4)}` },
    });
    return row!;
  });
}

/** Switches a card off (or back on): a disabled card pays nothing, its balance is kept. */
export function setGiftCardActive(
  db: Db,
  actorUserId: number,
  id: number,
  active: boolean,
  version: string,
  now: Date,
): Promise<GiftCardAdminRow> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
    if (!before) throw notFound();
    if (versionOf(before) !== version) throw stale();
    const updatedAt = new Date(Math.max(now.getTime(), before.updatedAt.getTime() + 1));
    const [row] = await tx
      .update(giftCards)
      .set({ isActive: active, updatedAt })
      .where(eq(giftCards.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId,
      action: active ? 'gift_card.enable' : 'gift_card.disable',
      entity: 'gift_card',
      entityId: id,
      before: { isActive: before.isActive },
      after: { isActive: active },
    });
    return row!;
  });
}
