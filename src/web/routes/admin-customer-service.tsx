import { Form, Link } from 'react-router';
import type { Route } from './+types/admin-customer-service';
import { claimInbox } from '../../modules/support';
import { INBOX_FILTERS } from '../../modules/support/support.rules';
import { adminGuard } from '../account/admin-guard.server';
import { CustomerServiceTabs } from '../components/admin/customer-service-tabs';
import claimsStylesUrl from '../components/claims/claims.css?url';
import { PageHeader, formatDateTime, pageLinks } from '../components/page';
import { useLocale, useT, type MessageKey } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Back office, customer service (permission `claims`, decision 051): the claims inbox —
 * filters (waiting for us by default, the oldest first; waiting for the customer; open;
 * closed; all) and a search on the subject, the order number, the customer or the claim's
 * number, through the URL (a GET form: a filtered view can be bookmarked).
 */
export async function loader(args: Route.LoaderArgs) {
  await adminGuard(args, 'claims');
  const params = new URL(args.request.url).searchParams;
  const raw = params.get('page') ?? '1';
  return claimInbox(args.context.database.db, {
    filter: params.get('filter'),
    q: params.get('q'),
    page: /^\d{1,6}$/.test(raw) ? Number(raw) : 1,
  });
}

export const links = () => [...pageLinks(), { rel: 'stylesheet', href: claimsStylesUrl }];

export const meta = staticMeta(
  'admin-customer-service',
  'admin.claims.title',
  'admin.claims.lead',
  {
    noindex: true,
  },
);

function listQuery(filter: string, q: string, page = 1): string {
  const params = new URLSearchParams({ filter });
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  return `?${params}`;
}

export default function AdminCustomerService({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { claims, counts, filter, q, page, pageSize, total } = loaderData;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="page container">
      <PageHeader title={t('admin.claims.title')} lead={t('admin.claims.lead')} />
      <CustomerServiceTabs current="admin-customer-service" />
      <nav className="admin-subnav" aria-label={t('admin.claims.filters')}>
        <ul>
          {INBOX_FILTERS.map((name) => (
            <li key={name}>
              <Link
                to={listQuery(name, q)}
                aria-current={name === filter ? 'page' : undefined}
                data-testid={`claims-filter-${name}`}
              >
                {t(`admin.claims.filter.${name}` as MessageKey)}
                {name === 'all' ? '' : ` (${counts[name]})`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="admin-filters" role="search">
        <input type="hidden" name="filter" value={filter} />
        <label htmlFor="claims-q">{t('admin.claims.search')}</label>
        <input id="claims-q" name="q" type="search" defaultValue={q} maxLength={100} />
        <button type="submit" className="button button-secondary">
          {t('admin.claims.searchButton')}
        </button>
      </Form>
      {claims.length === 0 ? (
        <p className="empty" data-testid="claims-empty">
          {t('admin.claims.empty')}
        </p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table" data-testid="admin-claims">
            <thead>
              <tr>
                <th scope="col">{t('admin.claims.col.id')}</th>
                <th scope="col">{t('admin.claims.col.title')}</th>
                <th scope="col">{t('admin.claims.col.customer')}</th>
                <th scope="col">{t('admin.claims.col.order')}</th>
                <th scope="col">{t('admin.claims.col.status')}</th>
                <th scope="col">{t('admin.claims.col.messages')}</th>
                <th scope="col">{t('admin.claims.col.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {claims.map((claim) => (
                <tr key={claim.id} data-testid="admin-claim-row">
                  <td>{claim.id}</td>
                  <td>
                    <Link to={href('admin-customer-service-id', { id: claim.id }, locale)}>
                      {claim.title}
                    </Link>
                  </td>
                  <td>
                    {claim.customer.name}
                    <br />
                    <small>{claim.customer.email}</small>
                  </td>
                  <td>{claim.order_number ?? '—'}</td>
                  <td>
                    <span className={`status-badge claim-state-${claim.state}`}>
                      {t(`admin.claims.state.${claim.state}` as MessageKey)}
                    </span>
                    {claim.closed ? null : (
                      <>
                        <br />
                        {t(`admin.claims.awaiting.${claim.awaiting}` as MessageKey)}
                      </>
                    )}
                  </td>
                  <td>{claim.messages_count}</td>
                  <td>{formatDateTime(claim.updated_at, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav className="claim-actions" aria-label={t('admin.claims.pages', { page, pages })}>
          {page > 1 ? (
            <Link to={listQuery(filter, q, page - 1)}>{t('admin.claims.previous')}</Link>
          ) : null}
          <span>{t('admin.claims.pages', { page, pages })}</span>
          {page < pages ? (
            <Link to={listQuery(filter, q, page + 1)}>{t('admin.claims.next')}</Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
