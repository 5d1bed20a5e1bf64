/**
 * The order (and cart) as the services hand it to their callers in-process — the pages and the
 * API routes alike: every amount is integer cents (`*_cents`), formatted by whoever shows it.
 * Only the JSON API writes euros (SPEC §3), converting at its routes (`orders-wire.routes.ts`,
 * the wire shapes of `orders.contract.ts`). Field order follows the API's, name for name.
 */
import type { ImageDto } from '../catalog';
import type { ShippingKind } from '../shipping';
import type { AddressSnapshot, RelayPointSnapshot } from './orders.tables';
import type { LineStockState } from './orders.contract';
import type { PaymentMethodCode } from './payment-methods.rules';

export interface OrderLineCents {
  id: number;
  variant_id: number;
  quantity: number;
  unit_price_ht_cents: number;
  unit_price_ttc_cents: number;
  /** The unit price before the product's own discount, for the struck-through price. */
  original_unit_price_ttc_cents: number;
  active_discount: number;
  /** A verified PRO's quantity tier reached by this line, percent (0 = none; decision 048). */
  quantity_discount: number;
  /** The unit price excl. tax before any discount, for a PRO's struck-through price. */
  original_unit_price_ht_cents: number;
  total_ht_cents: number;
  total_ttc_cents: number;
  /** This line's share of the promo code's discount incl. VAT (0 for a line it is not for). */
  promo_discount_ttc_cents: number;
  /** The same excl. tax (what a PRO reads). */
  promo_discount_ht_cents: number;
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
  assembly_unit_price_ttc_cents: number | null;
  /** The same excl. tax (what a PRO reads). */
  assembly_unit_price_ht_cents: number | null;
  /** Fitting of the whole line; null when not asked. */
  assembly_total_ht_cents: number | null;
  assembly_total_ttc_cents: number | null;
  variant: {
    id: number;
    name: string;
    reference: string;
    weight_grams: number;
    images: ImageDto[];
    product: { id: number; name: string; slug: string; reference: string };
  };
}

export interface ShippingRangeCents {
  id: number;
  price_ht_cents: number;
  price_ttc_cents: number;
  shipping_method: {
    id: number;
    code: string;
    carrier: string;
    kind: ShippingKind;
    name: string;
    description: string;
  };
}

/** A gift card bought (decision 056), as the buyer sees it. */
export interface GiftCardSoldCents {
  id: number;
  amount_cents: number;
  recipient: 'self' | 'other';
  recipient_name: string | null;
  recipient_email: string | null;
  sender_name: string | null;
  message: string | null;
  /** The day it is e-mailed, `YYYY-MM-DD`. */
  deliver_on: string;
  /** When it was e-mailed (ISO), null while waiting. */
  sent_at: string | null;
  issued: boolean;
  voided: boolean;
}

export interface OrderCents {
  id: number;
  number: string | null;
  status: string;
  payment_status: string;
  shipping_status: string;
  /** Sum of the quantities (the header's count and the added-to-cart message). */
  items_count: number;
  order_variants: OrderLineCents[];
  /** Products, before the promo code. */
  subtotal_ht_cents: number;
  subtotal_ttc_cents: number;
  /** Workshop fitting of all lines (SPEC §5), already inside the subtotals; 0 when none. */
  assembly_total_ht_cents: number;
  assembly_total_ttc_cents: number;
  promo_code_discount_cents: number;
  promo_code_discount_ht_cents: number;
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
  shipping_cost_cents: number | null;
  free_shipping: boolean;
  shipping_method_range_id: number | null;
  shipping_method_range: ShippingRangeCents | null;
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
    available_cents: number;
    used_cents: number;
    left_after_cents: number;
  } | null;
  /** Gift cards bought in this order (decision 056): VAT-free lines of their own. */
  gift_cards_sold: GiftCardSoldCents[];
  gift_cards_sold_cents: number;
  /** false when the order holds only gift cards bought: no delivery step. */
  needs_shipping: boolean;
  loyalty_points_used: number;
  /** Orders placed before points became a means of payment (022); 0 since. */
  loyalty_discount_cents: number;
  /** What the points pay (a means of payment, like the gift card). */
  loyalty_used_cents: number;
  /** What is left to pay after the gift card and the points. */
  amount_due_cents: number;
  payment_method: string | null;
  payment_fees_cents: number;
  total_ht_cents: number;
  total_vat_cents: number;
  total_ttc_cents: number;
  /** Parcel weight with its packaging, grams. */
  weight_grams: number;
  /** Configuration `free_shipping` (incl. tax); null when the shop sets none. */
  free_shipping_threshold_cents: number | null;
  amount_to_free_shipping_cents: number;
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

/** One instalment of an order paid in 3 or 4 times (the first one on the day it is placed). */
export interface InstalmentCents {
  due_date: string;
  amount_cents: number;
}

/** A way to pay this order, with its fees and, for 3x / 4x, the instalments. */
export interface PaymentMethodCents {
  id: PaymentMethodCode;
  code: PaymentMethodCode;
  fees_cents: number;
  /** For 3x / 4x: the instalments, first one today. */
  instalments?: InstalmentCents[];
}

/** A placed order in the account's list. */
export interface OrderSummaryCents {
  id: number;
  number: string | null;
  status: string;
  payment_status: string;
  shipping_status: string;
  /** waiting_payment, in_preparation, shipped, done, cancelled (SPEC §4 orders list). */
  group: string | null;
  payment_method: string | null;
  items_count: number;
  total_ttc_cents: number | null;
  placed_at: string | null;
}
