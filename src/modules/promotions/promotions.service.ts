import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pick, type Locale } from '../../shared/locale';
import { imagesByOwner } from '../media';
import { runningAt } from './deal-effects.service';
import { parisLastDay } from './shop-days.rules';
import { promoValueOf, type PromoValue } from './promotions.rules';
import { dealTranslations, deals, giftCards, promoCodes } from './promotions.tables';

export interface FeaturedPromoCode {
  id: number;
  code: string;
  name: string;
  subtitle: string;
  /** What the code takes off (a percent or a fixed amount); null for a broken row. */
  value: PromoValue | null;
  /** The order the code needs (products it is for, incl. tax); 0 when none. */
  minAmountCents: number;
  image: { url: string } | null;
}

/**
 * SPEC §7 `codes?is_featured=1&inDateRange=1&include=images&sort=-value`: the featured codes
 * valid now, best percent first, then the fixed amounts, largest first (as `/api/codes`).
 * PRO-only codes are left out unless `includePro` (a verified
 * PRO customer; accounts come later).
 */
export async function listFeaturedPromoCodes(
  db: Db,
  locale: Locale,
  options: { now?: Date; includePro?: boolean; limit?: number } = {},
): Promise<FeaturedPromoCode[]> {
  const now = options.now ?? new Date();
  const rows = await db
    .select({
      id: promoCodes.id,
      code: promoCodes.code,
      name: promoCodes.name,
      subtitle: promoCodes.subtitle,
      valuePercent: promoCodes.valuePercent,
      valueCents: promoCodes.valueCents,
      minAmountCents: promoCodes.minAmountCents,
    })
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.isActive, true),
        eq(promoCodes.isFeatured, true),
        options.includePro ? undefined : eq(promoCodes.isProOnly, false),
        or(isNull(promoCodes.startsAt), lte(promoCodes.startsAt, now)),
        or(isNull(promoCodes.endsAt), gte(promoCodes.endsAt, now)),
      ),
    )
    .orderBy(
      sql`${promoCodes.valuePercent} desc nulls last`,
      desc(promoCodes.valueCents),
      asc(promoCodes.id),
    )
    .limit(options.limit ?? 200);
  const images = await imagesByOwner(
    db,
    'promo_code',
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const image = images.get(row.id)?.[0];
    return {
      id: row.id,
      code: row.code,
      name: pick(row.name, locale),
      subtitle: pick(row.subtitle, locale),
      value: promoValueOf(row),
      minAmountCents: row.minAmountCents,
      image: image ? { url: image.url } : null,
    };
  });
}

export interface DealSummary {
  id: number;
  title: string;
  slug: string;
  description: string;
  discountPercent: number;
  endsAt: string;
  /** The last shop day (Europe/Paris, YYYY-MM-DD): `endsAt` is the midnight after it. */
  endsOn: string;
  image: { url: string } | null;
  /** The discounted product, when the deal is on one (its page is the catalogue's). */
  productId: number | null;
  /** The one variant the deal lowers; null: every variant of the product. */
  variantId: number | null;
}

export interface DealPage extends DealSummary {
  slugs: Partial<Record<Locale, string>>;
}

async function dealRows(db: Db, locale: Locale, now: Date, slug?: string) {
  const rows = await db
    .select({
      id: deals.id,
      title: dealTranslations.title,
      slug: dealTranslations.slug,
      description: dealTranslations.description,
      discountPercent: deals.discountPercent,
      endsAt: deals.endsAt,
      productId: deals.productId,
      variantId: deals.variantId,
    })
    .from(deals)
    .innerJoin(
      dealTranslations,
      and(eq(dealTranslations.dealId, deals.id), eq(dealTranslations.locale, locale)),
    )
    .where(and(runningAt(now), slug === undefined ? undefined : eq(dealTranslations.slug, slug)))
    .orderBy(asc(deals.position), asc(deals.id));
  const images = await imagesByOwner(
    db,
    'deal',
    rows.map((r) => r.id),
  );
  return rows.map((row): DealSummary => {
    const image = images.get(row.id)?.[0];
    return {
      ...row,
      endsAt: row.endsAt.toISOString(),
      endsOn: parisLastDay(row.endsAt),
      image: image ? { url: image.url } : null,
    };
  });
}

/** Deals running now (window includes `now`), in position order. */
export function listActiveDeals(db: Db, locale: Locale, now: Date = new Date()) {
  return dealRows(db, locale, now);
}

/** One running deal by its slug in a language, with its slugs in the others; null if none. */
export async function getDeal(
  db: Db,
  locale: Locale,
  slug: string,
  now: Date = new Date(),
): Promise<DealPage | null> {
  const [deal] = await dealRows(db, locale, now, slug);
  if (!deal) return null;
  const translations = await db
    .select({ locale: dealTranslations.locale, slug: dealTranslations.slug })
    .from(dealTranslations)
    .where(eq(dealTranslations.dealId, deal.id));
  return { ...deal, slugs: Object.fromEntries(translations.map((t) => [t.locale, t.slug])) };
}

/** Every running deal with its slug per locale (sitemap). */
export async function listDealSlugs(
  db: Db,
  now: Date = new Date(),
): Promise<Array<{ id: number; slugs: Partial<Record<Locale, string>> }>> {
  const ids = (await db.select({ id: deals.id }).from(deals).where(runningAt(now))).map(
    (r) => r.id,
  );
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: dealTranslations.dealId,
      locale: dealTranslations.locale,
      slug: dealTranslations.slug,
    })
    .from(dealTranslations)
    .where(inArray(dealTranslations.dealId, ids));
  const byId = new Map<number, Partial<Record<Locale, string>>>();
  for (const row of rows) {
    const slugs = byId.get(row.id) ?? {};
    slugs[row.locale as Locale] = row.slug;
    byId.set(row.id, slugs);
  }
  return ids.filter((id) => byId.has(id)).map((id) => ({ id, slugs: byId.get(id)! }));
}

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** A promo code typed by the shopper: codes are matched without regard to case or spaces. */
export async function promoCodeByName(db: Db, name: string): Promise<PromoCodeRow | null> {
  const normalised = name.trim().toUpperCase();
  if (normalised.length === 0 || normalised.length > 64) return null;
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(sql`upper(${promoCodes.code}) = ${normalised}`);
  return row ?? null;
}

export async function promoCodeById(db: Db, id: number): Promise<PromoCodeRow | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row ?? null;
}

export type GiftCardRow = typeof giftCards.$inferSelect;

/** A gift card typed by the shopper (case and spaces ignored). */
export async function giftCardByCode(db: Db, code: string): Promise<GiftCardRow | null> {
  const normalised = code.trim().toUpperCase();
  if (normalised.length === 0 || normalised.length > 64) return null;
  const [row] = await db
    .select()
    .from(giftCards)
    .where(sql`upper(${giftCards.code}) = ${normalised}`);
  return row ?? null;
}

export async function giftCardById(db: Db, id: number): Promise<GiftCardRow | null> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id));
  return row ?? null;
}

/**
 * Spends `cents` of a gift card inside the order's transaction; false when the balance no longer
 * covers it (spent meanwhile on another order) — the caller refuses the order.
 */
export async function debitGiftCard(db: Db, id: number, cents: number): Promise<boolean> {
  if (cents <= 0) return true;
  const rows = await db
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} - ${cents}` })
    .where(and(eq(giftCards.id, id), gte(giftCards.balanceCents, cents)))
    .returning({ id: giftCards.id });
  return rows.length === 1;
}

/** Gives back what an order spent of a gift card (the order was cancelled). */
export async function creditGiftCard(db: Db, id: number, cents: number): Promise<void> {
  if (cents <= 0) return;
  await db
    .update(giftCards)
    .set({
      balanceCents: sql`least(${giftCards.balanceCents} + ${cents}, ${giftCards.initialCents})`,
    })
    .where(eq(giftCards.id, id));
}

/**
 * Counts one use of a promo code inside the order's transaction; false when its last use went
 * to a concurrent order (the caller refuses the order).
 */
export async function usePromoCode(tx: Db, codeId: number): Promise<boolean> {
  const rows = await tx
    .update(promoCodes)
    .set({ usesCount: sql`${promoCodes.usesCount} + 1` })
    .where(
      and(
        eq(promoCodes.id, codeId),
        sql`(${promoCodes.maxUses} is null or ${promoCodes.usesCount} < ${promoCodes.maxUses})`,
      ),
    )
    .returning({ id: promoCodes.id });
  return rows.length > 0;
}
