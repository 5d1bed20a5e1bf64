/**
 * The data of the order e-mails (src/modules/mail/order-mail.data.ts shapes) from an order
 * snapshot, in the order's language. Pure: the service reads, this maps.
 */
import type { Locale } from '../../shared/locale';
import { isOrderPaymentMethod } from '../../shared/payment-methods';
import type { MailPaymentMethod, OrderEmailData, OrderMailDelivery } from '../mail';
import {
  paymentFlowOf,
  transferDeadline,
  type AddressSnapshot,
  type OrderSnapshot,
  type ParcelRecord,
  type RelayPointSnapshot,
} from '../orders';
import type { BankDetails } from '../content';
import { addressLines } from './invoice.rules';

/** The deadline the mails print is the orders module's own (re-exported for the mail tests). */
export { transferDeadline };
/** Days after placing when a transfer still awaited is reminded, once. */
export const TRANSFER_REMINDER_DAYS = 4;

export function firstnameOf(snapshot: OrderSnapshot): string {
  const billing = snapshot.order.billingAddress ?? snapshot.order.shippingAddress;
  return (snapshot.customer?.firstname || billing?.firstname || '').trim() || '—';
}

function paymentMethod(snapshot: OrderSnapshot): MailPaymentMethod {
  const method = snapshot.order.paymentMethod;
  if (!isOrderPaymentMethod(method))
    throw new Error(`order ${snapshot.order.id}: unknown payment method ${String(method)}`);
  return method;
}

function recipientLines(address: AddressSnapshot): string[] {
  return [
    `${address.firstname} ${address.lastname}`.trim(),
    address.company ?? '',
    ...addressLines(address),
  ].filter(Boolean);
}

function relayLines(relay: RelayPointSnapshot): string[] {
  return [relay.name, relay.address, `${relay.post_code} ${relay.city}`, relay.country_iso].filter(
    Boolean,
  );
}

/** Where the parcel goes; `store` needs the shop's address and pickup hours. */
export function mailDelivery(
  snapshot: OrderSnapshot,
  store: { address: string[]; hours: string | null },
): OrderMailDelivery {
  const { order } = snapshot;
  const locale = snapshot.locale;
  const method = snapshot.shipping?.name[locale] || snapshot.shipping?.name.fr || '—';
  const kind = snapshot.shipping?.kind ?? (order.relayPoint ? 'relay' : 'home');
  if (kind === 'store')
    return {
      kind: 'store',
      method,
      pickupAddress: store.address,
      ...(store.hours ? { pickupHours: store.hours } : {}),
    };
  if (kind === 'relay' && order.relayPoint)
    return { kind: 'relay', method, relayPoint: relayLines(order.relayPoint) };
  const address = order.shippingAddress;
  return {
    kind: kind === 'express' ? 'express' : 'home',
    method,
    address: address ? recipientLines(address) : ['—'],
  };
}

/** The order's lines with their frozen amounts, named in the snapshot's language. */
function mailLines(snapshot: OrderSnapshot): OrderEmailData<'order_confirmation'>['lines'] {
  const amounts = new Map(snapshot.totals.lines.map((line) => [line.id, line]));
  const locale: Locale = snapshot.locale;
  return snapshot.lines.map((line) => {
    const amount = amounts.get(line.id);
    return {
      reference: line.reference,
      name: line.names[locale] ?? line.names.fr ?? line.reference,
      quantity: line.quantity,
      unitTtcCents: amount?.unitTtcCents ?? 0,
      totalTtcCents: amount?.totalTtcCents ?? 0,
      unitHtCents: amount?.unitHtCents ?? 0,
      totalHtCents: amount?.totalHtCents ?? 0,
    };
  });
}

export function confirmationMailData(
  snapshot: OrderSnapshot,
  delivery: OrderMailDelivery,
): OrderEmailData<'order_confirmation'> {
  const { order, totals } = snapshot;
  return {
    firstname: firstnameOf(snapshot),
    number: order.number!,
    placedAt: order.placedAt!.toISOString(),
    lines: mailLines(snapshot),
    totals: {
      // A verified PRO's order reads excl. tax (decision 048): the mail says so.
      pricesIncludeTax: totals.pricesIncludeTax ?? true,
      productsHtCents: totals.productsHtCents,
      promoDiscountHtCents: totals.promoDiscountHtCents,
      shippingHtCents: totals.shippingHtCents,
      productsTtcCents: totals.productsTtcCents,
      promoDiscountTtcCents: totals.promoDiscountTtcCents,
      loyaltyDiscountTtcCents: totals.loyaltyDiscountTtcCents,
      shippingTtcCents: totals.shippingTtcCents,
      freeShipping: totals.freeShipping,
      paymentFeesTtcCents: totals.paymentFeesTtcCents,
      totalHtCents: totals.totalHtCents,
      vatCents: totals.vatCents,
      vatRateBp: order.vatRateBp ?? 0,
      totalTtcCents: totals.totalTtcCents,
      giftCardUsedCents: totals.giftCardUsedCents,
      amountDueCents: totals.amountDueCents,
    },
    delivery,
    paymentMethod: paymentMethod(snapshot),
  };
}

export function transferMailData(
  snapshot: OrderSnapshot,
  bank: BankDetails,
): OrderEmailData<'transfer_instructions'> {
  return {
    firstname: firstnameOf(snapshot),
    number: snapshot.order.number!,
    amountCents: snapshot.totals.amountDueCents,
    iban: bank.iban,
    bic: bank.bic,
    holder: bank.holder,
    deadline: transferDeadline(snapshot.order.placedAt!).toISOString(),
  };
}

export function paymentReceivedMailData(
  snapshot: OrderSnapshot,
): OrderEmailData<'payment_received'> {
  return {
    firstname: firstnameOf(snapshot),
    number: snapshot.order.number!,
    amountCents: snapshot.totals.amountDueCents,
    paymentMethod: paymentMethod(snapshot),
  };
}

export function cancelledMailData(
  snapshot: OrderSnapshot,
  reason: 'transfer_not_received' | 'cancelled',
  refund: boolean,
): OrderEmailData<'order_cancelled'> {
  return { firstname: firstnameOf(snapshot), number: snapshot.order.number!, reason, refund };
}

/** A parcel as the back office recorded it. */

export function shippedMailData(
  snapshot: OrderSnapshot,
  delivery: OrderMailDelivery,
  parcel: ParcelRecord,
): OrderEmailData<'order_shipped'> {
  return {
    firstname: firstnameOf(snapshot),
    number: snapshot.order.number!,
    carrier: parcel.carrier,
    trackingNumber: parcel.trackingNumber,
    ...(parcel.trackingUrl ? { trackingUrl: parcel.trackingUrl } : {}),
    delivery,
  };
}

export type ShopOrderState = OrderEmailData<'shop_new_order'>['state'];

/** What the shop's mail says of a just-placed order, or null: it waits for the gateway. */
export function shopNoticeAtPlacement(
  order: Pick<OrderSnapshot['order'], 'status' | 'paymentMethod'>,
): ShopOrderState | null {
  if (order.status === 'paid') return 'paid';
  const flow = paymentFlowOf(order.paymentMethod);
  if (flow === 'on_pickup') return 'pay_at_pickup';
  if (flow === 'offline_wait') return 'awaiting_payment';
  return null;
}

/**
 * Whether an order that has just become paid is news to the shop: it was paid at a gateway (an
 * `online` method), so the shop heard nothing when it was placed (an abandoned card payment
 * announces nothing).
 */
export function shopNoticeOnPayment(paymentMethod: string | null): boolean {
  return paymentFlowOf(paymentMethod) === 'online';
}

/**
 * The shop's own mail about an order to prepare, in the shop's language: `snapshot` and
 * `delivery` read in that language. Null when the order has no customer e-mail (an account
 * deleted since), which the shop then finds in the back office only.
 */
export function shopOrderMailData(
  snapshot: OrderSnapshot,
  delivery: OrderMailDelivery,
  state: ShopOrderState,
): OrderEmailData<'shop_new_order'> | null {
  const email = snapshot.customer?.email;
  if (!email) return null;
  const { order } = snapshot;
  const address = order.billingAddress ?? order.shippingAddress;
  const fromAddress = address ? `${address.firstname} ${address.lastname}`.trim() : '';
  const fromAccount = snapshot.customer
    ? `${snapshot.customer.firstname} ${snapshot.customer.lastname}`.trim()
    : '';
  const phone = (order.shippingAddress ?? order.billingAddress)?.phone?.trim();
  return {
    number: order.number!,
    customerName: fromAccount || fromAddress || email,
    customerEmail: email,
    ...(phone ? { customerPhone: phone } : {}),
    amountCents: snapshot.totals.totalTtcCents,
    paymentMethod: paymentMethod(snapshot),
    state,
    lines: mailLines(snapshot),
    delivery,
  };
}
