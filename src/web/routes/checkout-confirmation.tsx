import { useEffect } from 'react';
import { Link, redirect, useRevalidator } from 'react-router';
import type { Route } from './+types/checkout-confirmation';
import { pageLinks } from '../components/page';
import {
  DeliveryPromise,
  OrderDelivery,
  OrderLines,
  OrderTotals,
  PaymentInstructionsBlock,
} from '../components/orders/order-details';
import { GatewayRedirect, PayForm } from '../components/orders/pay-form';
import {
  AUTO_PAY_PARAM,
  REASON_LABEL,
  type OrderView,
  type PayAnswer,
} from '../components/orders/order-view';
import { useLocale, useT, type MessageKey } from '../i18n';
import { href } from '../paths';
import {
  customerDeps,
  orderIdOf,
  orderView,
  payAction,
  placedOrder,
} from '../orders/orders.server';
import { requestLocale } from '../request.server';
import { staticHandle, staticMeta } from '../seo';

/**
 * The confirmation page (`/panier/confirmation?order={id}`, SPEC §4): the signed-in owner's
 * placed order in one of four states — confirmed (thank you, on its way to preparation, the
 * delivery promise), in progress (a transfer or cheque to send, with the instructions; an
 * online payment not come back yet: "Pay now", and the page updates itself), pending (under the
 * instalment provider's review) or declined (not charged, the order is kept: "Pay again").
 * Another customer's order, a cart or no id → the cart page. The action starts the payment;
 * `&pay=1` (just placed, the gateway takes a form) sends the "Pay now" form at once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const cartPath = href('panier', null, locale);
  const params = new URL(request.url).searchParams;
  const id = orderIdOf(params.get('order'));
  const session = context.session;
  if (!session || id === null) throw redirect(cartPath, 302);
  const order = await placedOrder(await customerDeps(context, locale, session.userId), id);
  if (!order) throw redirect(cartPath, 302);
  const view = await orderView(context, order);
  return {
    view,
    canPay: view.payable,
    // Just placed with a gateway paid through a form: on to the payment at once.
    autoPay: view.payable && view.state === 'in_progress' && params.get(AUTO_PAY_PARAM) === '1',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return payAction(request, context);
}

export const links = pageLinks;

export const meta = staticMeta(
  'panier-confirmation',
  'page.confirmation.title',
  'page.confirmation.description',
  { noindex: true },
);

export const handle = staticHandle('page.confirmation.title');

const TITLE: Record<OrderView['state'], MessageKey> = {
  confirmed: 'confirmation.confirmedTitle',
  in_progress: 'confirmation.inProgressTitle',
  pending: 'confirmation.pendingTitle',
  declined: 'confirmation.declinedTitle',
};

/** While an online payment has not come back, the page asks again every few seconds. */
const POLL_MS = 5000;
const POLL_TIMES = 24;

function useWaitForPayment(waiting: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!waiting) return;
    let times = 0;
    const timer = window.setInterval(() => {
      times += 1;
      if (times > POLL_TIMES) window.clearInterval(timer);
      else if (document.visibilityState === 'visible') void revalidator.revalidate();
    }, POLL_MS);
    return () => window.clearInterval(timer);
    // The revalidator's identity changes with its state; the timer only needs `waiting`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting]);
}

export default function Confirmation({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { view, canPay, autoPay } = loaderData;
  const { order, state, flow } = view;
  const answer = actionData as PayAnswer | undefined;
  const path = `${href('panier-confirmation', null, locale)}?order=${order.id}`;
  const awaitingOnline = state === 'in_progress' && flow === 'online';
  useWaitForPayment(awaitingOnline);
  const number = order.number ?? String(order.id);
  const cancelled = order.status === 'cancelled';
  return (
    <div className="page container order-page" data-testid="confirmation" data-state={state}>
      <header className={`order-hero order-hero-${state}`} aria-live="polite">
        <span className="order-hero-icon" aria-hidden="true">
          {state === 'confirmed' ? '✓' : state === 'declined' ? '!' : '…'}
        </span>
        <div>
          <h1 data-testid="confirmation-title">
            {t(cancelled ? 'confirmation.cancelledTitle' : TITLE[state])}
          </h1>
          <p className="order-number" data-testid="order-number">
            {t('orders.numberLabel', { number })}
          </p>
          <StateText view={view} canPay={canPay} path={path} />
        </div>
      </header>
      {answer?.ok ? <GatewayRedirect gateway={answer.gateway} /> : null}
      {canPay ? (
        <div className="order-pay">
          <PayForm
            orderId={order.id}
            action={path}
            label={t(state === 'declined' ? 'orders.payAgain' : 'orders.payNow')}
            failure={answer && !answer.ok ? answer : null}
            auto={autoPay && !answer}
          />
        </div>
      ) : null}
      {view.instructions ? <PaymentInstructionsBlock instructions={view.instructions} /> : null}
      <div className="order-layout">
        <div className="order-main">
          <OrderLines order={order} />
          <OrderDelivery view={view} />
        </div>
        <aside className="order-aside">
          <OrderTotals order={order} />
        </aside>
      </div>
      <div className="page-actions order-actions">
        <Link className="button button-primary" to={href('compte-orders', null, locale)}>
          {t('orders.myOrders')}
        </Link>
        <Link className="button button-secondary" to={href('index', null, locale)}>
          {t('page.cart.continue')}
        </Link>
      </div>
    </div>
  );
}

/** What happens next, by state (SPEC §4). */
function StateText({ view, canPay, path }: { view: OrderView; canPay: boolean; path: string }) {
  const t = useT();
  const { state, flow, order, declineReason } = view;
  if (order.status === 'cancelled') return <p>{t('confirmation.cancelledText')}</p>;
  switch (state) {
    case 'confirmed':
      return (
        <>
          <p>
            {t(flow === 'on_pickup' ? 'confirmation.confirmedStore' : 'confirmation.confirmedText')}
          </p>
          <DeliveryPromise view={view} />
        </>
      );
    case 'in_progress':
      if (flow === 'offline_wait')
        return (
          <p>
            {t(
              order.payment_method === 'check'
                ? 'confirmation.checkText'
                : 'confirmation.transferText',
            )}
          </p>
        );
      return (
        <>
          <p>{t('confirmation.inProgressText')}</p>
          <p className="order-muted" data-testid="confirmation-updates">
            {t(canPay ? 'confirmation.updatesPay' : 'confirmation.updates')}{' '}
            <Link to={path} reloadDocument>
              {t('confirmation.refresh')}
            </Link>
          </p>
        </>
      );
    case 'pending':
      return <p>{t('confirmation.pendingText')}</p>;
    case 'declined':
      return (
        <>
          <p>{t('confirmation.declinedText')}</p>
          {declineReason ? (
            <p className="order-reason" data-testid="decline-reason">
              {t(REASON_LABEL[declineReason])}
            </p>
          ) : null}
        </>
      );
  }
}
