/**
 * The one builder of a request's read context (language, country, VAT, the signed-in customer
 * and their PRO status), used by the API (src/server/api.ts puts it on `request.ctx.read`),
 * the page loaders (src/web/catalog.server.ts) and, through them, every service that prices.
 */
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';
import type { PriceCustomer, ReadContext } from '../../shared/read-context';
import { priceContext } from '../catalog';
import { createVatLookup, type VatRate } from '../geo';
import { isProfessional } from './accounts.rules';
import { companyStatusOf } from './customers.repo';

/** One VAT memo per database (rates are read once a minute per process, not per request). */
const vatLookups = new WeakMap<Db, ReturnType<typeof createVatLookup>>();

/** The VAT applied for a request's country (the shop's own when it does not deliver there). */
export function requestVat(db: Db, country: string): Promise<VatRate> {
  let lookup = vatLookups.get(db);
  if (!lookup) vatLookups.set(db, (lookup = createVatLookup(db)));
  return lookup(country);
}

/** Percent (8.1) to basis points (810). */
export const vatRateBp = (vat: VatRate) => Math.round(vat.rate * 100);

/** The signed-in customer as prices see them (null for visitors: no query). */
async function priceCustomer(db: Db, userId: number | null): Promise<PriceCustomer | null> {
  if (userId === null) return null;
  return { id: userId, isPro: isProfessional(await companyStatusOf(db, userId)) };
}

export async function buildReadContext(
  db: Db,
  request: { locale: Locale; country: string; userId: number | null },
): Promise<ReadContext> {
  const [vat, customer] = await Promise.all([
    requestVat(db, request.country),
    priceCustomer(db, request.userId),
  ]);
  return {
    locale: request.locale,
    country: request.country,
    prices: priceContext({ vatRateBp: vatRateBp(vat), customer }),
  };
}
