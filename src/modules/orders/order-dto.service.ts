/**
 * An order row, its lines and their live catalogue data → the in-process `OrderCents`
 * (`order-views.contract.ts`): amounts in cents; the API's routes write them in euros.
 */
import { stockState, tierPercent, type CartVariant } from '../catalog';
import type { ShippingOffer } from '../shipping';
import { addVat, centsToEuros } from '../../shared/money';
import { assemblyUnitHtCents, fittingLineId, type OrderPricing } from './order-pricing.service';
import type { OrderCents, OrderLineCents } from './order-views.contract';
import type { OrderLineRow, OrderRow } from './orders.repo';

function lineDto(line: OrderLineRow, variant: CartVariant | undefined): OrderLineCents | null {
  // A variant deleted from the catalogue cannot be shown (the foreign key forbids it anyway).
  if (!variant) return null;
  const stock = stockState(variant, line.quantity);
  const unitHt = line.unitPriceHtCents ?? variant.price.userHtCents;
  return {
    id: line.id,
    variant_id: line.variantId,
    quantity: line.quantity,
    unit_price_ht_cents: unitHt,
    unit_price_ttc_cents: 0,
    original_unit_price_ttc_cents: variant.price.originalTtcCents,
    active_discount: variant.price.discountPercent,
    // A placed line's tier is inside its frozen price; the cart shows the one reached now.
    quantity_discount:
      line.unitPriceHtCents === null ? tierPercent(variant.proTiers, line.quantity) : 0,
    original_unit_price_ht_cents: variant.price.originalHtCents,
    total_ht_cents: 0,
    total_ttc_cents: 0,
    promo_discount_ttc_cents: 0,
    promo_discount_ht_cents: 0,
    stock_state: stock.state,
    reorder_delay_min: stock.state === 'reorder' ? stock.delayMinDays : null,
    reorder_delay_max: stock.state === 'reorder' ? stock.delayMaxDays : null,
    quantity_available: Math.max(0, variant.quantityAvailable),
    orderable: variant.isActive && stock.state !== 'out_of_stock',
    // Filled by orderDto from the totals.
    with_assembly: false,
    assembly_available: false,
    assembly_unit_price_ttc_cents: null,
    assembly_unit_price_ht_cents: null,
    assembly_total_ht_cents: null,
    assembly_total_ttc_cents: null,
    variant: {
      id: variant.id,
      name: variant.name,
      reference: variant.reference,
      weight_grams: variant.weightGrams,
      images: variant.images,
      product: variant.product,
    },
  };
}

/** Lines whose variant the catalogue still knows, with it (the foreign key keeps them all). */
export function knownLines(lines: OrderLineRow[], variants: Map<number, CartVariant>) {
  return lines.flatMap((line) => {
    const variant = variants.get(line.variantId);
    return variant ? [{ line, variant }] : [];
  });
}

const sumOf = <T>(items: readonly T[], cents: (item: T) => number) =>
  items.reduce((total, item) => total + cents(item), 0);

/** A delivery method as the API shows it (ranges, the cheapest one, the order's choice). */
export function shippingMethodDto(method: ShippingOffer['method']) {
  return {
    id: method.id,
    code: method.code,
    carrier: method.carrier,
    kind: method.kind,
    name: method.name,
    description: method.description,
  };
}

export function orderDto(
  order: OrderRow,
  lines: readonly { line: OrderLineRow; variant: CartVariant }[],
  pricing: OrderPricing,
): OrderCents {
  const { totals } = pricing;
  const lineTotals = new Map(totals.lines.map((l) => [l.id, l]));
  const fittingTotals = lines.flatMap(({ line }) => lineTotals.get(fittingLineId(line.id)) ?? []);
  const orderVariants = lines.map(({ line, variant }) => {
    const dto = lineDto(line, variant)!;
    const amounts = lineTotals.get(dto.id)!;
    const fitting = lineTotals.get(fittingLineId(dto.id));
    // Offered but not asked: its price incl. the order's VAT, like a fitting asked (the switch).
    const offered = assemblyUnitHtCents({ ...line, withAssembly: true }, variant);
    const offeredShown = offered === null ? null : addVat(offered, pricing.vat.rateBp);
    return {
      ...dto,
      unit_price_ht_cents: amounts.unitHtCents,
      unit_price_ttc_cents: amounts.unitTtcCents,
      total_ht_cents: amounts.totalHtCents,
      total_ttc_cents: amounts.totalTtcCents,
      // A fitting follows its product line: the line shows both shares of the code (022).
      promo_discount_ttc_cents:
        amounts.promoDiscountTtcCents + (fitting?.promoDiscountTtcCents ?? 0),
      promo_discount_ht_cents: amounts.promoDiscountHtCents + (fitting?.promoDiscountHtCents ?? 0),
      with_assembly: fitting !== undefined,
      assembly_available: offered !== null,
      assembly_unit_price_ttc_cents: fitting ? fitting.unitTtcCents : offeredShown,
      assembly_unit_price_ht_cents: fitting ? fitting.unitHtCents : offered,
      assembly_total_ht_cents: fitting ? fitting.totalHtCents : null,
      assembly_total_ttc_cents: fitting ? fitting.totalTtcCents : null,
    };
  });
  const shipping = pricing.shipping;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    payment_status: order.paymentStatus,
    shipping_status: order.shippingStatus,
    // Gift cards bought count as items of the cart too (the header's count).
    items_count:
      orderVariants.reduce((sum, l) => sum + l.quantity, 0) + pricing.giftCardsSold.length,
    order_variants: orderVariants,
    subtotal_ht_cents: totals.productsHtCents,
    subtotal_ttc_cents: totals.productsTtcCents,
    // The fitting lines' share of the subtotal (SPEC §5): shown apart, never added twice.
    assembly_total_ht_cents: sumOf(fittingTotals, (l) => l.totalHtCents),
    assembly_total_ttc_cents: sumOf(fittingTotals, (l) => l.totalTtcCents),
    promo_code_discount_cents: totals.promoDiscountTtcCents,
    promo_code_discount_ht_cents: totals.promoDiscountHtCents,
    // A placed order reads in the basis it was placed in (frozen), a cart in the reader's.
    prices_include_tax: totals.pricesIncludeTax ?? pricing.input.pricesIncludeTax,
    code: pricing.promo
      ? {
          id: pricing.promo.id,
          name: pricing.promo.code,
          kind: pricing.promo.value.kind,
          // A percent, or euros for a fixed amount (like `/api/codes`).
          value:
            pricing.promo.value.kind === 'percent'
              ? pricing.promo.value.percent
              : centsToEuros(pricing.promo.value.cents),
          scope: pricing.promo.scope,
        }
      : null,
    code_refused: pricing.promoRefused
      ? {
          id: pricing.promoRefused.id,
          name: pricing.promoRefused.code,
          reason: pricing.promoRefused.reason,
          scope: pricing.promoRefused.scope,
        }
      : null,
    // No delivery chosen yet: the cart shows "calculated at the delivery step".
    shipping_cost_cents: shipping ? totals.shippingTtcCents : null,
    free_shipping: totals.freeShipping,
    shipping_method_range_id: shipping ? order.shippingMethodRangeId : null,
    shipping_method_range: shipping
      ? {
          id: shipping.rangeId,
          price_ht_cents: totals.shippingHtCents,
          price_ttc_cents: totals.shippingTtcCents,
          shipping_method: shippingMethodDto(shipping.method),
        }
      : null,
    relay_point: order.relayPoint,
    shipping_address: order.shippingAddress,
    shipping_address_id: order.shippingAddressId,
    billing_address: order.billingAddress,
    billing_address_id: order.billingAddressId,
    gift_card: pricing.giftCard
      ? {
          id: pricing.giftCard.id,
          code: pricing.giftCard.code,
          available_cents: pricing.giftCard.balanceCents,
          used_cents: totals.giftCardUsedCents,
          left_after_cents: pricing.giftCard.balanceCents - totals.giftCardUsedCents,
        }
      : null,
    gift_cards_sold: pricing.giftCardsSold.map((line) => ({
      id: line.id,
      amount_cents: line.amountCents,
      recipient: line.recipientKind === 'other' ? 'other' : 'self',
      recipient_name: line.recipientName,
      recipient_email: line.recipientEmail,
      sender_name: line.senderName,
      message: line.message,
      deliver_on: line.deliverOn,
      sent_at: line.sentAt ? line.sentAt.toISOString() : null,
      issued: line.giftCardId !== null,
      voided: line.voidedAt !== null,
    })),
    gift_cards_sold_cents: sumOf(pricing.giftCardsSold, (line) => line.amountCents),
    needs_shipping: lines.length > 0 || pricing.giftCardsSold.length === 0,
    loyalty_points_used: totals.loyaltyPointsUsed,
    loyalty_discount_cents: totals.loyaltyDiscountTtcCents,
    // Orders placed before points became a means of payment have no such amount.
    loyalty_used_cents: totals.loyaltyUsedCents ?? 0,
    amount_due_cents: totals.amountDueCents,
    payment_method: order.paymentMethod,
    payment_fees_cents: totals.paymentFeesTtcCents,
    total_ht_cents: totals.totalHtCents,
    total_vat_cents: totals.vatCents,
    total_ttc_cents: totals.totalTtcCents,
    weight_grams: pricing.weightGrams,
    free_shipping_threshold_cents: pricing.freeShippingThresholdCents,
    amount_to_free_shipping_cents: totals.amountToFreeShippingCents,
    currency: 'EUR',
    vat_rate: pricing.vat.rateBp / 100,
    vat_country: pricing.vat.country,
    customer_instructions: order.customerInstructions,
    is_gift: order.isGift,
    saved_name: order.savedName,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    placed_at: order.placedAt ? order.placedAt.toISOString() : null,
  };
}
