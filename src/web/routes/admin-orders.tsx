import { Form, Link } from 'react-router';
import type { Route } from './+types/admin-orders';
import { isOrderQueue, listPlacedOrders } from '../../modules/orders';
import { formatPrice } from '../../shared/money';
import { adminGuard } from '../account/admin-guard.server';
import { PageHeader, formatDate, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Back office: the latest placed orders, or those whose number starts with `search`; with
 * `queue` (a dashboard counter's link), the orders of that work queue, oldest first.
 */
export async function loader(args: Route.LoaderArgs) {
  await adminGuard(args, 'orders');
  const params = new URL(args.request.url).searchParams;
  const search = params.get('search')?.slice(0, 20) ?? '';
  const wanted = params.get('queue');
  const queue = isOrderQueue(wanted) ? wanted : null;
  const rows = await listPlacedOrders(args.context.database.db, search, queue);
  return {
    search,
    queue,
    orders: rows.map((row) => ({
      ...row,
      placedAt: row.placedAt?.toISOString() ?? null,
    })),
  };
}

export const links = pageLinks;

export const meta = staticMeta('admin-orders', 'admin.orders.title', 'admin.orders.title', {
  noindex: true,
});

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="page container">
      <PageHeader title={t('admin.orders.title')} lead={t('admin.orders.lead')} />
      {loaderData.queue ? (
        <p data-testid="admin-orders-queue">
          {t('admin.orders.queue', {
            queue: t(`admin.dashboard.counter.${loaderData.queue}`, { threshold: '' }),
          })}{' '}
          <Link to={href('admin-orders', undefined, locale)}>{t('admin.orders.allOrders')}</Link>
        </p>
      ) : null}
      <Form method="get" className="admin-search" role="search">
        {loaderData.queue ? <input type="hidden" name="queue" value={loaderData.queue} /> : null}
        <label htmlFor="admin-order-search">{t('admin.orders.search')}</label>
        <input
          id="admin-order-search"
          name="search"
          type="search"
          inputMode="numeric"
          defaultValue={loaderData.search}
          maxLength={20}
        />
        <button type="submit" className="button button-secondary">
          {t('admin.customers.searchButton')}
        </button>
      </Form>
      {loaderData.orders.length === 0 ? (
        <p className="empty">{t('admin.orders.empty')}</p>
      ) : (
        <table className="admin-table" data-testid="admin-orders">
          <thead>
            <tr>
              <th scope="col">{t('admin.orders.number')}</th>
              <th scope="col">{t('admin.orders.date')}</th>
              <th scope="col">{t('admin.customers.email')}</th>
              <th scope="col">{t('admin.orders.state')}</th>
              <th scope="col">{t('admin.orders.total')}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.orders.map((order) => (
              <tr key={order.id}>
                <td>
                  <Link to={href('admin-orders-id', { id: order.id }, locale)}>
                    {order.number ?? order.id}
                  </Link>
                </td>
                <td>{order.placedAt ? formatDate(order.placedAt, locale) : '—'}</td>
                <td>{order.email ?? '—'}</td>
                <td>
                  {order.status} · {order.paymentStatus} · {order.shippingStatus}
                </td>
                <td>{order.totalTtcCents === null ? '—' : formatPrice(order.totalTtcCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
