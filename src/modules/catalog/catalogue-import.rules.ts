/**
 * The catalogue import's plan (docs/decisions/041): every change (reference, field, old → new),
 * every creation and every error by line, computed from the file and the catalogue as it is
 * now, before anything is written; the export's line of a variant; the digest of what the dry
 * run showed. Pure. Reading the file and its cells: catalogue-import-read.rules.
 */
import { LOCALES } from '../../shared/locale';
import {
  fileError,
  formatBool,
  formatDelay,
  formatPrice,
  NO_PRODUCTS,
  readBoolean,
  readName,
  spreadsheetSafe,
  type CatalogueColumn,
  type ImportChange,
  type ImportErrorCode,
  type ImportField,
  type ImportPlan,
  type NewProductWrite,
  type ParsedCsv,
  type ProductLookup,
  type ProductState,
  type ProductWrite,
  type VariantState,
} from './catalogue-import-read.rules';
import { cellReader, readId, readVariantValues } from './catalogue-import-line.rules';
import { planCreation } from './catalogue-import-create.rules';

export * from './catalogue-import-read.rules';
export * from './catalogue-import-line.rules';
export { creationKeys } from './catalogue-import-create.rules';

/**
 * The import's plan: each line's reference looked up in `current` (by variant reference), each
 * present, non-empty cell read and compared. An empty cell changes nothing, except the reorder
 * delays where empty means "none" (what the export writes for none). Product columns (names,
 * product_active) repeat on each variant line of the product: they must agree. With a
 * `variant_id` column, a line whose id is empty creates (catalogue-import-create.rules); without
 * it, an unknown reference stays an error (an old file's typo never creates a variant).
 */
export function planImport(
  parsed: ParsedCsv,
  current: ReadonlyMap<string, VariantState>,
  productLookup: ProductLookup = NO_PRODUCTS,
) {
  const plan: ImportPlan = {
    lines: parsed.rows.length,
    changes: [],
    creations: [],
    errors: [],
    variants: [],
    products: [],
    newProducts: [],
    newVariants: [],
  };
  const seen = new Map<string, number>();
  const products = new Map<number, ProductWrite & { lines: Map<string, string> }>();
  const newProducts = new Map<string, NewProductWrite & { line: number }>();
  const has = (column: CatalogueColumn) => parsed.columns.includes(column);

  for (const { line, cells } of parsed.rows) {
    const reference = (cells.variant_reference ?? '').trim();
    const error = (code: ImportErrorCode, field: string | null, value: string | null = null) => {
      plan.errors.push({ line, reference: reference || null, field, code, value });
    };
    if (reference === '') {
      error('missing_reference', 'variant_reference');
      continue;
    }
    if (seen.has(reference)) {
      error('duplicate_reference', 'variant_reference', String(seen.get(reference)));
      continue;
    }
    seen.set(reference, line);
    const cell = cellReader(cells, error);
    const changes: ImportChange[] = [];

    // The product's columns: once per product, the same on each of its lines.
    const productColumns = (state: ProductState) => {
      let product = products.get(state.productId);
      const productValue = (field: ImportField, old: string, next: string, set: () => void) => {
        product ??= { productId: state.productId, names: {}, isActive: null, lines: new Map() };
        products.set(state.productId, product);
        const earlier = product.lines.get(field);
        if (earlier !== undefined) {
          if (earlier !== next) error('conflicting_product_value', field, next);
          return;
        }
        product.lines.set(field, next);
        if (old !== next) {
          changes.push({ line, reference, field, old, new: next });
          set();
        }
      };
      for (const locale of LOCALES) {
        const name = cell(`name_${locale}`, readName);
        if (name)
          productValue(`name_${locale}`, state.names[locale] ?? '', name.value, () => {
            product!.names[locale] = name.value;
          });
      }
      const active = cell('product_active', readBoolean);
      if (active)
        productValue('product_active', formatBool(state.active), formatBool(active.value), () => {
          product!.isActive = active.value;
        });
    };

    if (has('variant_id') && (cells.variant_id ?? '').trim() === '') {
      planCreation(
        { plan, current, products: productLookup, newProducts },
        { line, reference, cells, cell, error, productColumns },
      );
      plan.changes.push(...changes);
      continue;
    }
    const state = current.get(reference);
    if (!state) {
      error('unknown_reference', 'variant_reference', reference);
      continue;
    }
    const variantId = (cells.variant_id ?? '').trim();
    if (variantId && readId(variantId) !== state.variantId) {
      error('variant_mismatch', 'variant_id', variantId);
      continue;
    }
    const productReference = cells.product_reference?.trim();
    const productId = (cells.product_id ?? '').trim();
    if (
      (productReference && productReference !== state.productReference) ||
      (productId && readId(productId) !== state.productId)
    ) {
      error('product_mismatch', productId ? 'product_id' : 'product_reference', productId || null);
      continue;
    }
    const errorsBefore = plan.errors.length;
    const read = readVariantValues(cell, error, {
      name: state.variantName,
      priceHtCents: state.priceHtCents,
      discountPercent: state.discountPercent,
      quantityAvailable: state.quantityAvailable,
      outOfStockStatus: state.outOfStockStatus,
      reorderDelayMin: state.reorderDelayMin,
      reorderDelayMax: state.reorderDelayMax,
      isActive: state.variantActive,
    });
    for (const [field, old, next] of read.changes)
      changes.push({ line, reference, field, old, new: next });
    productColumns({
      productId: state.productId,
      reference: state.productReference,
      names: state.productNames,
      active: state.productActive,
    });

    if (plan.errors.length > errorsBefore) continue;
    plan.changes.push(...changes);
    if (read.changes.length > 0)
      plan.variants.push({
        variantId: state.variantId,
        productId: state.productId,
        ...read.values,
      });
  }
  if (!has('variant_reference')) plan.errors.push(fileError('missing_reference_column'));
  plan.products = [...products.values()]
    .filter((p) => Object.keys(p.names).length > 0 || p.isActive !== null)
    .map(({ productId, names, isActive }) => ({ productId, names, isActive }));
  plan.newProducts = [...newProducts.values()].map(({ reference, names }) => ({
    reference,
    names,
  }));
  return plan;
}

/** The export's line of a variant, in CATALOGUE_COLUMNS order. */
export function exportRow(state: VariantState): string[] {
  return [
    String(state.productId),
    String(state.variantId),
    state.productReference,
    state.reference,
    ...LOCALES.map((l) => spreadsheetSafe(state.productNames[l] ?? '')),
    ...LOCALES.map((l) => spreadsheetSafe(state.variantName[l] ?? '')),
    formatPrice(state.priceHtCents),
    String(state.discountPercent),
    String(state.quantityAvailable),
    state.outOfStockStatus,
    formatDelay(state.reorderDelayMin),
    formatDelay(state.reorderDelayMax),
    formatBool(state.productActive),
    formatBool(state.variantActive),
  ];
}

/**
 * What the dry run showed, as one string: the apply recomputes the plan and refuses when it
 * differs (the catalogue changed in between: the person approved other changes).
 */
export function planDigest(plan: Pick<ImportPlan, 'changes'> & Partial<ImportPlan>): string {
  const changes = plan.changes
    .map((c) => `${c.reference}\u0001${c.field}\u0001${c.old}\u0001${c.new}`)
    .join('\u0002');
  const creations = (plan.creations ?? []).map(
    (c) => `+${c.kind}\u0001${c.reference}\u0001${c.productId ?? ''}\u0001${c.productReference}`,
  );
  return creations.length === 0 ? changes : [changes, ...creations].join('\u0002');
}
