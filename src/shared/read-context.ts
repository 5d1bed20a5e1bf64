/**
 * Who is reading the shop, as every priced read needs it: language, country, and the price
 * context (the VAT of that country, the signed-in customer and their PRO status). Built once
 * per request by the customers module's `buildReadContext` — for API routes (`request.ctx.read`),
 * page loaders and the services they call alike — so a price never depends on which door the
 * request came through.
 */
import type { Locale } from './locale';

/** The signed-in customer as prices see them. */
export interface PriceCustomer {
  id: number;
  /** A professional account whose company has been verified (SPEC §5). */
  isPro: boolean;
}

export interface PriceContext {
  /** VAT of the request's country, basis points (2000 = 20 %). */
  vatRateBp: number;
  /** The signed-in customer; null (or absent) for visitors. */
  customer?: PriceCustomer | null;
  /**
   * Professional prices (a verified PRO): prices are read excl. tax, with an extra flat
   * discount in percent (0 today). Null for consumers and visitors. `priceContext` (catalog
   * pricing.rules.ts) is the one place that sets it.
   */
  pro: { extraDiscountPercent: number } | null;
}

export interface ReadContext {
  locale: Locale;
  /** ISO code of the request's country (where prices are read from). */
  country: string;
  prices: PriceContext;
}
