/**
 * The catalogue's CSV as read and written: its columns, how a file is read (either separator, a
 * BOM, CRLF, Windows-1252 from an old Excel), each cell's reading, and the values of a variant
 * line (shared by the changes of existing variants and the creation of new ones). Pure.
 */
import { parse } from 'csv-parse/sync';
import { LOCALES, type Locale, type Translated } from '../../shared/locale';
import { centsToEurosInput, eurosInputToCents } from '../../shared/money';

/** The variants' statuses once out of stock (products.tables: the database checks the same). */
export const IMPORT_STATUSES = ['stock', 'reorder', 'sold_out', 'discontinued'] as const;
export type OutOfStockStatus = (typeof IMPORT_STATUSES)[number];

const nameColumns = (prefix: string) => LOCALES.map((l) => `${prefix}${l}` as const);

/**
 * The export's columns, in order; an import may carry any of them (the variant's reference is
 * required). The ids mark what exists: a line with an empty `variant_id` creates a variant.
 */
export const CATALOGUE_COLUMNS = [
  'product_id',
  'variant_id',
  'product_reference',
  'variant_reference',
  ...nameColumns('name_'),
  ...nameColumns('variant_name_'),
  'price_ht',
  'discount_percent',
  'stock',
  'out_of_stock_status',
  'reorder_delay_min',
  'reorder_delay_max',
  'product_active',
  'variant_active',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** Larger files are refused before reading: 10 MB is about 40,000 lines of the export. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_LINES = 50_000;
/** The shop's bounds for what the database checks too. */
const MAX_STOCK = 1_000_000;
const MAX_DELAY_DAYS = 365;
const MAX_NAME = 200;

/** A variant as the import compares it (the database's values). */
export interface VariantState {
  variantId: number;
  productId: number;
  productReference: string;
  reference: string;
  productNames: Translated;
  variantName: Translated;
  priceHtCents: number;
  discountPercent: number;
  quantityAvailable: number;
  outOfStockStatus: OutOfStockStatus;
  reorderDelayMin: number | null;
  reorderDelayMax: number | null;
  productActive: boolean;
  variantActive: boolean;
}

export type ImportErrorCode =
  | 'not_csv'
  | 'empty_file'
  | 'too_many_lines'
  | 'missing_reference_column'
  | 'unknown_column'
  | 'duplicate_column'
  | 'unreadable_line'
  | 'missing_reference'
  | 'unknown_reference'
  | 'duplicate_reference'
  | 'product_mismatch'
  | 'conflicting_product_value'
  | 'bad_price'
  | 'bad_integer'
  | 'negative_stock'
  | 'discount_out_of_range'
  | 'unknown_status'
  | 'bad_delay'
  | 'delay_order'
  | 'bad_boolean'
  | 'empty_name'
  | 'name_too_long'
  | 'variant_mismatch'
  | 'reference_taken'
  | 'bad_reference'
  | 'unknown_product'
  | 'missing_product_reference'
  | 'product_reference_taken'
  | 'missing_name'
  | 'missing_price';

/** `line` 1 is the header; 0 for the file as a whole. */
export interface ImportError {
  line: number;
  reference: string | null;
  field: string | null;
  code: ImportErrorCode;
  value: string | null;
}

export type ImportField =
  | `name_${Locale}`
  | `variant_name_${Locale}`
  | 'price_ht'
  | 'discount_percent'
  | 'stock'
  | 'out_of_stock_status'
  | 'reorder_delay_min'
  | 'reorder_delay_max'
  | 'product_active'
  | 'variant_active';

/** One change as shown (old → new in the export's notation) and what it writes. */
export interface ImportChange {
  line: number;
  reference: string;
  field: ImportField;
  old: string;
  new: string;
}

/** The full new values of a changed variant (the apply writes whole rows, in batches). */
export interface VariantWrite {
  variantId: number;
  productId: number;
  name: Translated;
  priceHtCents: number;
  discountPercent: number;
  quantityAvailable: number;
  outOfStockStatus: OutOfStockStatus;
  reorderDelayMin: number | null;
  reorderDelayMax: number | null;
  isActive: boolean;
}

export interface ProductWrite {
  productId: number;
  names: Partial<Translated>;
  isActive: boolean | null;
}

/**
 * A line that creates (shown as "+ new variant REF on product N" or "+ new product PREF"):
 * `productId` null when its product is new too (then `productReference` names it in the file).
 */
export interface ImportCreation {
  line: number;
  kind: 'product' | 'variant';
  reference: string;
  productId: number | null;
  productReference: string;
  name: string;
}

/** A variant to insert; its product is an existing id or a new product of the file. */
export interface NewVariantWrite extends Omit<VariantWrite, 'variantId' | 'productId'> {
  reference: string;
  productId: number | null;
  productReference: string;
}

/** A product to insert (inactive: the owner completes and switches it on in its editor). */
export interface NewProductWrite {
  reference: string;
  names: Partial<Translated>;
}

export interface ImportPlan {
  lines: number;
  changes: ImportChange[];
  creations: ImportCreation[];
  errors: ImportError[];
  variants: VariantWrite[];
  products: ProductWrite[];
  newProducts: NewProductWrite[];
  newVariants: NewVariantWrite[];
}

/** An existing product as a creation line refers to it (by id) or must not (by reference). */
export interface ProductState {
  productId: number;
  reference: string;
  names: Partial<Translated>;
  active: boolean;
}

export interface ProductLookup {
  byId: ReadonlyMap<number, ProductState>;
  byReference: ReadonlyMap<string, ProductState>;
}

export const NO_PRODUCTS: ProductLookup = { byId: new Map(), byReference: new Map() };

export interface ParsedCsv {
  columns: CatalogueColumn[];
  rows: { line: number; cells: Partial<Record<CatalogueColumn, string>> }[];
}

export const fileError = (code: ImportErrorCode, field: string | null = null): ImportError => ({
  line: field ? 1 : 0,
  reference: null,
  field,
  code,
  value: null,
});

/**
 * The file's bytes as text: UTF-8 (its BOM dropped), else Windows-1252 (Excel's "CSV" on a
 * French Windows). Null for what is not text (a NUL byte: a picture, a spreadsheet binary).
 */
export function decodeCsv(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** `;` when the header line has one (French Excel), else `,`. */
export function detectDelimiter(text: string): ';' | ',' {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  return header.includes(';') ? ';' : ',';
}

/** Header names as written by people: "Price HT" → "price_ht". */
const normaliseHeader = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Reads the file into named cells, or the errors that stop it being read at all. */
export function parseCatalogueCsv(text: string): ParsedCsv | { errors: ImportError[] } {
  if (text.trim() === '') return { errors: [fileError('empty_file')] };
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    return { errors: [fileError('not_csv')] };
  }
  const [head, ...body] = records;
  if (!head) return { errors: [fileError('empty_file')] };
  const errors: ImportError[] = [];
  const columns: CatalogueColumn[] = [];
  for (const raw of head.record) {
    const name = normaliseHeader(raw);
    if (!(CATALOGUE_COLUMNS as readonly string[]).includes(name))
      errors.push({ ...fileError('unknown_column', raw), value: raw });
    else if (columns.includes(name as CatalogueColumn))
      errors.push({ ...fileError('duplicate_column', raw), value: raw });
    else columns.push(name as CatalogueColumn);
  }
  if (!columns.includes('variant_reference'))
    errors.unshift(fileError('missing_reference_column', 'variant_reference'));
  if (body.length > IMPORT_MAX_LINES) errors.push(fileError('too_many_lines'));
  if (errors.length > 0) return { errors };
  if (body.length === 0) return { errors: [fileError('empty_file')] };
  const names = head.record.map(normaliseHeader) as CatalogueColumn[];
  return {
    columns,
    rows: body.map(({ record, info }) => {
      const cells: Partial<Record<CatalogueColumn, string>> = {};
      record.forEach((value, i) => {
        const column = names[i];
        if (column) cells[column] = value;
      });
      // info.lines is the line the record ends on; a quoted multi-line cell is rare here.
      return { line: info.lines, cells };
    }),
  };
}

/** How the export writes each value (and the dry run shows old → new). */
export const formatPrice = (cents: number) => centsToEurosInput(cents, 'en');
export const formatBool = (value: boolean) => (value ? '1' : '0');
export const formatDelay = (value: number | null) => (value === null ? '' : String(value));

const TRUE = new Set(['1', 'true', 'yes', 'oui', 'y', 'o', 'vrai']);
const FALSE = new Set(['0', 'false', 'no', 'non', 'n', 'faux']);

export type Read<T> = { ok: true; value: T } | { ok: false; code: ImportErrorCode };
export const bad = (code: ImportErrorCode): { ok: false; code: ImportErrorCode } => ({
  ok: false,
  code,
});

export function readPrice(text: string): Read<number> {
  const cents = eurosInputToCents(text);
  return cents === null ? bad('bad_price') : { ok: true, value: cents };
}

function readInteger(text: string): number | null {
  const clean = text.replace(/[\s\u00a0\u202f]/g, '');
  return /^-?\d{1,9}$/.test(clean) ? Number(clean) : null;
}

export function readStock(text: string): Read<number> {
  const value = readInteger(text);
  if (value === null || value > MAX_STOCK) return bad('bad_integer');
  return value < 0 ? bad('negative_stock') : { ok: true, value };
}

export function readDiscount(text: string): Read<number> {
  const value = readInteger(text.replace(/%$/, ''));
  if (value === null) return bad('bad_integer');
  return value < 0 || value > 90 ? bad('discount_out_of_range') : { ok: true, value };
}

export function readStatus(text: string): Read<OutOfStockStatus> {
  const value = text.trim().toLowerCase();
  return (IMPORT_STATUSES as readonly string[]).includes(value)
    ? { ok: true, value: value as OutOfStockStatus }
    : bad('unknown_status');
}

/** A reorder delay in days; empty = none. */
export function readDelay(text: string): Read<number | null> {
  if (text.trim() === '') return { ok: true, value: null };
  const value = readInteger(text);
  return value === null || value < 0 || value > MAX_DELAY_DAYS
    ? bad('bad_delay')
    : { ok: true, value };
}

export function readBoolean(text: string): Read<boolean> {
  const value = text.trim().toLowerCase();
  if (TRUE.has(value)) return { ok: true, value: true };
  if (FALSE.has(value)) return { ok: true, value: false };
  return bad('bad_boolean');
}

/**
 * A text a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is written
 * with an apostrophe in front (OWASP "CSV injection"): Excel shows it as text, and the import
 * takes the apostrophe off again (`readName`), so a round trip changes nothing.
 */
export function spreadsheetSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function readName(text: string): Read<string> {
  const trimmed = text.trim();
  const value = /^'[=+\-@]/.test(trimmed) ? trimmed.slice(1) : trimmed;
  if (value === '') return bad('empty_name');
  return value.length > MAX_NAME ? bad('name_too_long') : { ok: true, value };
}
