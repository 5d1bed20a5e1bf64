/**
 * Saved carts (SPEC §2 save-cart modal, §7 `POST /orders/{id}/save` and `POST select`): a
 * customer keeps a named copy of their cart — a workshop reorders the same covers for each
 * vehicle model — and later puts it back into the current cart. Saving copies (the cart stays
 * as it is); selecting adds the saved lines to the current cart (quantities added, capped),
 * and the saved cart stays for next time. Deleting one is `DELETE /orders/{id}`.
 */
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError, notFound } from '../../shared/http';
import { readOrder, type CartDeps } from './cart.service';
import { requireCustomer } from './checkout.service';
import type { OrderCents } from './order-views.contract';
import { findCurrentCart, insertCart, linesOf, upsertLine } from './orders.repo';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, orderVariants, orders } from './orders.tables';

/** A customer keeps at most this many saved carts (a list, not an archive). */
export const MAX_SAVED_CARTS = 30;

export const saveCartInput = z.strictObject({
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(80, { error: 'too_long' }),
});

/** `POST /orders/{id|current}/save`: a named copy of the customer's current cart. */
export async function saveCart(deps: CartDeps, name: string): Promise<OrderCents> {
  const userId = requireCustomer(deps);
  const saved = await deps.db.transaction(async (tx) => {
    const cart = await findCurrentCart(tx, deps.owner, true);
    const lines = cart ? await linesOf(tx, cart.id) : [];
    if (!cart || lines.length === 0) throw new HttpError(422, 'cart_empty');
    const count = await tx.$count(
      orders,
      and(eq(orders.userId, userId), eq(orders.status, 'not_ordered'), isNotNull(orders.savedAt)),
    );
    if (count >= MAX_SAVED_CARTS)
      throw new HttpError(422, 'form_invalid', {
        name: [{ key: 'saved_carts_full', params: { max: String(MAX_SAVED_CARTS) } }],
      });
    const [copy] = await tx
      .insert(orders)
      .values({
        userId,
        locale: deps.read.locale,
        savedName: name,
        savedAt: deps.now,
        createdAt: deps.now,
        updatedAt: deps.now,
      })
      .returning();
    await tx.insert(orderVariants).values(
      lines.map((line) => ({
        orderId: copy!.id,
        variantId: line.variantId,
        quantity: line.quantity,
        createdAt: line.createdAt,
      })),
    );
    return copy!;
  });
  return readOrder(deps, saved);
}

/** The customer's saved carts, newest first, priced today. */
export async function listSavedCarts(deps: CartDeps): Promise<OrderCents[]> {
  const userId = requireCustomer(deps);
  const rows = await deps.db
    .select()
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.status, 'not_ordered'), isNotNull(orders.savedAt)),
    )
    .orderBy(desc(orders.savedAt), asc(orders.id));
  const out: OrderCents[] = [];
  for (const row of rows) out.push(await readOrder(deps, row));
  return out;
}

/** `POST /orders/{savedId}/select`: the saved lines join the current cart. */
export async function selectSavedCart(deps: CartDeps, savedId: number): Promise<OrderCents> {
  const userId = requireCustomer(deps);
  const cart = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.id, savedId),
          eq(orders.userId, userId),
          eq(orders.status, 'not_ordered'),
          isNotNull(orders.savedAt),
        ),
      );
    if (!saved) throw notFound();
    const current =
      (await findCurrentCart(tx, deps.owner, true)) ??
      (await insertCart(tx, deps.owner, {
        locale: deps.read.locale,
        userAgent: deps.userAgent,
        now: deps.now,
      }));
    const mine = new Map((await linesOf(tx, current.id)).map((l) => [l.variantId, l]));
    let count = mine.size;
    for (const line of await linesOf(tx, saved.id)) {
      const existing = mine.get(line.variantId);
      if (!existing && count >= MAX_CART_LINES) continue;
      if (!existing) count += 1;
      const quantity = Math.min(MAX_LINE_QUANTITY, (existing?.quantity ?? 0) + line.quantity);
      await upsertLine(tx, current.id, line.variantId, quantity, deps.now);
    }
    const [touched] = await tx
      .update(orders)
      .set({ updatedAt: deps.now })
      .where(eq(orders.id, current.id))
      .returning();
    return touched!;
  });
  return readOrder(deps, cart);
}
