/**
 * The promotions a visitor may list (SPEC §7 `/codes`, `/good_deals`; docs/decisions/038):
 * featured promo codes valid now, never a PRO-only one nor one that is not featured (the full
 * list of codes is the shop's secret: a code works because few know it), and running deals in
 * the request language or French.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ListQuery, type ListQuerySpec, pageOf } from '../../shared/api-query';
import { DEFAULT_LOCALE, pick, type Locale } from '../../shared/locale';
import { imagesByOwner, type ImageDto } from '../media';
import type { ReadContext } from '../../shared/read-context';
import { centsToEuros } from '../../shared/money';
import { runningAt } from './deal-effects.service';
import { dealTargetKey, type DealPricer } from './deal-prices.contract';
import { parisDay, parisLastDay } from './shop-days.rules';
import { dealTranslations, deals, promoCodes } from './promotions.tables';

export const codesQuerySpec: ListQuerySpec = {
  includes: ['images'],
  // Only featured codes are public: `is_featured=0` would ask for the others, refused.
  filters: { is_featured: { oneOf: ['1', 'true'] }, inDateRange: 'flag', is_active: 'flag' },
  params: { is_featured: { oneOf: ['1', 'true'] }, inDateRange: 'flag', is_active: 'flag' },
  sorts: ['value', 'id'],
  defaultSort: '-value',
};

export interface PublicCodeDto {
  id: number;
  code: string;
  name: string;
  subtitle: string;
  /** `percent`: value is the percent off; `amount`: value is the euros off (043). */
  kind: 'percent' | 'amount';
  value: number;
  min_amount: number;
  starts_at: string | null;
  ends_at: string | null;
  images?: ImageDto[];
}

/** A code's percent, or its fixed amount in euros. */
const codeValue = (row: { valuePercent: number | null; valueCents: number | null }) =>
  row.valuePercent ?? (row.valueCents ?? 0) / 100;

/** Featured (not PRO-only) active codes inside their window, whatever the flags ask. */
export async function listPublicCodes(db: Db, locale: Locale, query: ListQuery, now: Date) {
  const rows = await db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.isActive, true),
        eq(promoCodes.isFeatured, true),
        eq(promoCodes.isProOnly, false),
        or(isNull(promoCodes.startsAt), lte(promoCodes.startsAt, now)),
        or(isNull(promoCodes.endsAt), gte(promoCodes.endsAt, now)),
      ),
    )
    .orderBy(asc(promoCodes.id));
  const sort = query.sort[0]!;
  // `value` sorts fixed amounts before percents, each by its value: `-value` (the default) lists
  // the percent codes best first, then the fixed amounts largest first. A percent and an amount
  // are not comparable without a cart, so neither is ranked inside the other.
  const key = (row: (typeof rows)[number]) =>
    sort.field === 'value' ? [row.valuePercent === null ? 0 : 1, codeValue(row)] : [0, 0];
  rows.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return x[0]! - y[0]! || x[1]! - y[1]! || a.id - b.id;
  });
  if (sort.descending) rows.reverse();
  const shown = pageOf(rows, query);
  const images = query.include.has('images')
    ? await imagesByOwner(
        db,
        'promo_code',
        shown.map((row) => row.id),
      )
    : null;
  const data = shown.map((row): PublicCodeDto => ({
    id: row.id,
    code: row.code,
    name: pick(row.name, locale),
    subtitle: pick(row.subtitle, locale),
    kind: row.valuePercent === null ? 'amount' : 'percent',
    value: codeValue(row),
    min_amount: row.minAmountCents / 100,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    ...(images ? { images: images.get(row.id) ?? [] } : {}),
  }));
  return { data, total: rows.length };
}

export const goodDealsQuerySpec: ListQuerySpec = {
  includes: ['images'],
  filters: { product_id: 'int', variant_id: 'int' },
  sorts: ['position', 'ends_at', 'id'],
  defaultSort: 'position',
};

export interface GoodDealDto {
  id: number;
  product_id: number | null;
  /** The one variant the deal lowers; null: every variant of the product. */
  variant_id: number | null;
  /** That variant, in the request language (null for a deal on every variant). */
  variant: { id: number; name: string; reference: string } | null;
  locale: string;
  title: string;
  slug: string;
  description: string;
  discount_percent: number;
  starts_at: string;
  /** The instant it ends (exclusive): the day after `ends_on`, 00:00 in Paris. */
  ends_at: string;
  /** First and last shop days of the deal (Europe/Paris), as the back office typed them. */
  starts_on: string;
  ends_on: string;
  position: number;
  /**
   * Euros incl. the VAT of the request country, as the product page shows them: the struck
   * price before any discount and the price now, of the deal's variant (or of the product's
   * best one: its card's "from" price). Null when the product is no longer on sale.
   */
  old_price_ttc: number | null;
  new_price_ttc: number | null;
  images?: ImageDto[];
}

/**
 * Deals running now, each in the request language or French, priced for the reader by the
 * catalogue (`prices`: the reader and the catalogue's pricer).
 */
export async function listGoodDeals(
  db: Db,
  locale: Locale,
  query: ListQuery,
  now: Date,
  prices: { context: ReadContext; pricer: DealPricer },
) {
  const productId = query.filter.product_id as number | undefined;
  const variantId = query.filter.variant_id as number | undefined;
  const rows = await db
    .select()
    .from(deals)
    .where(
      and(
        runningAt(now),
        productId !== undefined ? eq(deals.productId, productId) : undefined,
        variantId !== undefined ? eq(deals.variantId, variantId) : undefined,
      ),
    )
    .orderBy(asc(deals.id));
  const texts = rows.length
    ? await db
        .select()
        .from(dealTranslations)
        .where(
          and(
            inArray(
              dealTranslations.dealId,
              rows.map((row) => row.id),
            ),
            inArray(dealTranslations.locale, [locale, DEFAULT_LOCALE]),
          ),
        )
        .orderBy(desc(dealTranslations.locale))
    : [];
  const textOf = (id: number) =>
    texts.find((t) => t.dealId === id && t.locale === locale) ??
    texts.find((t) => t.dealId === id && t.locale === DEFAULT_LOCALE);
  const listed = rows.filter((row) => textOf(row.id));
  const sort = query.sort[0]!;
  const key = (row: (typeof rows)[number]) =>
    sort.field === 'position' ? row.position : sort.field === 'ends_at' ? row.endsAt.getTime() : 0;
  listed.sort((a, b) => key(a) - key(b) || a.id - b.id);
  if (sort.descending) listed.reverse();
  const shown = pageOf(listed, query);
  const targets = shown.flatMap((row) =>
    row.productId === null ? [] : [{ productId: row.productId, variantId: row.variantId }],
  );
  const [images, priced] = await Promise.all([
    query.include.has('images')
      ? imagesByOwner(
          db,
          'deal',
          shown.map((row) => row.id),
        )
      : null,
    prices.pricer(prices.context, targets),
  ]);
  const data = shown.map((row): GoodDealDto => {
    const text = textOf(row.id)!;
    const price =
      row.productId === null
        ? undefined
        : priced.get(dealTargetKey({ productId: row.productId, variantId: row.variantId }));
    return {
      id: row.id,
      product_id: row.productId,
      variant_id: row.variantId,
      variant:
        row.variantId !== null && price
          ? { id: price.variantId, name: price.variantName, reference: price.variantReference }
          : null,
      locale: text.locale,
      title: text.title,
      slug: text.slug,
      description: text.description,
      discount_percent: row.discountPercent,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      starts_on: parisDay(row.startsAt),
      ends_on: parisLastDay(row.endsAt),
      position: row.position,
      old_price_ttc: price ? centsToEuros(price.oldCents) : null,
      new_price_ttc: price ? centsToEuros(price.newCents) : null,
      ...(images ? { images: images.get(row.id) ?? [] } : {}),
    };
  });
  return { data, total: listed.length };
}
