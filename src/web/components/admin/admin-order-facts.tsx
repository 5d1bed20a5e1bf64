import type { BackOfficeOrder } from '../../../modules/orders';
import type { OrderPaymentStateCents, RefundCents } from '../../../modules/payments';
import { formatPrice } from '../../../shared/money';
import { useLocale, useT, type MessageKey } from '../../i18n';
import { methodName } from '../orders/order-view';
import { formatDate } from '../page';
import { codeLabel, stateLabel } from './admin-order-labels';

const ATTEMPT_LABEL: Record<string, MessageKey> = {
  started: 'admin.orders.attempt.started',
  paid: 'admin.orders.attempt.paid',
  refused: 'admin.orders.attempt.refused',
  cancelled: 'admin.orders.attempt.cancelled',
  pending_review: 'admin.orders.attempt.pending_review',
};

type OrderState = Pick<BackOfficeOrder, 'status' | 'paymentStatus' | 'shippingStatus'>;

/**
 * What was really paid: the order's state, its method, the amount due, received and still due,
 * then each payment (amount, method, outcome, day, reference, recorded by hand or not).
 */
export function AdminPaymentFacts({
  order,
  payment,
}: {
  order: OrderState;
  payment: OrderPaymentStateCents;
}) {
  const t = useT();
  const locale = useLocale();
  const method = methodName(payment.payment_method, locale);
  return (
    <>
      <dl className="admin-facts" data-testid="admin-payment-facts">
        <dt>{t('admin.orders.state')}</dt>
        <dd
          data-testid="admin-order-state"
          data-status={order.status}
          data-payment-status={order.paymentStatus}
          data-shipping-status={order.shippingStatus}
        >
          {stateLabel(t, order)}
        </dd>
        <dt>{t('admin.orders.method')}</dt>
        <dd>{method ?? payment.payment_method ?? '—'}</dd>
        <dt>{t('admin.orders.amountDue')}</dt>
        <dd data-testid="admin-amount-due">{formatPrice(payment.amount_due_cents)}</dd>
        <dt>{t('admin.orders.amountReceived')}</dt>
        <dd data-testid="admin-amount-received">{formatPrice(payment.amount_received_cents)}</dd>
        <dt>{t('admin.orders.amountRemaining')}</dt>
        <dd data-testid="admin-amount-remaining">
          <strong>{formatPrice(payment.amount_remaining_cents)}</strong>
        </dd>
      </dl>
      <h2>{t('admin.orders.payments')}</h2>
      {payment.payments.length > 0 ? (
        <ul className="admin-payments" data-testid="admin-payments">
          {payment.payments.map((row) => {
            const label = methodName(row.method, locale);
            return (
              <li key={row.id} data-status={row.status}>
                <strong>{formatPrice(row.amount_cents)}</strong> · {label ?? row.method} ·{' '}
                {t(ATTEMPT_LABEL[row.status] ?? 'admin.orders.attempt.started')} ·{' '}
                {formatDate(row.received_on ?? row.created_at, locale)}
                {row.reference ? ` · ${row.reference}` : ''}
                {row.provider === 'manual' ? ` · ${t('admin.orders.manual')}` : ''}
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{t('admin.orders.noPayment')}</p>
      )}
    </>
  );
}

/** The order's lines (quantity, name, reference, workshop fitting), then its parcels. */
export function AdminOrderLines({
  order,
}: {
  order: Pick<BackOfficeOrder, 'lines' | 'shipments'>;
}) {
  const t = useT();
  return (
    <>
      <h2>{t('admin.orders.lines')}</h2>
      <ul>
        {order.lines.map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.name} ({line.reference})
            {line.withAssembly ? ` — ${t('cart.assembly')}` : ''}
          </li>
        ))}
      </ul>
      {order.shipments.length > 0 ? (
        <>
          <h2>{t('admin.orders.parcels')}</h2>
          <ul data-testid="admin-parcels">
            {order.shipments.map((parcel) => (
              <li key={parcel.id}>
                {parcel.carrier} {parcel.tracking_number}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** The money given back so far: amount, reason, outcome (and the gateway's error). */
export function AdminRefunds({ refunds }: { refunds: readonly RefundCents[] }) {
  const t = useT();
  return refunds.length > 0 ? (
    <ul data-testid="admin-refunds">
      {refunds.map((refund) => (
        <li key={refund.id} data-status={refund.status}>
          {formatPrice(refund.amount_cents)} · {refund.reason} ·{' '}
          {codeLabel(t, 'refund', refund.status)}
          {refund.error ? ` (${refund.error})` : ''}
        </li>
      ))}
    </ul>
  ) : null;
}
