import { Link } from 'react-router';
import type { Route } from './+types/admin-dashboard';
import { LOW_STOCK_THRESHOLD } from '../../modules/catalog';
import { loadDashboard, parsePeriod } from '../../modules/backoffice';
import { DASHBOARD_PERIODS } from '../../modules/backoffice/dashboard.rules';
import type { DashboardCounter } from '../../modules/backoffice/dashboard.contract';
import { formatPrice } from '../../shared/money';
import { adminGuard } from '../account/admin-guard.server';
import { MixChart, SeriesChart } from '../components/admin/dashboard-charts';
import dashboardStylesUrl from '../components/admin/dashboard.css?url';
import { compactEuros, sharePercent } from '../components/admin/dashboard-format';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT, type MessageKey } from '../i18n';
import { href, type RouteName } from '../paths';
import { staticMeta } from '../seo';
import { paymentMethodName } from '../../shared/payment-methods';

/**
 * The back office's home ('dashboard' permission): counters of what needs doing now, each
 * opening the list it counts, then the period's sales as SVG charts with their tables. The
 * period switcher is a row of plain links (`?period=`): it works without JavaScript and the
 * URL can be bookmarked.
 */
export async function loader(args: Route.LoaderArgs) {
  const locale = await adminGuard(args, 'dashboard');
  const period = parsePeriod(new URL(args.request.url).searchParams.get('period'));
  const dashboard = await loadDashboard(args.context.database.db, {
    period,
    now: args.context.now(),
    locale,
  });
  // Dates are named on the server only: the browser's ICU may spell a month differently.
  // A week is named by its Monday.
  const bucketLabel = new Intl.DateTimeFormat(
    locale,
    dashboard.unit === 'month'
      ? { month: 'short', year: '2-digit', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  );
  const bucketLabels = dashboard.current.map((p) =>
    bucketLabel.format(new Date(`${p.bucket}T00:00:00Z`)),
  );
  return { dashboard, bucketLabels, lowStockThreshold: LOW_STOCK_THRESHOLD };
}

export const links = () => [...pageLinks(), { rel: 'stylesheet', href: dashboardStylesUrl }];

export const meta = staticMeta(
  'admin-dashboard',
  'admin.dashboard.title',
  'admin.dashboard.title',
  {
    noindex: true,
  },
);

function counterHref(counter: DashboardCounter, locale: ReturnType<typeof useLocale>) {
  if (!counter.link) return null;
  const path = href(counter.link.route as RouteName, undefined as never, locale);
  return `${path}?${new URLSearchParams(counter.link.query).toString()}`;
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { dashboard } = loaderData;
  const whole = new Intl.NumberFormat(locale);
  const percent = (bp: number) => sharePercent(bp, locale);
  const points = (value: (p: (typeof dashboard.current)[number]) => number) =>
    dashboard.current.map((p, i) => ({
      label: loaderData.bucketLabels[i] ?? p.bucket,
      current: value(p),
      previous: dashboard.previous[i] ? value(dashboard.previous[i]) : 0,
    }));
  const unit = t(`admin.dashboard.unit.${dashboard.unit}`);
  const { current, previous } = dashboard.totals;
  const chartTexts = {
    tableLabel: t('admin.dashboard.table'),
    bucketHeader: t(`admin.dashboard.bucket.${dashboard.unit}`),
    currentHeader: t('admin.dashboard.current'),
    previousHeader: t('admin.dashboard.previous'),
  };
  const ranking = (
    title: string,
    header: string,
    items: typeof dashboard.topProducts,
    id: string,
  ) => (
    <section className="dashboard-panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length === 0 ? (
        <p className="empty">{t('admin.dashboard.noSales')}</p>
      ) : (
        <table className="admin-table" data-testid={id}>
          <thead>
            <tr>
              <th scope="col">{header}</th>
              <th scope="col">{t('admin.dashboard.units')}</th>
              <th scope="col">{t('admin.dashboard.salesHt')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <th scope="row">{item.name}</th>
                <td>{whole.format(item.quantity)}</td>
                <td>{formatPrice(item.salesHtCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
  return (
    <div className="page container admin-dashboard">
      <PageHeader title={t('admin.dashboard.title')} lead={t('admin.dashboard.lead')} />

      <section aria-labelledby="dashboard-todo">
        <h2 id="dashboard-todo">{t('admin.dashboard.todo')}</h2>
        <ul className="dashboard-counters" data-testid="dashboard-counters">
          {dashboard.counters.map((counter) => {
            const target = counterHref(counter, locale);
            const body = (
              <>
                <span className="counter-count">{whole.format(counter.count)}</span>
                <span className="counter-label">
                  {t(`admin.dashboard.counter.${counter.key}` as MessageKey, {
                    threshold: loaderData.lowStockThreshold,
                  })}
                </span>
                {counter.note ? (
                  <span className="counter-note">
                    {t(
                      counter.note.kind === 'days_left'
                        ? 'admin.dashboard.daysLeft'
                        : 'admin.dashboard.oldestDays',
                      { days: counter.note.days },
                    )}
                  </span>
                ) : null}
              </>
            );
            return (
              <li
                key={counter.key}
                className={counter.count > 0 ? 'counter counter-due' : 'counter'}
                data-counter={counter.key}
                data-count={counter.count}
              >
                {target ? <Link to={target}>{body}</Link> : <div>{body}</div>}
              </li>
            );
          })}
        </ul>
      </section>

      <nav className="dashboard-period" aria-labelledby="dashboard-period">
        <span id="dashboard-period">{t('admin.dashboard.period')}</span>
        <ul>
          {DASHBOARD_PERIODS.map((period) => (
            <li key={period}>
              <Link
                to={`?period=${period}`}
                aria-current={period === dashboard.period ? 'page' : undefined}
                data-period={period}
              >
                {t(`admin.dashboard.period.${period}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="dashboard-figures">
        <h2 id="dashboard-figures">{t('admin.dashboard.figures')}</h2>
        <dl className="dashboard-figures" data-testid="dashboard-figures">
          {(
            [
              [
                'admin.dashboard.revenue',
                formatPrice(current.revenueCents),
                formatPrice(previous.revenueCents),
              ],
              [
                'admin.dashboard.orders',
                whole.format(current.orders),
                whole.format(previous.orders),
              ],
              [
                'admin.dashboard.averageBasket',
                formatPrice(current.averageBasketCents),
                formatPrice(previous.averageBasketCents),
              ],
              [
                'admin.dashboard.cancelled',
                whole.format(current.cancelled),
                whole.format(previous.cancelled),
              ],
            ] as const
          ).map(([key, now, before]) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd>
                <strong>{now}</strong>
                <span>{t('admin.dashboard.before', { value: before })}</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="dashboard-charts">
        <SeriesChart
          id="revenue"
          title={t('admin.dashboard.revenueChart', { unit })}
          summary={t('admin.dashboard.chartSummary', {
            total: formatPrice(current.revenueCents),
            previous: formatPrice(previous.revenueCents),
          })}
          {...chartTexts}
          points={points((p) => p.revenueCents)}
          format={formatPrice}
          formatAxis={(cents) => compactEuros(cents, locale)}
        />
        <SeriesChart
          id="orders"
          title={t('admin.dashboard.ordersChart', { unit })}
          summary={t('admin.dashboard.chartSummary', {
            total: whole.format(current.orders),
            previous: whole.format(previous.orders),
          })}
          {...chartTexts}
          points={points((p) => p.orders)}
          format={(n) => whole.format(n)}
          formatAxis={(n) => whole.format(n)}
        />
        <MixChart
          id="payment-mix"
          title={t('admin.dashboard.paymentMix')}
          summary={t('admin.dashboard.paymentMixSummary')}
          tableLabel={t('admin.dashboard.table')}
          keyHeader={t('admin.dashboard.method')}
          valueHeader={t('admin.dashboard.revenue')}
          shareHeader={t('admin.dashboard.share')}
          parts={dashboard.paymentMix.map((m) => ({
            key: m.method ?? 'none',
            label:
              paymentMethodName(locale, 'order', m.method) ??
              m.method ??
              t('admin.dashboard.methodNone'),
            value: m.revenueCents,
          }))}
          format={formatPrice}
          formatShare={percent}
        />
      </div>

      <div className="dashboard-rankings">
        {ranking(
          t('admin.dashboard.topProducts'),
          t('admin.dashboard.product'),
          dashboard.topProducts,
          'top-products',
        )}
        {ranking(
          t('admin.dashboard.topCategories'),
          t('admin.dashboard.category'),
          dashboard.topCategories,
          'top-categories',
        )}
        <section className="dashboard-panel" aria-labelledby="dashboard-pro">
          <h2 id="dashboard-pro">{t('admin.dashboard.pro')}</h2>
          <p data-testid="dashboard-pro">
            {t('admin.dashboard.proSummary', {
              orders: whole.format(dashboard.pro.orders),
              share: percent(dashboard.pro.shareBp),
              revenue: formatPrice(dashboard.pro.revenueCents),
            })}
          </p>
        </section>
      </div>
    </div>
  );
}
