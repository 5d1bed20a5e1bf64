/**
 * The back office's order page in-process (routes/admin-order.tsx): the order, its refunds and
 * payment state, and what staff may do to it now — `staffActions` of the orders rules decides
 * which forms the page shows, from the order's state and the facts read here. The form posts
 * are admin-order-actions.server.ts. Server only.
 */
import { data, type AppLoadContext } from 'react-router';
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';
import { orderTimeline } from '../../modules/backoffice';
import {
  backOfficeOrder,
  listOrderNotes,
  resendableEmails,
  staffActions,
  type BackOfficeOrder,
  type OrderState,
  type StaffActionFacts,
} from '../../modules/orders';
import {
  listRefunds,
  orderPaymentState,
  shopDay,
  type OrderPaymentStateCents,
  type RefundCents,
} from '../../modules/payments';
import { adminGuard } from '../account/admin-guard.server';

export interface PageArgs {
  request: Request;
  context: AppLoadContext;
  params: { id?: string };
}

export const INTENTS = [
  'ship',
  'refund',
  'payment',
  'pickup',
  'cancel',
  'note',
  'address',
  'email',
] as const;
export type Intent = (typeof INTENTS)[number];
export const isIntent = (value: unknown): value is Intent => INTENTS.includes(value as Intent);

export function orderId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

const stateOf = (order: BackOfficeOrder): OrderState =>
  ({
    status: order.status,
    payment: order.paymentStatus,
    shipping: order.shippingStatus,
  }) as OrderState;

/** What the rules need beside the state: the delivery, what was paid and given back, parcels. */
function factsOf(
  order: BackOfficeOrder,
  payment: OrderPaymentStateCents,
  refunds: readonly RefundCents[],
): StaffActionFacts {
  const givenBack = refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amount_cents, 0);
  return {
    paymentMethod: order.paymentMethod,
    storePickup: payment.store_pickup,
    remainingCents: payment.amount_remaining_cents,
    refundableCents: Math.max(0, payment.amount_received_cents - givenBack),
    parcels: order.shipments.length,
  };
}

/** The order as the page works on it, with the actions and e-mails its state allows; null: none. */
export async function orderDesk(db: Db, id: number, locale: Locale = 'fr') {
  const [order, refunds, payment, notes] = await Promise.all([
    backOfficeOrder(db, id, locale),
    listRefunds(db, id),
    orderPaymentState(db, id),
    listOrderNotes(db, id),
  ]);
  if (!order || !payment) return null;
  const facts = factsOf(order, payment, refunds);
  return {
    order,
    refunds,
    payment,
    notes,
    actions: staffActions(stateOf(order), facts),
    emails: resendableEmails(stateOf(order), facts),
  };
}

export async function adminOrderPage(args: PageArgs) {
  const locale = await adminGuard(args, 'orders');
  const id = orderId(args.params.id);
  const db = args.context.database.db;
  const [desk, timeline] = await Promise.all([orderDesk(db, id, locale), orderTimeline(db, id)]);
  if (!desk) throw data(null, { status: 404 });
  const done = new URL(args.request.url).searchParams.get('done');
  const { order } = desk;
  return {
    ...desk,
    timeline: timeline ?? [],
    order: { ...order, placedAt: order.placedAt?.toISOString() ?? null },
    today: shopDay(args.context.now()),
    done: isIntent(done) ? done : null,
  };
}
