import { Form, Link } from 'react-router';
import type { Route } from './+types/admin-audit';
import { auditPage } from '../admin/audit-page.server';
import { PageHeader, formatDateTime, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Back office: the audit log (owner only) — who did what, when, with the entity before and
 * after; filtered by actor, entity, action and dates (a GET form: the URL is the filter),
 * 50 a page, newest first.
 */
export const loader = (args: Route.LoaderArgs) => auditPage(args);

export const links = pageLinks;

export const meta = staticMeta('admin-audit', 'admin.audit.title', 'admin.audit.lead', {
  noindex: true,
});

const json = (value: unknown) => (value === null ? '' : JSON.stringify(value, null, 1));

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { filter } = loaderData;
  const self = href('admin-audit', null, locale);
  const pageLink = (page: number) => {
    const query = new URLSearchParams(
      Object.entries({ ...filter, actor: String(filter.actor ?? ''), page: String(page) }).filter(
        ([, value]) => value !== '',
      ),
    );
    return `${self}?${query}`;
  };
  return (
    <div className="page container">
      <PageHeader title={t('admin.audit.title')} lead={t('admin.audit.lead')} />
      <Form method="get" className="admin-filters" role="search">
        <label>
          {t('admin.audit.actor')}
          <select name="actor" defaultValue={filter.actor ?? ''}>
            <option value="">{t('admin.audit.any')}</option>
            {loaderData.actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('admin.audit.entity')}
          <select name="entity" defaultValue={filter.entity}>
            <option value="">{t('admin.audit.any')}</option>
            {loaderData.entities.map((entity) => (
              <option key={entity}>{entity}</option>
            ))}
          </select>
        </label>
        <label>
          {t('admin.audit.action')}
          <select name="action" defaultValue={filter.action}>
            <option value="">{t('admin.audit.any')}</option>
            {loaderData.actions.map((action) => (
              <option key={action}>{action}</option>
            ))}
          </select>
        </label>
        <label>
          {t('admin.audit.from')}
          <input type="date" name="from" defaultValue={filter.from} />
        </label>
        <label>
          {t('admin.audit.to')}
          <input type="date" name="to" defaultValue={filter.to} />
        </label>
        <button type="submit" className="button button-secondary">
          {t('admin.audit.filter')}
        </button>
      </Form>
      <p>{t('admin.audit.count', { count: loaderData.total })}</p>
      {loaderData.entries.length === 0 ? (
        <p className="empty">{t('admin.audit.empty')}</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table" data-testid="admin-audit">
            <thead>
              <tr>
                <th scope="col">{t('admin.audit.when')}</th>
                <th scope="col">{t('admin.audit.actor')}</th>
                <th scope="col">{t('admin.audit.action')}</th>
                <th scope="col">{t('admin.audit.entity')}</th>
                <th scope="col">{t('admin.audit.before')}</th>
                <th scope="col">{t('admin.audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.created_at}>
                      {formatDateTime(entry.created_at, locale)}
                    </time>
                  </td>
                  <td>{entry.actor ?? t('admin.audit.system')}</td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td>
                    {entry.entity}
                    {entry.entity_id ? ` #${entry.entity_id}` : ''}
                  </td>
                  <td>
                    <pre className="admin-json">{json(entry.before)}</pre>
                  </td>
                  <td>
                    <pre className="admin-json">{json(entry.after)}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className="admin-pages" aria-label={t('admin.audit.pages')}>
        {loaderData.page > 1 ? (
          <Link to={pageLink(loaderData.page - 1)} rel="prev">
            ← {t('admin.audit.previous')}
          </Link>
        ) : null}{' '}
        <span>{t('admin.audit.page', { page: loaderData.page, last: loaderData.lastPage })}</span>{' '}
        {loaderData.page < loaderData.lastPage ? (
          <Link to={pageLink(loaderData.page + 1)} rel="next">
            {t('admin.audit.next')} →
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
