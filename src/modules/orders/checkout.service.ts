/**
 * The checkout steps on the current order (SPEC §4, §7): addresses, delivery (range, relay
 * point), payment method, instructions, gift marking, promo code. A customer checks out: a
 * visitor logs in or registers inside the checkout and their cart follows them (mergeGuestCart).
 * Every write is one conditional UPDATE that refuses an order that is no longer a cart.
 */
import { and, eq, sql } from 'drizzle-orm';
import { HttpError, notFound } from '../../shared/http';
import { addressForOrder, loyaltyBalance } from '../customers';
import { giftCardByCode, promoCodeByName } from '../promotions';
import {
  destinationProblems,
  shippingOffers,
  type RelayPoint,
  type RelayPointFinder,
} from '../shipping';
import {
  loadKnownLines,
  pricingContext,
  readOrder,
  type CartDeps,
  type KnownLines,
  type OrderRef,
  resolveOrder,
} from './cart.service';
import { priceOrder } from './order-pricing.service';
import type { OrderDto, ShippingRangeDto } from './orders.contract';
import type { OrderRow } from './orders.repo';
import { orders } from './orders.tables';
import { fittingDeliverable } from './assembly.rules';
import { giftCardVerdict, promoCodeVerdict } from './promotions.rules';
import { computeTotals } from './totals.rules';
import { euros } from '../catalog';
import { addVat } from '../../shared/money';

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
async function update(
  deps: CartDeps,
  ref: OrderRef,
  change: (
    order: OrderRow,
    lines: () => Promise<KnownLines>,
  ) => Promise<Partial<typeof orders.$inferInsert>>,
): Promise<OrderDto> {
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
): Promise<OrderDto> {
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
      // The billing address defaults to the delivery address, as shoppers expect.
      ...(order.billingAddressId === null
        ? { billingAddressId: addressId, billingAddress: address.snapshot }
        : {}),
      // Another country means other carriers and prices: the delivery is chosen again.
      ...(moved ? { shippingMethodRangeId: null, relayPoint: null } : {}),
    };
  });
}

/** Parcel facts of an order: lines with their variants, weight, the priced totals. */
async function parcelOf(deps: CartDeps, order: OrderRow, lines?: () => Promise<KnownLines>) {
  const known = lines ? await lines() : await loadKnownLines(deps, order);
  const pricing = await priceOrder(pricingContext(deps), order, known);
  return { known, pricing };
}

/**
 * SPEC §5: a cart with workshop fitting is delivered to mainland France or Portugal only; 422
 * naming the lines otherwise (the page offers to change the address or remove the fitting).
 */
export function assertFittingDeliverable(
  known: KnownLines,
  address: { country_iso: string; post_code: string },
): void {
  const fitted = known.filter(({ line }) => line.withAssembly).map(({ line }) => line.id);
  if (fitted.length > 0 && !fittingDeliverable(address))
    throw new HttpError(
      422,
      'assembly_not_deliverable',
      { order_variants: [{ key: 'assembly_not_deliverable' }] },
      { details: { order_variant_ids: fitted } },
    );
}

function destinationOf(order: OrderRow) {
  const address = order.shippingAddress;
  if (!address)
    throw new HttpError(422, 'form_invalid', { shipping_address: [{ key: 'required' }] });
  return address;
}

/**
 * `GET /orders/{id}/shipping_method_ranges/available`: the deliveries that can take this parcel
 * to this address, priced incl. the destination's VAT (free when the threshold is reached and
 * the method allows it). A wrong post code, city or country → 422 "no delivery for this address".
 */
export async function availableShippingRanges(
  deps: CartDeps,
  ref: OrderRef,
): Promise<ShippingRangeDto[]> {
  requireCustomer(deps);
  const order = await resolveOrder(deps, deps.db, ref);
  if (!order) throw notFound();
  const address = destinationOf(order);
  const { known, pricing } = await parcelOf(deps, order);
  if (known.length === 0) throw new HttpError(422, 'cart_empty');
  assertFittingDeliverable(known, address);
  const { postCodeIsValid, countryAllowed } = await destinationFacts(deps, order);
  const problems = destinationProblems({
    countryAllowed,
    postCodeValid: postCodeIsValid,
    city: address.city,
  });
  if (problems.length > 0)
    throw new HttpError(
      422,
      'no_shipping_method',
      Object.fromEntries(problems.map((p) => [p, [{ key: 'invalid_value' as const }]])),
    );
  const offers = await shippingOffers(
    deps.db,
    deps.read.locale,
    address.country_iso,
    pricing.weightGrams,
  );
  return offers.map((offer) => {
    const totals = computeTotals({
      ...pricing.input,
      shippingHtCents: offer.priceHtCents,
      freeShippingThresholdTtcCents: offer.method.freeShippingEligible
        ? pricing.freeShippingThresholdCents
        : null,
    });
    return {
      id: offer.rangeId,
      price_ht: euros(totals.shippingHtCents),
      price_ttc: euros(totals.shippingTtcCents),
      shipping_method: {
        id: offer.method.id,
        code: offer.method.code,
        carrier: offer.method.carrier,
        kind: offer.method.kind,
        name: offer.method.name,
        description: offer.method.description,
      },
    };
  });
}

async function destinationFacts(deps: CartDeps, order: OrderRow) {
  const address = destinationOf(order);
  const userId = requireCustomer(deps);
  // Re-read the address book entry: the snapshot was valid when chosen; rules may be newer.
  const fresh =
    order.shippingAddressId !== null
      ? await addressForOrder(deps.db, userId, order.shippingAddressId)
      : null;
  return {
    postCodeIsValid: fresh ? fresh.postCodeValid : address.post_code.trim().length > 0,
    countryAllowed: fresh ? fresh.countryAllowed : true,
  };
}

/** `POST /orders/{id}/shipping_methods/{methodId}/list`: relay points near the address. */
export async function listRelayPoints(
  deps: CheckoutDeps,
  ref: OrderRef,
  methodId: number,
  near: { post_code?: string; city?: string },
): Promise<RelayPoint[]> {
  requireCustomer(deps);
  const order = await resolveOrder(deps, deps.db, ref);
  if (!order) throw notFound();
  const address = destinationOf(order);
  const { pricing } = await parcelOf(deps, order);
  const offers = await shippingOffers(
    deps.db,
    deps.read.locale,
    address.country_iso,
    pricing.weightGrams,
  );
  const offer = offers.find((o) => o.method.id === methodId && o.method.kind === 'relay');
  if (!offer) throw notFound();
  return deps.relayPoints.search({
    countryIso: address.country_iso,
    postCode: near.post_code?.trim() || address.post_code,
    city: near.city?.trim() || address.city,
    weightGrams: pricing.weightGrams,
  });
}

/**
 * `PATCH /orders/{id}/shipping_methods/{methodId}/{rangeId}`: chooses a delivery. A relay
 * delivery needs one of the points the carrier lists for the address (`relay_point_id`).
 */
export function chooseShippingRange(
  deps: CheckoutDeps,
  ref: OrderRef,
  methodId: number,
  rangeId: number,
  input: { relay_point_id?: string; post_code?: string; city?: string },
): Promise<OrderDto> {
  return update(deps, ref, async (order, lines) => {
    const address = destinationOf(order);
    const { known, pricing } = await parcelOf(deps, order, lines);
    assertFittingDeliverable(known, address);
    const offers = await shippingOffers(
      deps.db,
      deps.read.locale,
      address.country_iso,
      pricing.weightGrams,
    );
    const offer = offers.find((o) => o.rangeId === rangeId && o.method.id === methodId);
    if (!offer) throw notFound();
    if (offer.method.kind !== 'relay') return { shippingMethodRangeId: rangeId, relayPoint: null };
    if (!input.relay_point_id)
      throw new HttpError(422, 'form_invalid', { relay_point_id: [{ key: 'required' }] });
    const points = await deps.relayPoints.search({
      countryIso: address.country_iso,
      postCode: input.post_code?.trim() || address.post_code,
      city: input.city?.trim() || address.city,
      weightGrams: pricing.weightGrams,
    });
    const point = points.find((p) => p.id === input.relay_point_id);
    if (!point)
      throw new HttpError(422, 'form_invalid', { relay_point_id: [{ key: 'invalid_value' }] });
    return {
      shippingMethodRangeId: rangeId,
      relayPoint: {
        id: point.id,
        name: point.name,
        address: point.address,
        post_code: point.post_code,
        city: point.city,
        country_iso: point.country_iso,
      },
    };
  });
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
    const { pricing } = await parcelOf(deps, order, lines);
    const verdict = promoCodeVerdict(code, {
      now: deps.now,
      isPro: deps.read.prices.pro !== null,
      productsTtcCents: pricing.totals.productsTtcCents,
    });
    if (!verdict.ok)
      throw new HttpError(422, 'form_invalid', {
        name: [
          verdict.reason === 'min_amount'
            ? { key: 'code_min_amount', params: { amount: String(euros(code.minAmountCents)) } }
            : { key: 'code_refused' },
        ],
      });
    return { promoCodeId: code.id };
  });
}

/**
 * `PATCH /orders/{id}/use_loyalty_points` (`{ points? }`, default: as many as useful) and
 * `remove_loyalty_points`: points lower the products total (never below zero); the balance is
 * checked again, under a lock, when the order is placed.
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

/**
 * `GET /orders/{id}?min_shipping_method_range=1`: the cheapest delivery for this cart, to the
 * delivery address or else the shopper's country (the cart page says "delivery from …").
 */
export async function cheapestShippingRange(
  deps: CartDeps,
  order: OrderDto,
): Promise<ShippingRangeDto | null> {
  const iso = order.shipping_address?.country_iso ?? deps.read.country;
  const offers = (await shippingOffers(deps.db, deps.read.locale, iso, order.weight_grams)).filter(
    (o) => o.method.kind !== 'store',
  );
  const cheapest = offers.sort((a, b) => a.priceHtCents - b.priceHtCents)[0];
  if (!cheapest) return null;
  // Shipping is taxed like the products: its price excl. tax plus the destination's VAT.
  const ttc = addVat(cheapest.priceHtCents, Math.round(order.vat_rate * 100));
  return {
    id: cheapest.rangeId,
    price_ht: euros(cheapest.priceHtCents),
    price_ttc: euros(ttc),
    shipping_method: {
      id: cheapest.method.id,
      code: cheapest.method.code,
      carrier: cheapest.method.carrier,
      kind: cheapest.method.kind,
      name: cheapest.method.name,
      description: cheapest.method.description,
    },
  };
}
