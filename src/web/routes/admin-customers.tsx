import { Form, Link, data, redirect } from 'react-router';
import type { Route } from './+types/admin-customers';
import { searchCustomers, startImpersonation } from '../../modules/customers';
import { HttpError } from '../../shared/http';
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
  const q = new URL(args.request.url).searchParams.get('search')?.slice(0, 100) ?? '';
  return { search: q, customers: await searchCustomers(args.context.database.db, q) };
}

export async function action(args: Route.ActionArgs) {
  const locale = await adminGuard(args, 'customers');
  const { context } = args;
  const form = await args.request.formData();
  const customerId = Number(form.get('customer_id'));
  if (!Number.isInteger(customerId) || customerId <= 0) throw data(null, { status: 404 });
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

export const links = pageLinks;

export const meta = staticMeta(
  'admin-customers',
  'admin.customers.title',
  'admin.customers.title',
  {
    noindex: true,
  },
);

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="page container">
      <PageHeader title={t('admin.customers.title')} lead={t('admin.customers.lead')} />
      <p>
        <Link to={href('admin-orders', null, locale)}>{t('admin.orders.nav')} →</Link>
      </p>
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
                  {customer.firstname} {customer.lastname}
                </td>
                <td>{customer.email}</td>
                <td>
                  <Form method="post">
                    <input type="hidden" name="customer_id" value={customer.id} />
                    <button type="submit" className="button button-primary">
                      {t('admin.customers.actAs')}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
