/**
 * The catalogue's CSV import (docs/decisions/041): a dry run keeps the file (by its sha256) and
 * answers every change and every error before anything is written; the apply reads the kept
 * file, checks it again against the catalogue of now inside its transaction (rows locked), and
 * writes it all or nothing — refused while the file has an error, or when the changes differ
 * from those the dry run showed. The quick stock and price editor writes through the same plan.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit';
import {
  creationKeys,
  decodeCsv,
  IMPORT_MAX_BYTES,
  parseCatalogueCsv,
  planDigest,
  planImport,
  type ImportChange,
  type ImportCreation,
  type ImportError,
  type ImportPlan,
  type ParsedCsv,
} from './catalogue-import.rules';
import {
  deleteOldImports,
  insertProducts,
  insertVariants,
  lockImport,
  markImportApplied,
  productLookup,
  saveCheckedImport,
  variantStatesByReference,
  writeProducts,
  writeVariants,
} from './catalogue-import.repo';
import { refreshProductListing } from './product-listing.repo';

export interface ImportCheck {
  sha256: string;
  fileName: string;
  lines: number;
  changes: ImportChange[];
  creations: ImportCreation[];
  errors: ImportError[];
}

/** Why a file is refused before any line is looked at (the API's 4xx). */
export type FileRefusal = 'too_large' | 'empty_file' | 'not_csv';

const referencesOf = (parsed: ParsedCsv) =>
  parsed.rows.map((r) => (r.cells.variant_reference ?? '').trim()).filter(Boolean);

async function planOf(db: Db, parsed: ParsedCsv, lock: boolean): Promise<ImportPlan> {
  const keys = creationKeys(parsed.rows);
  const products = await productLookup(db, keys.productIds, keys.productReferences, lock);
  return planImport(
    parsed,
    await variantStatesByReference(db, referencesOf(parsed), lock),
    products,
  );
}

/** The dry run: nothing of the catalogue is written; the file is kept for its apply. */
export async function checkCatalogueImport(
  db: Db,
  input: { actorUserId: number; fileName: string; bytes: Uint8Array },
): Promise<ImportCheck | { refused: FileRefusal }> {
  if (input.bytes.length > IMPORT_MAX_BYTES) return { refused: 'too_large' };
  if (input.bytes.length === 0) return { refused: 'empty_file' };
  const text = decodeCsv(input.bytes);
  if (text === null) return { refused: 'not_csv' };
  const parsed = parseCatalogueCsv(text);
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  const fileName = input.fileName.slice(0, 200) || 'catalogue.csv';
  if ('errors' in parsed) {
    const code = parsed.errors[0]?.code;
    if (parsed.errors.length === 1 && (code === 'empty_file' || code === 'not_csv'))
      return { refused: code };
    return { sha256, fileName, lines: 0, changes: [], creations: [], errors: parsed.errors };
  }
  const plan = await planOf(db, parsed, false);
  await saveCheckedImport(db, {
    sha256,
    fileName,
    content: text,
    createdBy: input.actorUserId,
    lineCount: plan.lines,
    changeCount: plan.changes.length + plan.creations.length,
    errorCount: plan.errors.length,
    planDigest: planDigest(plan),
  });
  return {
    sha256,
    fileName,
    lines: plan.lines,
    changes: plan.changes,
    creations: plan.creations,
    errors: plan.errors,
  };
}

export type ApplyOutcome =
  | {
      ok: true;
      lines: number;
      changes: number;
      variants: number;
      products: number;
      createdVariants: number;
      createdProducts: number;
    }
  | { ok: false; reason: 'unknown' | 'applied' }
  | { ok: false; reason: 'errors'; errors: ImportError[] }
  | { ok: false; reason: 'stale'; changes: ImportChange[] };

/** Writes the planned rows, rebuilds the touched products' listing once. */
async function writePlan(tx: Db, plan: ImportPlan): Promise<number[]> {
  await writeVariants(tx, plan.variants);
  await writeProducts(tx, plan.products);
  const created = await insertProducts(tx, plan.newProducts);
  const newVariants = plan.newVariants.map((v) => ({
    ...v,
    productId: v.productId ?? created.get(v.productReference)!,
  }));
  await insertVariants(tx, newVariants);
  const productIds = [
    ...new Set([
      ...plan.variants.map((v) => v.productId),
      ...plan.products.map((p) => p.productId),
      ...newVariants.map((v) => v.productId),
    ]),
  ];
  await refreshProductListing(tx, productIds);
  return productIds;
}

function changeSummary(changes: readonly ImportChange[]): Record<string, number> {
  const fields: Record<string, number> = {};
  for (const change of changes) fields[change.field] = (fields[change.field] ?? 0) + 1;
  return fields;
}

/** The apply of a checked file: all of it in one transaction, or nothing. */
export async function applyCatalogueImport(
  db: Db,
  actorUserId: number,
  sha256: string,
): Promise<ApplyOutcome> {
  try {
    return await applyInTransaction(db, actorUserId, sha256);
  } catch (error) {
    // A reference the file creates was taken by someone else after the check (unique index).
    if ((error as { code?: string }).code === '23505')
      return { ok: false, reason: 'stale', changes: [] };
    throw error;
  }
}

function applyInTransaction(db: Db, actorUserId: number, sha256: string): Promise<ApplyOutcome> {
  return db.transaction(async (tx): Promise<ApplyOutcome> => {
    const kept = await lockImport(tx, sha256);
    if (!kept) return { ok: false, reason: 'unknown' };
    if (kept.status === 'applied') return { ok: false, reason: 'applied' };
    const parsed = parseCatalogueCsv(kept.content);
    if ('errors' in parsed) return { ok: false, reason: 'errors', errors: parsed.errors };
    const plan = await planOf(tx, parsed, true);
    if (plan.errors.length > 0) return { ok: false, reason: 'errors', errors: plan.errors };
    if (planDigest(plan) !== kept.planDigest)
      return { ok: false, reason: 'stale', changes: plan.changes };
    const productIds = await writePlan(tx, plan);
    await markImportApplied(tx, kept.id);
    await recordAudit(tx, {
      actorUserId,
      action: 'catalogue.import',
      entity: 'catalogue_import',
      entityId: kept.id,
      after: {
        file: kept.fileName,
        sha256,
        lines: plan.lines,
        changes: plan.changes.length,
        variants: plan.variants.length,
        products: productIds.length,
        fields: changeSummary(plan.changes),
        created_products: plan.newProducts.length,
        created_variants: plan.newVariants.length,
      },
    });
    return {
      ok: true,
      lines: plan.lines,
      changes: plan.changes.length + plan.creations.length,
      variants: plan.variants.length,
      products: productIds.length,
      createdVariants: plan.newVariants.length,
      createdProducts: plan.newProducts.length,
    };
  });
}

/** A checked file is kept this long (to apply it, or to see what was applied). */
export const IMPORT_KEPT_DAYS = 7;

/** The sweep of kept files: applied or abandoned more than a week ago. */
export function sweepOldCatalogueImports(db: Db, now: Date): Promise<number> {
  return deleteOldImports(db, new Date(now.getTime() - IMPORT_KEPT_DAYS * 86_400_000));
}

/** One row of the quick editor's post: what the page showed and what was typed. */
export interface QuickEditRow {
  reference: string;
  was: QuickEditValues;
  now: QuickEditValues;
}
export interface QuickEditValues {
  price_ht: string;
  discount_percent: string;
  stock: string;
  out_of_stock_status: string;
}
const QUICK_FIELDS = ['price_ht', 'discount_percent', 'stock', 'out_of_stock_status'] as const;

export type QuickEditOutcome =
  { ok: true; changed: number } | { ok: false; errors: ImportError[]; stale: string[] };

/**
 * Saves the rows a person changed (the others are not sent to the plan), all or nothing: a bad
 * value or a row changed by someone else since the page was shown (its `was` values no longer
 * match) refuses the save and names the rows.
 */
export async function saveQuickEdits(
  db: Db,
  actorUserId: number,
  rows: readonly QuickEditRow[],
): Promise<QuickEditOutcome> {
  const changed = rows.filter((r) => QUICK_FIELDS.some((f) => r.now[f].trim() !== r.was[f].trim()));
  if (changed.length === 0) return { ok: true, changed: 0 };
  const asCsv = (values: (r: QuickEditRow) => QuickEditValues): ParsedCsv => ({
    columns: ['variant_reference', ...QUICK_FIELDS],
    rows: changed.map((r, i) => ({
      line: i + 1,
      cells: { variant_reference: r.reference, ...values(r) },
    })),
  });
  return db.transaction(async (tx): Promise<QuickEditOutcome> => {
    const states = await variantStatesByReference(
      tx,
      changed.map((r) => r.reference),
      true,
    );
    // Stale: what the page showed, read as an import, would change something today.
    const shown = planImport(
      asCsv((r) => r.was),
      states,
    );
    const moved = new Set(shown.changes.map((c) => c.reference));
    const stale = changed.filter((r) => moved.has(r.reference)).map((r) => r.reference);
    const plan = planImport(
      asCsv((r) => r.now),
      states,
    );
    if (plan.errors.length > 0 || stale.length > 0)
      return { ok: false, errors: plan.errors, stale };
    await writePlan(tx, plan);
    await recordAudit(tx, {
      actorUserId,
      action: 'catalogue.quick_edit',
      entity: 'variant',
      entityId: null,
      before: plan.changes.map((c) => ({ reference: c.reference, field: c.field, value: c.old })),
      after: plan.changes.map((c) => ({ reference: c.reference, field: c.field, value: c.new })),
    });
    return { ok: true, changed: plan.variants.length };
  });
}
