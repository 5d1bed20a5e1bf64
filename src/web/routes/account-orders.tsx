import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/account-orders';
import { listCustomerOrders } from '../../modules/orders';
import { requireViewer } from '../account/guard.server';
import { AccountLayout } from '../components/account/account-layout';
import { accountLinks } from '../components/account/styles';
import { formatPrice } from '../../shared/money';
import { GROUP_LABEL, methodName, type OrderGroup } from '../components/orders/order-view';
import { Pager } from '../components/orders/pager';
import { ReorderButton } from '../components/orders/reorder-button';
// The orders blocks' styles: no component of this page imports them.
import '../components/orders/orders.css';
import { formatDate } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { customerDeps } from '../orders/orders.server';
import { staticMeta } from '../seo';

/** SPEC §9: default pagination size. */
export const ORDERS_PAGE_SIZE = 15;

/**
 * My orders (SPEC §2, §4): the placed orders, newest first — number, date, status (waiting
 * payment, in preparation, shipped, done, cancelled), items, total — 15 a page, each leading to
 * its detail page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, locale } = await requireViewer(request, context);
  const raw = new URL(request.url).searchParams.get('page') ?? '1';
  const page = /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
  const deps = await customerDeps(context, locale, user.id);
  const { data, total } = await listCustomerOrders(deps, user.id, {
    page,
    limit: ORDERS_PAGE_SIZE,
  });
  return {
    orders: data.map((order) => ({
      id: order.id,
      number: order.number ?? String(order.id),
      placedAt: order.placed_at,
      group: order.group as OrderGroup | null,
      paymentMethod: order.payment_method,
      itemsCount: order.items_count,
      totalCents: order.total_ttc_cents,
    })),
    total,
    page,
    lastPage: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)),
  };
}

export const links = accountLinks;

export const meta = staticMeta('compte-orders', 'account.menu.orders', 'account.tile.orders', {
  noindex: true,
});

export default function AccountOrders() {
  const t = useT();
  const locale = useLocale();
  const { orders, page, lastPage, total } = useLoaderData<typeof loader>();
  const list = href('compte-orders', null, locale);
  return (
    <AccountLayout title={t('account.menu.orders')}>
      {total === 0 ? (
        <div className="empty-state" data-testid="orders-empty">
          <p>{t('orders.empty')}</p>
          <div className="page-actions">
            <Link className="button button-primary" to={href('index', null, locale)}>
              {t('account.soon.shop')}
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className="account-lead">
            {t(total === 1 ? 'orders.countOne' : 'orders.countMany', { count: total })}
          </p>
          <table className="orders-table" data-testid="orders-list">
            <caption className="visually-hidden">{t('account.menu.orders')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.colNumber')}</th>
                <th scope="col">{t('orders.colDate')}</th>
                <th scope="col">{t('orders.colStatus')}</th>
                <th scope="col">{t('orders.colItems')}</th>
                <th scope="col">{t('orders.colTotal')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('orders.colDetail')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => {
                const detail = href('compte-orders-id', { id: order.id }, locale);
                const method = methodName(order.paymentMethod, locale);
                return (
                  <tr key={order.id} data-testid="order-row">
                    <th scope="row" data-label={t('orders.colNumber')}>
                      <Link to={detail} className="orders-number">
                        {order.number}
                      </Link>
                    </th>
                    <td data-label={t('orders.colDate')}>
                      {order.placedAt ? formatDate(order.placedAt, locale) : ''}
                    </td>
                    <td data-label={t('orders.colStatus')}>
                      {order.group ? (
                        <span className={`status-badge status-${order.group}`}>
                          {t(GROUP_LABEL[order.group])}
                        </span>
                      ) : null}
                      {method ? <span className="orders-method">{method}</span> : null}
                    </td>
                    <td data-label={t('orders.colItems')}>{order.itemsCount}</td>
                    <td data-label={t('orders.colTotal')} className="orders-total">
                      {order.totalCents === null ? '' : formatPrice(order.totalCents)}
                    </td>
                    <td className="orders-link">
                      <Link
                        to={detail}
                        className="button button-secondary button-small"
                        aria-label={t('orders.seeOrder', { number: order.number })}
                      >
                        {t('orders.see')}
                      </Link>
                      <ReorderButton orderId={order.id} number={order.number} small />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <Pager path={list} page={page} lastPage={lastPage} />
        </>
      )}
    </AccountLayout>
  );
}
