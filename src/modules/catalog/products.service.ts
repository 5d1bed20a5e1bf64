/**
 * Product lists — the one typed query behind GET /api/products and every list page: typed
 * criteria in (product-list.rules.ts), a page of cards with integer cents out. The read model
 * answers ids, total and facets in one statement (products.repo.ts), then the page of cards is
 * hydrated (product-cards.service.ts). The API's wire format lives in products.wire.ts.
 */
import type { Db } from '../../db/client';
import { runningDealProductIds } from '../promotions';
import { filterCatalogue } from './filter-catalogue.service';
import { filterValueIdsInRange } from './filters.service';
import { productCards, type ProductReadContext } from './product-cards.service';
import { emptyFacets, facetCategoryCandidates, namedFacets } from './product-facets.service';
import {
  lastPage,
  orderedPriceRange,
  rangeChoice,
  type ProductListCriteria,
} from './product-list.rules';
import type { ProductPage } from './product-views.contract';
import { queryProductList } from './products.repo';
import {
  groupFilterValues,
  PRODUCT_PAGE_SIZE,
  searchTerms,
  type ProductCriteria,
} from './products.rules';

export type { ProductReadContext };

/** A page of products for typed criteria, priced for the reader, amounts in cents. */
export async function findProducts(
  db: Db,
  context: ProductReadContext,
  criteria: ProductListCriteria,
): Promise<ProductPage> {
  const page = criteria.page ?? 1;
  const limit = criteria.limit ?? PRODUCT_PAGE_SIZE;
  const withFacets = criteria.facets === true;
  const empty = (): ProductPage => ({
    products: [],
    total: 0,
    page,
    limit,
    lastPage: 1,
    facets: withFacets ? emptyFacets() : null,
  });
  if (criteria.matchesNothing) return empty();
  // A search with nothing searchable in it, a filter value that does not exist, a slider
  // between two values or a finished operation match nothing: an empty list (with empty
  // facets), not an error.
  const search = typeof criteria.search === 'string' ? searchTerms(criteria.search) : null;
  if ((criteria.search?.trim() ?? '') !== '' && !search) return empty();
  const valueIds = [...(criteria.filterValueIds ?? [])];
  for (const range of criteria.filterRanges ?? []) {
    const choice = rangeChoice(
      await filterValueIdsInRange(db, range.filterId, range.min, range.max),
      await filterValueIdsInRange(db, range.filterId, -Infinity, Infinity),
    );
    if (choice === null) continue;
    if (choice.length === 0) return empty();
    valueIds.push(...choice);
  }
  const { groups, unknown } = groupFilterValues(
    valueIds,
    (await filterCatalogue(db)).filterOfValue,
  );
  if (unknown.length > 0) return empty();
  let onlyProductIds = criteria.onlyProductIds ? [...criteria.onlyProductIds] : null;
  if (criteria.dealId != null)
    onlyProductIds = intersect(onlyProductIds, await runningDealProductIds(db, criteria.dealId));
  if (onlyProductIds?.length === 0) return empty();

  const price = orderedPriceRange(criteria.priceMinCents, criteria.priceMaxCents);
  const query: ProductCriteria = {
    locale: context.locale,
    // Price bounds are typed in the basis the reader sees: excl. tax for a PRO (decision 048).
    vatRateBp: context.prices.pro ? 0 : context.prices.vatRateBp,
    search,
    scopeCategoryId: criteria.scopeCategoryId ?? null,
    categoryIds: [...(criteria.categoryIds ?? [])],
    vehicleIds: [...(criteria.vehicleIds ?? [])],
    brandIds: [...(criteria.brandIds ?? [])],
    filterValueGroups: groups,
    reviewStars: [...(criteria.reviewStars ?? [])],
    availability: [...(criteria.availability ?? [])],
    priceMinCents: price.minCents,
    priceMaxCents: price.maxCents,
    hasNewVariant: criteria.hasNewVariant ?? null,
    discountTypes: [...(criteria.discountTypes ?? [])],
    onlyProductIds,
    sort: criteria.sort ?? 'popularity',
    sortExplicit: criteria.sort != null,
    page,
    limit,
  };
  const facetCategories = withFacets
    ? await facetCategoryCandidates(db, context.locale, query.scopeCategoryId)
    : [];
  const options = {
    facets: withFacets,
    facetCategoryIds: facetCategories.map((c) => c.id),
    typoTolerant: false,
  };
  let result = await queryProductList(db, query, options);
  // Nothing found for a search: try again tolerating typos (trigram word similarity).
  if (result.total === 0 && search)
    result = await queryProductList(db, query, { ...options, typoTolerant: true });

  const products = await productCards(db, context, result.ids, criteria.include ?? new Set());
  return {
    products,
    total: result.total,
    page,
    limit,
    lastPage: lastPage(result.total, limit),
    facets:
      withFacets && result.facets
        ? await namedFacets(db, context, result.facets, facetCategories)
        : null,
  };
}

function intersect(current: number[] | null, next: number[]): number[] {
  if (current === null) return next;
  const keep = new Set(next);
  return current.filter((id) => keep.has(id));
}
