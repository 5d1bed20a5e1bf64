/**
 * At login (SPEC §4): a visitor's cart follows them into their account, so that signing in
 * in the middle of a purchase loses nothing.
 */
import type { Db } from '../../db/client';
import { moveGiftCardLines } from './gift-card-lines.repo';
import {
  adoptCart,
  deleteOrderRow,
  findCurrentCart,
  linesOf,
  touchOrder,
  upsertLine,
} from './orders.repo';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './orders.tables';

/**
 * At login: the visitor's cart becomes the customer's. When the customer already had one, the
 * visitor's lines join it (quantities added, capped at the line maximum) and the visitor's cart
 * goes away — nothing the shopper put in a cart is lost by signing in.
 */
export async function mergeGuestCart(
  db: Db,
  guestTokenHash: string,
  userId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const guest = await findCurrentCart(tx, { userId: null, tokenHash: guestTokenHash }, true);
    if (!guest) return;
    const mine = await findCurrentCart(tx, { userId, tokenHash: null }, true);
    if (!mine) {
      await adoptCart(tx, guest.id, userId);
      return;
    }
    const guestLines = await linesOf(tx, guest.id);
    const myLines = await linesOf(tx, mine.id);
    const mineByVariant = new Map(myLines.map((l) => [l.variantId, l]));
    let count = myLines.length;
    for (const line of guestLines) {
      const existing = mineByVariant.get(line.variantId);
      if (!existing && count >= MAX_CART_LINES) continue;
      if (!existing) count += 1;
      const quantity = Math.min(MAX_LINE_QUANTITY, (existing?.quantity ?? 0) + line.quantity);
      const fitted = line.withAssembly || (existing?.withAssembly ?? false);
      await upsertLine(tx, mine.id, line.variantId, quantity, now, fitted);
    }
    // Gift cards bought as a visitor follow into the customer's cart (decision 056).
    await moveGiftCardLines(tx, guest.id, mine.id);
    await deleteOrderRow(tx, guest.id);
    await touchOrder(tx, mine.id, now);
  });
}
