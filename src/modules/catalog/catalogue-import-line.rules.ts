/**
 * One line of a catalogue import as cells: its reader, references and ids, and the variant's
 * values over a base (the variant now, or a new variant's defaults) with the changes in the
 * export's notation. Shared by the changed lines and the lines that create. Pure.
 */
import { LOCALES } from '../../shared/locale';
import {
  bad,
  formatBool,
  formatDelay,
  formatPrice,
  readBoolean,
  readDelay,
  readDiscount,
  readName,
  readPrice,
  readStatus,
  readStock,
  type CatalogueColumn,
  type ImportErrorCode,
  type ImportField,
  type Read,
  type VariantWrite,
} from './catalogue-import-read.rules';

/** A product or variant reference as the product editor accepts it. */
const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
export const readReference = (text: string): Read<string> =>
  REFERENCE.test(text.trim()) ? { ok: true, value: text.trim() } : bad('bad_reference');

export function readId(text: string): number | null {
  const clean = text.trim();
  return /^[1-9]\d{0,9}$/.test(clean) && Number(clean) <= 2_147_483_647 ? Number(clean) : null;
}

export type LineError = (
  code: ImportErrorCode,
  field: string | null,
  value?: string | null,
) => void;
export type Cell = <T>(
  column: CatalogueColumn,
  read: (text: string) => Read<T>,
  keepEmpty?: boolean,
) => { value: T } | undefined;

/** The line's cell reader: a present, non-empty cell read (`keepEmpty`: empty is a value too). */
export function cellReader(
  cells: Partial<Record<CatalogueColumn, string>>,
  error: LineError,
): Cell {
  return (column, read, keepEmpty = false) => {
    const text = cells[column];
    if (text === undefined || (!keepEmpty && text.trim() === '')) return undefined;
    const result = read(text);
    if (!result.ok) {
      error(result.code, column, text);
      return undefined;
    }
    return { value: result.value };
  };
}

export type VariantValues = Omit<VariantWrite, 'variantId' | 'productId'>;

/**
 * A line's variant columns over `base` (the variant now, or a new variant's defaults), with the
 * changes in the export's notation; an empty cell keeps the base value, except the reorder
 * delays where empty means "none".
 */
export function readVariantValues(
  cell: Cell,
  error: LineError,
  base: VariantValues,
): { values: VariantValues; changes: [ImportField, string, string][] } {
  const values: VariantValues = { ...base, name: { ...base.name } };
  const changes: [ImportField, string, string][] = [];
  const change = (field: ImportField, old: string, next: string) => {
    if (old !== next) changes.push([field, old, next]);
  };
  for (const locale of LOCALES) {
    const name = cell(`variant_name_${locale}`, readName);
    if (name) {
      change(`variant_name_${locale}`, base.name[locale] ?? '', name.value);
      values.name[locale] = name.value;
    }
  }
  const price = cell('price_ht', readPrice);
  if (price) {
    change('price_ht', formatPrice(base.priceHtCents), formatPrice(price.value));
    values.priceHtCents = price.value;
  }
  const discount = cell('discount_percent', readDiscount);
  if (discount) {
    change('discount_percent', String(base.discountPercent), String(discount.value));
    values.discountPercent = discount.value;
  }
  const stock = cell('stock', readStock);
  if (stock) {
    change('stock', String(base.quantityAvailable), String(stock.value));
    values.quantityAvailable = stock.value;
  }
  const status = cell('out_of_stock_status', readStatus);
  if (status) {
    change('out_of_stock_status', base.outOfStockStatus, status.value);
    values.outOfStockStatus = status.value;
  }
  const min = cell('reorder_delay_min', readDelay, true);
  if (min) {
    change('reorder_delay_min', formatDelay(base.reorderDelayMin), formatDelay(min.value));
    values.reorderDelayMin = min.value;
  }
  const max = cell('reorder_delay_max', readDelay, true);
  if (max) {
    change('reorder_delay_max', formatDelay(base.reorderDelayMax), formatDelay(max.value));
    values.reorderDelayMax = max.value;
  }
  if (
    (min || max) &&
    values.reorderDelayMin !== null &&
    values.reorderDelayMax !== null &&
    values.reorderDelayMax < values.reorderDelayMin
  )
    error('delay_order', 'reorder_delay_max', formatDelay(values.reorderDelayMax));
  const active = cell('variant_active', readBoolean);
  if (active) {
    change('variant_active', formatBool(base.isActive), formatBool(active.value));
    values.isActive = active.value;
  }
  return { values, changes };
}
