/**
 * After the order: its parcels with their tracking links, the instalment schedule of a 3x/4x
 * payment, and the refunds with their credit notes (SPEC §4 "my order").
 */
import type { InstalmentCents, ShipmentDto } from '../../../modules/orders';
import type { RefundCents } from '../../../modules/payments';
import { formatPrice } from '../../../shared/money';
import { useLocale, useT } from '../../i18n';
import { formatDate } from '../page';

export function OrderParcels({ shipments }: { shipments: readonly ShipmentDto[] }) {
  const t = useT();
  const locale = useLocale();
  if (shipments.length === 0) return null;
  return (
    <section className="order-block order-follow-up" aria-labelledby="order-parcels-title">
      <h2 id="order-parcels-title">{t('orders.parcelsTitle')}</h2>
      <ul data-testid="order-parcels">
        {shipments.map((parcel) => (
          <li key={parcel.id}>
            <span>
              {t('orders.parcel', {
                carrier: parcel.carrier,
                date: formatDate(parcel.shipped_at, locale),
              })}
            </span>{' '}
            {parcel.tracking_url ? (
              <a
                href={parcel.tracking_url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="tracking-link"
              >
                {t('orders.track', { number: parcel.tracking_number })}
              </a>
            ) : (
              <span className="order-muted">{parcel.tracking_number}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OrderInstalments({
  instalments,
}: {
  instalments: readonly InstalmentCents[] | null;
}) {
  const t = useT();
  const locale = useLocale();
  if (!instalments || instalments.length === 0) return null;
  return (
    <section className="order-block order-follow-up" aria-labelledby="order-instalments-title">
      <h2 id="order-instalments-title">
        {t('orders.instalmentsTitle', { count: instalments.length })}
      </h2>
      <ol data-testid="order-instalments">
        {instalments.map((instalment) => (
          <li key={instalment.due_date}>
            {t('orders.instalment', {
              date: formatDate(instalment.due_date, locale),
              amount: formatPrice(instalment.amount_cents),
            })}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function OrderRefunds({ refunds }: { refunds: readonly RefundCents[] }) {
  const t = useT();
  const locale = useLocale();
  if (refunds.length === 0) return null;
  return (
    <section className="order-block order-follow-up" aria-labelledby="order-refunds-title">
      <h2 id="order-refunds-title">{t('orders.refundsTitle')}</h2>
      <ul data-testid="order-refunds">
        {refunds.map((refund) => (
          <li key={refund.id}>
            <span>
              {t(refund.status === 'succeeded' ? 'orders.refundDone' : 'orders.refundPending', {
                amount: formatPrice(refund.amount_cents),
                date: formatDate(refund.created_at, locale),
              })}
            </span>{' '}
            {refund.credit_note_id !== null ? (
              <a
                href={`/api/invoices/${refund.credit_note_id}/download`}
                download
                data-testid="refund-credit-note"
              >
                {t('orders.refundCreditNote')}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
