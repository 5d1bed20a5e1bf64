/**
 * The product-list URL of SPEC §2 as data: `q, sort, page, filters (comma-separated filter
 * value ids), categories, availability, brands, priceMin, priceMax, reviews` plus `vehicle=1`
 * ("only parts for my vehicle") and `range{filterId}=min-max` (numeric slider filters). Pure
 * and shared by server and browser: parsing accepts both `filters=1,2` and the repeated
 * `filters=1&filters=2` a plain HTML GET form sends, so filtering works without JavaScript.
 */
/* Only the pure list rules: the catalog index
   also exports its repos and Drizzle tables, which would land in the browser bundle. */
import {
  AVAILABILITIES,
  PRODUCT_SORTS,
  type Availability,
  type ProductSort,
} from '../../../modules/catalog/products.rules';

export const LIST_SORTS = PRODUCT_SORTS;

export interface ListParams {
  q: string;
  sort: ProductSort;
  page: number;
  filters: number[];
  categories: number[];
  brands: number[];
  reviews: number[];
  availability: Availability | null;
  priceMin: number | null;
  priceMax: number | null;
  /** Numeric range filters: filter id → [min, max] slider values. */
  ranges: Map<number, [number, number]>;
  myVehicle: boolean;
}

const MAX_IDS = 100;

function ids(params: URLSearchParams, name: string): number[] {
  const out = new Set<number>();
  for (const raw of params.getAll(name))
    for (const part of raw.split(',')) {
      const text = part.trim();
      if (/^\d{1,9}$/.test(text) && Number(text) > 0) out.add(Number(text));
    }
  return [...out].slice(0, MAX_IDS).sort((a, b) => a - b);
}

function amount(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const normalised = value.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(normalised)) return null;
  return Number(normalised);
}

const NUMBER = /^\d{1,6}(?:\.\d{1,3})?$/;

function number(value: string | null): number | null {
  const text = value?.trim() ?? '';
  return NUMBER.test(text) ? Number(text) : null;
}

/** `low-high` (in either order) as [low, high]; null when malformed. */
function numberPair(value: string): [number, number] | null {
  const bounds = /^(\d{1,6}(?:\.\d{1,3})?)-(\d{1,6}(?:\.\d{1,3})?)$/.exec(value.trim());
  if (!bounds) return null;
  return [Number(bounds[1]), Number(bounds[2])].sort((a, b) => a - b) as [number, number];
}

/** Reads a list URL; anything malformed is dropped rather than failing the page. */
export function parseListParams(search: URLSearchParams | string): ListParams {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const availability = params.get('availability');
  const ranges = new Map<number, [number, number]>();
  // The sidebar's two slider inputs send `range4Min` and `range4Max`, with the bounds they were
  // drawn between in `range4Bounds`: a slider left at those bounds is no filter at all (it would
  // otherwise keep only the products that have a value for it).
  const sliders = new Set<string>();
  for (const key of params.keys()) {
    const split = /^range(\d{1,9})(?:Min|Max|Bounds)$/.exec(key);
    if (split) sliders.add(split[1]!);
  }
  for (const id of sliders) {
    const low = number(params.get(`range${id}Min`));
    const high = number(params.get(`range${id}Max`));
    const bounds = numberPair(params.get(`range${id}Bounds`) ?? '');
    const untouched =
      bounds !== null && (low ?? bounds[0]) <= bounds[0] && (high ?? bounds[1]) >= bounds[1];
    if (low !== null && high !== null && !untouched) params.set(`range${id}`, `${low}-${high}`);
  }
  for (const [key, value] of params) {
    const match = /^range(\d{1,9})$/.exec(key);
    const bounds = numberPair(value);
    if (match && bounds) ranges.set(Number(match[1]), bounds);
  }
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    sort: (LIST_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as ProductSort)
      : 'popularity',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    filters: ids(params, 'filters'),
    categories: ids(params, 'categories'),
    brands: ids(params, 'brands'),
    reviews: ids(params, 'reviews').filter((stars) => stars <= 5),
    availability: (AVAILABILITIES as readonly (string | null)[]).includes(availability)
      ? (availability as Availability)
      : null,
    priceMin: amount(params.get('priceMin')),
    priceMax: amount(params.get('priceMax')),
    ranges,
    myVehicle: params.get('vehicle') === '1',
  };
}

/** The canonical query string of a selection (comma lists, defaults omitted, stable order). */
export function listSearch(state: ListParams): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sort !== 'popularity') params.set('sort', state.sort);
  const list = (name: string, values: number[]) => {
    if (values.length) params.set(name, values.join(','));
  };
  list('filters', state.filters);
  list('categories', state.categories);
  list('brands', state.brands);
  list('reviews', state.reviews);
  if (state.availability) params.set('availability', state.availability);
  if (state.priceMin !== null) params.set('priceMin', String(state.priceMin));
  if (state.priceMax !== null) params.set('priceMax', String(state.priceMax));
  for (const [filterId, [low, high]] of [...state.ranges].sort((a, b) => a[0] - b[0]))
    params.set(`range${filterId}`, `${low}-${high}`);
  if (state.myVehicle) params.set('vehicle', '1');
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The parameters of a list URL (SPEC §2), besides `range{filterId}`. */
const LIST_KEYS = new Set([
  'q',
  'sort',
  'page',
  'filters',
  'categories',
  'brands',
  'reviews',
  'availability',
  'priceMin',
  'priceMax',
  'vehicle',
]);
const SLIDER_FIELD = /^range\d{1,9}(?:Min|Max|Bounds)$/;

/**
 * The clean URL a plain form submission stands for ("Apply" without JavaScript sends every
 * field: empty price boxes, sliders left where they were drawn), or null when the URL is
 * already clean. Parameters that are not the list's (campaign tags…) are kept.
 */
export function cleanListUrl(pathname: string, search: string): string | null {
  const params = new URLSearchParams(search);
  const fromForm = [...params].some(
    ([key, value]) => SLIDER_FIELD.test(key) || (LIST_KEYS.has(key) && value.trim() === ''),
  );
  if (!fromForm) return null;
  const clean = new URLSearchParams(listSearch(parseListParams(params)));
  for (const [key, value] of params)
    if (!LIST_KEYS.has(key) && !/^range\d/.test(key)) clean.append(key, value);
  const text = clean.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** How many filters the shopper has chosen (the filter button's badge). */
export function selectedCount(state: ListParams): number {
  return (
    state.filters.length +
    state.categories.length +
    state.brands.length +
    state.reviews.length +
    (state.availability ? 1 : 0) +
    (state.priceMin !== null || state.priceMax !== null ? 1 : 0) +
    state.ranges.size
  );
}

/** The same list without any filter (keeps the search and the sort): "erase filters". */
export function withoutFilters(state: ListParams): ListParams {
  return {
    ...state,
    filters: [],
    categories: [],
    brands: [],
    reviews: [],
    availability: null,
    priceMin: null,
    priceMax: null,
    ranges: new Map(),
    page: 1,
  };
}

/** The current URL without `q` (and its page number): cancelling the search. */
export function withoutQuery(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('q');
  params.delete('page');
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
