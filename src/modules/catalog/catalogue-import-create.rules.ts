/**
 * The lines of a catalogue import that create (docs/decisions/041): a line with an empty
 * `variant_id` is a new variant — of the product `product_id` names, or, without one, of a new
 * product whose reference is `product_reference` (several lines may share it: one new product
 * with several variants). Pure: the plan's part of those lines.
 */
import { DEFAULT_LOCALE, LOCALES, type Translated } from '../../shared/locale';
import {
  readBoolean,
  readName,
  type CatalogueColumn,
  type ImportPlan,
  type NewProductWrite,
  type ProductLookup,
  type ProductState,
  type VariantState,
} from './catalogue-import-read.rules';
import {
  readId,
  readReference,
  readVariantValues,
  type Cell,
  type LineError,
  type VariantValues,
} from './catalogue-import-line.rules';

/** A new variant's values before its cells: what the product editor's form starts with. */
const NEW_VARIANT: VariantValues = {
  name: {} as Translated,
  priceHtCents: 0,
  discountPercent: 0,
  quantityAvailable: 0,
  outOfStockStatus: 'stock',
  reorderDelayMin: null,
  reorderDelayMax: null,
  isActive: true,
};

export interface CreationLine {
  line: number;
  reference: string;
  cells: Partial<Record<CatalogueColumn, string>>;
  cell: Cell;
  error: LineError;
  /** The product columns of a line of an existing product (shared with the changed lines). */
  productColumns: (product: ProductState) => void;
}

export interface CreationContext {
  plan: ImportPlan;
  current: ReadonlyMap<string, VariantState>;
  products: ProductLookup;
  /** The file's new products by reference, with the line that introduced each. */
  newProducts: Map<string, NewProductWrite & { line: number }>;
}

/** Which products the creation lines name: ids to find, references that must be free. */
export function creationKeys(
  rows: readonly { cells: Partial<Record<CatalogueColumn, string>> }[],
): { productIds: number[]; productReferences: string[] } {
  const ids = new Set<number>();
  const references = new Set<string>();
  for (const { cells } of rows) {
    if ((cells.variant_id ?? '').trim() !== '') continue;
    const id = readId(cells.product_id ?? '');
    if (id !== null) ids.add(id);
    const reference = (cells.product_reference ?? '').trim();
    if (reference) references.add(reference);
  }
  return { productIds: [...ids], productReferences: [...references] };
}

/** A new product's names from its first line; a later line's names must agree. */
function newProductNames(
  { cell, error }: CreationLine,
  earlier: NewProductWrite | undefined,
): Partial<Translated> {
  const names: Partial<Translated> = {};
  for (const locale of LOCALES) {
    const name = cell(`name_${locale}`, readName);
    if (!name) continue;
    names[locale] = name.value;
    if (earlier && earlier.names[locale] !== name.value)
      error('conflicting_product_value', `name_${locale}`, name.value);
  }
  return names;
}

/** Plans one creation line; errors go to the plan with the line's number. */
export function planCreation(context: CreationContext, input: CreationLine): void {
  const { plan, current, products, newProducts } = context;
  const { line, reference, cells, cell, error } = input;
  const errorsBefore = plan.errors.length;
  if (current.has(reference)) return error('reference_taken', 'variant_reference', reference);
  if (!readReference(reference).ok) return error('bad_reference', 'variant_reference', reference);

  const productIdText = (cells.product_id ?? '').trim();
  const productReference = (cells.product_reference ?? '').trim();
  let existing: ProductState | null = null;
  let productName = '';
  if (productIdText !== '') {
    const id = readId(productIdText);
    existing = id === null ? null : (products.byId.get(id) ?? null);
    if (!existing) return error('unknown_product', 'product_id', productIdText);
    if (productReference && productReference !== existing.reference)
      return error('product_mismatch', 'product_reference', productReference);
    input.productColumns(existing);
    productName = existing.names[DEFAULT_LOCALE] ?? '';
  } else {
    if (productReference === '') return error('missing_product_reference', 'product_reference');
    const taken = products.byReference.get(productReference);
    if (taken)
      return error('product_reference_taken', 'product_reference', String(taken.productId));
    if (!readReference(productReference).ok)
      return error('bad_reference', 'product_reference', productReference);
    const earlier = newProducts.get(productReference);
    const names = newProductNames(input, earlier);
    // Read for its errors only: a new product is always created switched off.
    cell('product_active', readBoolean);
    if (!earlier) {
      if (!names[DEFAULT_LOCALE]) error('missing_name', `name_${DEFAULT_LOCALE}`);
      newProducts.set(productReference, { reference: productReference, names, line });
    }
    productName = (earlier ?? { names }).names[DEFAULT_LOCALE] ?? '';
  }

  const { values } = readVariantValues(cell, error, NEW_VARIANT);
  if ((cells.price_ht ?? '').trim() === '') error('missing_price', 'price_ht');
  if (!values.name[DEFAULT_LOCALE]) error('missing_name', `variant_name_${DEFAULT_LOCALE}`);
  if (plan.errors.length > errorsBefore) return;

  const isNewProduct = existing === null && newProducts.get(productReference)?.line === line;
  plan.creations.push({
    line,
    kind: isNewProduct ? 'product' : 'variant',
    reference,
    productId: existing?.productId ?? null,
    productReference: existing?.reference ?? productReference,
    name: isNewProduct ? productName : (values.name[DEFAULT_LOCALE] ?? ''),
  });
  plan.newVariants.push({
    ...values,
    reference,
    productId: existing?.productId ?? null,
    productReference: existing?.reference ?? productReference,
  });
}
