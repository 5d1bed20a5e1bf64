import { Form, Link } from 'react-router';
import type { Route } from './+types/admin-newsletter';
import {
  listNewsletterSubscribers,
  NEWSLETTER_PAGE_SIZE,
  newsletterCounts,
  newsletterListInput,
} from '../../modules/customers';
// The component runs in the browser too: the pure rules file, not the module's index.
import {
  NEWSLETTER_STATUSES,
  type NewsletterStatusName,
} from '../../modules/customers/newsletter-admin.rules';
import { adminGuard } from '../account/admin-guard.server';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT, type MessageKey } from '../i18n';
import { staticMeta } from '../seo';

type Filter = NewsletterStatusName | 'all';

/**
 * Back office (permission customers, decision 052): newsletter subscribers — counts per status
 * (confirmed, awaiting confirmation, unsubscribed), a search by address, and the confirmed
 * ones as CSV (`GET /api/admin/newsletter_subscriptions.csv`) for a mailing tool.
 */
export async function loader(args: Route.LoaderArgs) {
  await adminGuard(args, 'customers');
  const db = args.context.database.db;
  const params = new URL(args.request.url).searchParams;
  const parsed = newsletterListInput.safeParse({
    status: params.get('status') ?? undefined,
    search: params.get('search')?.slice(0, 100) ?? undefined,
    page: params.get('page') ?? undefined,
  });
  const query = parsed.success ? parsed.data : { status: undefined, search: '', page: 1 };
  const [list, counts] = await Promise.all([
    listNewsletterSubscribers(db, query),
    newsletterCounts(db),
  ]);
  return {
    status: (query.status ?? 'all') as Filter,
    search: query.search,
    page: list.page,
    lastPage: Math.max(1, Math.ceil(list.total / NEWSLETTER_PAGE_SIZE)),
    total: list.total,
    counts,
    rows: list.rows,
  };
}

export const links = pageLinks;

export const meta = staticMeta(
  'admin-newsletter',
  'admin.newsletter.title',
  'admin.newsletter.lead',
  {
    noindex: true,
  },
);

function listQuery(
  current: { status: Filter; search: string; page: number },
  change: Partial<{ status: Filter; page: number }>,
): string {
  const next = { ...current, ...change };
  const params = new URLSearchParams();
  if (next.status !== 'all') params.set('status', next.status);
  if (next.search) params.set('search', next.search);
  if (next.page > 1) params.set('page', String(next.page));
  const text = params.toString();
  return text ? `?${text}` : '?';
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { status, search, page, lastPage, counts, rows, total } = loaderData;
  const current = { status, search, page };
  const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(locale) : '—');
  const filters: Filter[] = [...NEWSLETTER_STATUSES, 'all'];
  return (
    <div className="page container">
      <PageHeader title={t('admin.newsletter.title')} lead={t('admin.newsletter.lead')} />
      <p>
        <a
          className="button button-primary"
          href="/api/admin/newsletter_subscriptions.csv"
          download="newsletter-subscribers.csv"
          data-testid="newsletter-csv"
        >
          {t('admin.newsletter.export')}
        </a>
      </p>
      <nav aria-label={t('admin.newsletter.filter')} className="admin-subnav">
        <ul>
          {filters.map((filter) => (
            <li key={filter}>
              <Link
                to={listQuery(current, { status: filter, page: 1 })}
                aria-current={filter === status ? 'page' : undefined}
                data-testid={`newsletter-filter-${filter}`}
              >
                {t(`admin.newsletter.status.${filter}` as MessageKey)}
                {filter === 'all'
                  ? ` (${counts.enabled + counts.pending + counts.disabled})`
                  : ` (${counts[filter]})`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="admin-search" role="search">
        {status !== 'all' ? <input type="hidden" name="status" value={status} /> : null}
        <label htmlFor="newsletter-search">{t('admin.newsletter.search')}</label>
        <input
          id="newsletter-search"
          name="search"
          type="search"
          defaultValue={search}
          maxLength={100}
        />
        <button type="submit" className="button button-secondary">
          {t('admin.newsletter.searchButton')}
        </button>
      </Form>
      <p>{t('admin.newsletter.total', { count: total })}</p>
      {rows.length === 0 ? (
        <p className="empty">{t('admin.newsletter.empty')}</p>
      ) : (
        <table className="admin-table" data-testid="admin-newsletter">
          <thead>
            <tr>
              <th scope="col">{t('admin.newsletter.email')}</th>
              <th scope="col">{t('admin.newsletter.state')}</th>
              <th scope="col">{t('admin.newsletter.language')}</th>
              <th scope="col">{t('admin.newsletter.country')}</th>
              <th scope="col">{t('admin.newsletter.confirmedAt')}</th>
              <th scope="col">{t('admin.newsletter.updatedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="newsletter-row">
                <td data-label={t('admin.newsletter.email')}>{row.email}</td>
                <td data-label={t('admin.newsletter.state')}>
                  {t(`admin.newsletter.status.${row.status}` as MessageKey)}
                </td>
                <td data-label={t('admin.newsletter.language')}>{row.locale.toUpperCase()}</td>
                <td data-label={t('admin.newsletter.country')}>{row.country ?? '—'}</td>
                <td data-label={t('admin.newsletter.confirmedAt')}>{day(row.confirmedAt)}</td>
                <td data-label={t('admin.newsletter.updatedAt')}>{day(row.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {lastPage > 1 ? (
        <nav className="admin-pages" aria-label={t('admin.newsletter.filter')}>
          {page > 1 ? (
            <Link to={listQuery(current, { page: page - 1 })} rel="prev">
              ← {t('admin.newsletter.previous')}
            </Link>
          ) : null}{' '}
          <span>{t('admin.audit.page', { page, last: lastPage })}</span>{' '}
          {page < lastPage ? (
            <Link to={listQuery(current, { page: page + 1 })} rel="next">
              {t('admin.newsletter.next')} →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
