/**
 * Quick order by reference and reorder of a past order
 * (docs/decisions/049-quick-order-and-reorder.md): both turn into wanted lines that
 * `cart-batch.service` checks and adds — the valid ones join the cart, the others are named
 * with their reason. Signed-in customers only (401); another customer's order is a 404.
 */
import { z } from 'zod';
import { HttpError, notFound } from '../../shared/http';
import { cartVariants, variantIdsByReferences } from '../catalog';
import type { CartDeps } from './cart.service';
import {
  addLines,
  previewLines,
  type BatchCheck,
  type RefusedLine,
  type WantedLine,
} from './cart-batch.service';
import { requireCustomer } from './checkout.service';
import type { OrderCents } from './order-views.contract';
import { findOwnedOrder, linesOf } from './orders.repo';
import { MAX_LINE_QUANTITY } from './cart.contract';
import { MAX_QUICK_ORDER_CHARS, MAX_QUICK_ORDER_LINES, parseQuickOrder } from './quick-order.rules';

/** `POST /quick_order/preview` and `POST /orders/current/quick_order`: the pasted list. */
export const quickOrderInput = z.strictObject({
  lines: z
    .string({ error: 'required' })
    .max(MAX_QUICK_ORDER_CHARS, { error: 'quick_order_too_long' }),
});

export type QuickOrderOutcome = BatchCheck & { order: OrderCents | null };

/** The list read and its references looked up; a list that cannot be read at all is a 422. */
async function wantedOf(
  deps: CartDeps,
  text: string,
): Promise<{ wanted: WantedLine[]; unread: RefusedLine[] }> {
  const parsed = parseQuickOrder(text);
  if (!parsed.ok)
    throw new HttpError(422, 'form_invalid', {
      lines: [
        parsed.reason === 'quick_order_too_many_lines'
          ? { key: parsed.reason, params: { max: String(MAX_QUICK_ORDER_LINES) } }
          : { key: parsed.reason },
      ],
    });
  const ids = await variantIdsByReferences(
    deps.db,
    parsed.wanted.map((w) => w.reference),
  );
  return {
    wanted: parsed.wanted.map((w) => ({
      line: w.line,
      reference: w.reference,
      variantId: ids.get(w.reference) ?? null,
      quantity: w.quantity,
    })),
    unread: parsed.unread.map((u) => ({
      line: u.line,
      reference: '',
      text: u.text,
      product_name: null,
      variant_name: null,
      quantity: null,
      reason: u.reason,
      params: (u.reason === 'quantity_max' ? { max: String(MAX_LINE_QUANTITY) } : {}) as Record<
        string,
        string
      >,
    })),
  };
}

const byLine = (a: { line: number | null }, b: { line: number | null }) =>
  (a.line ?? 0) - (b.line ?? 0);

/** What the list would add now, line by line (nothing is written). */
export async function previewQuickOrder(deps: CartDeps, text: string): Promise<BatchCheck> {
  requireCustomer(deps);
  const { wanted, unread } = await wantedOf(deps, text);
  const check = await previewLines(deps, wanted);
  return { accepted: check.accepted, refused: [...unread, ...check.refused].sort(byLine) };
}

/** Adds the list's valid lines to the cart and names the refused ones. */
export async function addQuickOrder(deps: CartDeps, text: string): Promise<QuickOrderOutcome> {
  requireCustomer(deps);
  const { wanted, unread } = await wantedOf(deps, text);
  const result = await addLines(deps, wanted);
  return { ...result, refused: [...unread, ...result.refused].sort(byLine) };
}

/**
 * `POST /orders/{id}/reorder`: the placed order's lines, in their quantities, join the current
 * cart at today's prices; lines no longer sold (or not in that quantity) are named. Only the
 * customer's own placed orders: a cart, a saved cart or another's order is a 404.
 */
export async function reorder(
  deps: CartDeps,
  orderId: number,
): Promise<QuickOrderOutcome & { source: { id: number; number: string } }> {
  const userId = requireCustomer(deps);
  const order = await findOwnedOrder(deps.db, { userId, tokenHash: null }, orderId);
  if (!order || order.status === 'not_ordered') throw notFound();
  const lines = await linesOf(deps.db, order.id);
  const variants = await cartVariants(
    deps.db,
    deps.read,
    lines.map((l) => l.variantId),
  );
  const outcome = await addLines(
    deps,
    lines.map((line) => ({
      line: null,
      reference: variants.get(line.variantId)?.reference ?? '',
      variantId: line.variantId,
      quantity: line.quantity,
      withAssembly: line.withAssembly,
    })),
  );
  return { ...outcome, source: { id: order.id, number: order.number ?? String(order.id) } };
}
