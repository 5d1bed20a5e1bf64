/**
 * Loads a product list page (category, vehicle, brand, search): reads the URL of SPEC §2,
 * asks the catalogue exactly as GET /api/products would (same service, same rules), and
 * returns what the list, the filter sidebar and the pagination render.
 */
import { redirect, type AppLoadContext } from 'react-router';
import {
  filterValueIdsInRange,
  listProducts,
  PRODUCT_PAGE_SIZE,
  type ProductDto,
  type ProductFacets,
} from '../../../modules/catalog';
import type { ListQuery } from '../../../shared/api-query';
import { HttpError } from '../../../shared/http';
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
  products: ProductDto[];
  total: number;
  page: number;
  lastPage: number;
  facets: ProductFacets | null;
  /** The list could not be loaded (SPEC §8 message; the list is cleared). */
  failed: boolean;
}

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
  const filter: ListQuery['filter'] = {};
  if (state.q) filter.search = state.q;
  if (scope.categoryId) filter.categoryId = scope.categoryId;
  // "My vehicle" narrows a list that is not already about one vehicle.
  const vehicles = scope.vehicleIds?.length
    ? scope.vehicleIds
    : state.myVehicle && scope.myVehicleId
      ? [scope.myVehicleId]
      : [];
  if (vehicles.length) filter.vehiclesIds = vehicles;
  if (state.categories.length) filter.categoriesIds = state.categories;
  if (scope.makerId) filter.brandsIds = [scope.makerId];
  else if (state.brands.length) filter.brandsIds = state.brands;
  if (state.reviews.length) filter.reviewStars = state.reviews;
  if (state.availability) filter.availability = state.availability;
  if (state.priceMin !== null || state.priceMax !== null)
    filter.priceRange = `${state.priceMin ?? -1},${state.priceMax ?? -1}`;
  const valueIds = [...state.filters];
  for (const [filterId, [min, max]] of state.ranges) {
    const inRange = await filterValueIdsInRange(db, filterId, min, max);
    // A range spanning the filter's whole scale is no choice: it must not drop the products
    // without a value for that filter.
    const scale = await filterValueIdsInRange(db, filterId, -Infinity, Infinity);
    if (scale.length > 0 && inRange.length === scale.length) continue;
    // An empty range matches nothing, as a slider pushed past every value would.
    valueIds.push(...(inRange.length ? inRange : [2_147_483_647]));
  }
  if (valueIds.length) filter.filterValuesIds = valueIds;

  const query: ListQuery = {
    include: new Set(['variant', 'filters']),
    fields: {},
    filter,
    params: { extraData: true },
    sort: state.q && state.sort === 'popularity' ? [] : [{ field: state.sort, descending: false }],
    page: state.page,
    limit: PRODUCT_PAGE_SIZE,
  };
  try {
    const readContext = await productReadContext(context, locale);
    // Shoppers land on the same few lists: the answer is shared for the read cache's 30 s.
    const key = `products:${locale}:${readContext.prices.vatRateBp}:${JSON.stringify(scope)}:${listSearch(state)}`;
    const body = await context.cached(key, () => listProducts(db, readContext, query));
    return {
      products: body.data,
      total: body.meta.total,
      page: body.meta.page,
      lastPage: body.meta.last_page,
      // A product maker's page lists that maker only: other makers are no choice there.
      facets:
        body.extraData && scope.makerId
          ? { ...body.extraData, brands: [] }
          : (body.extraData ?? null),
      failed: false,
    };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { products: [], total: 0, page: 1, lastPage: 1, facets: null, failed: true };
  }
}
