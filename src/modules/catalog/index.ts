export { registerCatalogRoutes } from './catalog.routes';
export { listBrands, type BrandDto } from './brands.service';
export { brandSummaries, type BrandSummary, type BrandType } from './brands.repo';
export {
  listDomains,
  listCategories,
  type DomainSummary,
  type CategoryDto,
} from './categories.service';
export { buildCategoryTree, chipsWithProducts, descendantIds } from './categories.rules';
export { categoryChipsWithProducts, productCountsByCategory } from './category-counts.service';
export {
  findCategoryPage,
  findCategoryBySlug,
  listCategoryTrails,
  getProductHeading,
  getBrandBySlug,
  productIdFromSlug,
  MAX_CHILD_CATEGORIES,
  type CategoryPage,
  type ProductHeading,
  type BrandHeading,
} from './catalog-pages.service';
export {
  productSitemapMarks,
  productSitemapBatches,
  productSitemapStats,
  listVehicleCategoryPairs,
  type ProductSitemapMarks,
  type ProductSitemapEntry,
  type ProductSlugStats,
} from './sitemap.service';
export { filterValueIdsInRange } from './filters.service';
export { categoryOffers, type CategoryOffers } from './category-offers.service';
export {
  AVAILABILITY_CODE,
  availabilityCode,
  stockState,
  type AvailabilityCode,
  type StockState,
  type VariantStock,
} from './stock.rules';
export { takeStock, returnStock, type StockLine } from './stock.service';
export {
  setVariantPrice,
  setVariantDiscount,
  setVariantStock,
  setVariantOutOfStockStatus,
  setVariantActive,
  setProductActive,
} from './catalog-writes.service';
export type * from './products.contract';
export type * from './product-views.contract';
export {
  notifyCatalogueChange,
  onCatalogueChange,
  refreshProductListing,
} from './product-listing.repo';
export { isActiveProduct, productSlugs, productTitles } from './catalog-pages.repo';
export { productCategoryIds, scopeNames } from './product-categories.repo';
export {
  CONSUMER_PRICES,
  priceContext,
  pricesIncludeTax,
  priceVariant,
  type PriceContext,
  type PriceCustomer,
} from './pricing.rules';
export { findProducts } from './products.service';
export {
  listProducts,
  productsQuerySpec,
  productListCriteria,
  productWire,
  productDetailWire,
  variantWire,
  facetsWire,
} from './products-wire.routes';
export {
  listVehicles,
  listSort,
  rangeChoice,
  orderedPriceRange,
  type ProductListCriteria,
  type FilterRange,
} from './product-list.rules';
export { productCards, type ProductReadContext } from './product-cards.service';
export {
  cartVariants,
  saleableVariant,
  variantIdsByReferences,
  variantLabels,
  variantProducts,
  type CartVariant,
  type SaleableVariant,
} from './cart-variants.service';
export {
  getProductDetail,
  productSuggestions,
  type PublishedQuestionsReader,
} from './product-detail.service';
export {
  dealTargetPrices,
  dealVariantChoices,
  type DealVariantChoice,
} from './deal-prices.service';
export { PRODUCT_PAGE_SIZE, PRODUCT_SORTS, type ProductSort } from './products.rules';
/** Kept for the orders list's routes until they import `centsToEuros` from shared/money. */
export {
  LOW_STOCK_THRESHOLD,
  stockAlertCounts,
  variantIdsByReferenceSql,
  variantSalesLabels,
  type StockAlertCounts,
  type VariantSalesLabel,
} from './back-office-reads.service';
export { categoryAdminTree, categoryAdmin } from './category-admin-reads.service';
export {
  categorySiblings,
  createCategory,
  updateCategory,
  moveCategory,
  reorderCategories,
  deleteCategory,
} from './category-admin.service';
export {
  filterAdminList,
  createFilter,
  updateFilter,
  deleteFilter,
  createFilterValue,
  updateFilterValue,
  deleteFilterValue,
  reorderFilters,
} from './filter-admin.service';
export {
  makeAdminList,
  createMake,
  updateMake,
  reorderMakes,
  isVehicleMake,
} from './make-admin.service';
export * from './catalogue-structure.contract';
export { checkYears, orderedPositions, shiftedOrder } from './catalogue-structure.rules';
export { movedCategoryTrail } from './category-redirects.service';
export { registerCatalogueBulkRoutes } from './catalogue-bulk.routes';
export { catalogueCsvChunks } from './catalogue-export.service';
export {
  applyCatalogueImport,
  checkCatalogueImport,
  saveQuickEdits,
  sweepOldCatalogueImports,
  type ApplyOutcome,
  type ImportCheck,
  type QuickEditRow,
  type QuickEditValues,
} from './catalogue-import.service';
export { searchQuickEditRows, type QuickEditPage } from './stock-editor.service';
export {
  CATALOGUE_COLUMNS,
  IMPORT_MAX_BYTES,
  type ImportChange,
  type ImportCreation,
  type ImportError,
  type ImportErrorCode,
} from './catalogue-import.rules';
// The back office's products (permission `catalogue`, checked by the callers).
export type * from './product-admin.contract';
export {
  createAdminProduct,
  deleteAdminProduct,
  duplicateAdminProduct,
  getAdminProduct,
  postedVersion,
  readProductInput,
  setAdminProductActive,
  updateAdminProduct,
} from './product-admin.service';
export {
  addAdminVariant,
  readVariantInput,
  removeAdminVariant,
  updateAdminVariant,
} from './product-variants-admin.service';
export {
  addAdminImage,
  moveAdminImage,
  removeAdminImage,
  reorderAdminImages,
  setAdminImageAlt,
  type ImageOwner,
} from './product-images-admin.service';
export {
  addAdminDocument,
  moveAdminDocument,
  removeAdminDocument,
  reorderAdminDocuments,
  setAdminDocumentTitle,
} from './product-documents-admin.service';
export { parseDocumentTitle, DOCUMENT_TITLE_MAX } from './product-documents.rules';
export { listAdminProducts, ADMIN_PRODUCTS_PAGE_SIZE } from './product-admin-list.service';
export { productEditorChoices, type ProductEditorChoices } from './product-editor-choices.service';
export { adminProductFilter, adminProductQuery } from './product-admin-list.rules';
export {
  effectiveTiers,
  parseTierRows,
  tierPercent,
  tieredUnitHtCents,
  TIER_ROWS,
  type ProTier,
} from './pro-tiers.rules';
export { ownTiers, productTiers } from './pro-tiers.repo';
export { saveProTiers, tierRowsFromForm, type TierOwner } from './pro-tiers-admin.service';
