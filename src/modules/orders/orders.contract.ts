/**
 * The order (and cart) as the JSON API answers it (SPEC §3 Order/cart): amounts are euros with
 * two decimals like every catalogue price. In-process, services and pages pass the same shapes
 * in integer cents (`order-views.contract.ts`); `orders-wire.routes.ts` converts at the routes.
 */
import type { ImageDto } from '../catalog';
import type { ShippingKind } from '../shipping';
import type { AddressSnapshot, RelayPointSnapshot } from './orders.tables';
import type { PaymentMethodCode } from './payment-methods.rules';

export type LineStockState = 'available' | 'reorder' | 'out_of_stock';

export interface OrderLineDto {
  id: number;
  variant_id: number;
  quantity: number;
  unit_price_ht: number;
  unit_price_ttc: number;
  /** The unit price before the product's own discount, for the struck-through price. */
  original_unit_price_ttc: number;
  active_discount: number;
  /** A verified PRO's quantity tier reached by this line, percent (0 = none; decision 048). */
  quantity_discount: number;
  /** The unit price excl. tax before any discount, for a PRO's struck-through price. */
  original_unit_price_ht: number;
  total_ht: number;
  total_ttc: number;
  /** SPEC §4 for this line's quantity. */
  stock_state: LineStockState;
  reorder_delay_min: number | null;
  reorder_delay_max: number | null;
  quantity_available: number;
  /** False when the variant is no longer sold or not enough is left: checkout asks to fix it. */
  orderable: boolean;
  /** Workshop fitting asked for this line (SPEC §5). */
  with_assembly: boolean;
  /** The product can be fitted in the workshop. */
  assembly_available: boolean;
  /** Fitting per unit (incl. tax for consumers); null when the product offers none. */
  assembly_unit_price_ttc: number | null;
  /** Fitting of the whole line; null when not asked. */
  assembly_total_ht: number | null;
  assembly_total_ttc: number | null;
  variant: {
    id: number;
    name: string;
    reference: string;
    weight_grams: number;
    images: ImageDto[];
    product: { id: number; name: string; slug: string; reference: string };
  };
}

export interface OrderDto {
  id: number;
  number: string | null;
  status: string;
  payment_status: string;
  shipping_status: string;
  /** Sum of the quantities (the header's count and the added-to-cart message). */
  items_count: number;
  order_variants: OrderLineDto[];
  /** Products, before the promo code. */
  subtotal_ht: number;
  subtotal_ttc: number;
  /** Workshop fitting of all lines (SPEC §5), already inside the subtotals; 0 when none. */
  assembly_total_ht: number;
  assembly_total_ttc: number;
  /** The code's discount, incl. tax; and excl. tax (what a PRO reads). */
  promo_code_discount: number;
  promo_code_discount_ht: number;
  /** false for a verified PRO: amounts are read excl. tax, labelled "HT" (decision 048). */
  prices_include_tax: boolean;
  /**
   * The promo code applied, while it still holds (kind `percent`: value is the percent; kind
   * `amount`: value is the fixed amount in euros; scope: the categories or products it is for,
   * named; empty when it is for every product).
   */
  code: {
    id: number;
    name: string;
    kind: 'percent' | 'amount';
    value: number;
    scope: string[];
  } | null;
  /** The code kept on the cart that does not hold now, and why (nothing eligible, expired…). */
  code_refused: { id: number; name: string; reason: string; scope: string[] } | null;
  /** Null until a delivery is chosen (the cart says "calculated at the delivery step"). */
  shipping_cost: number | null;
  free_shipping: boolean;
  shipping_method_range_id: number | null;
  shipping_method_range: ShippingRangeDto | null;
  relay_point: RelayPointSnapshot | null;
  shipping_address: AddressSnapshot | null;
  shipping_address_id: number | null;
  billing_address: AddressSnapshot | null;
  billing_address_id: number | null;
  /**
   * A gift card pays part or all of the order (it is not a discount): its balance, what this
   * order takes from it, and what stays on it after.
   */
  gift_card: {
    id: number;
    code: string;
    available: number;
    used: number;
    left_after: number;
  } | null;
  /** Gift cards bought (decision 056), amounts in euros. */
  gift_cards_sold: {
    id: number;
    amount: number;
    recipient: 'self' | 'other';
    recipient_name: string | null;
    recipient_email: string | null;
    sender_name: string | null;
    message: string | null;
    deliver_on: string;
    sent_at: string | null;
    issued: boolean;
    voided: boolean;
  }[];
  gift_cards_sold_total: number;
  needs_shipping: boolean;
  loyalty_points_used: number;
  /** Orders placed before points became a means of payment (022); 0 since. */
  loyalty_discount: number;
  /** What the points pay (a means of payment, like the gift card). */
  loyalty_used: number;
  /** What is left to pay after the gift card and the points. */
  amount_due: number;
  payment_method: string | null;
  payment_fees: number;
  /** Parcel weight with its packaging, grams. */
  weight_grams: number;
  total_ht: number;
  total_vat: number;
  total_ttc: number;
  /** Configuration `free_shipping` (incl. tax); null when the shop sets none. */
  free_shipping_threshold: number | null;
  amount_to_free_shipping: number;
  currency: 'EUR';
  /** The VAT applied (percent) and the country it is for. */
  vat_rate: number;
  vat_country: string;
  customer_instructions: string | null;
  is_gift: boolean;
  saved_name: string | null;
  created_at: string;
  updated_at: string;
  placed_at: string | null;
}

export interface ShippingRangeDto {
  id: number;
  price_ht: number;
  price_ttc: number;
  shipping_method: {
    id: number;
    code: string;
    carrier: string;
    kind: ShippingKind;
    name: string;
    description: string;
  };
}

/** `GET /orders/{id}/payment_methods/available`: a way to pay, its fees, 3x / 4x instalments. */
export interface PaymentMethodDto {
  id: PaymentMethodCode;
  code: PaymentMethodCode;
  fees: number;
  /** For 3x / 4x: the instalments, first one today. */
  instalments?: InstalmentDto[];
}

export interface InstalmentDto {
  due_date: string;
  amount: number;
}

/** `GET /orders`: a placed order in the account's list. */
export interface OrderSummaryDto {
  id: number;
  number: string | null;
  status: string;
  payment_status: string;
  shipping_status: string;
  /** waiting_payment, in_preparation, shipped, done, cancelled (SPEC §4 orders list). */
  group: string | null;
  payment_method: string | null;
  items_count: number;
  total_ttc: number | null;
  placed_at: string | null;
}
