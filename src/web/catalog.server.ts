/**
 * How pages read the catalogue: the request's language and the consumer prices of the visitor's
 * country (VAT by destination), exactly as the API computes them. PRO prices arrive through
 * the same `PriceContext` once accounts can be professional.
 */
import type { AppLoadContext } from 'react-router';
import type { Db } from '../db/client';
import { CONSUMER_PRICES, type ProductReadContext } from '../modules/catalog';
import { createVatLookup } from '../modules/geo';
import type { Locale } from '../shared/locale';

const vatLookups = new WeakMap<Db, ReturnType<typeof createVatLookup>>();

export async function productReadContext(
  context: AppLoadContext,
  locale: Locale,
): Promise<ProductReadContext> {
  const db = context.database.db;
  let vatFor = vatLookups.get(db);
  if (!vatFor) vatLookups.set(db, (vatFor = createVatLookup(db)));
  const vat = await vatFor(context.country);
  return { locale, prices: CONSUMER_PRICES(Math.round(vat.rate * 100)) };
}
