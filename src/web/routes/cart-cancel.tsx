import { Link } from 'react-router';
import type { Route } from './+types/cart-cancel';
import { formatPrice } from '../../shared/money';
import { GatewayRedirect, PayForm } from '../components/orders/pay-form';
import { REASON_LABEL, type PayAnswer } from '../components/orders/order-view';
// The orders blocks' styles: no component of this page imports them.
import '../components/orders/orders.css';
import { pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import {
  asDeclineReason,
  customerDeps,
  isPayable,
  lastDeclineReason,
  orderIdOf,
  payAction,
  placedOrder,
} from '../orders/orders.server';
import { requestLocale } from '../request.server';
import { staticHandle, staticMeta } from '../seo';

/**
 * Payment cancelled (`/panier/annulation?order={id}&reason=…`, SPEC §8): "Your order was not
 * validated", nothing was charged, and why — the shopper cancelled, wrong bank details, a card
 * expiring, a technical problem (the gateway's `reason`, else the last attempt's), or a generic
 * text. The signed-in owner of the order may try again (same method: the action starts a new
 * payment) or go back to the cart. Anyone else sees the texts only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const url = new URL(request.url);
  let reason = asDeclineReason(url.searchParams.get('reason'));
  const id = orderIdOf(url.searchParams.get('order'));
  const session = context.session;
  const order =
    session && id !== null
      ? await placedOrder(await customerDeps(context, locale, session.userId), id)
      : null;
  if (order && !reason) reason = await lastDeclineReason(context, order.id);
  return {
    reason,
    order: order
      ? {
          id: order.id,
          number: order.number ?? String(order.id),
          totalCents: order.total_ttc_cents,
        }
      : null,
    canPay: order !== null && isPayable(order),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return payAction(request, context);
}

export const links = pageLinks;

export const meta = staticMeta(
  'panier-annulation',
  'page.cancel.title',
  'page.cancel.description',
  {
    noindex: true,
  },
);

export const handle = staticHandle('page.cancel.title');

export default function CartCancel({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { reason, order, canPay } = loaderData;
  const answer = actionData as PayAnswer | undefined;
  const path = `${href('panier-annulation', null, locale)}${
    order ? `?order=${order.id}${reason ? `&reason=${reason}` : ''}` : ''
  }`;
  return (
    <div className="page container order-page" data-testid="cancellation">
      <header className="order-hero order-hero-declined">
        <span className="order-hero-icon" aria-hidden="true">
          !
        </span>
        <div>
          <h1>{t('cancel.heading')}</h1>
          <p>{t('cancel.notCharged')}</p>
        </div>
      </header>
      {answer?.ok ? <GatewayRedirect gateway={answer.gateway} /> : null}
      <section className="order-block" aria-labelledby="cancel-reason-title">
        <h2 id="cancel-reason-title">{t('cancel.reasonTitle')}</h2>
        <p className="order-reason" data-testid="cancel-reason" data-reason={reason ?? 'unknown'}>
          {t(reason ? REASON_LABEL[reason] : 'cancel.reasonGeneric')}
        </p>
        <p>{t(reason === 'user_cancelled' ? 'cancel.adviceUser' : 'cancel.advice')}</p>
        {order ? (
          <p data-testid="cancel-order">
            {t('cancel.orderKept', { number: order.number, amount: formatPrice(order.totalCents) })}
          </p>
        ) : null}
      </section>
      <div className="page-actions order-actions">
        {order && canPay ? (
          <PayForm
            orderId={order.id}
            action={path}
            label={t('cancel.tryAgain')}
            failure={answer && !answer.ok ? answer : null}
            testId="try-again"
          />
        ) : null}
        <Link
          className={`button ${order && canPay ? 'button-secondary' : 'button-brand'}`}
          to={href('panier', null, locale)}
          data-testid="back-to-cart"
        >
          {t('page.cancel.backToCart')}
        </Link>
        <Link className="button button-secondary" to={href('contact', null, locale)}>
          {t('page.contact.title')}
        </Link>
      </div>
    </div>
  );
}
