/**
 * The delivery step (SPEC §4, §5, §7): the deliveries that can take this parcel to this address
 * (workshop fitting only to mainland France or Portugal), relay points, the customer's choice,
 * and the cheapest delivery the cart page announces.
 */
import { HttpError, notFound } from '../../shared/http';
import { addVat } from '../../shared/money';
import { addressForOrder } from '../customers';
import { destinationProblems, shippingOffers, type RelayPoint } from '../shipping';
import { fittingDeliverable } from './assembly.rules';
import { resolveOrder, type CartDeps, type KnownLines, type OrderRef } from './cart.service';
import { parcelOf, requireCustomer, update, type CheckoutDeps } from './checkout.service';
import type { OrderCents, ShippingRangeCents } from './order-views.contract';
import type { OrderRow } from './orders.repo';
import { shippingMethodDto } from './order-dto.service';
import { computeTotals } from './totals.rules';

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
): Promise<ShippingRangeCents[]> {
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
      price_ht_cents: totals.shippingHtCents,
      price_ttc_cents: totals.shippingTtcCents,
      shipping_method: shippingMethodDto(offer.method),
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
): Promise<OrderCents> {
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

/**
 * `GET /orders/{id}?min_shipping_method_range=1`: the cheapest delivery for this cart, to the
 * delivery address or else the shopper's country (the cart page says "delivery from …").
 */
export async function cheapestShippingRange(
  deps: CartDeps,
  order: OrderCents,
): Promise<ShippingRangeCents | null> {
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
    price_ht_cents: cheapest.priceHtCents,
    price_ttc_cents: ttc,
    shipping_method: shippingMethodDto(cheapest.method),
  };
}
