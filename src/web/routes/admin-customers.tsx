import { Form, Link, data, redirect } from 'react-router';
import type { Route } from './+types/admin-customers';
import { eraseCustomer } from '../../modules/backoffice';
import {
  CUSTOMERS_PAGE_SIZE,
  listCustomersPage,
  startImpersonation,
} from '../../modules/customers';
import { HttpError } from '../../shared/http';
import { EraseCustomerForm } from '../components/admin/erase-customer-form';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { adminGuard } from '../account/admin-guard.server';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Back office: find a customer and act in their session (SPEC §6). Visitors go to the login
 * page; signed-in customers get a 404 (the back office does not announce itself). The search
 * parameter is `search`, not `q`: `q` opens the storefront's search overlay on every page.
 */
export async function loader(args: Route.LoaderArgs) {
  await adminGuard(args, 'customers');
  const params = new URL(args.request.url).searchParams;
  const q = params.get('search')?.slice(0, 100) ?? '';
  // A page number that is not one (or past the last) shows the first page or an empty one.
  const asked = Number(params.get('page') ?? '1');
  const page = Number.isSafeInteger(asked) && asked >= 1 && asked <= 1_000_000 ? asked : 1;
  const list = await listCustomersPage(args.context.database.db, args.context.session!.userId, {
    search: q.trim(),
    page,
    limit: CUSTOMERS_PAGE_SIZE,
  });
  const lastPage = Math.max(1, Math.ceil(list.total / CUSTOMERS_PAGE_SIZE));
  return { search: q, customers: list.rows, total: list.total, page, lastPage };
}

/** The list's URL for another page, keeping the search. */
function pageQuery(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '?';
}

export async function action(args: Route.ActionArgs) {
  const locale = await adminGuard(args, 'customers');
  const { context } = args;
  const form = await args.request.formData();
  const customerId = Number(form.get('customer_id'));
  if (!Number.isInteger(customerId) || customerId <= 0) throw data(null, { status: 404 });
  if (form.get('intent') === 'erase') return erase(args, customerId, form);
  const adminToken = context.sessionToken;
  const opened = await startImpersonation(
    context.database.db,
    context.session,
    customerId,
    context.now(),
    context.client,
  ).catch((error: unknown) => {
    if (error instanceof HttpError) throw data(null, { status: 404 });
    throw error;
  });
  const headers = new Headers();
  headers.append('set-cookie', context.authCookies.sessionCookie(opened.token, opened.expiresAt));
  if (adminToken)
    headers.append('set-cookie', context.authCookies.adminCookie(adminToken, opened.expiresAt));
  throw redirect(href('compte', null, locale), { headers });
}

/** GDPR erasure (decision 031): the same service as `POST /api/admin/customers/{id}/erase`. */
async function erase(args: Route.ActionArgs, customerId: number, form: FormData) {
  const { context } = args;
  const confirm = String(form.get('confirm') ?? '').slice(0, 20);
  try {
    await eraseCustomer(
      context.database.db,
      context.session!.userId,
      customerId,
      confirm,
      context.now(),
      context.storage,
    );
    return { customerId, outcome: 'erased' as const };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.statusCode === 404) throw data(null, { status: 404 });
    const outcome = error.statusCode === 422 ? ('mismatch' as const) : ('refused' as const);
    return data({ customerId, outcome }, { status: error.statusCode });
  }
}

export const links = pageLinks;

export const meta = staticMeta(
  'admin-customers',
  'admin.customers.title',
  'admin.customers.title',
  {
    noindex: true,
  },
);

const OUTCOME_TEXT = {
  erased: 'admin.customers.erased',
  mismatch: 'admin.customers.eraseMismatch',
  refused: 'admin.customers.eraseRefused',
} as const;

export default function AdminCustomers({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const outcome = actionData ? OUTCOME_TEXT[actionData.outcome] : null;
  return (
    <div className="page container">
      <PageHeader title={t('admin.customers.title')} lead={t('admin.customers.lead')} />
      <p>
        <Link to={href('admin-orders', null, locale)}>{t('admin.orders.nav')} →</Link>
      </p>
      {outcome ? (
        <p
          role={actionData?.outcome === 'erased' ? 'status' : 'alert'}
          className="notice"
          data-testid="admin-customers-outcome"
        >
          {t(outcome)}
        </p>
      ) : null}
      <Form method="get" className="admin-search" role="search">
        <label htmlFor="admin-q">{t('admin.customers.search')}</label>
        <input
          id="admin-q"
          name="search"
          type="search"
          defaultValue={loaderData.search}
          maxLength={100}
        />
        <button type="submit" className="button button-secondary">
          {t('admin.customers.searchButton')}
        </button>
      </Form>
      {loaderData.customers.length === 0 ? (
        <p className="empty">{t('admin.customers.empty')}</p>
      ) : (
        <table className="admin-table" data-testid="admin-customers">
          <thead>
            <tr>
              <th scope="col">{t('admin.customers.number')}</th>
              <th scope="col">{t('admin.customers.name')}</th>
              <th scope="col">{t('admin.customers.email')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('admin.customers.actAs')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.customers.map((customer) => (
              <tr key={customer.id}>
                <td>{customer.id}</td>
                <td>
                  <Link to={href('admin-customers-id', { id: customer.id }, locale)}>
                    {`${customer.firstname} ${customer.lastname}`.trim() || customer.email}
                  </Link>
                  {customer.disabled ? ` · ${t('admin.customer.state.disabled')}` : ''}
                  {customer.erased ? ` · ${t('admin.customer.state.erased')}` : ''}
                </td>
                <td>{customer.email}</td>
                <td>
                  <Form method="post">
                    <input type="hidden" name="customer_id" value={customer.id} />
                    <button type="submit" className="button button-primary">
                      {t('admin.customers.actAs')}
                    </button>
                  </Form>
                  {/* A plain link: the API answers the JSON file as an attachment. */}
                  <a
                    className="button button-secondary"
                    href={`/api/admin/customers/${customer.id}/export`}
                    download={`customer-${customer.id}.json`}
                  >
                    {t('admin.customers.export')}
                  </a>
                  <EraseCustomerForm customerId={customer.id} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {loaderData.lastPage > 1 ? (
        <nav className="admin-pages" aria-label={t('admin.customers.pages')}>
          {loaderData.page > 1 ? (
            <Link to={pageQuery(loaderData.search, loaderData.page - 1)} rel="prev">
              ← {t('admin.orders.previous')}
            </Link>
          ) : null}{' '}
          <span>{t('admin.audit.page', { page: loaderData.page, last: loaderData.lastPage })}</span>{' '}
          {loaderData.page < loaderData.lastPage ? (
            <Link to={pageQuery(loaderData.search, loaderData.page + 1)} rel="next">
              {t('admin.orders.next')} →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
