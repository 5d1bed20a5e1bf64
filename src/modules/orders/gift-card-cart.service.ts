/**
 * Gift cards bought in the cart (docs/decisions/056): a line of its own on the order, beside the
 * product lines, holding the amount and who the card is for. Added and removed in the cart's
 * transaction under its row lock, like a product line. PRO customers are not offered gift cards
 * (SPEC §2): the service refuses them, whatever page or API call asks.
 */
import { HttpError, notFound } from '../../shared/http';
import { parisDay } from '../promotions';
import { readOrder, resolveOrder, type CartDeps, type OrderRef } from './cart.service';
import { countGiftCardLines, deleteGiftCardLine, insertGiftCardLine } from './gift-card-lines.repo';
import {
  checkGiftCardPurchase,
  MAX_GIFT_CARD_LINES,
  type GiftCardPurchaseInput,
} from './gift-card-purchase.rules';
import type { OrderCents } from './order-views.contract';
import { insertCart, touchOrder } from './orders.repo';

/** Whether the reader is a PRO customer (prices excl. tax, no gift cards). */
export const isProReader = (deps: Pick<CartDeps, 'read'>) => deps.read.prices.pro !== null;

function assertNotPro(deps: CartDeps): void {
  if (isProReader(deps))
    throw new HttpError(403, 'gift_card_pro_refused', {
      amount: [{ key: 'gift_card_pro_refused' }],
    });
}

/** `POST /orders/{id|current}/gift_cards`: adds a gift card to buy, creating the cart if none. */
export async function addGiftCardToCart(
  deps: CartDeps,
  ref: OrderRef,
  input: GiftCardPurchaseInput,
): Promise<{ order: OrderCents; lineId: number }> {
  assertNotPro(deps);
  const checked = checkGiftCardPurchase(input, parisDay(deps.now));
  if (!checked.ok) throw new HttpError(422, 'form_invalid', checked.errors);
  const result = await deps.db.transaction(async (tx) => {
    let order = await resolveOrder(deps, tx, ref, true);
    if (!order) {
      if (ref !== 'current') throw notFound();
      order = await insertCart(tx, deps.owner, {
        locale: deps.read.locale,
        userAgent: deps.userAgent,
        now: deps.now,
      });
    }
    if (order.status !== 'not_ordered') throw new HttpError(409, 'order_not_editable');
    if ((await countGiftCardLines(tx, order.id)) >= MAX_GIFT_CARD_LINES)
      throw new HttpError(422, 'form_invalid', {
        amount: [{ key: 'gift_card_lines_full', params: { max: String(MAX_GIFT_CARD_LINES) } }],
      });
    const line = await insertGiftCardLine(tx, order.id, checked.value);
    const touched = await touchOrder(tx, order.id, deps.now);
    return { order: touched, lineId: line.id };
  });
  return { order: await readOrder(deps, result.order), lineId: result.lineId };
}

/** `DELETE /orders/{id|current}/gift_cards/{lineId}`: 404 for a line of another order. */
export async function removeGiftCardFromCart(
  deps: CartDeps,
  ref: OrderRef,
  lineId: number,
): Promise<OrderCents> {
  const order = await deps.db.transaction(async (tx) => {
    const order = await resolveOrder(deps, tx, ref, true);
    if (!order) throw notFound();
    if (order.status !== 'not_ordered') throw new HttpError(409, 'order_not_editable');
    if (!(await deleteGiftCardLine(tx, order.id, lineId))) throw notFound();
    return touchOrder(tx, order.id, deps.now);
  });
  return readOrder(deps, order);
}
