/**
 * The back office's product and variant forms as pure rules: one reader for the API's JSON and
 * the editor's posted form (both hand the same plain shape), answering either a clean draft or
 * every field's problem at once (message keys, translated by the caller). No database here:
 * uniqueness of references is the repository's (unique constraints), existence of categories,
 * vehicles and filter values the service's.
 */
import { slugify } from '../../shared/slug';
import type { FieldError, QueryErrors } from '../../shared/api-query';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locale';
import { eurosInputToCents } from '../../shared/money';
import { OUT_OF_STOCK_STATUSES, type OutOfStockStatus } from './product-admin.contract';

export const REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
/** A slug's text part; the stored slug is `<text>-<product id>` (pages resolve by the id). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 140;
export const NAME_MAX = 200;
export const META_TITLE_MAX = 120;
export const META_DESCRIPTION_MAX = 320;
export const DESCRIPTION_MAX = 20_000;
export const DISCOUNT_MAX = 90;
export const REORDER_DELAY_MAX = 365;

export interface ProductTexts {
  name: string;
  slugBase: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
}

export interface ProductDraft {
  reference: string;
  brandId: number | null;
  /** The languages the product is written in (French always). */
  texts: Partial<Record<Locale, ProductTexts>>;
  categoryIds: number[];
  vehicleIds: number[];
  assemblyPriceHtCents: number | null;
  isActive: boolean;
}

export interface VariantDraft {
  reference: string;
  name: Partial<Record<Locale, string>>;
  priceHtCents: number;
  discountPercent: number;
  quantityAvailable: number;
  outOfStockStatus: OutOfStockStatus;
  reorderDelayMin: number | null;
  reorderDelayMax: number | null;
  filterValueIds: number[];
  isActive: boolean;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: QueryErrors };

type Raw = Record<string, unknown>;

class Problems {
  readonly errors: QueryErrors = {};
  add(field: string, key: FieldError['key'], params?: Record<string, string>) {
    (this.errors[field] ??= []).push(params ? { key, params } : { key });
  }
  get none() {
    return Object.keys(this.errors).length === 0;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const record = (value: unknown): Raw =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {};

/** A "yes" of a form or JSON: true, "1", "on", "true", "yes". */
export function truthy(value: unknown): boolean {
  return value === true || ['1', 'on', 'true', 'yes'].includes(String(value));
}

/** Positive integer ids, deduplicated; null when any entry is not one. */
export function idList(value: unknown): number[] | null {
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  const ids: number[] = [];
  for (const entry of list) {
    const id =
      typeof entry === 'number' ? entry : /^\d{1,9}$/.test(String(entry)) ? Number(entry) : NaN;
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Euros typed ("12,50", "12.5") or sent as a JSON number → whole cents; null when unreadable. */
export function eurosToCentsInput(value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0 || value > 9_999_999) return null;
    const cents = Math.round(value * 100);
    return Math.abs(cents - value * 100) < 1e-6 ? cents : null;
  }
  return typeof value === 'string' ? eurosInputToCents(value) : null;
}

/** A whole number in [min, max] from a form or JSON; undefined when empty, null when bad. */
export function wholeNumber(value: unknown, min: number, max: number): number | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n =
    typeof value === 'number'
      ? value
      : /^-?\d{1,9}$/.test(String(value).trim())
        ? Number(String(value).trim())
        : NaN;
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
}

function checkReference(problems: Problems, field: string, value: unknown): string {
  const reference = text(value);
  if (!reference) problems.add(field, 'required');
  else if (!REFERENCE_PATTERN.test(reference)) problems.add(field, 'catalogue_reference_invalid');
  return reference;
}

function limited(problems: Problems, field: string, value: unknown, max: number): string {
  const clean = text(value);
  if (clean.length > max) problems.add(field, 'catalogue_too_long', { max: String(max) });
  return clean;
}

/**
 * The product's own fields. A language is written when its name is; its slug text defaults to
 * the name's, and must be lower-case words joined by hyphens. French (the shop's default) is
 * required: it is the language every other falls back to.
 */
export function parseProductDraft(input: Raw): Parsed<ProductDraft> {
  const problems = new Problems();
  const reference = checkReference(problems, 'reference', input.reference);
  const names = record(input.name);
  const slugs = record(input.slug);
  const descriptions = record(input.description);
  const metaTitles = record(input.meta_title);
  const metaDescriptions = record(input.meta_description);
  const texts: Partial<Record<Locale, ProductTexts>> = {};
  for (const locale of LOCALES) {
    const name = limited(problems, `name.${locale}`, names[locale], NAME_MAX);
    const typedSlug = text(slugs[locale]);
    const others = [descriptions, metaTitles, metaDescriptions].some((r) => text(r[locale]));
    if (!name) {
      if (locale === DEFAULT_LOCALE || typedSlug || others)
        problems.add(`name.${locale}`, 'required');
      continue;
    }
    const slugBase = typedSlug || slugify(name, { maxLength: SLUG_MAX, locale });
    if (!SLUG_PATTERN.test(slugBase)) problems.add(`slug.${locale}`, 'catalogue_slug_invalid');
    else if (slugBase.length > SLUG_MAX)
      problems.add(`slug.${locale}`, 'catalogue_too_long', { max: String(SLUG_MAX) });
    texts[locale] = {
      name,
      slugBase,
      description: limited(
        problems,
        `description.${locale}`,
        descriptions[locale],
        DESCRIPTION_MAX,
      ),
      metaTitle: limited(problems, `meta_title.${locale}`, metaTitles[locale], META_TITLE_MAX),
      metaDescription: limited(
        problems,
        `meta_description.${locale}`,
        metaDescriptions[locale],
        META_DESCRIPTION_MAX,
      ),
    };
  }
  const brand = wholeNumber(input.brand_id, 1, 2_147_483_647);
  if (brand === null) problems.add('brand_id', 'invalid_value');
  const categoryIds = idList(input.category_ids);
  if (categoryIds === null) problems.add('category_ids', 'invalid_value');
  const vehicleIds = idList(input.vehicle_ids);
  if (vehicleIds === null) problems.add('vehicle_ids', 'invalid_value');
  let assemblyPriceHtCents: number | null = null;
  const assembly = input.assembly_price_ht;
  if (assembly !== undefined && assembly !== null && assembly !== '') {
    assemblyPriceHtCents = eurosToCentsInput(assembly);
    if (assemblyPriceHtCents === null) problems.add('assembly_price_ht', 'catalogue_price_invalid');
  }
  if (!problems.none) return { ok: false, errors: problems.errors };
  return {
    ok: true,
    value: {
      reference,
      brandId: brand ?? null,
      texts,
      categoryIds: categoryIds!,
      vehicleIds: vehicleIds!,
      assemblyPriceHtCents,
      isActive: input.is_active === undefined ? true : truthy(input.is_active),
    },
  };
}

/**
 * One variant. `prefix` names its fields in a list (`variants.0.`). A reorder delay is a range
 * of days (min ≤ max); it only means something for the `reorder` status, which needs it.
 */
export function parseVariantDraft(input: Raw, prefix = ''): Parsed<VariantDraft> {
  const problems = new Problems();
  const field = (name: string) => `${prefix}${name}`;
  const reference = checkReference(problems, field('reference'), input.reference);
  const names = record(input.name);
  const name: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const value = limited(problems, field(`name.${locale}`), names[locale], NAME_MAX);
    if (value) name[locale] = value;
  }
  if (!name[DEFAULT_LOCALE]) problems.add(field(`name.${DEFAULT_LOCALE}`), 'required');
  const rawPrice = input.price_ht;
  const priceHtCents =
    rawPrice === undefined || rawPrice === null || rawPrice === ''
      ? undefined
      : eurosToCentsInput(rawPrice);
  if (priceHtCents === undefined) problems.add(field('price_ht'), 'required');
  else if (priceHtCents === null) problems.add(field('price_ht'), 'catalogue_price_invalid');
  const discount = wholeNumber(input.discount_percent, 0, DISCOUNT_MAX);
  if (discount === null)
    problems.add(field('discount_percent'), 'catalogue_percent_invalid', {
      max: String(DISCOUNT_MAX),
    });
  const quantity = wholeNumber(input.quantity, 0, 1_000_000);
  if (quantity === null) problems.add(field('quantity'), 'invalid_integer');
  const status = text(input.out_of_stock_status) || 'stock';
  if (!(OUT_OF_STOCK_STATUSES as readonly string[]).includes(status))
    problems.add(field('out_of_stock_status'), 'invalid_value');
  const min = wholeNumber(input.reorder_delay_min, 0, REORDER_DELAY_MAX);
  const max = wholeNumber(input.reorder_delay_max, 0, REORDER_DELAY_MAX);
  if (min === null) problems.add(field('reorder_delay_min'), 'catalogue_delay_invalid');
  if (max === null) problems.add(field('reorder_delay_max'), 'catalogue_delay_invalid');
  if (typeof min === 'number' && typeof max === 'number' && max < min)
    problems.add(field('reorder_delay_max'), 'catalogue_delay_order');
  if (status === 'reorder' && min === undefined && max === undefined)
    problems.add(field('reorder_delay_min'), 'required');
  const filterValueIds = idList(input.filter_value_ids);
  if (filterValueIds === null) problems.add(field('filter_value_ids'), 'invalid_value');
  if (!problems.none) return { ok: false, errors: problems.errors };
  return {
    ok: true,
    value: {
      reference,
      name,
      priceHtCents: priceHtCents!,
      discountPercent: discount ?? 0,
      quantityAvailable: quantity ?? 0,
      outOfStockStatus: status as OutOfStockStatus,
      reorderDelayMin: min ?? null,
      reorderDelayMax: max ?? null,
      filterValueIds: filterValueIds!,
      isActive: input.is_active === undefined ? true : truthy(input.is_active),
    },
  };
}

/** A stored slug from its text and the product's id: pages find the product by the trailing id. */
export const storedSlug = (slugBase: string, productId: number) => `${slugBase}-${productId}`;

/** The text part of a stored slug (what the editor shows and edits). */
export function slugBaseOf(slug: string, productId: number): string {
  const suffix = `-${productId}`;
  return slug.endsWith(suffix) ? slug.slice(0, -suffix.length) : slug;
}

/** A copy's reference: `<reference>-COPY`, then `-COPY2`, … the first not in `taken`. */
export function copyReference(reference: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const candidate = `${reference}-COPY${n === 1 ? '' : n}`.slice(-64);
    if (!taken.has(candidate)) return candidate;
  }
}
