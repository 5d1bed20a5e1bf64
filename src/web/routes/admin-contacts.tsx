import { Form, Link, data, redirect } from 'react-router';
import type { Route } from './+types/admin-contacts';
import {
  CONTACT_PAGE_SIZE,
  contactCounts,
  contactListInput,
  contactMessage,
  listContactMessages,
  setContactStatus,
  type ContactMessageDto,
} from '../../modules/support';
import { CONTACT_SUBJECT_LABELS } from '../../modules/support/contact.texts';
import { HttpError } from '../../shared/http';
import { adminGuard } from '../account/admin-guard.server';
import { ContactMessageCard } from '../components/admin/contact-message';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT, type MessageKey } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';
import { CustomerServiceTabs } from '../components/admin/customer-service-tabs';

type Filter = 'unhandled' | 'handled' | 'all';
const FILTERS: readonly Filter[] = ['unhandled', 'handled', 'all'];

/**
 * Back office (permission claims, decision 052): the contact form's messages — unhandled first
 * by default, filtered and searched through the URL; `?message=ID` opens one with its
 * attachment, a "reply by e-mail" link and the handled switch (audited). Plain forms.
 */
export async function loader(args: Route.LoaderArgs) {
  await adminGuard(args, 'claims');
  const db = args.context.database.db;
  const params = new URL(args.request.url).searchParams;
  const parsed = contactListInput.safeParse({
    status: params.get('status') ?? undefined,
    search: params.get('search')?.slice(0, 100) ?? undefined,
    page: params.get('page') ?? undefined,
  });
  const query = parsed.success ? parsed.data : { status: undefined, search: '', page: 1 };
  const status: Filter = query.status ?? 'unhandled';
  const opened = Number(params.get('message') ?? '');
  let message: ContactMessageDto | null = null;
  if (params.has('message')) {
    if (!Number.isSafeInteger(opened) || opened <= 0) throw data(null, { status: 404 });
    message = await contactMessage(db, opened).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) throw data(null, { status: 404 });
      throw error;
    });
  }
  const [list, counts] = await Promise.all([
    listContactMessages(db, { ...query, status }),
    contactCounts(db),
  ]);
  const done = params.get('done');
  return {
    status,
    search: query.search,
    page: list.page,
    lastPage: Math.max(1, Math.ceil(list.total / CONTACT_PAGE_SIZE)),
    total: list.total,
    counts,
    messages: list.rows,
    message,
    done: done === 'handled' || done === 'unhandled' ? done : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const locale = await adminGuard(args, 'claims');
  const { context } = args;
  const form = await args.request.formData();
  const id = Number(form.get('message_id'));
  const status = form.get('status');
  if (!Number.isSafeInteger(id) || id <= 0 || (status !== 'handled' && status !== 'unhandled'))
    throw data(null, { status: 404 });
  try {
    await setContactStatus(context.database.db, context.session!.userId, id, status, context.now());
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw data(null, { status: 404 });
    throw error;
  }
  return redirect(`${href('admin-contacts', null, locale)}?message=${id}&done=${status}`, 303);
}

export const links = pageLinks;

export const meta = staticMeta('admin-contacts', 'admin.contacts.title', 'admin.contacts.lead', {
  noindex: true,
});

/** The list's URL with some parameters changed (`null` removes one). */
function listQuery(
  current: { status: Filter; search: string; page: number },
  change: Partial<{ status: Filter; search: string; page: number }>,
): string {
  const next = { ...current, ...change };
  const params = new URLSearchParams();
  if (next.status !== 'unhandled') params.set('status', next.status);
  if (next.search) params.set('search', next.search);
  if (next.page > 1) params.set('page', String(next.page));
  const text = params.toString();
  return text ? `?${text}` : '?';
}

export default function AdminContacts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { status, search, page, lastPage, counts, messages, message, done } = loaderData;
  const current = { status, search, page };
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
  const subjectOf = (m: ContactMessageDto) =>
    CONTACT_SUBJECT_LABELS[locale === 'fr' ? 'fr' : 'en'][m.subject];
  return (
    <div className="page container">
      <PageHeader title={t('admin.contacts.title')} lead={t('admin.contacts.lead')} />
      <CustomerServiceTabs current="admin-contacts" />
      {done ? (
        <p className="form-notice" role="status" data-testid="contact-done">
          {t(`admin.contacts.done.${done}` as MessageKey)}
        </p>
      ) : null}
      {message ? (
        <ContactMessageCard message={message} subject={subjectOf(message)} when={when} />
      ) : null}
      <nav aria-label={t('admin.contacts.filter')} className="admin-subnav">
        <ul>
          {FILTERS.map((filter) => (
            <li key={filter}>
              <Link
                to={listQuery(current, { status: filter, page: 1 })}
                aria-current={filter === status ? 'page' : undefined}
                data-testid={`contact-filter-${filter}`}
              >
                {t(`admin.contacts.status.${filter}` as MessageKey)}
                {filter === 'all' ? '' : ` (${counts[filter]})`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="admin-search" role="search">
        {status !== 'unhandled' ? <input type="hidden" name="status" value={status} /> : null}
        <label htmlFor="contact-search">{t('admin.contacts.search')}</label>
        <input
          id="contact-search"
          name="search"
          type="search"
          defaultValue={search}
          maxLength={100}
        />
        <button type="submit" className="button button-secondary">
          {t('admin.contacts.searchButton')}
        </button>
      </Form>
      <p>{t('admin.contacts.total', { count: loaderData.total })}</p>
      {messages.length === 0 ? (
        <p className="empty">{t('admin.contacts.empty')}</p>
      ) : (
        <table className="admin-table" data-testid="admin-contacts">
          <thead>
            <tr>
              <th scope="col">{t('admin.contacts.date')}</th>
              <th scope="col">{t('admin.contacts.from')}</th>
              <th scope="col">{t('admin.contacts.subject')}</th>
              <th scope="col">{t('admin.contacts.order')}</th>
              <th scope="col">{t('admin.contacts.state')}</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((m) => (
              <tr key={m.id} data-testid="contact-row">
                <td data-label={t('admin.contacts.date')}>{when(m.created_at)}</td>
                <td data-label={t('admin.contacts.from')}>
                  <Link to={`${listQuery(current, {})}&message=${m.id}`.replace('?&', '?')}>
                    {m.name}
                  </Link>
                  <br />
                  {m.email}
                </td>
                <td data-label={t('admin.contacts.subject')}>
                  {subjectOf(m)}
                  {m.attachment ? ' 📎' : ''}
                </td>
                <td data-label={t('admin.contacts.order')}>{m.order_number ?? '—'}</td>
                <td data-label={t('admin.contacts.state')}>
                  {t(`admin.contacts.status.${m.status}` as MessageKey)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {lastPage > 1 ? (
        <nav className="admin-pages" aria-label={t('admin.contacts.filter')}>
          {page > 1 ? (
            <Link to={listQuery(current, { page: page - 1 })} rel="prev">
              ← {t('admin.contacts.previous')}
            </Link>
          ) : null}{' '}
          <span>{t('admin.audit.page', { page, last: lastPage })}</span>{' '}
          {page < lastPage ? (
            <Link to={listQuery(current, { page: page + 1 })} rel="next">
              {t('admin.contacts.next')} →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
