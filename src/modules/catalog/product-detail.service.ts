/**
 * One product: the product page (GET /api/products/{id}), its suggestions and variants.
 */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListQuery, ListQuerySpec } from '../../shared/api-query';
import { pick } from '../../shared/locale';
import { addVat } from '../../shared/money';
import { documentsOf } from '../media';
import { brands } from './brands.tables';
import { categoryTranslations, categories } from './categories.tables';
import { filters } from './filters.tables';
import { productListing } from './product-listing.tables';
import type { ProductCard, ProductDetail } from './product-views.contract';
import type { ProductQuestionDto } from './products.contract';
import { productTiers } from './pro-tiers.repo';
import { queryProductList } from './products.repo';
import { PRODUCT_PAGE_SIZE, type ProductCriteria } from './products.rules';
import {
  productAssociations,
  productCategories,
  productTranslations,
  productVehicles,
  products,
  variants,
} from './products.tables';
import { chooseVariant, compareBestVariant } from './variant-choice.rules';

import {
  cardOf,
  filterValueProducts,
  latestReviews,
  loadBundle,
  productCards,
  stripPosition,
  type ProductReadContext,
} from './product-cards.service';
import { productsQuerySpec } from './products-wire.routes';

export const productQuerySpec: ListQuerySpec = {
  includes: productsQuerySpec.includes,
  params: {
    filter_value_products: 'intList',
    current_filter_value_product_id: 'int',
    variant: 'int',
  },
};

/**
 * The vehicles a product fits, as its page lists them (at most 200, by make then position): the
 * vehicles module's `fittingVehicles`, passed in by whoever composes the modules — the vehicles
 * module depends on this one (its makes are catalogue brands), not the other way round.
 */
export type FittingVehiclesReader = (
  db: Db,
  vehicleIds: readonly number[],
) => Promise<ProductDetail['vehicles']>;

/**
 * The published questions and answers shown with a product: the questions module's
 * `publishedQuestions`, passed in by whoever composes the modules — that module depends on
 * this one (products, their pages), not the other way round (decision 053).
 */
export type PublishedQuestionsReader = (
  db: Db,
  productId: number,
  locale: ProductReadContext['locale'],
) => Promise<ProductQuestionDto[]>;

/**
 * GET /api/products/{id}: null when the product does not exist or is not on sale. Without
 * `fittingVehicles` the product lists no vehicles (reads that do not show them).
 */
export async function getProductDetail(
  db: Db,
  context: ProductReadContext,
  id: number,
  request: {
    variantId?: number;
    selected?: number[];
    chosen?: number;
    include?: ReadonlySet<string>;
    fittingVehicles?: FittingVehiclesReader;
    /** Without it the product shows no questions (reads that do not show them). */
    publishedQuestions?: PublishedQuestionsReader;
  } = {},
): Promise<ProductDetail | null> {
  const { locale } = context;
  const bundle = await loadBundle(db, context, [id], { activeOnly: true });
  const row = bundle.rows[0];
  if (!row) return null;
  const card = cardOf(bundle, row, locale);
  const ordered = [...(bundle.variants.get(id) ?? [])].sort(compareBestVariant);
  const chosen = chooseVariant(ordered, request);
  const [
    slugRows,
    brand,
    categoryRows,
    vehicleRows,
    filterRows,
    swatches,
    reviewsByProduct,
    fitting,
    documents,
    questions,
  ] = await Promise.all([
    db
      .select({
        locale: productTranslations.locale,
        slug: productTranslations.slug,
        metaTitle: productTranslations.metaTitle,
        metaDescription: productTranslations.metaDescription,
      })
      .from(productTranslations)
      .where(eq(productTranslations.productId, id)),
    row.brandId === null
      ? Promise.resolve([])
      : db
          .select({ id: brands.id, name: brands.name, slug: brands.slug })
          .from(brands)
          .where(eq(brands.id, row.brandId)),
    db
      .select({
        id: categories.id,
        name: categoryTranslations.name,
        slug: categoryTranslations.slug,
      })
      .from(productCategories)
      .innerJoin(
        categories,
        and(eq(categories.id, productCategories.categoryId), eq(categories.isActive, true)),
      )
      .innerJoin(
        categoryTranslations,
        and(
          eq(categoryTranslations.categoryId, categories.id),
          eq(categoryTranslations.locale, locale),
        ),
      )
      .where(eq(productCategories.productId, id))
      .orderBy(asc(productCategories.position)),
    db
      .select({ id: productVehicles.vehicleId })
      .from(productVehicles)
      .where(eq(productVehicles.productId, id))
      .then((rows) =>
        request.fittingVehicles
          ? request.fittingVehicles(
              db,
              rows.map((r) => r.id),
            )
          : [],
      ),
    db.select().from(filters).orderBy(asc(filters.position)),
    filterValueProducts(db, locale, bundle, id, null),
    latestReviews(db, [id], 20),
    db.select({ cents: products.assemblyPriceHtCents }).from(products).where(eq(products.id, id)),
    documentsOf(db, 'product', id),
    request.publishedQuestions ? request.publishedQuestions(db, id, locale) : [],
  ]);
  // Only a verified PRO reads the tiers (decision 048): consumers pay no extra query.
  const tiers = context.prices.pro ? ((await productTiers(db, [id])).get(id) ?? []) : [];
  const fittingHt = fitting[0]?.cents ?? null;
  const usedFilters = new Set(swatches.map((s) => s.filter_value.filter_id));
  return {
    ...card,
    ...(chosen ? { variant: stripPosition(chosen) } : {}),
    description: row.description,
    slugs: Object.fromEntries(slugRows.map((r) => [r.locale, r.slug])),
    meta_title: slugRows.find((r) => r.locale === locale)?.metaTitle ?? '',
    meta_description: slugRows.find((r) => r.locale === locale)?.metaDescription ?? '',
    brand: brand[0] ?? null,
    categories: categoryRows,
    variants: [...(bundle.variants.get(id) ?? [])]
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map(stripPosition),
    filter_value_products: swatches,
    current_filter_value_product_id: request.chosen ?? null,
    filters: filterRows
      .filter((f) => usedFilters.has(f.id))
      .map((f) => ({
        id: f.id,
        name: pick(f.name, locale),
        use_images: f.useImages,
        images_hide_names: f.imagesHideNames,
      })),
    // Workshop fitting per unit (SPEC §5); like `price_ttc`, `_ttc` carries the request
    // country's VAT for everyone (a service: no PRO discount). Null: not offered.
    assembly_price_ht_cents: fittingHt,
    assembly_price_ttc_cents:
      fittingHt === null ? null : addVat(fittingHt, context.prices.vatRateBp),
    documentation: documents.map((d) => ({
      id: d.id,
      title: pick(d.title, locale),
      url: d.url,
      size: d.size,
    })),
    pro_quantity_tiers: tiers.map((t) => ({ min_quantity: t.minQuantity, percent: t.percent })),
    questions,
    reviews: reviewsByProduct.get(id) ?? [],
    vehicles: vehicleRows,
  };
}

/** GET /api/products/suggestions/{id}: associated products, then popular ones of its category. */
export async function productSuggestions(
  db: Db,
  context: ProductReadContext,
  id: number,
  limit = 12,
): Promise<ProductCard[] | null> {
  const [exists] = await db
    .select({ id: productListing.productId })
    .from(productListing)
    .where(and(eq(productListing.productId, id), eq(productListing.isActive, true)));
  if (!exists) return null;
  const [associated, category] = await Promise.all([
    db
      .select({ id: productAssociations.associatedProductId })
      .from(productAssociations)
      .where(eq(productAssociations.productId, id))
      .orderBy(asc(productAssociations.position)),
    db
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, id))
      .orderBy(asc(productCategories.position))
      .limit(1),
  ]);
  const ids = associated.map((a) => a.id);
  if (ids.length < limit && category[0]) {
    const popular = await queryProductList(
      db,
      {
        ...emptyCriteria(context),
        scopeCategoryId: category[0].id,
        limit: limit + ids.length + 1,
      },
      { facets: false, facetCategoryIds: [], typoTolerant: false },
    );
    for (const candidate of popular.ids)
      if (candidate !== id && !ids.includes(candidate)) ids.push(candidate);
  }
  return productCards(
    db,
    context,
    ids.filter((p) => p !== id).slice(0, limit),
    new Set(['variant']),
  );
}

function emptyCriteria(context: ProductReadContext): ProductCriteria {
  return {
    locale: context.locale,
    vatRateBp: context.prices.vatRateBp,
    search: null,
    scopeCategoryId: null,
    categoryIds: [],
    vehicleIds: [],
    brandIds: [],
    filterValueGroups: new Map(),
    reviewStars: [],
    availability: [],
    priceMinCents: null,
    priceMaxCents: null,
    hasNewVariant: null,
    discountTypes: [],
    onlyProductIds: null,
    sort: 'popularity',
    sortExplicit: false,
    page: 1,
    limit: PRODUCT_PAGE_SIZE,
  };
}

export const variantsQuerySpec: ListQuerySpec = {
  filters: { ids: 'intList', product_id: 'int' },
  sorts: ['position', 'id'],
  defaultSort: 'position',
};

/**
 * GET /api/variants: active variants of active products, by ids, by product, or all of them
 * page by page (by product then position, or by id).
 */
export async function listVariants(db: Db, context: ProductReadContext, query: ListQuery) {
  const ids = query.filter.ids as number[] | undefined;
  const productId = query.filter.product_id as number | undefined;
  const where = and(
    ids ? inArray(variants.id, ids) : undefined,
    productId !== undefined ? eq(variants.productId, productId) : undefined,
    eq(variants.isActive, true),
  );
  const listed = and(
    eq(productListing.productId, variants.productId),
    eq(productListing.isActive, true),
  );
  const sort = query.sort[0];
  const order = sort?.descending ? desc : asc;
  const rows = await db
    .select({ id: variants.id, productId: variants.productId })
    .from(variants)
    .innerJoin(productListing, listed)
    .where(where)
    .orderBy(
      ...(sort?.field === 'id'
        ? [order(variants.id)]
        : [order(variants.productId), order(variants.position), order(variants.id)]),
    )
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [counted] = await db
    .select({ total: count() })
    .from(variants)
    .innerJoin(productListing, listed)
    .where(where);
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const bundle = productIds.length
    ? await loadBundle(db, context, productIds, { activeOnly: true })
    : null;
  const byId = new Map(
    (bundle ? [...bundle.variants.values()].flat() : []).map((v) => [v.id, v] as const),
  );
  const page = rows
    .map((row) => byId.get(row.id))
    .filter((v): v is NonNullable<typeof v> => v !== undefined)
    .map(stripPosition);
  return { data: page, total: counted?.total ?? 0 };
}
