/**
 * Money the shop receives outside a gateway (docs/decisions/018-manual-payments.md): a bank
 * transfer, a cheque, cash or card at the counter. The owner records it from the back office;
 * it becomes a `manual` payment row, and the order moves through its state table
 * (`applyOrderEvent`, with its invoice, e-mail and loyalty hooks) in the same transaction.
 *
 * Everything happens under the order's row lock: two "payment received" posts at once are
 * counted one after the other, so the second sees the first and cannot take the order past
 * what it costs; the same bank reference twice is one payment (unique index).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../shared/http';
import { centsToEuros } from '../../shared/money';
import { recordAudit } from '../audit';
import {
  NOT_LEFT,
  PREPARABLE,
  applyOrderEvent,
  canTransition,
  findPlacedOrder,
  lockOrder as lockOrderRow,
  paymentFlowOf,
  type OrderRow,
  type OrderStatus,
  type PaymentStatus,
  type ShippingStatus,
} from '../orders';
import { shippingMethodOfRange } from '../shipping';
import { paymentBalance, receivedOnProblem, receivedPayment, shopDay } from './payments.rules';
import { amountDue } from './payments.service';
import { MANUAL_PROVIDER, payments } from './payments.tables';

export interface OrderPaymentCents {
  id: number;
  method: string;
  /** `manual` for money recorded by the owner, else the gateway. */
  provider: string;
  status: string;
  amount_cents: number;
  /** The bank's, cheque's or gateway's reference. */
  reference: string | null;
  received_on: string | null;
  created_at: string;
}

/**
 * The payment side of an order as the back office shows it: never "paid" for money not in.
 * Amounts in cents; the API writes euros (`payments-wire.routes.ts`).
 */
export interface OrderPaymentStateCents {
  status: string;
  payment_status: string;
  shipping_status: string;
  payment_method: string | null;
  store_pickup: boolean;
  amount_due_cents: number;
  amount_received_cents: number;
  amount_remaining_cents: number;
  payments: OrderPaymentCents[];
  /** What the owner can do now (the same checks as the actions make). */
  can_record_payment: boolean;
  can_complete_pickup: boolean;
  can_cancel: boolean;
}

export interface ReceivedPaymentInput {
  amount_cents: number;
  /** YYYY-MM-DD, the day the money arrived. */
  received_on: string;
  reference: string;
}

const stateOf = (order: OrderRow) => ({
  status: order.status as OrderStatus,
  payment: order.paymentStatus as PaymentStatus,
  shipping: order.shippingStatus as ShippingStatus,
});

const isOnline = (order: OrderRow) => paymentFlowOf(order.paymentMethod) === 'online';

async function lockOrder(tx: Db, orderId: number): Promise<OrderRow> {
  const order = await lockOrderRow(tx, orderId);
  if (!order || order.status === 'not_ordered') throw notFound();
  return order;
}

async function isStorePickup(db: Db, order: OrderRow): Promise<boolean> {
  if (order.shippingMethodRangeId === null) return false;
  return (await shippingMethodOfRange(db, order.shippingMethodRangeId))?.kind === 'store';
}

async function orderPayments(db: Db, orderId: number) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

async function balanceOf(db: Db, order: OrderRow) {
  const rows = await orderPayments(db, order.id);
  return {
    rows,
    ...paymentBalance(
      amountDue(order),
      rows.filter((p) => p.status === 'paid'),
    ),
  };
}

/** Whether the order still waits for money the owner can record (state table + method). */
function expectsManualPayment(order: OrderRow): boolean {
  return !isOnline(order) && canTransition(stateOf(order), 'payment_succeeded');
}

export async function orderPaymentState(
  db: Db,
  orderId: number,
): Promise<OrderPaymentStateCents | null> {
  const order = await findPlacedOrder(db, orderId);
  if (!order) return null;
  const [{ rows, dueCents, receivedCents, remainingCents }, storePickup] = await Promise.all([
    balanceOf(db, order),
    isStorePickup(db, order),
  ]);
  const state = stateOf(order);
  return {
    status: order.status,
    payment_status: order.paymentStatus,
    shipping_status: order.shippingStatus,
    payment_method: order.paymentMethod,
    store_pickup: storePickup,
    amount_due_cents: dueCents,
    amount_received_cents: receivedCents,
    amount_remaining_cents: remainingCents,
    payments: rows.map((p) => ({
      id: p.id,
      method: p.method,
      provider: p.provider,
      status: p.status,
      amount_cents: p.amountCents,
      reference: p.providerPaymentId,
      received_on: p.receivedOn,
      created_at: p.createdAt.toISOString(),
    })),
    can_record_payment: expectsManualPayment(order) && remainingCents > 0,
    can_complete_pickup:
      storePickup &&
      NOT_LEFT.includes(state.shipping) &&
      (remainingCents === 0 ? PREPARABLE.includes(state.status) : expectsManualPayment(order)),
    can_cancel: canTransition(state, 'cancel'),
  };
}

async function insertManualPayment(
  tx: Db,
  order: OrderRow,
  values: { method: string; amountCents: number; receivedOn: string; reference: string | null },
  recordedBy: number | null,
  now: Date,
) {
  const attempts = (await orderPayments(tx, order.id)).length;
  const [row] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      method: values.method,
      provider: MANUAL_PROVIDER,
      reference: `M${order.id.toString(36)}X${(attempts + 1).toString(36)}`.toUpperCase(),
      amountCents: values.amountCents,
      status: 'paid',
      providerPaymentId: values.reference,
      receivedOn: values.receivedOn,
      recordedBy,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new HttpError(409, 'payment_exists');
  return row;
}

/**
 * "Payment received": the owner saw a transfer on the account, cashed a cheque or took money
 * at the counter. Recorded as a payment; when the payments cover the amount due the order is
 * paid (invoice, "payment received" e-mail, ready to ship), else partially paid.
 */
export async function recordReceivedPayment(
  db: Db,
  orderId: number,
  input: ReceivedPaymentInput,
  recordedBy: number | null,
  now: Date,
): Promise<OrderPaymentStateCents> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (isOnline(order)) throw new HttpError(409, 'payment_not_recordable');
    if (!expectsManualPayment(order)) throw new HttpError(409, 'payment_not_expected');
    const dateProblem = receivedOnProblem(input.received_on, order.placedAt, now);
    if (dateProblem) throw validationFailed({ received_on: [{ key: dateProblem }] });
    const { dueCents, receivedCents } = await balanceOf(tx, order);
    const decision = receivedPayment(dueCents, receivedCents, input.amount_cents);
    if (!decision.ok) {
      if (decision.reason === 'nothing_due') throw new HttpError(409, 'payment_not_expected');
      throw validationFailed({
        amount_cents: [
          { key: 'payment_too_much', params: { max: String(centsToEuros(decision.maxCents)) } },
        ],
      });
    }
    await insertManualPayment(
      tx,
      order,
      {
        method: order.paymentMethod ?? 'transfer',
        amountCents: input.amount_cents,
        receivedOn: input.received_on,
        reference: input.reference,
      },
      recordedBy,
      now,
    );
    const moved = await applyOrderEvent(tx, order.id, decision.event, now);
    // Refused by the state table: the payment row goes with the rolled-back transaction.
    if (!moved.applied) throw new HttpError(409, 'payment_not_expected');
    await recordAudit(tx, {
      actorUserId: recordedBy,
      action: 'order.payment_received',
      entity: 'order',
      entityId: order.id,
      before: { payment_status: order.paymentStatus, received_cents: receivedCents },
      after: { payment_status: moved.order.paymentStatus, ...input },
    });
  });
  return (await orderPaymentState(db, orderId))!;
}

/**
 * "Picked up": a store-pickup order is handed over at the counter. What was still due is paid
 * there (recorded as a `store` payment, with the receipt's reference when given); the order
 * becomes paid if it was not, then picked up and finished — all or nothing.
 */
export async function completePickup(
  db: Db,
  orderId: number,
  input: { reference?: string },
  recordedBy: number | null,
  now: Date,
): Promise<OrderPaymentStateCents> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!(await isStorePickup(tx, order))) throw new HttpError(409, 'order_not_pickup');
    if (order.status === 'cancelled') throw new HttpError(409, 'order_not_pickable');
    const { remainingCents } = await balanceOf(tx, order);
    if (remainingCents > 0) {
      if (isOnline(order)) throw new HttpError(409, 'payment_not_recordable');
      if (!expectsManualPayment(order)) throw new HttpError(409, 'order_not_pickable');
      await insertManualPayment(
        tx,
        order,
        {
          method: 'store',
          amountCents: remainingCents,
          receivedOn: shopDay(now),
          reference: input.reference ?? null,
        },
        recordedBy,
        now,
      );
      const paid = await applyOrderEvent(tx, order.id, 'payment_succeeded', now);
      if (!paid.applied) throw new HttpError(409, 'order_not_pickable');
    }
    if (order.shippingStatus === 'not_shipped' || order.shippingStatus === 'preparing') {
      const ready = await applyOrderEvent(tx, order.id, 'ready_for_pickup', now);
      if (!ready.applied) throw new HttpError(409, 'order_not_pickable');
    }
    const handed = await applyOrderEvent(tx, order.id, 'pick_up', now);
    if (!handed.applied) throw new HttpError(409, 'order_not_pickable');
    // Paid and handed over: the order is done (the state table says when it may finish).
    const done = await applyOrderEvent(tx, order.id, 'finish', now);
    await recordAudit(tx, {
      actorUserId: recordedBy,
      action: 'order.pickup',
      entity: 'order',
      entityId: order.id,
      before: {
        status: order.status,
        payment_status: order.paymentStatus,
        shipping_status: order.shippingStatus,
      },
      after: {
        status: (done.applied ? done.order : handed.order).status,
        payment_status: (done.applied ? done.order : handed.order).paymentStatus,
        shipping_status: (done.applied ? done.order : handed.order).shippingStatus,
        paid_at_counter_cents: remainingCents,
        reference: input.reference ?? null,
      },
    });
  });
  return (await orderPaymentState(db, orderId))!;
}
