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
/** Labelled amounts under the lines (subtotal, discount, delivery…), one row each. */
function AmountRows({ rows }: { rows: [string, number][] }) {
  return rows.map(([label, cents]) => (
    <tr key={label}>
      <th scope="row" colSpan={3}>
        {label}
      </th>
      <td>{formatPrice(cents)}</td>
    </tr>
  ));
}

export function AdminOrderLines({
  order,
}: {
  order: Pick<BackOfficeOrder, 'lines' | 'shipments' | 'totals'>;
}) {
  const t = useT();
  const { totals } = order;
  const money = (cents: number | null) => (cents === null ? '—' : formatPrice(cents));
  // The amounts the customer was charged (frozen at placing), as their order page shows them.
  const rows: [string, number][] = totals
    ? [
        [t('cart.subtotalTtc'), totals.productsTtcCents],
        ...(totals.promoDiscountTtcCents > 0
          ? [[t('cart.promoDiscount'), -totals.promoDiscountTtcCents] as [string, number]]
          : []),
        [t('cart.shipping'), totals.shippingTtcCents],
        ...(totals.paymentFeesTtcCents > 0
          ? [[t('orders.paymentFees'), totals.paymentFeesTtcCents] as [string, number]]
          : []),
      ]
    : [];
  const paidOtherwise: [string, number][] = totals
    ? [
        ...(totals.giftCardUsedCents > 0
          ? [[t('admin.orders.giftCardUsed'), -totals.giftCardUsedCents] as [string, number]]
          : []),
        ...((totals.loyaltyUsedCents ?? 0) > 0
          ? [
              [
                t('cart.loyaltyPaid', { points: totals.loyaltyPointsUsed }),
                -totals.loyaltyUsedCents,
              ] as [string, number],
            ]
          : []),
      ]
    : [];
  return (
    <>
      <h2>{t('admin.orders.lines')}</h2>
      <div className="admin-table-scroll">
        <table className="admin-table admin-order-lines" data-testid="admin-order-lines">
          <thead>
            <tr>
              <th scope="col">{t('admin.orders.article')}</th>
              <th scope="col">{t('admin.orders.quantity')}</th>
              <th scope="col">{t('admin.orders.unitPrice')}</th>
              <th scope="col">{t('admin.orders.lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id}>
                <td>
                  {line.name}
                  <br />
                  <small>{line.reference}</small>
                  {line.withAssembly ? (
                    <>
                      <br />
                      <small>
                        {t('cart.assembly')} · {money(line.fittingTotalTtcCents)}
                      </small>
                    </>
                  ) : null}
                </td>
                <td>{line.quantity}</td>
                <td>{money(line.unitTtcCents)}</td>
                <td>{money(line.totalTtcCents)}</td>
              </tr>
            ))}
          </tbody>
          {totals ? (
            <tfoot>
              <AmountRows rows={rows} />
              <tr>
                <th scope="row" colSpan={3}>
                  {t('cart.total')}
                  <br />
                  <small>
                    {totals.vatBreakdown
                      .map((vat) =>
                        t('cart.vatIncluded', {
                          rate: String(vat.rateBp / 100),
                          amount: formatPrice(vat.vatCents),
                        }),
                      )
                      .join(' · ')}
                  </small>
                </th>
                <td>
                  <strong data-testid="admin-order-total">
                    {formatPrice(totals.totalTtcCents)}
                  </strong>
                </td>
              </tr>
              <AmountRows rows={paidOtherwise} />
            </tfoot>
          ) : null}
        </table>
      </div>
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
