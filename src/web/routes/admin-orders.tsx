import { Form, Link } from 'react-router';
import type { Route } from './+types/admin-orders';
import { formatPrice } from '../../shared/money';
import { ordersPage } from '../admin/orders-page.server';
import { PageHeader, formatDate, pageLinks } from '../components/page';
import { stateLabel } from '../components/admin/admin-order-labels';
import { methodName } from '../components/orders/order-view';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Back office: placed orders filtered (state, payment, method, dates, PRO, text), sorted and
 * paginated, with the count and a CSV export of the same filters; with `queue` (a dashboard
 * counter's link), that work queue's orders, oldest first. A GET form: works without JavaScript.
 */
export function loader(args: Route.LoaderArgs) {
  return ordersPage(args);
}

export const links = pageLinks;

export const meta = staticMeta('admin-orders', 'admin.orders.title', 'admin.orders.title', {
  noindex: true,
});

type Data = Route.ComponentProps['loaderData'];

const SORTS = [
  ['-placed_at', 'admin.orders.date'],
  ['placed_at', 'admin.orders.date'],
  ['-total', 'admin.orders.total'],
  ['total', 'admin.orders.total'],
  ['number', 'admin.orders.number'],
  ['-number', 'admin.orders.number'],
] as const;

/** The list's query with some parameters changed (empty ones left out). */
function query(f: Data['filter'], changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams();
  const all: Record<string, string | number | null> = { ...f, ...changes };
  for (const [key, value] of Object.entries(all))
    if (value !== null && value !== '' && !(key === 'page' && value === 1))
      params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

function SortLink({ data, column, label }: { data: Data; column: string; label: string }) {
  const current = data.filter.sort.replace(/^-/, '') === column;
  const descending = data.filter.sort.startsWith('-');
  const next = current && descending ? column : `-${column}`;
  return (
    <th scope="col" aria-sort={current ? (descending ? 'descending' : 'ascending') : undefined}>
      <Link to={query(data.filter, { sort: next, page: null })} data-testid={`sort-${column}`}>
        {label}
        {current ? (descending ? ' ↓' : ' ↑') : ''}
      </Link>
    </th>
  );
}

function Choice(props: { name: string; label: string; value: string; options: readonly string[] }) {
  const t = useT();
  return (
    <p>
      <label htmlFor={`admin-orders-${props.name}`}>{props.label}</label>
      <select id={`admin-orders-${props.name}`} name={props.name} defaultValue={props.value}>
        <option value="">{t('admin.orders.any')}</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </p>
  );
}

export default function AdminOrders({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const f = data.filter;
  return (
    <div className="page container">
      <PageHeader title={t('admin.orders.title')} lead={t('admin.orders.lead')} />
      {f.queue ? (
        <p data-testid="admin-orders-queue">
          {t('admin.orders.queue', {
            queue: t(`admin.dashboard.counter.${f.queue}`, { threshold: '' }),
          })}{' '}
          <Link to={href('admin-orders', undefined, locale)}>{t('admin.orders.allOrders')}</Link>
        </p>
      ) : null}
      {data.invalid ? <p role="alert">{t('admin.orders.invalidFilters')}</p> : null}
      <Form
        method="get"
        className="admin-filters admin-orders-filters"
        role="search"
        data-testid="admin-orders-filters"
      >
        {f.queue ? <input type="hidden" name="queue" value={f.queue} /> : null}
        <p>
          <label htmlFor="admin-orders-search">{t('admin.orders.search')}</label>
          <input
            id="admin-orders-search"
            name="search"
            type="search"
            defaultValue={f.search}
            maxLength={100}
          />
        </p>
        <Choice
          name="state"
          label={t('admin.orders.filterState')}
          value={f.state}
          options={data.choices.state}
        />
        <Choice
          name="payment"
          label={t('admin.orders.filterPayment')}
          value={f.payment}
          options={data.choices.payment}
        />
        <Choice
          name="method"
          label={t('admin.orders.method')}
          value={f.method}
          options={data.choices.method}
        />
        <Choice name="pro" label={t('admin.orders.filterPro')} value={f.pro} options={['1', '0']} />
        <p>
          <label htmlFor="admin-orders-from">{t('admin.orders.from')}</label>
          <input id="admin-orders-from" name="from" type="date" defaultValue={f.from} />
        </p>
        <p>
          <label htmlFor="admin-orders-to">{t('admin.orders.to')}</label>
          <input id="admin-orders-to" name="to" type="date" defaultValue={f.to} />
        </p>
        <p>
          {/* The column headers sort on a wide screen; a phone hides them and sorts here. */}
          <label htmlFor="admin-orders-sort">{t('admin.orders.sortBy')}</label>
          <select id="admin-orders-sort" name="sort" defaultValue={f.sort}>
            {SORTS.map(([value, column]) => (
              <option key={value} value={value}>
                {t(column)} {value.startsWith('-') ? '↓' : '↑'}
              </option>
            ))}
          </select>
        </p>
        <button type="submit" className="button button-secondary">
          {t('admin.customers.searchButton')}
        </button>
      </Form>
      <p>
        <span data-testid="admin-orders-count">
          {t('admin.orders.count', { count: data.total })}
        </span>{' '}
        <a
          href={`/api/admin/orders.csv${query(f, { page: null })}`}
          download
          data-testid="admin-orders-csv"
        >
          {t('admin.orders.exportCsv')}
        </a>
      </p>
      {data.orders.length === 0 ? (
        <p className="empty">{t('admin.orders.empty')}</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table admin-orders-table" data-testid="admin-orders">
            <thead>
              <tr>
                <SortLink data={data} column="number" label={t('admin.orders.number')} />
                <SortLink data={data} column="placed_at" label={t('admin.orders.date')} />
                <th scope="col">{t('admin.orders.customer')}</th>
                <th scope="col">{t('admin.orders.state')}</th>
                <th scope="col">{t('admin.orders.method')}</th>
                <SortLink data={data} column="total" label={t('admin.orders.total')} />
              </tr>
            </thead>
            <tbody>
              {data.orders.map((order) => (
                <tr key={order.id}>
                  <td className="admin-orders-number">
                    <Link to={href('admin-orders-id', { id: order.id }, locale)}>
                      {order.number ?? order.id}
                    </Link>
                  </td>
                  <td>{order.placedAt ? formatDate(order.placedAt, locale) : '—'}</td>
                  <td>
                    {order.customerName ?? '—'}
                    {order.isPro ? ' (PRO)' : ''}
                    {order.email ? <br /> : null}
                    {order.email}
                  </td>
                  <td>{stateLabel(t, order)}</td>
                  <td>{methodName(order.paymentMethod, locale) ?? order.paymentMethod ?? '—'}</td>
                  <td className="admin-orders-total">
                    {order.totalTtcCents === null ? '—' : formatPrice(order.totalTtcCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className="admin-pages" aria-label={t('admin.audit.pages')}>
        {data.page > 1 ? (
          <Link to={query(f, { page: data.page - 1 })} rel="prev">
            ← {t('admin.orders.previous')}
          </Link>
        ) : null}{' '}
        <span>{t('admin.audit.page', { page: data.page, last: data.lastPage })}</span>{' '}
        {data.page < data.lastPage ? (
          <Link to={query(f, { page: data.page + 1 })} rel="next">
            {t('admin.orders.next')} →
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
