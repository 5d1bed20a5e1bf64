/**
 * Loads a product list page (category, vehicle, brand, search): reads the URL of SPEC §2 and
 * asks the catalogue's typed product query (the one GET /api/products parses its parameters
 * into), then returns what the list, the filter sidebar and the pagination render.
 */
import { redirect, type AppLoadContext } from 'react-router';
import {
  findProducts,
  listSort,
  listVehicles,
  PRODUCT_PAGE_SIZE,
  type ProductCard,
  type ProductListCriteria,
  type ProductListFacets,
} from '../../../modules/catalog';
import { listFeaturedPromoCodes, type FeaturedPromoCode } from '../../../modules/promotions';
import { HttpError } from '../../../shared/http';
import { eurosToCents } from '../../../shared/money';
import type { Locale } from '../../../shared/locale';
import { productReadContext } from '../../catalog.server';
import { cleanListUrl, listSearch, parseListParams } from './list-params';

export interface ProductListScope {
  /** A category page: the list stays inside it; the categories facet lists its children. */
  categoryId?: number;
  /** A vehicle page (one) or a vehicle make's page (all its models): only products made for them. */
  vehicleIds?: number[];
  /** A product maker's brand page: only its products. */
  makerId?: number;
  /** The shopper's remembered vehicle, applied when the URL has `vehicle=1`. */
  myVehicleId?: number | null;
}

export interface ProductListData {
  /** Amounts in integer cents. */
  products: ProductCard[];
  total: number;
  page: number;
  lastPage: number;
  facets: ProductListFacets | null;
  /** The list could not be loaded (SPEC §8 message; the list is cleared). */
  failed: boolean;
  /**
   * SPEC §2 "Nos codes promos du moment !" in the filter list: the featured codes, PRO-only ones
   * included, for a verified PRO only (empty for anyone else: no query, nothing shown).
   */
  promoCodes: FeaturedPromoCode[];
}

/** How many codes the filter list's block shows. */
const PRO_CODES_IN_LIST = 3;

export async function loadProductList(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  scope: ProductListScope,
): Promise<ProductListData> {
  const url = new URL(request.url);
  // A submission of the plain form (no JavaScript) lands on the URL the scripted form would
  // have built: no empty boxes, no slider left at its bounds (SPEC §2 list URL).
  const clean = cleanListUrl(url.pathname, url.search);
  if (clean !== null) throw redirect(clean);
  const state = parseListParams(url.searchParams);
  const db = context.database.db;
  const criteria: ProductListCriteria = {
    search: state.q || null,
    scopeCategoryId: scope.categoryId ?? null,
    vehicleIds: listVehicles(scope.vehicleIds, { asked: state.myVehicle, id: scope.myVehicleId }),
    categoryIds: state.categories,
    brandIds: scope.makerId ? [scope.makerId] : state.brands,
    reviewStars: state.reviews,
    availability: state.availability ? [state.availability] : [],
    // The URL's bounds are euros as the shopper typed them.
    priceMinCents: state.priceMin === null ? null : eurosToCents(state.priceMin),
    priceMaxCents: state.priceMax === null ? null : eurosToCents(state.priceMax),
    filterValueIds: state.filters,
    filterRanges: [...state.ranges].map(([filterId, [min, max]]) => ({ filterId, min, max })),
    sort: listSort(state.q, state.sort),
    page: state.page,
    limit: PRODUCT_PAGE_SIZE,
    facets: true,
    include: new Set(['variant', 'filters']),
  };
  try {
    const readContext = await productReadContext(context, locale);
    // Shoppers land on the same few lists: the answer is shared for the read cache's 30 s.
    // Keyed on everything prices depend on (VAT, and PRO prices once they exist).
    const { vatRateBp, pro } = readContext.prices;
    const key = `products:${locale}:${vatRateBp}:${JSON.stringify(pro)}:${JSON.stringify(scope)}:${listSearch(state)}`;
    const [page, promoCodes] = await Promise.all([
      context.cached(key, () => findProducts(db, readContext, criteria)),
      pro
        ? context.cached(`promo-codes:featured-pro:${locale}`, () =>
            listFeaturedPromoCodes(db, locale, { includePro: true, limit: PRO_CODES_IN_LIST }),
          )
        : Promise.resolve([]),
    ]);
    return {
      promoCodes,
      products: page.products,
      total: page.total,
      page: page.page,
      lastPage: page.lastPage,
      // A product maker's page lists that maker only: other makers are no choice there.
      facets: page.facets && scope.makerId ? { ...page.facets, brands: [] } : page.facets,
      failed: false,
    };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return {
      products: [],
      total: 0,
      page: 1,
      lastPage: 1,
      facets: null,
      failed: true,
      promoCodes: [],
    };
  }
}
