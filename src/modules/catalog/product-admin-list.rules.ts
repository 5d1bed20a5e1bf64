/**
 * The products list's URL (`?q=&category=&brand=&make=&model=&vehicle=&stock=&active=&page=`)
 * as a filter:
 * an unreadable value is ignored (a hand-edited URL still lists), never an error page.
 */
import {
  STOCK_STATES,
  type AdminProductFilter,
  type StockStateFilter,
} from './product-admin.contract';

const positive = (value: string | null): number | undefined => {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
};

export function adminProductFilter(params: URLSearchParams): AdminProductFilter {
  const stock = params.get('stock');
  const active = params.get('active');
  const q = params.get('q')?.trim().slice(0, 100);
  const model = params.get('model')?.trim().slice(0, 100);
  return {
    q: q || undefined,
    categoryId: positive(params.get('category')),
    brandId: positive(params.get('brand')),
    vehicleId: positive(params.get('vehicle')),
    make: positive(params.get('make')),
    model: model || undefined,
    stock: (STOCK_STATES as readonly string[]).includes(stock ?? '')
      ? (stock as StockStateFilter)
      : undefined,
    active: active === '1' ? true : active === '0' ? false : undefined,
    page: positive(params.get('page')) ?? 1,
  };
}

/** The URL query of a filter (links to other pages keep the filter). */
export function adminProductQuery(filter: AdminProductFilter, page = filter.page): string {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.categoryId) params.set('category', String(filter.categoryId));
  if (filter.brandId) params.set('brand', String(filter.brandId));
  if (filter.make) params.set('make', String(filter.make));
  if (filter.model) params.set('model', filter.model);
  if (filter.vehicleId) params.set('vehicle', String(filter.vehicleId));
  if (filter.stock) params.set('stock', filter.stock);
  if (filter.active !== undefined) params.set('active', filter.active ? '1' : '0');
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
