/**
 * The checkout steps on the current order (SPEC §4, §7): addresses, instructions, gift marking,
 * promo code, loyalty points (the delivery itself: delivery.service.ts). A customer checks out: a
 * visitor logs in or registers inside the checkout and their cart follows them (mergeGuestCart).
 * Every write is one conditional UPDATE that refuses an order that is no longer a cart.
 */
import { and, eq, sql } from 'drizzle-orm';
import { HttpError, notFound } from '../../shared/http';
import { centsToEuros } from '../../shared/money';
import { addressForOrder, loyaltyBalance } from '../customers';
import {
  giftCardByCode,
  giftCardVerdict,
  promoCodeByName,
  type PromoCodeRefusal,
  type PromoCodeRow,
} from '../promotions';
import type { RelayPointFinder } from '../shipping';
import {
  loadKnownLines,
  pricingContext,
  readOrder,
  type CartDeps,
  type KnownLines,
  type OrderRef,
  resolveOrder,
} from './cart.service';
import { billingFollowsDelivery } from './checkout.rules';
import { priceOrder } from './order-pricing.service';
import type { OrderCents } from './order-views.contract';
import type { OrderRow } from './orders.repo';
import { orders } from './orders.tables';
import { scopeNames } from '../catalog';
import type { MessageKey } from '../../shared/messages';

export interface CheckoutDeps extends CartDeps {
  relayPoints: RelayPointFinder;
}

/** The signed-in customer's id: the checkout needs an account (401 otherwise). */
export function requireCustomer(deps: CartDeps): number {
  if (deps.owner.userId === null) throw new HttpError(401, 'unauthenticated');
  return deps.owner.userId;
}

async function ownedCart(deps: CartDeps, ref: OrderRef): Promise<OrderRow> {
  requireCustomer(deps);
  const order = await resolveOrder(deps, deps.db, ref);
  if (!order) throw notFound();
  if (order.status !== 'not_ordered') throw new HttpError(409, 'order_not_editable');
  return order;
}

/**
 * Reads the cart, works out the change (reads allowed: prices, carriers; `lines()` gives the
 * cart's lines, read once), then writes it with one conditional UPDATE: it applies only if the
 * order is still a cart that did not move since it was read (another tab), else 409 and the
 * shopper looks again. Every change of the lines touches the order, so the lines read before
 * the write are the lines after it.
 */
export async function update(
  deps: CartDeps,
  ref: OrderRef,
  change: (
    order: OrderRow,
    lines: () => Promise<KnownLines>,
  ) => Promise<Partial<typeof orders.$inferInsert>>,
): Promise<OrderCents> {
  const seen = await ownedCart(deps, ref);
  let known: Promise<KnownLines> | undefined;
  const lines = () => (known ??= loadKnownLines(deps, seen));
  const values = { ...(await change(seen, lines)), updatedAt: deps.now };
  const [updated] = await deps.db
    .update(orders)
    .set(values)
    .where(
      and(
        eq(orders.id, seen.id),
        eq(orders.status, 'not_ordered'),
        // Dates read back are milliseconds; the column keeps microseconds.
        sql`date_trunc('milliseconds', ${orders.updatedAt}) = ${seen.updatedAt}`,
      ),
    )
    .returning();
  if (!updated) {
    const [now] = await deps.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, seen.id));
    throw new HttpError(409, now?.status === 'not_ordered' ? 'cart_changed' : 'order_not_editable');
  }
  return readOrder(deps, updated, { known: await lines() });
}

/** `PATCH /orders/{id}/assign_shipping_address` and `…/assign_billing_address`. */
export function assignAddress(
  deps: CartDeps,
  ref: OrderRef,
  kind: 'shipping' | 'billing',
  addressId: number,
): Promise<OrderCents> {
  const userId = requireCustomer(deps);
  return update(deps, ref, async (order) => {
    const address = await addressForOrder(deps.db, userId, addressId);
    if (!address)
      throw new HttpError(422, 'form_invalid', { address_id: [{ key: 'invalid_value' }] });
    if (kind === 'billing')
      return { billingAddressId: addressId, billingAddress: address.snapshot };
    if (!address.countryAllowed)
      throw new HttpError(422, 'form_invalid', { address_id: [{ key: 'country_not_allowed' }] });
    if (!address.mobilePhoneValid)
      throw new HttpError(422, 'form_invalid', { address_id: [{ key: 'phone_invalid' }] });
    const moved = order.shippingAddress?.country_iso !== address.snapshot.country_iso;
    return {
      shippingAddressId: addressId,
      shippingAddress: address.snapshot,
      // While billed "the same as delivery", the billing address moves with it.
      ...(billingFollowsDelivery(order)
        ? { billingAddressId: addressId, billingAddress: address.snapshot }
        : {}),
      // Another country means other carriers and prices: the delivery is chosen again.
      ...(moved ? { shippingMethodRangeId: null, relayPoint: null } : {}),
    };
  });
}

/** Parcel facts of an order: lines with their variants, weight, the priced totals. */
export async function parcelOf(deps: CartDeps, order: OrderRow, lines?: () => Promise<KnownLines>) {
  const known = lines ? await lines() : await loadKnownLines(deps, order);
  const pricing = await priceOrder(pricingContext(deps), order, known);
  return { known, pricing };
}

/** `PATCH /orders/{id}/customer_instructions`. */
export function setCustomerInstructions(deps: CartDeps, ref: OrderRef, text: string | null) {
  return update(deps, ref, async () => ({ customerInstructions: text?.trim() || null }));
}

/** `PATCH /orders/{id}/mark_as_gift`. */
export function markAsGift(deps: CartDeps, ref: OrderRef, isGift: boolean) {
  return update(deps, ref, async () => ({ isGift }));
}

/**
 * `PATCH /orders/{id}/apply_code_with_name`: a promo code (5–20 %) or a gift card by its name;
 * `{ name: '' }` removes the promo code, `{ name: '', kind: 'gift_card' }` the gift card. A
 * refused code says why (expired, minimum amount, empty card…) and changes nothing.
 */
export function applyCode(
  deps: CartDeps,
  ref: OrderRef,
  name: string,
  kind: 'promo_code' | 'gift_card' = 'promo_code',
) {
  return update(deps, ref, async (order, lines) => {
    if (name.trim() === '')
      return kind === 'gift_card' ? { giftCardId: null } : { promoCodeId: null };
    const code = await promoCodeByName(deps.db, name);
    if (!code) {
      const card = await giftCardByCode(deps.db, name);
      if (!card) throw new HttpError(422, 'form_invalid', { name: [{ key: 'code_unknown' }] });
      const verdict = giftCardVerdict(card, deps.now);
      if (!verdict.ok)
        throw new HttpError(422, 'form_invalid', { name: [{ key: 'gift_card_refused' }] });
      return { giftCardId: card.id };
    }
    // Priced with the code: its scope decides which lines it covers, and whether any.
    const { pricing } = await parcelOf(deps, { ...order, promoCodeId: code.id }, lines);
    const refused = pricing.promoRefused;
    if (refused) throw await codeRefusal(deps, code, refused.reason);
    return { promoCodeId: code.id };
  });
}

/** Why a promo code cannot be used on this cart, in the words the customer can act on. */
async function codeRefusal(
  deps: CartDeps,
  code: PromoCodeRow,
  reason: PromoCodeRefusal,
): Promise<HttpError> {
  const because = (key: MessageKey, params?: Record<string, string>) =>
    new HttpError(422, 'form_invalid', { name: [{ key, ...(params ? { params } : {}) }] });
  switch (reason) {
    case 'min_amount':
      return because('code_min_amount', { amount: String(centsToEuros(code.minAmountCents)) });
    case 'pro_only':
      return because('code_pro_only');
    case 'customer_used_up':
      return because('code_customer_used_up');
    case 'not_eligible': {
      const names = await scopeNames(deps.db, deps.read.locale, code);
      return because('code_not_eligible', { scope: names.join(', ') });
    }
    default:
      return because('code_refused');
  }
}

/**
 * `PATCH /orders/{id}/use_loyalty_points` (`{ points? }`, default: as many as useful) and
 * `remove_loyalty_points`: points pay what the gift card leaves (never more than the total:
 * the rest stays on the account); the balance is checked again, under a lock, when the order
 * is placed.
 */
export function useLoyaltyPoints(deps: CartDeps, ref: OrderRef, points: number | null) {
  const userId = requireCustomer(deps);
  return update(deps, ref, async (order, lines) => {
    if (points === 0) return { loyaltyPointsUsed: 0 };
    const balance = await loyaltyBalance(deps.db, userId);
    const wanted = points ?? balance;
    if (wanted > balance)
      throw new HttpError(422, 'form_invalid', {
        points: [{ key: 'loyalty_points_short', params: { balance: String(balance) } }],
      });
    const { pricing } = await parcelOf(deps, { ...order, loyaltyPointsUsed: wanted }, lines);
    // Only what the order can use: the rest stays on the account.
    return { loyaltyPointsUsed: pricing.totals.loyaltyPointsUsed };
  });
}
