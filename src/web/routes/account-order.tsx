import { data, Link, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/account-order';
import { requireViewer } from '../account/guard.server';
import { AccountLayout } from '../components/account/account-layout';
import { accountLinks } from '../components/account/styles';
import {
  OrderDelivery,
  OrderLines,
  OrderTotals,
  PaymentInstructionsBlock,
} from '../components/orders/order-details';
import {
  GROUP_LABEL,
  REASON_LABEL,
  paymentLabel,
  type PayAnswer,
} from '../components/orders/order-view';
import { OrderInstalments, OrderParcels, OrderRefunds } from '../components/orders/order-follow-up';
import { GatewayRedirect, PayForm } from '../components/orders/pay-form';
import { ReorderButton } from '../components/orders/reorder-button';
// The reorder block's styles.
import '../components/orders/quick-order.css';
import { formatDate } from '../components/page';
import { translate, useLocale, useT } from '../i18n';
import { alternates, href, localeFromPath } from '../paths';
import {
  customerDeps,
  orderIdOf,
  orderFollowUp,
  orderInvoices,
  orderView,
  payAction,
  placedOrder,
} from '../orders/orders.server';
import { pageMeta } from '../seo';

/**
 * One of my orders (`/compte/orders/{id}`, SPEC §2, §4): its state and payment, the lines,
 * the delivery (address or relay point, method), billing, the payment method, the totals with
 * the VAT, and for a transfer or a cheque still awaited the instructions; an online payment
 * not made yet or declined may be paid from here. Another customer's order is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, locale } = await requireViewer(request, context);
  const id = orderIdOf(params.id);
  const order =
    id === null ? null : await placedOrder(await customerDeps(context, locale, user.id), id);
  if (!order) throw data(null, { status: 404 });
  const view = await orderView(context, order);
  // Invoices and credit notes of this order (PDF, the customer's own only).
  const [invoices, followUp] = await Promise.all([
    orderInvoices(context, user.id, order.id),
    orderFollowUp(context, order),
  ]);
  return { view, canPay: view.payable, invoices, followUp };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireViewer(request, context);
  return payAction(request, context);
}

export const links = accountLinks;

export const meta: Route.MetaFunction = (args) => {
  const locale = localeFromPath(args.location.pathname);
  const number = args.loaderData?.view.order.number ?? args.params.id;
  return pageMeta(args, {
    title: translate(locale, 'orders.numberLabel', { number }),
    description: translate(locale, 'account.tile.orders'),
    alternates: alternates('compte-orders-id', { id: args.params.id }),
    noindex: true,
  });
};

export default function AccountOrder() {
  const t = useT();
  const locale = useLocale();
  const { view, canPay, invoices, followUp } = useLoaderData<typeof loader>();
  const answer = useActionData<PayAnswer>();
  const { order, group } = view;
  const number = order.number ?? String(order.id);
  const payment = paymentLabel(order.payment_status);
  const self = href('compte-orders-id', { id: order.id }, locale);
  return (
    <AccountLayout title={t('orders.numberLabel', { number })}>
      <div className="order-detail" data-testid="order-detail">
        <dl className="order-facts">
          {order.placed_at ? (
            <div>
              <dt>{t('orders.colDate')}</dt>
              <dd>{formatDate(order.placed_at, locale)}</dd>
            </div>
          ) : null}
          {group ? (
            <div>
              <dt>{t('orders.colStatus')}</dt>
              <dd>
                <span className={`status-badge status-${group}`} data-testid="order-status">
                  {t(GROUP_LABEL[group])}
                </span>
              </dd>
            </div>
          ) : null}
          {payment ? (
            <div>
              <dt>{t('orders.paymentState')}</dt>
              <dd data-testid="order-payment-state">{t(payment)}</dd>
            </div>
          ) : null}
        </dl>
        {view.state === 'declined' && view.declineReason && order.status !== 'cancelled' ? (
          <p className="order-reason">{t(REASON_LABEL[view.declineReason])}</p>
        ) : null}
        {answer?.ok ? <GatewayRedirect gateway={answer.gateway} /> : null}
        {canPay ? (
          <PayForm
            orderId={order.id}
            action={self}
            label={t(view.state === 'declined' ? 'orders.payAgain' : 'orders.payNow')}
            failure={answer && !answer.ok ? answer : null}
          />
        ) : null}
        {view.instructions ? <PaymentInstructionsBlock instructions={view.instructions} /> : null}
        <OrderLines order={order} reviewLinks />
        <div className="order-reorder">
          <ReorderButton orderId={order.id} number={number} />
          <p>{t('orders.reorderHint')}</p>
        </div>
        <p>
          <Link
            to={`${href('compte-supports', null, locale)}?order=${order.id}`}
            data-testid="order-open-claim"
          >
            {t('claims.openFromOrder')}
          </Link>
        </p>
        <OrderDelivery view={view} promise={group === 'in_preparation'} />
        <OrderParcels shipments={followUp.shipments} />
        <OrderTotals order={order} />
        <OrderInstalments instalments={followUp.instalments} />
        <OrderRefunds refunds={followUp.refunds} />
        {invoices.length > 0 ? (
          <section className="order-invoices" aria-labelledby="order-invoices-title">
            <h2 id="order-invoices-title">{t('orders.invoicesTitle')}</h2>
            <ul>
              {invoices.map((invoice) => (
                <li key={invoice.id}>
                  <a
                    href={`/api/invoices/${invoice.id}/download`}
                    download
                    data-testid="invoice-link"
                  >
                    {t(
                      invoice.kind === 'credit_note'
                        ? 'orders.creditNoteLink'
                        : 'orders.invoiceLink',
                      {
                        number: invoice.number,
                      },
                    )}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p>
          <Link className="order-back" to={href('compte-orders', null, locale)}>
            ← {t('orders.backToList')}
          </Link>
        </p>
      </div>
    </AccountLayout>
  );
}
