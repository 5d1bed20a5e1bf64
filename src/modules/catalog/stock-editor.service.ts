/**
 * The quick stock and price editor's page: variants whose reference or product name holds the
 * search, 50 a page, with the values the form shows (and sends back as `was`, the stale check).
 */
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';
import { formatPrice } from './catalogue-import.rules';
import { searchVariantStates } from './catalogue-import.repo';
import type { QuickEditValues } from './catalogue-import.service';

export const QUICK_EDIT_PAGE_SIZE = 50;

export interface QuickEditPage {
  rows: {
    reference: string;
    productName: string;
    variantName: string;
    values: QuickEditValues;
  }[];
  total: number;
  page: number;
  lastPage: number;
}

export async function searchQuickEditRows(
  db: Db,
  locale: Locale,
  search: string,
  page: number,
): Promise<QuickEditPage> {
  const { states, total } = await searchVariantStates(
    db,
    locale,
    search.trim().slice(0, 100),
    (page - 1) * QUICK_EDIT_PAGE_SIZE,
    QUICK_EDIT_PAGE_SIZE,
  );
  return {
    rows: states.map((s) => ({
      reference: s.reference,
      productName: s.productNames[locale] ?? s.productNames.fr ?? s.productReference,
      variantName: s.variantName[locale] ?? s.variantName.fr ?? '',
      values: {
        price_ht: formatPrice(s.priceHtCents),
        discount_percent: String(s.discountPercent),
        stock: String(s.quantityAvailable),
        out_of_stock_status: s.outOfStockStatus,
      },
    })),
    total,
    page,
    lastPage: Math.max(1, Math.ceil(total / QUICK_EDIT_PAGE_SIZE)),
  };
}
