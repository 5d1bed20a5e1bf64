/**
 * Checkout rules (pure, table-tested): how the order's addresses move together.
 */

/** The order's two address choices (ids of the customer's addresses, null while unchosen). */
export interface AddressChoices {
  shippingAddressId: number | null;
  billingAddressId: number | null;
}

/**
 * Whether the billing address follows a new delivery address: while it is "the same as
 * delivery" — never chosen apart (null) or equal to the delivery one. A billing address chosen
 * apart stays put, so a customer who bills their company keeps it when delivering elsewhere.
 */
export function billingFollowsDelivery(order: AddressChoices): boolean {
  return order.billingAddressId === null || order.billingAddressId === order.shippingAddressId;
}
