/**
 * Payments exactly once (GUIDE "Payments exactly once"). Starting: an attempt row with our own
 * reference, then the provider's redirect or form. Finishing: only a provider notification
 * verified by its signature changes an order — the shopper's browser coming back never does.
 * Each verified notification is stored under (provider, event id) in the same transaction that
 * acts on it: the same notification ten times, or ten at once, changes the order once.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { me } from '../customers';
import {
  applyOrderEvent,
  findOwnedOrder,
  isPayableOnline,
  type OrderEvent,
  type OrderRow,
  type PaymentMethodCode,
} from '../orders';
import type {
  IncomingNotification,
  NotificationVerdict,
  PaymentProvider,
  PaymentStart,
} from './providers';
import { paymentMove, type PaymentRowStatus } from './payments.rules';
import { paymentNotifications, payments } from './payments.tables';

export interface PaymentUrls {
  /** Where the provider sends the buyer back after paying (PayPal: the capture route). */
  success: string;
  /** The shop's confirmation page of the order. */
  confirmation: string;
  failure: string;
  cancel: string;
  notify: string;
}

export interface PaymentDeps {
  db: Db;
  now: () => Date;
  /** The gateway of each online method (the offline one on a laptop). */
  gateways: ReadonlyMap<PaymentMethodCode, PaymentProvider>;
  /** Where the shopper comes back and where the provider notifies, for this order. */
  urls(order: { id: number; locale: Locale }, provider: string, origin: string): PaymentUrls;
}

/** Our reference for an attempt: `P` + order id + `X` + attempt, base 36, ≤ 12 characters. */
export function paymentReference(orderId: number, attempt: number): string {
  return `P${orderId.toString(36)}X${attempt.toString(36)}`.toUpperCase();
}

/** What the customer must pay for the order (its total less a gift card), frozen at placing. */
export function amountDue(order: Pick<OrderRow, 'id' | 'totals' | 'totalTtcCents'>): number {
  const totals = order.totals as { amountDueCents?: number } | null;
  const cents = totals?.amountDueCents ?? order.totalTtcCents;
  if (typeof cents !== 'number' || !Number.isSafeInteger(cents))
    throw new Error(`order ${order.id} has no frozen amount`);
  return cents;
}

/**
 * Starts paying a placed order online: the order must be awaiting its payment (or declined
 * and being retried) with an online method. Answers what the browser must do next.
 */
export async function startPayment(
  deps: PaymentDeps,
  userId: number,
  orderId: number,
  origin: string,
  expectedMethod?: PaymentMethodCode,
): Promise<{ paymentId: number; start: PaymentStart }> {
  const order = await findOwnedOrder(deps.db, { userId, tokenHash: null }, orderId);
  if (!order || order.status === 'not_ordered') throw notFound();
  // The orders module's rule: an online method, the money still awaited or declined.
  if (!isPayableOnline(order.paymentMethod, order.status))
    throw new HttpError(409, 'order_not_payable');
  const method = order.paymentMethod as PaymentMethodCode;
  if (expectedMethod && method !== expectedMethod) throw new HttpError(409, 'order_not_payable');
  const gateway = deps.gateways.get(method);
  if (!gateway) throw new HttpError(409, 'order_not_payable');
  const customer = await me(deps.db, userId, order.locale as Locale);
  if (!customer) throw notFound();
  const now = deps.now();
  const amountCents = amountDue(order);
  const payment = await deps.db.transaction(async (tx) => {
    if (order.status === 'not_paid') await applyOrderEvent(tx, order.id, 'payment_started', now);
    const [{ attempts }] = (await tx
      .select({ attempts: count() })
      .from(payments)
      .where(eq(payments.orderId, order.id))) as [{ attempts: number }];
    const [row] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        method,
        provider: gateway.code,
        reference: paymentReference(order.id, Number(attempts) + 1),
        amountCents,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  });
  const billing = order.billingAddress ?? order.shippingAddress;
  const start = await gateway.start({
    reference: payment.reference,
    orderNumber: order.number ?? String(order.id),
    amountCents,
    email: customer.email,
    locale: order.locale as Locale,
    customer: {
      firstname: billing?.firstname ?? customer.firstname,
      lastname: billing?.lastname ?? customer.lastname,
      address: billing?.address ?? '',
      postCode: billing?.post_code ?? '',
      city: billing?.city ?? '',
      countryIso: billing?.country_iso ?? 'FR',
      phone: billing?.phone ?? null,
    },
    urls: deps.urls({ id: order.id, locale: order.locale as Locale }, gateway.code, origin),
    now,
  });
  if (start.kind === 'redirect' && start.providerPaymentId)
    await deps.db
      .update(payments)
      .set({ providerPaymentId: start.providerPaymentId })
      .where(eq(payments.id, payment.id));
  return { paymentId: payment.id, start };
}

function eventFor(
  verdict: Extract<NotificationVerdict, { ok: true }>,
  expectedCents: number,
): OrderEvent {
  if (verdict.outcome === 'paid')
    return verdict.amountCents !== null && verdict.amountCents < expectedCents
      ? 'payment_partially_received'
      : 'payment_succeeded';
  if (verdict.outcome === 'pending_review') return 'payment_pending_review';
  return 'payment_failed';
}

export type NotificationResult =
  | 'applied'
  | 'duplicate'
  /** Contradicts what the payment already is (a refusal after "paid"): logged, nothing changed. */
  | 'kept'
  | 'refused_by_state'
  | 'unknown_payment'
  | 'bad_signature'
  | 'malformed';

/** A provider's server-to-server notification: verified, stored once, acted on once. */
export async function handleNotification(
  deps: Pick<PaymentDeps, 'db' | 'now'>,
  provider: PaymentProvider,
  notification: IncomingNotification,
): Promise<{ result: NotificationResult; verdict: NotificationVerdict; orderId: number | null }> {
  const verdict = await provider.verifyNotification(notification);
  if (!verdict.ok) return { result: verdict.reason, verdict, orderId: null };
  return { ...(await applyVerdict(deps, provider.code, verdict)), verdict };
}

/**
 * Acts on an authenticated verdict (a verified notification, or the answer of a server-to-server
 * call such as PayPal's capture): stored under (provider, event id), then the order moves — in
 * one transaction, so a repeat stores nothing and moves nothing.
 */
export async function applyVerdict(
  deps: Pick<PaymentDeps, 'db' | 'now'>,
  providerCode: string,
  verdict: Extract<NotificationVerdict, { ok: true }>,
): Promise<{ result: NotificationResult; orderId: number | null }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(paymentNotifications)
      .values({
        provider: providerCode,
        eventId: verdict.eventId,
        outcome: verdict.outcome,
        result: 'pending',
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentNotifications.id });
    if (!stored) return { result: 'duplicate' as const, orderId: null };
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.reference, verdict.reference), eq(payments.provider, providerCode)))
      .for('update');
    let result: NotificationResult = 'unknown_payment';
    if (payment) {
      // The attempt's own table first (payments.rules.ts): a late "refused" after "paid" is
      // kept in the log and changes neither the payment nor the order.
      const move = paymentMove(payment.status as PaymentRowStatus, verdict.outcome);
      if (move.kind === 'duplicate') result = 'duplicate';
      else if (move.kind === 'kept') result = 'kept';
      else {
        const moved = await applyOrderEvent(
          tx,
          payment.orderId,
          eventFor(verdict, payment.amountCents),
          now,
        );
        result = moved.applied ? 'applied' : 'refused_by_state';
        await tx
          .update(payments)
          .set({
            status: move.to,
            declineReason: verdict.declineReason ?? null,
            providerPaymentId: verdict.providerPaymentId ?? payment.providerPaymentId,
            updatedAt: now,
          })
          .where(eq(payments.id, payment.id));
      }
    }
    await tx
      .update(paymentNotifications)
      .set({ result, paymentId: payment?.id ?? null })
      .where(eq(paymentNotifications.id, stored.id));
    return { result, orderId: payment?.orderId ?? null };
  });
}

/** The attempt a provider knows by its own id (PayPal's order id on the buyer's return). */
/** The attempt a hosted page names by its reference (the offline gateway's page). */
export async function paymentByReference(db: Db, reference: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
  return payment ?? null;
}

export async function paymentByProviderId(db: Db, providerCode: string, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.provider, providerCode), eq(payments.providerPaymentId, providerPaymentId)),
    );
  return row ?? null;
}

/** The last attempt of an order, for the confirmation and cancellation pages. */
export async function lastPayment(db: Db, orderId: number) {
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return rows.sort((a, b) => b.id - a.id)[0] ?? null;
}

/**
 * Which of these orders have money recorded (a payment row `paid`, gateway or by hand): the
 * 7-day transfer sweep of the orders module keeps them, whatever their state says.
 */
export async function ordersWithMoneyIn(db: Db, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orderId: payments.orderId })
    .from(payments)
    .where(and(inArray(payments.orderId, [...orderIds]), eq(payments.status, 'paid')));
  return new Set(rows.map((row) => row.orderId));
}
