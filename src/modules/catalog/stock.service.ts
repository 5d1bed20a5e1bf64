/**
 * Stock moves of orders (SPEC §4), owned here so every writer of `variants.quantity_available`
 * follows one protocol, inside the caller's transaction: the variant rows are locked in id
 * order (two orders sharing variants never wait on each other in a circle), the `stockState`
 * rule decides, and the stock columns of the touched products' listing rows are rewritten before
 * the transaction commits — a list never says "in stock" about the unit just sold.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../shared/http';
import { intArray, refreshListingStock } from './product-listing.repo';
import type { OutOfStockStatus } from './products.tables';
import { stockState } from './stock.rules';

export interface StockLine {
  variantId: number;
  quantity: number;
}

interface LockedVariant {
  id: number;
  product_id: number;
  quantity_available: number;
  out_of_stock_status: OutOfStockStatus;
  reorder_delay_min: number | null;
  reorder_delay_max: number | null;
  is_active: boolean;
}

/** Locks the variants' rows in id order (one statement: rows are locked as sorted). */
async function lockVariants(tx: Db, ids: readonly number[]): Promise<Map<number, LockedVariant>> {
  const result = (await tx.execute(sql`select id, product_id, quantity_available,
        out_of_stock_status, reorder_delay_min, reorder_delay_max, is_active
      from variants where id = any(${intArray([...new Set(ids)])}::int[])
      order by id for update`)) as unknown as { rows: LockedVariant[] };
  return new Map(result.rows.map((row) => [Number(row.id), row]));
}

/** Adds `delta` to each variant's stock, one statement whatever the number of variants. */
async function addStock(tx: Db, deltas: Map<number, number>): Promise<void> {
  const rows = [...deltas].filter(([, delta]) => delta !== 0);
  if (rows.length === 0) return;
  await tx.execute(sql`update variants set quantity_available = quantity_available + moved.delta
    from (values ${sql.join(
      rows.map(([id, delta]) => sql`(${id}::int, ${delta}::int)`),
      sql`, `,
    )}) as moved(id, delta)
    where variants.id = moved.id`);
}

function productsOf(locked: Map<number, LockedVariant>): number[] {
  return [...new Set([...locked.values()].map((v) => Number(v.product_id)))].sort((a, b) => a - b);
}

/**
 * Takes the lines' quantities for an order, inside its transaction; answers, per line in the
 * order given, how many were back-ordered (sold on reorder beyond what is there). Refuses —
 * 422 for a variant no longer sold, 409 when a variant sold only from stock (`sold_out`,
 * `discontinued` once empty) has too few left — and the caller's transaction rolls back.
 */
export async function takeStock(tx: Db, lines: readonly StockLine[]): Promise<number[]> {
  if (lines.length === 0) return [];
  const locked = await lockVariants(
    tx,
    lines.map((l) => l.variantId),
  );
  const left = new Map([...locked].map(([id, v]) => [id, v.quantity_available]));
  const deltas = new Map<number, number>();
  const backordered = lines.map(({ variantId, quantity }) => {
    const variant = locked.get(variantId);
    if (!variant || !variant.is_active)
      throw new HttpError(422, 'form_invalid', {
        order_variants: [{ key: 'variant_unavailable' }],
      });
    const available = left.get(variantId)!;
    const state = stockState(
      {
        quantityAvailable: available,
        outOfStockStatus: variant.out_of_stock_status,
        reorderDelayMin: variant.reorder_delay_min,
        reorderDelayMax: variant.reorder_delay_max,
      },
      quantity,
    );
    if (state.state === 'out_of_stock') {
      const shown = Math.max(0, available);
      throw new HttpError(
        409,
        shown > 0 ? 'insufficient_stock' : 'out_of_stock',
        {
          order_variants: [
            shown > 0
              ? { key: 'insufficient_stock', params: { available: String(shown) } }
              : { key: 'out_of_stock' },
          ],
        },
        { details: { variant_id: variantId, available: shown } },
      );
    }
    // What is there is taken; the rest of a reorder (or always-in-stock) variant is back-ordered.
    const taken = Math.min(quantity, Math.max(0, available));
    left.set(variantId, available - taken);
    deltas.set(variantId, (deltas.get(variantId) ?? 0) - taken);
    return quantity - taken;
  });
  await addStock(tx, deltas);
  await refreshListingStock(tx, productsOf(locked));
  return backordered;
}

/**
 * Gives back what an order had taken (a cancellation: the quantities placed minus what was
 * back-ordered), inside its transaction, with the listing of the touched products.
 */
export async function returnStock(tx: Db, lines: readonly StockLine[]): Promise<void> {
  const moving = lines.filter((l) => l.quantity > 0);
  if (moving.length === 0) return;
  const locked = await lockVariants(
    tx,
    moving.map((l) => l.variantId),
  );
  const deltas = new Map<number, number>();
  for (const { variantId, quantity } of moving)
    if (locked.has(variantId)) deltas.set(variantId, (deltas.get(variantId) ?? 0) + quantity);
  await addStock(tx, deltas);
  await refreshListingStock(tx, productsOf(locked));
}
