/**
 * A customer's placed orders as the pages read them, in-process (never over HTTP): one order
 * with what its page shows (SPEC §4 confirmation state, payment flow, transfer or cheque
 * instructions, the delivery promise, the last decline), and the "Pay now" / "Pay again" action
 * that sends the shopper to the payment gateway. Server only.
 */
import { listInvoicesForOrder } from '../../modules/invoices';
import { data, redirect, redirectDocument, type AppLoadContext } from 'react-router';
import { bankAccount, getPublicConfiguration } from '../../modules/content';
import {
  accountOrderGroup,
  awaitedOfflinePayment,
  confirmationState,
  expressDelivery,
  getOrder,
  instalmentsOf,
  isPayableOnline,
  isPlaced,
  listShipments,
  paymentFlow,
  paymentFlowOf,
  type CartDeps,
  type OrderCents,
  type OrderStatus,
  type PaymentMethodCode,
  type PaymentStatus,
  type ShippingStatus,
} from '../../modules/orders';
import { lastPayment, listRefunds, type PaymentStart } from '../../modules/payments';
import { HttpError } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { message } from '../../shared/messages';
import { cartDeps } from '../cart/cart.server';
import {
  AUTO_PAY_PARAM,
  DECLINE_REASONS,
  type BankDetails,
  type DeclineReason,
  type GatewayForm,
  type OrderView,
  type PayFailure,
} from '../components/orders/order-view';
import { CATALOGUES } from '../i18n/catalogues';
import { href } from '../paths';
import { requestLocale } from '../request.server';

/** The orders services' context for the signed-in customer (their orders, never a token's). */
export function customerDeps(
  context: AppLoadContext,
  locale: Locale,
  userId: number,
): Promise<CartDeps> {
  return cartDeps(context, locale, { userId, tokenHash: null });
}

/** A positive whole number from the URL or a form, else null (never a 500 on `?order=abc`). */
export function orderIdOf(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The customer's placed order (null: none of theirs, or still a cart / a saved cart). */
export async function placedOrder(deps: CartDeps, id: number): Promise<OrderCents | null> {
  const order = await getOrder(deps, id);
  return order && isPlaced(order.status as OrderStatus) ? order : null;
}

/** The shop's bank account as the content module reads it; null without an IBAN. */
export async function bankDetails(context: AppLoadContext): Promise<BankDetails | null> {
  const { iban, bic, holder } = await bankAccount(context.database.db);
  return iban ? { iban, bic, holder } : null;
}

/**
 * Where a store pickup is collected: the shop's address as configured (`seller_address`, one
 * line per row — the address printed on invoices and in the pickup e-mail); null when unset.
 */
export async function pickupAddress(context: AppLoadContext): Promise<string[] | null> {
  const row = await getPublicConfiguration(context.database.db, 'seller_address');
  const lines = (row?.value ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length > 0 ? lines : null;
}

/** A SPEC §8 decline reason from the URL or a payment row, else null. */
export const asDeclineReason = (value: unknown): DeclineReason | null =>
  DECLINE_REASONS.find((reason) => reason === value) ?? null;

/** Why the order's last payment attempt failed (null: none failed, or no reason given). */
export async function lastDeclineReason(
  context: AppLoadContext,
  orderId: number,
): Promise<DeclineReason | null> {
  const payment = await lastPayment(context.database.db, orderId);
  return payment && payment.status !== 'paid' ? asDeclineReason(payment.declineReason) : null;
}

/** Whether an online payment can be started (or retried) for this order now (orders' rule). */
export function isPayable(order: OrderCents): boolean {
  return isPayableOnline(order.payment_method, order.status);
}

/** Everything a page shows about one placed order (plain data for the browser). */
export async function orderView(context: AppLoadContext, order: OrderCents): Promise<OrderView> {
  const status = order.status as OrderStatus;
  const method = order.payment_method as PaymentMethodCode | null;
  const flow = paymentFlowOf(method);
  const state = confirmationState(status, order.payment_status as PaymentStatus);
  const placedAt = order.placed_at ? new Date(order.placed_at) : null;
  const awaited = awaitedOfflinePayment({ status, paymentMethod: method, placedAt });
  const kind = order.shipping_method_range?.shipping_method.kind ?? null;
  const [declineReason, bank, pickup] = await Promise.all([
    lastDeclineReason(context, order.id),
    awaited ? bankDetails(context) : Promise.resolve(null),
    kind === 'store' ? pickupAddress(context) : Promise.resolve(null),
  ]);
  return {
    order,
    state,
    flow,
    group: accountOrderGroup(status, order.shipping_status as ShippingStatus),
    payable: isPayable(order),
    declineReason,
    instructions: awaited
      ? {
          method: awaited.method,
          amountCents: order.total_ttc_cents,
          reference: order.number ?? String(order.id),
          deadline: awaited.deadline?.toISOString() ?? null,
          bank,
        }
      : null,
    delivery: {
      kind,
      pickupAddress: pickup,
      expressDate:
        kind === 'express' && placedAt
          ? expressDelivery(placedAt).deliveryDate.toISOString()
          : null,
    },
  };
}

/**
 * The gateway's next step as the answer to a page's form: a redirect (a whole-document one,
 * the gateway is not a page of this app), or the form to post to the gateway, which the page
 * draws and sends at once (with a visible button without JavaScript).
 */
export function gatewayAnswer(start: PaymentStart) {
  if (start.kind === 'redirect') return redirectDocument(start.url, 303);
  const gateway: GatewayForm = { action: start.action, method: start.method, fields: start.fields };
  return data({ ok: true as const, gateway });
}

/**
 * Where the shopper goes once the order is placed: with an online method, straight to its
 * gateway (a whole-document redirect); a gateway paid through a form goes through the
 * confirmation page, which posts "Pay now" at once (`&pay=1`, a new attempt: the form is not
 * carried across a redirect); any other method, or a gateway that cannot start (its refusal is
 * said there), the confirmation page.
 */
export async function afterPlacing(
  context: AppLoadContext,
  locale: Locale,
  userId: number,
  order: { id: number; paymentMethod: string | null },
) {
  const confirmation = `${href('panier-confirmation', null, locale)}?order=${order.id}`;
  const method = order.paymentMethod as PaymentMethodCode | null;
  if (!method || paymentFlow(method) !== 'online') return redirect(confirmation, 303);
  try {
    const start = await context.payments.start(userId, order.id);
    if (start.kind === 'redirect') return redirectDocument(start.url, 303);
    return redirect(`${confirmation}&${AUTO_PAY_PARAM}=1`, 303);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return redirect(confirmation, 303);
  }
}

/**
 * "Pay now" (confirmation, online payment not come back) and "Pay again" / "Try again" (a
 * declined or cancelled payment): the signed-in owner's placed order, paid online with the
 * method it was placed with. A visitor goes to the cart; a refusal (already paid, cancelled,
 * no gateway) comes back translated.
 */
export async function payAction(request: Request, context: AppLoadContext) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const session = context.session;
  if (!session) return redirect(href('panier', null, locale), 303);
  const orderId = orderIdOf(form.get('order'));
  try {
    if (orderId === null || form.get('intent') !== 'pay') throw new HttpError(404, 'not_found');
    return gatewayAnswer(await context.payments.start(session.userId, orderId));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const failure: PayFailure = {
      ok: false,
      message:
        error.statusCode === 404
          ? CATALOGUES[locale]['orders.notFound']
          : message(error.messageKey, locale),
    };
    return data(failure, { status: error.statusCode });
  }
}

/** The invoices and credit notes of one of the customer's orders, for its PDF links. */
export async function orderInvoices(context: AppLoadContext, userId: number, orderId: number) {
  const invoices = await listInvoicesForOrder(context.database.db, userId, orderId);
  return invoices.map((invoice) => ({
    id: invoice.id,
    kind: invoice.kind,
    number: invoice.number,
  }));
}

/**
 * What happened after the order was placed: its parcels (tracking links), its refunds (with
 * their credit notes) and, paid in 3 or 4 times, the instalment schedule.
 */
export async function orderFollowUp(context: AppLoadContext, order: OrderCents) {
  const db = context.database.db;
  const [shipments, refunds] = await Promise.all([
    listShipments(db, order.id),
    listRefunds(db, order.id),
  ]);
  return { shipments, refunds, instalments: instalmentsOf(order) };
}
