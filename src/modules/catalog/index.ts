export { registerCatalogRoutes } from './catalog.routes';
export { listBrands, type BrandDto } from './brands.service';
export {
  listDomains,
  listCategories,
  type DomainSummary,
  type CategoryDto,
} from './categories.service';
export { buildCategoryTree, descendantIds } from './categories.rules';
