/**
 * SQL of the catalogue's bulk work: variants read as the import compares them (by reference,
 * or in pages for the export and the quick editor), and the import's writes as a few set-based
 * statements (one per 2,000 rows: a thousand-line file is not a thousand round trips).
 */
import { and, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Translated } from '../../shared/locale';
import { LOCALES } from '../../shared/locale';
import { slugify } from '../../shared/slug';
import type {
  NewProductWrite,
  NewVariantWrite,
  OutOfStockStatus,
  ProductLookup,
  ProductState,
  ProductWrite,
  VariantState,
  VariantWrite,
} from './catalogue-import.rules';
import { catalogueImports } from './catalogue-imports.tables';
import { SLUG_MAX, storedSlug } from './product-admin.rules';
import { productTranslations, products, variants } from './products.tables';

type Rows<T> = { rows: T[] };

interface StateRow {
  variant_id: number;
  product_id: number;
  product_reference: string;
  reference: string;
  product_names: Partial<Translated> | null;
  variant_name: Translated;
  price_ht_cents: number;
  discount_percent: number;
  quantity_available: number;
  out_of_stock_status: OutOfStockStatus;
  reorder_delay_min: number | null;
  reorder_delay_max: number | null;
  product_active: boolean;
  variant_active: boolean;
  position: number;
}

const STATE_COLUMNS = sql`
  v.id as variant_id, v.product_id, p.reference as product_reference, v.reference,
  (select jsonb_object_agg(t.locale, t.name) from product_translations t
    where t.product_id = p.id) as product_names,
  v.name as variant_name, v.price_ht_cents, v.discount_percent, v.quantity_available,
  v.out_of_stock_status, v.reorder_delay_min, v.reorder_delay_max,
  p.is_active as product_active, v.is_active as variant_active, v.position`;

function stateOf(row: StateRow): VariantState {
  return {
    variantId: Number(row.variant_id),
    productId: Number(row.product_id),
    productReference: row.product_reference,
    reference: row.reference,
    productNames: (row.product_names ?? {}) as Translated,
    variantName: row.variant_name,
    priceHtCents: Number(row.price_ht_cents),
    discountPercent: Number(row.discount_percent),
    quantityAvailable: Number(row.quantity_available),
    outOfStockStatus: row.out_of_stock_status,
    reorderDelayMin: row.reorder_delay_min === null ? null : Number(row.reorder_delay_min),
    reorderDelayMax: row.reorder_delay_max === null ? null : Number(row.reorder_delay_max),
    productActive: row.product_active,
    variantActive: row.variant_active,
  };
}

/**
 * The variants of these references, by reference. `lock`: inside the apply's transaction, the
 * rows are locked so nothing changes them between the check and the write.
 */
export async function variantStatesByReference(
  db: Db,
  references: readonly string[],
  lock = false,
): Promise<Map<string, VariantState>> {
  const states = new Map<string, VariantState>();
  if (references.length === 0) return states;
  const result = (await db.execute(sql`
    select ${STATE_COLUMNS}
      from variants v join products p on p.id = v.product_id
     where v.reference in (select jsonb_array_elements_text(${JSON.stringify(references)}::jsonb))
     ${lock ? sql`for update of v` : sql``}`)) as unknown as Rows<StateRow>;
  for (const row of result.rows) states.set(row.reference, stateOf(row));
  return states;
}

export interface StateCursor {
  productId: number;
  position: number;
  variantId: number;
}

/** One page of variants in the export's order (product, then the variant's position). */
export async function variantStatesPage(
  db: Db,
  after: StateCursor | null,
  limit: number,
): Promise<{ states: VariantState[]; next: StateCursor | null }> {
  const where = after
    ? sql`where (v.product_id, v.position, v.id) > (${after.productId}, ${after.position}, ${after.variantId})`
    : sql``;
  const result = (await db.execute(sql`
    select ${STATE_COLUMNS}
      from variants v join products p on p.id = v.product_id
     ${where}
     order by v.product_id, v.position, v.id
     limit ${limit}`)) as unknown as Rows<StateRow>;
  const last = result.rows[result.rows.length - 1];
  return {
    states: result.rows.map(stateOf),
    next:
      last && result.rows.length === limit
        ? {
            productId: Number(last.product_id),
            position: Number(last.position),
            variantId: Number(last.variant_id),
          }
        : null,
  };
}

/** The quick editor's page: variants whose reference or product name holds `search`. */
export async function searchVariantStates(
  db: Db,
  locale: string,
  search: string,
  offset: number,
  limit: number,
): Promise<{ states: VariantState[]; total: number }> {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const filter: SQL = search
    ? sql`where v.reference ilike ${pattern} or p.reference ilike ${pattern}
            or exists (select 1 from product_translations t where t.product_id = p.id
                         and t.locale = ${locale} and t.name ilike ${pattern})`
    : sql``;
  const result = (await db.execute(sql`
    select ${STATE_COLUMNS}, count(*) over ()::int as total
      from variants v join products p on p.id = v.product_id
     ${filter}
     order by v.reference
     limit ${limit} offset ${offset}`)) as unknown as Rows<StateRow & { total: number }>;
  return {
    states: result.rows.map(stateOf),
    total: result.rows.length > 0 ? Number(result.rows[0]!.total) : 0,
  };
}

const BATCH = 2000;

function* batches<T>(items: readonly T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += BATCH) yield items.slice(i, i + BATCH);
}

/** Whole rows of variants, one statement per 2,000. */
export async function writeVariants(tx: Db, writes: readonly VariantWrite[]): Promise<void> {
  for (const batch of batches(writes)) {
    const rows = batch.map((w) => ({
      id: w.variantId,
      name: w.name,
      price: w.priceHtCents,
      discount: w.discountPercent,
      stock: w.quantityAvailable,
      status: w.outOfStockStatus,
      dmin: w.reorderDelayMin,
      dmax: w.reorderDelayMax,
      active: w.isActive,
    }));
    await tx.execute(sql`
      update variants v
         set name = u.name, price_ht_cents = u.price, discount_percent = u.discount,
             quantity_available = u.stock, out_of_stock_status = u.status,
             reorder_delay_min = u.dmin, reorder_delay_max = u.dmax, is_active = u.active
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
             as u(id int, name jsonb, price int, discount int, stock int, status text,
                  dmin int, dmax int, active boolean)
       where v.id = u.id`);
  }
}

/** Product names (existing translations only) and switches. */
export async function writeProducts(tx: Db, writes: readonly ProductWrite[]): Promise<void> {
  const names = writes.flatMap((w) =>
    Object.entries(w.names).map(([locale, name]) => ({ product_id: w.productId, locale, name })),
  );
  for (const batch of batches(names))
    await tx.execute(sql`
      update product_translations t set name = u.name
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
             as u(product_id int, locale text, name text)
       where t.product_id = u.product_id and t.locale = u.locale`);
  const switches = writes
    .filter((w) => w.isActive !== null)
    .map((w) => ({ id: w.productId, active: w.isActive }));
  for (const batch of batches(switches))
    await tx.execute(sql`
      update products p set is_active = u.active, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as u(id int, active boolean)
       where p.id = u.id`);
  // A name change is a product change too (its page's caches key on updated_at).
  const renamed = writes.filter((w) => Object.keys(w.names).length > 0).map((w) => w.productId);
  if (renamed.length > 0)
    await tx.execute(sql`
      update products set updated_at = now()
       where id in (select jsonb_array_elements_text(${JSON.stringify(renamed)}::jsonb)::int)`);
}

/**
 * The products the creation lines name: by id (a new variant's product, locked in the apply so
 * its variants' positions hold) and by reference (a new product's, which must be free).
 */
export async function productLookup(
  db: Db,
  ids: readonly number[],
  references: readonly string[],
  lock = false,
): Promise<ProductLookup> {
  const byId = new Map<number, ProductState>();
  const byReference = new Map<string, ProductState>();
  if (ids.length === 0 && references.length === 0) return { byId, byReference };
  const result = (await db.execute(sql`
    select p.id, p.reference, p.is_active,
           (select jsonb_object_agg(t.locale, t.name) from product_translations t
             where t.product_id = p.id) as names
      from products p
     where p.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)
        or p.reference in (select jsonb_array_elements_text(${JSON.stringify(references)}::jsonb))
     ${lock ? sql`for update of p` : sql``}`)) as unknown as Rows<{
    id: number;
    reference: string;
    is_active: boolean;
    names: ProductState['names'] | null;
  }>;
  for (const row of result.rows) {
    const state: ProductState = {
      productId: Number(row.id),
      reference: row.reference,
      names: row.names ?? {},
      active: row.is_active,
    };
    byId.set(state.productId, state);
    byReference.set(state.reference, state);
  }
  return { byId, byReference };
}

/**
 * The file's new products, switched off, with a translation per name given (its slug from the
 * name, ending with the id like the editor's). Answers their ids by reference.
 */
export async function insertProducts(
  tx: Db,
  writes: readonly NewProductWrite[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const batch of batches(writes)) {
    const rows = await tx
      .insert(products)
      .values(batch.map((w) => ({ reference: w.reference, isActive: false })))
      .returning({ id: products.id, reference: products.reference });
    for (const row of rows) ids.set(row.reference, row.id);
    const texts = batch.flatMap((w) =>
      LOCALES.flatMap((locale) => {
        const name = w.names[locale];
        if (!name) return [];
        const id = ids.get(w.reference)!;
        const base =
          slugify(name, { maxLength: SLUG_MAX, locale }) ||
          slugify(w.reference, { maxLength: SLUG_MAX }) ||
          'produit';
        return [{ productId: id, locale, name, slug: storedSlug(base, id) }];
      }),
    );
    if (texts.length > 0) await tx.insert(productTranslations).values(texts);
  }
  return ids;
}

/** New variants, after their product's last one (in the file's order). */
export async function insertVariants(
  tx: Db,
  writes: readonly (NewVariantWrite & { productId: number })[],
): Promise<void> {
  if (writes.length === 0) return;
  const productIds = [...new Set(writes.map((w) => w.productId))];
  const last = (await tx.execute(sql`
    select product_id, max(position) as position from variants
     where product_id in (select jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb)::int)
     group by product_id`)) as unknown as Rows<{ product_id: number; position: number }>;
  const next = new Map(last.rows.map((r) => [Number(r.product_id), Number(r.position) + 1]));
  for (const batch of batches(writes))
    await tx.insert(variants).values(
      batch.map((w) => {
        const position = next.get(w.productId) ?? 0;
        next.set(w.productId, position + 1);
        return {
          productId: w.productId,
          reference: w.reference,
          name: w.name,
          priceHtCents: w.priceHtCents,
          discountPercent: w.discountPercent,
          quantityAvailable: w.quantityAvailable,
          outOfStockStatus: w.outOfStockStatus,
          reorderDelayMin: w.reorderDelayMin,
          reorderDelayMax: w.reorderDelayMax,
          isActive: w.isActive,
          position,
        };
      }),
    );
}

export type CatalogueImportRow = typeof catalogueImports.$inferSelect;

/** Keeps a checked file (the same file checked again replaces its row). */
export async function saveCheckedImport(
  db: Db,
  row: Omit<typeof catalogueImports.$inferInsert, 'id' | 'status' | 'createdAt' | 'appliedAt'>,
): Promise<CatalogueImportRow> {
  const [saved] = await db
    .insert(catalogueImports)
    .values({ ...row, status: 'checked' })
    .onConflictDoUpdate({
      target: catalogueImports.sha256,
      set: {
        fileName: row.fileName,
        createdBy: row.createdBy,
        status: 'checked',
        lineCount: row.lineCount,
        changeCount: row.changeCount,
        errorCount: row.errorCount,
        planDigest: row.planDigest,
        createdAt: sql`now()`,
        appliedAt: null,
      },
    })
    .returning();
  return saved!;
}

/** The checked file, locked for its apply (two clicks on "apply" run one after the other). */
export async function lockImport(tx: Db, sha256: string): Promise<CatalogueImportRow | null> {
  const [row] = await tx
    .select()
    .from(catalogueImports)
    .where(eq(catalogueImports.sha256, sha256))
    .for('update');
  return row ?? null;
}

export async function markImportApplied(tx: Db, id: number): Promise<void> {
  await tx
    .update(catalogueImports)
    .set({ status: 'applied', appliedAt: sql`now()` })
    .where(eq(catalogueImports.id, id));
}

/**
 * Kept files nobody will apply any more: applied, or checked and left (abandoned), before
 * `before`. The file lives in its row (`content`), so deleting the row removes it.
 */
export async function deleteOldImports(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(catalogueImports)
    .where(
      or(
        and(eq(catalogueImports.status, 'applied'), lt(catalogueImports.appliedAt, before)),
        and(eq(catalogueImports.status, 'checked'), lt(catalogueImports.createdAt, before)),
      ),
    )
    .returning({ id: catalogueImports.id });
  return gone.length;
}
