/**
 * The orders API's amounts: euros with two decimals (SPEC §3), made here and nowhere else from
 * the in-process shapes' integer cents (`order-views.contract.ts`). One converter per shape;
 * fields keep the order the API always wrote, so that answers stay byte-for-byte the same.
 */
import { centsToEuros } from '../../shared/money';
import type {
  InstalmentCents,
  OrderCents,
  OrderLineCents,
  OrderSummaryCents,
  PaymentMethodCents,
  ShippingRangeCents,
} from './order-views.contract';
import type {
  InstalmentDto,
  OrderDto,
  OrderLineDto,
  OrderSummaryDto,
  PaymentMethodDto,
  ShippingRangeDto,
} from './orders.contract';

const eurosOrNull = (cents: number | null) => (cents === null ? null : centsToEuros(cents));

export function orderLineWire(line: OrderLineCents): OrderLineDto {
  return {
    id: line.id,
    variant_id: line.variant_id,
    quantity: line.quantity,
    unit_price_ht: centsToEuros(line.unit_price_ht_cents),
    unit_price_ttc: centsToEuros(line.unit_price_ttc_cents),
    original_unit_price_ttc: centsToEuros(line.original_unit_price_ttc_cents),
    active_discount: line.active_discount,
    quantity_discount: line.quantity_discount,
    original_unit_price_ht: centsToEuros(line.original_unit_price_ht_cents),
    total_ht: centsToEuros(line.total_ht_cents),
    total_ttc: centsToEuros(line.total_ttc_cents),
    stock_state: line.stock_state,
    reorder_delay_min: line.reorder_delay_min,
    reorder_delay_max: line.reorder_delay_max,
    quantity_available: line.quantity_available,
    orderable: line.orderable,
    with_assembly: line.with_assembly,
    assembly_available: line.assembly_available,
    assembly_unit_price_ttc: eurosOrNull(line.assembly_unit_price_ttc_cents),
    assembly_total_ht: eurosOrNull(line.assembly_total_ht_cents),
    assembly_total_ttc: eurosOrNull(line.assembly_total_ttc_cents),
    variant: line.variant,
  };
}

export function shippingRangeWire(range: ShippingRangeCents): ShippingRangeDto {
  return {
    id: range.id,
    price_ht: centsToEuros(range.price_ht_cents),
    price_ttc: centsToEuros(range.price_ttc_cents),
    shipping_method: range.shipping_method,
  };
}

export function orderWire(order: OrderCents): OrderDto {
  const card = order.gift_card;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    payment_status: order.payment_status,
    shipping_status: order.shipping_status,
    items_count: order.items_count,
    order_variants: order.order_variants.map(orderLineWire),
    subtotal_ht: centsToEuros(order.subtotal_ht_cents),
    subtotal_ttc: centsToEuros(order.subtotal_ttc_cents),
    assembly_total_ht: centsToEuros(order.assembly_total_ht_cents),
    assembly_total_ttc: centsToEuros(order.assembly_total_ttc_cents),
    promo_code_discount: centsToEuros(order.promo_code_discount_cents),
    promo_code_discount_ht: centsToEuros(order.promo_code_discount_ht_cents),
    prices_include_tax: order.prices_include_tax,
    code: order.code,
    code_refused: order.code_refused,
    shipping_cost: eurosOrNull(order.shipping_cost_cents),
    free_shipping: order.free_shipping,
    shipping_method_range_id: order.shipping_method_range_id,
    shipping_method_range: order.shipping_method_range
      ? shippingRangeWire(order.shipping_method_range)
      : null,
    relay_point: order.relay_point,
    shipping_address: order.shipping_address,
    shipping_address_id: order.shipping_address_id,
    billing_address: order.billing_address,
    billing_address_id: order.billing_address_id,
    gift_card: card
      ? {
          id: card.id,
          code: card.code,
          available: centsToEuros(card.available_cents),
          used: centsToEuros(card.used_cents),
          left_after: centsToEuros(card.left_after_cents),
        }
      : null,
    gift_cards_sold: order.gift_cards_sold.map(({ amount_cents, ...line }) => ({
      ...line,
      amount: centsToEuros(amount_cents),
    })),
    gift_cards_sold_total: centsToEuros(order.gift_cards_sold_cents),
    needs_shipping: order.needs_shipping,
    loyalty_points_used: order.loyalty_points_used,
    loyalty_discount: centsToEuros(order.loyalty_discount_cents),
    loyalty_used: centsToEuros(order.loyalty_used_cents),
    amount_due: centsToEuros(order.amount_due_cents),
    payment_method: order.payment_method,
    payment_fees: centsToEuros(order.payment_fees_cents),
    total_ht: centsToEuros(order.total_ht_cents),
    total_vat: centsToEuros(order.total_vat_cents),
    total_ttc: centsToEuros(order.total_ttc_cents),
    weight_grams: order.weight_grams,
    free_shipping_threshold: eurosOrNull(order.free_shipping_threshold_cents),
    amount_to_free_shipping: centsToEuros(order.amount_to_free_shipping_cents),
    currency: order.currency,
    vat_rate: order.vat_rate,
    vat_country: order.vat_country,
    customer_instructions: order.customer_instructions,
    is_gift: order.is_gift,
    saved_name: order.saved_name,
    created_at: order.created_at,
    updated_at: order.updated_at,
    placed_at: order.placed_at,
  };
}

export const instalmentWire = (i: InstalmentCents): InstalmentDto => ({
  due_date: i.due_date,
  amount: centsToEuros(i.amount_cents),
});

export function paymentMethodWire(method: PaymentMethodCents): PaymentMethodDto {
  return {
    id: method.id,
    code: method.code,
    fees: centsToEuros(method.fees_cents),
    ...(method.instalments ? { instalments: method.instalments.map(instalmentWire) } : {}),
  };
}

export function orderSummaryWire(order: OrderSummaryCents): OrderSummaryDto {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    payment_status: order.payment_status,
    shipping_status: order.shipping_status,
    group: order.group,
    payment_method: order.payment_method,
    items_count: order.items_count,
    total_ttc: eurosOrNull(order.total_ttc_cents),
    placed_at: order.placed_at,
  };
}
