import { Link, useActionData } from 'react-router';
import type { Route } from './+types/admin-order';
import { AdminAddressForm, AdminDeliveryFacts } from '../components/admin/admin-order-address';
import { AdminEmailForm } from '../components/admin/admin-order-email';
import { AdminOrderLines, AdminPaymentFacts } from '../components/admin/admin-order-facts';
import { AdminOrderForms } from '../components/admin/admin-order-forms';
import { AdminOrderNotes } from '../components/admin/admin-order-notes';
import { AdminOrderTimeline } from '../components/admin/admin-order-timeline';
import orderStylesUrl from '../components/admin/admin-order.css?url';
import { PageHeader, formatDate, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { adminOrderAction, type AdminOrderAnswer } from '../orders/admin-order-actions.server';
import { adminOrderPage, type Intent } from '../orders/admin-order.server';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Back office: one placed order — its lines, customer, state and what was really paid (amount
 * due, received, still due, each payment) — and the forms its state allows (the orders rules'
 * `staffActions`): money received by transfer, cheque or at the counter, a store pickup, a
 * parcel, a refund, the cancellation. Plain form posts: they work without JavaScript; a
 * refusal comes back as the form's messages, beside its fields.
 */
export async function loader(args: Route.LoaderArgs) {
  return adminOrderPage(args);
}

export async function action(args: Route.ActionArgs) {
  return adminOrderAction(args);
}

export const links = () => [...pageLinks(), { rel: 'stylesheet', href: orderStylesUrl }];

export const meta = staticMeta('admin-orders', 'admin.orders.title', 'admin.orders.title', {
  noindex: true,
});

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<AdminOrderAnswer>();
  const { order, refunds, payment, today, done, actions, emails, notes, timeline } = loaderData;
  const failed = (intent: string) => (answer?.intent === intent ? answer : null);
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
      <div className="admin-order-layout">
        <div className="admin-order-main">
          <AdminPaymentFacts order={order} payment={payment} />
          <AdminOrderLines order={order} />
          <AdminDeliveryFacts
            address={order.shippingAddress}
            relayPoint={order.relayPoint}
            storePickup={payment.store_pickup}
          />
          <AdminOrderForms
            actions={actions}
            version={order.version}
            failed={failed}
            remainingCents={payment.amount_remaining_cents}
            today={today}
            counts={{
              payments: payment.payments.length,
              parcels: order.shipments.length,
              refunds: refunds.length,
            }}
            refunds={refunds}
          />
          {actions.includes('address') && order.shippingAddress ? (
            <AdminAddressForm
              address={order.shippingAddress}
              version={order.version}
              answer={failed('address')}
            />
          ) : null}
          {actions.includes('email') ? (
            <AdminEmailForm emails={emails} version={order.version} answer={failed('email')} />
          ) : null}
        </div>
        <aside className="admin-order-side">
          <AdminOrderTimeline entries={timeline} />
          <AdminOrderNotes notes={notes} answer={failed('note')} />
        </aside>
      </div>
    </div>
  );
}

const DONE_MESSAGE = {
  ship: 'admin.orders.shipped',
  refund: 'admin.orders.refunded',
  payment: 'admin.orders.received',
  pickup: 'admin.orders.pickedUp',
  cancel: 'admin.orders.cancelled',
  note: 'admin.orders.noted',
  address: 'admin.orders.addressChanged',
  email: 'admin.orders.emailQueued',
} as const satisfies Record<Intent, string>;
