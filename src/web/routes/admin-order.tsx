import { Link, useActionData } from 'react-router';
import type { Route } from './+types/admin-order';
import { AdminCheck, AdminField, AdminForm } from '../components/admin/admin-form';
import {
  AdminOrderLines,
  AdminPaymentFacts,
  AdminRefunds,
} from '../components/admin/admin-order-facts';
import { PageHeader, formatDate, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import {
  adminOrderAction,
  adminOrderPage,
  type AdminOrderAnswer,
  type Intent,
} from '../orders/admin-order.server';
import { formatPrice } from '../../shared/money';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Back office: one placed order — its lines, customer, state and what was really paid (amount
 * due, received, still due, each payment) — where the owner records money received by
 * transfer, cheque or at the counter, a store pickup, a parcel (carrier, tracking number and
 * link), gives money back (amount, reason) or cancels the order. Plain form posts: they work
 * without JavaScript; a refusal comes back as the form's messages, beside its fields.
 */
export async function loader(args: Route.LoaderArgs) {
  return adminOrderPage(args);
}

export async function action(args: Route.ActionArgs) {
  return adminOrderAction(args);
}

export const links = pageLinks;

export const meta = staticMeta('admin-orders', 'admin.orders.title', 'admin.orders.title', {
  noindex: true,
});

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<AdminOrderAnswer>();
  const { order, refunds, payment, today, done } = loaderData;
  const failed = (intent: Intent) => (answer?.intent === intent ? answer : null);
  const fieldError = (intent: Intent, name: string) => failed(intent)?.fields[name]?.[0] ?? null;
  return (
    <div className="page container admin-order" data-testid="admin-order">
      <PageHeader
        title={t('admin.orders.order', { number: order.number ?? String(order.id) })}
        lead={`${order.email ?? '—'} · ${order.placedAt ? formatDate(order.placedAt, locale) : ''}`}
      />
      <p>
        <Link to={href('admin-orders', null, locale)}>← {t('admin.orders.title')}</Link>
      </p>
      {done ? (
        <p className="form-alert form-alert-success" role="status" data-testid="admin-done">
          {t(DONE_MESSAGE[done])}
        </p>
      ) : null}
      <AdminPaymentFacts order={order} payment={payment} />
      <AdminOrderLines order={order} />

      {/* Keyed on what they made: a recorded payment, parcel or refund empties its form. */}
      {payment.can_record_payment ? (
        <AdminForm
          intent="payment"
          title={t('admin.orders.receiveTitle')}
          lead={
            <p>
              {t('admin.orders.receiveLead', {
                amount: formatPrice(payment.amount_remaining_cents),
              })}
            </p>
          }
          answer={failed('payment')}
          formKey={`payment-${payment.payments.length}`}
          button={t('admin.orders.receiveButton')}
          buttonTestId="admin-receive"
        >
          <AdminField
            name="amount"
            idPrefix="admin-payment"
            label={t('admin.orders.amount')}
            inputMode="decimal"
            error={fieldError('payment', 'amount')}
          />
          <AdminField
            name="received_on"
            idPrefix="admin-payment"
            type="date"
            defaultValue={today}
            label={t('admin.orders.receivedOn')}
            error={fieldError('payment', 'received_on')}
          />
          <AdminField
            name="reference"
            idPrefix="admin-payment"
            label={t('admin.orders.reference')}
            error={fieldError('payment', 'reference')}
          />
        </AdminForm>
      ) : null}

      {payment.can_complete_pickup ? (
        <AdminForm
          intent="pickup"
          title={t('admin.orders.pickupTitle')}
          lead={
            <p>
              {t('admin.orders.pickupLead', {
                amount: formatPrice(payment.amount_remaining_cents),
              })}
            </p>
          }
          answer={failed('pickup')}
          button={t('admin.orders.pickupButton')}
          buttonTestId="admin-pickup"
        >
          <AdminField
            name="reference"
            idPrefix="admin-pickup"
            required={false}
            label={t('admin.orders.pickupReference')}
            error={fieldError('pickup', 'reference')}
          />
        </AdminForm>
      ) : null}

      <AdminForm
        intent="ship"
        title={t('admin.orders.shipTitle')}
        answer={failed('ship')}
        formKey={`ship-${order.shipments.length}`}
        button={t('admin.orders.shipButton')}
        buttonTestId="admin-ship"
      >
        <AdminField
          name="carrier"
          label={t('admin.orders.carrier')}
          error={fieldError('ship', 'carrier')}
        />
        <AdminField
          name="tracking_number"
          label={t('admin.orders.trackingNumber')}
          error={fieldError('ship', 'tracking_number')}
        />
        <AdminField
          name="tracking_url"
          label={t('admin.orders.trackingUrl')}
          type="url"
          required={false}
          error={fieldError('ship', 'tracking_url')}
        />
      </AdminForm>

      <AdminForm
        intent="refund"
        title={t('admin.orders.refundTitle')}
        lead={<AdminRefunds refunds={refunds} />}
        answer={failed('refund')}
        formKey={`refund-${refunds.length}`}
        button={t('admin.orders.refundButton')}
        buttonTestId="admin-refund"
      >
        <AdminField
          name="amount"
          label={t('admin.orders.amount')}
          inputMode="decimal"
          error={fieldError('refund', 'amount')}
        />
        <AdminField
          name="reason"
          label={t('admin.orders.reason')}
          error={fieldError('refund', 'reason')}
        />
      </AdminForm>

      {payment.can_cancel ? (
        <AdminForm
          intent="cancel"
          title={t('admin.orders.cancelTitle')}
          lead={<p>{t('admin.orders.cancelLead')}</p>}
          answer={failed('cancel')}
          button={t('admin.orders.cancelButton')}
          buttonTestId="admin-cancel"
          primary={false}
        >
          <AdminCheck
            name="confirm"
            idPrefix="admin-cancel"
            label={t('admin.orders.cancelConfirm')}
            error={fieldError('cancel', 'confirm')}
          />
        </AdminForm>
      ) : null}
    </div>
  );
}

const DONE_MESSAGE = {
  ship: 'admin.orders.shipped',
  refund: 'admin.orders.refunded',
  payment: 'admin.orders.received',
  pickup: 'admin.orders.pickedUp',
  cancel: 'admin.orders.cancelled',
} as const satisfies Record<Intent, string>;
