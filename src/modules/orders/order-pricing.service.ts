/**
 * What an order costs now: its lines at today's catalogue prices, the VAT of where it goes,
 * the chosen delivery priced for its weight, the promo code if it still holds, the payment
 * method's fees — all through the pure `computeTotals`. A placed order is never repriced: it
 * shows the `totals` frozen when it was placed (what the customer was charged), whatever the
 * owner has changed since — delivery prices, the free-shipping threshold, the code's validity,
 * the fees, or the customer's PRO status.
 */
import type { Db } from '../../db/client';
import { addVat } from '../../shared/money';
import { referenceMemo } from '../../shared/reference-memo';
import { productCategoryIds, scopeNames, tieredUnitHtCents, type CartVariant } from '../catalog';
import { getPublicConfiguration } from '../content';
import { reverseChargeVatNumber } from '../customers';
import { countryByIso } from '../geo';
import {
  giftCardById,
  giftCardVerdict,
  lineInScope,
  promoCodeById,
  promoCodeVerdict,
  scopeOf,
  type PromoCodeRefusal,
  type PromoValue,
} from '../promotions';
import {
  parcelWeightGrams,
  placedOrderShippingOffer,
  shippingOfferForRange,
  type ShippingOffer,
} from '../shipping';
import type { OrderLineRow, OrderRow } from './orders.repo';
import { giftCardLinesOf, type GiftCardLineRow } from './gift-card-lines.repo';
import { customerCodeUses } from './promotion-usage.service';
import { paymentFee, type PaymentMethodCode } from './payment-methods.rules';
import { DEFAULT_POINT_VALUE_CENTS } from './loyalty-earning.rules';
import { computeTotals, giftCardLineId, type OrderTotals, type TotalsInput } from './totals.rules';
import { destinationVat, EU_MEMBER_STATES, type VatReason } from './vat.rules';
import { feeConfig } from './payment-method-settings.rules';
import { paymentMethodChoices } from './payment-method-settings.service';

export const SELLER_COUNTRY = 'FR';

export interface OrderPricing {
  totals: OrderTotals;
  /** What `totals` was computed from: callers price alternatives (another delivery) with it. */
  input: TotalsInput;
  vat: { country: string; rateBp: number; reason: VatReason | 'request' };
  shipping: ShippingOffer | null;
  weightGrams: number;
  /** `scope`: what the code is for, named in the order's language; empty when for everything. */
  promo: { id: number; code: string; value: PromoValue; scope: string[] } | null;
  /** The code kept on the order that does not hold now (and why): the cart says so. */
  promoRefused: { id: number; code: string; reason: PromoCodeRefusal; scope: string[] } | null;
  giftCard: { id: number; code: string; balanceCents: number } | null;
  /** Gift cards bought in this order (decision 056), VAT-free lines of their own. */
  giftCardsSold: GiftCardLineRow[];
  /** Value of a loyalty point (configuration `loyalty_point_value_cents`). */
  centsPerPoint: number;
  freeShippingThresholdCents: number | null;
}

export interface PricingContext {
  db: Db;
  locale: import('../../shared/locale').Locale;
  /** The request country and its VAT (basis points): used until a delivery address is known. */
  requestCountry: string;
  requestVatRateBp: number;
  now: Date;
  isPro: boolean;
}

async function configuredCents(db: Db, key: string): Promise<number | null> {
  const row = await referenceMemo(db, `configuration:${key}`, () =>
    getPublicConfiguration(db, key),
  );
  const cents = row ? Number.parseInt(row.value, 10) : Number.NaN;
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}

async function vatOf(context: PricingContext, order: OrderRow): Promise<OrderPricing['vat']> {
  if (order.vatCountry && order.vatRateBp !== null)
    return { country: order.vatCountry, rateBp: order.vatRateBp, reason: 'request' };
  const iso = order.shippingAddress?.country_iso ?? null;
  // Reverse charge needs the number of a verified company that VIES confirmed (decision 047),
  // read from the customers module (which checks the verification itself, whatever the prices
  // shown): only when it could apply, a signed-in customer going to another member state. Before
  // a delivery address, the request's country stands for the destination: a German company's
  // cart read in Germany already shows the 0 % it will pay, not German VAT it will never owe.
  const destination = iso ?? context.requestCountry;
  const vatNumber =
    order.userId !== null && destination !== SELLER_COUNTRY && EU_MEMBER_STATES.has(destination)
      ? await reverseChargeVatNumber(context.db, order.userId)
      : null;
  if (!iso) {
    const reverse =
      vatNumber !== null &&
      destinationVat({
        sellerIso: SELLER_COUNTRY,
        destinationIso: destination,
        destinationStandardRateBp: context.requestVatRateBp,
        customer: { isPro: true, vatNumber },
      }).reason === 'eu_reverse_charge';
    return reverse
      ? { country: destination, rateBp: 0, reason: 'eu_reverse_charge' }
      : { country: destination, rateBp: context.requestVatRateBp, reason: 'request' };
  }
  const country = await referenceMemo(context.db, `vat:${iso}`, () =>
    countryByIso(context.db, iso),
  );
  const vat = destinationVat({
    sellerIso: SELLER_COUNTRY,
    destinationIso: iso,
    destinationStandardRateBp: country?.vatRateBp ?? 2000,
    customer: { isPro: context.isPro || vatNumber !== null, vatNumber },
  });
  return { country: iso, rateBp: vat.rateBp, reason: vat.reason };
}

/** The totals line of a product line's workshop fitting. */
export const fittingLineId = (lineId: number) => -lineId;

/**
 * The fitting price per unit of a line that asked for it: frozen once placed, else the
 * product's current one; null when not asked (or no longer offered by a cart's product).
 */
export function assemblyUnitHtCents(line: OrderLineRow, variant: CartVariant): number | null {
  if (!line.withAssembly) return null;
  return line.assemblyUnitPriceHtCents ?? variant.assemblyPriceHtCents;
}

export async function priceOrder(
  context: PricingContext,
  order: OrderRow,
  lines: readonly { line: OrderLineRow; variant: CartVariant }[],
): Promise<OrderPricing> {
  const { db } = context;
  const weightGrams = parcelWeightGrams(
    lines.map(({ line, variant }) => ({
      weightGrams: variant.weightGrams,
      quantity: line.quantity,
    })),
  );
  const [vat, threshold, shipping, promoRow, cardRow, pointValue, giftCardsSold] =
    await Promise.all([
      vatOf(context, order),
      configuredCents(db, 'free_shipping'),
      // A placed order keeps its delivery even once the range is switched off; a cart's choice
      // must still be offered.
      order.shippingMethodRangeId !== null && order.status !== 'not_ordered'
        ? placedOrderShippingOffer(db, context.locale, order.shippingMethodRangeId)
        : order.shippingMethodRangeId !== null && order.shippingAddress
          ? shippingOfferForRange(
              db,
              context.locale,
              order.shippingMethodRangeId,
              order.shippingAddress.country_iso,
              weightGrams,
            )
          : Promise.resolve(null),
      order.promoCodeId !== null ? promoCodeById(db, order.promoCodeId) : Promise.resolve(null),
      order.giftCardId !== null ? giftCardById(db, order.giftCardId) : Promise.resolve(null),
      configuredCents(db, 'loyalty_point_value_cents'),
      giftCardLinesOf(db, order.id),
    ]);
  const centsPerPoint = pointValue ?? DEFAULT_POINT_VALUE_CENTS;
  // What the order was charged, once placed (orders always froze it; null only for a cart).
  const frozen =
    order.status !== 'not_ordered' && order.totals
      ? (order.totals as unknown as OrderTotals)
      : null;
  // A placed order keeps what it took from the card; a cart may use what is left on it.
  const cardVerdict = cardRow ? giftCardVerdict(cardRow, context.now) : null;
  const giftCardAvailableCents =
    order.status !== 'not_ordered'
      ? (frozen?.giftCardUsedCents ?? 0)
      : cardVerdict?.ok
        ? cardVerdict.balanceCents
        : 0;
  // A placed line keeps its frozen price; a cart line pays today's, less a PRO's quantity tier
  // for its quantity (decision 048: on top of the product's discount or deal, before the code).
  const unit = (line: OrderLineRow, variant: CartVariant) =>
    line.unitPriceHtCents ??
    tieredUnitHtCents(variant.price.userHtCents, variant.proTiers, line.quantity);
  // Which lines the code is for (its scope); the categories are read only for a scoped code.
  const scope = promoRow ? scopeOf(promoRow) : null;
  const categoriesOf =
    scope?.appliesTo === 'categories'
      ? await productCategoryIds(db, [...new Set(lines.map(({ variant }) => variant.product.id))])
      : null;
  const eligible = new Map(
    lines.map(({ line, variant }) => [
      line.id,
      scope === null ||
        lineInScope(scope, {
          productId: variant.product.id,
          categoryIds: categoriesOf?.get(variant.product.id) ?? [],
        }),
    ]),
  );
  const eligibleLines = lines.filter(({ line }) => eligible.get(line.id));
  const productsTtcCents = eligibleLines.reduce(
    (sum, { line, variant }) => sum + addVat(unit(line, variant), vat.rateBp) * line.quantity,
    0,
  );
  // A code limited per customer counts the customer's other placed orders that carry it.
  const customerUses =
    !frozen && promoRow?.maxUsesPerCustomer != null && order.userId !== null
      ? await customerCodeUses(db, order.userId, promoRow.id, order.id)
      : undefined;
  // A placed order keeps the code it was placed with, even once the code has expired.
  const frozenValue: PromoValue | null = !frozen
    ? null
    : frozen.promoPercent !== null
      ? { kind: 'percent', percent: frozen.promoPercent }
      : frozen.promoAmountCents
        ? { kind: 'amount', cents: frozen.promoAmountCents }
        : null;
  const verdict = frozen
    ? frozenValue
      ? ({ ok: true, value: frozenValue } as const)
      : null
    : promoRow
      ? promoCodeVerdict(promoRow, {
          now: context.now,
          isPro: context.isPro,
          productsTtcCents,
          eligibleLines: eligibleLines.length,
          ...(customerUses === undefined ? {} : { customerUses }),
        })
      : null;
  const named =
    promoRow && scope?.appliesTo !== 'all' ? await scopeNames(db, context.locale, promoRow) : [];
  const promo =
    promoRow && verdict?.ok
      ? { id: promoRow.id, code: promoRow.code, value: verdict.value, scope: named }
      : null;
  const promoRefused =
    promoRow && verdict && !verdict.ok
      ? { id: promoRow.id, code: promoRow.code, reason: verdict.reason, scope: named }
      : null;
  const base: TotalsInput = {
    lines: [
      ...lines.map(({ line, variant }) => ({
        id: line.id,
        unitHtCents: unit(line, variant),
        quantity: line.quantity,
        promoEligible: eligible.get(line.id) ?? true,
      })),
      // The workshop fitting is a line of its own in the totals (id: minus the product line's).
      ...lines.flatMap(({ line, variant }) => {
        const fitting = assemblyUnitHtCents(line, variant);
        return fitting === null
          ? []
          : [
              {
                id: fittingLineId(line.id),
                unitHtCents: fitting,
                quantity: line.quantity,
                // The fitting of a product the code is for shares its discount.
                promoEligible: eligible.get(line.id) ?? true,
              },
            ];
      }),
    ],
    vatRateBp: vat.rateBp,
    pricesIncludeTax: !context.isPro,
    promoPercent: promo?.value.kind === 'percent' ? promo.value.percent : null,
    promoAmountCents: promo?.value.kind === 'amount' ? promo.value.cents : null,
    shippingHtCents: shipping?.priceHtCents ?? 0,
    freeShippingThresholdTtcCents:
      shipping?.method.freeShippingEligible === false ? null : threshold,
    paymentFeesTtcCents: 0,
    giftCardAvailableCents,
    loyaltyPoints:
      order.loyaltyPointsUsed > 0 ? { points: order.loyaltyPointsUsed, centsPerPoint } : null,
    giftCardsSold: giftCardsSold.map((line) => ({
      id: giftCardLineId(line.id),
      amountCents: line.amountCents,
    })),
  };
  let input = base;
  let totals = frozen ?? computeTotals(base);
  const method = order.paymentMethod as PaymentMethodCode | null;
  if (method && !frozen) {
    // The owner's fees for this method (back office), none by default.
    const config = feeConfig(await paymentMethodChoices(db));
    const fees = paymentFee(method, totals.totalTtcCents, config);
    if (fees > 0) totals = computeTotals((input = { ...base, paymentFeesTtcCents: fees }));
  }
  const giftCard =
    cardRow && giftCardAvailableCents > 0
      ? { id: cardRow.id, code: cardRow.code, balanceCents: giftCardAvailableCents }
      : null;
  return {
    totals,
    input,
    vat,
    shipping,
    weightGrams,
    promo,
    promoRefused,
    giftCard,
    giftCardsSold,
    centsPerPoint,
    // Nothing is left to reach once the order is placed.
    freeShippingThresholdCents: frozen ? null : threshold,
  };
}
