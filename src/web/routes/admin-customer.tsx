import { Form, Link } from 'react-router';
import type { Route } from './+types/admin-customer';
import { AdminForm } from '../components/admin/admin-form';
import {
  CustomerEditForm,
  CustomerLoyalty,
  CustomerSessions,
} from '../components/admin/admin-customer-sections';
import { stateLabel } from '../components/admin/admin-order-labels';
import { EraseCustomerForm } from '../components/admin/erase-customer-form';
import { PageHeader, formatDate, pageLinks } from '../components/page';
import { PostalAddress } from '../components/postal-address';
import { useLocale, useT } from '../i18n';
import {
  adminCustomerAction,
  adminCustomerPage,
  type CustomerAnswer,
  type CustomerIntent,
} from '../admin/customer-page.server';
import { formatPrice } from '../../shared/money';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Back office: one customer — identity, orders (each linking to its page), addresses, loyalty
 * balance and history, newsletter, active sessions, account state — where staff edit the
 * account, disable or enable it, sign it out everywhere, act as the customer or export their
 * data. Plain form posts (they work without JavaScript); a refusal comes back beside the fields.
 */
export async function loader(args: Route.LoaderArgs) {
  return adminCustomerPage(args);
}

export async function action(args: Route.ActionArgs) {
  return adminCustomerAction(args);
}

export const links = pageLinks;

// The list's alternates: a back-office page is never indexed, its links need no id.
export const meta = staticMeta('admin-customers', 'admin.customer.title', 'admin.customer.title', {
  noindex: true,
});

const DONE_TEXT = {
  update: 'admin.customer.updated',
  disable: 'admin.customer.disabledNotice',
  enable: 'admin.customer.enabledNotice',
  signout: 'admin.customer.signedOutNotice',
} as const satisfies Record<CustomerIntent, string>;

export default function AdminCustomer({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { customer, orders, claims, may, done } = loaderData;
  const answer = (actionData ?? null) as CustomerAnswer | null;
  const answerFor = (intent: CustomerIntent) => (answer?.intent === intent ? answer : null);
  const edit = answerFor('update');
  const name = `${customer.firstname} ${customer.lastname}`.trim() || customer.email;
  const date = (iso: string | null) => (iso ? formatDate(iso, locale) : '—');
  return (
    <div className="page container admin-customer">
      <p>
        <Link to={href('admin-customers', null, locale)}>← {t('admin.customers.title')}</Link>
      </p>
      <PageHeader
        title={name}
        lead={`${t('admin.customers.number')} ${customer.id} · ${t(`admin.customer.state.${customer.state}`)}`}
      />
      {done ? (
        <p className="notice" role="status" data-testid="admin-customer-done">
          {t(DONE_TEXT[done])}
        </p>
      ) : null}

      <section aria-labelledby="customer-identity">
        <h2 id="customer-identity">{t('admin.customer.identity')}</h2>
        <dl className="admin-facts" data-testid="admin-customer-identity">
          <dt>{t('admin.customers.email')}</dt>
          <dd>{customer.email}</dd>
          <dt>{t('admin.customer.phone')}</dt>
          <dd>{customer.phone ?? '—'}</dd>
          {customer.company ? (
            <>
              <dt>{t('admin.customer.company')}</dt>
              <dd>{customer.company}</dd>
            </>
          ) : null}
          {customer.role !== 'customer' ? (
            <>
              <dt>{t('admin.customer.role')}</dt>
              <dd>{t(`admin.role.${customer.role}`)}</dd>
            </>
          ) : null}
          <dt>{t('admin.customer.language')}</dt>
          <dd>{customer.locale.toUpperCase()}</dd>
          <dt>{t('admin.customer.createdAt')}</dt>
          <dd>{date(customer.created_at)}</dd>
          <dt>{t('admin.customer.emailVerified')}</dt>
          <dd>{date(customer.email_verified_at)}</dd>
          <dt>{t('admin.customer.accountState')}</dt>
          <dd data-testid="admin-customer-state">
            {t(`admin.customer.state.${customer.state}`)}
            {customer.disabled_at ? ` (${date(customer.disabled_at)})` : ''}
          </dd>
          <dt>{t('admin.customer.newsletter')}</dt>
          <dd>
            {t(
              customer.newsletter.subscribed
                ? 'admin.customer.newsletterYes'
                : customer.newsletter.status === 'pending'
                  ? 'admin.customer.newsletterPending'
                  : 'admin.customer.newsletterNo',
            )}
          </dd>
        </dl>
        <div className="admin-actions">
          {may.actAs ? (
            // The list page's action opens the customer's session (SPEC §6).
            <Form method="post" action={href('admin-customers', null, locale)}>
              <input type="hidden" name="customer_id" value={customer.id} />
              <button type="submit" className="button button-secondary">
                {t('admin.customers.actAs')}
              </button>
            </Form>
          ) : null}
          {customer.role === 'customer' ? (
            <a
              className="button button-secondary"
              href={`/api/admin/customers/${customer.id}/export`}
              download={`customer-${customer.id}.json`}
            >
              {t('admin.customers.export')}
            </a>
          ) : null}
        </div>
        {customer.role === 'customer' && customer.state !== 'erased' ? (
          <EraseCustomerForm
            customerId={customer.id}
            action={href('admin-customers', null, locale)}
          />
        ) : null}
      </section>

      <section aria-labelledby="customer-orders">
        <h2 id="customer-orders">
          {t('admin.customer.orders')} ({orders.total})
        </h2>
        {orders.data.length === 0 ? (
          <p className="empty">{t('admin.customer.noOrders')}</p>
        ) : (
          <div className="admin-table-scroll">
            <table className="admin-table" data-testid="admin-customer-orders">
              <thead>
                <tr>
                  <th scope="col">{t('admin.customer.orderNumber')}</th>
                  <th scope="col">{t('admin.customer.orderDate')}</th>
                  <th scope="col">{t('admin.orders.state')}</th>
                  <th scope="col">{t('admin.customer.orderTotal')}</th>
                </tr>
              </thead>
              <tbody>
                {orders.data.map((order) => (
                  <tr key={order.id}>
                    <td>
                      <Link to={href('admin-orders-id', { id: order.id }, locale)}>
                        {order.number ?? order.id}
                      </Link>
                    </td>
                    <td>{date(order.placed_at)}</td>
                    <td>
                      {stateLabel(t, {
                        status: order.status,
                        paymentStatus: order.payment_status,
                        shippingStatus: order.shipping_status,
                      })}
                    </td>
                    <td>{formatPrice(order.total_ttc_cents ?? 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {claims ? (
        <section aria-labelledby="customer-claims">
          <h2 id="customer-claims">{t('admin.customer.claims')}</h2>
          {claims.length === 0 ? (
            <p className="empty">{t('admin.customer.noClaims')}</p>
          ) : (
            <ul data-testid="customer-claims">
              {claims.map((claim) => (
                <li key={claim.id}>
                  <Link to={href('admin-customer-service-id', { id: claim.id }, locale)}>
                    {claim.title}
                  </Link>{' '}
                  — {t(claim.closed ? 'admin.claims.state.closed' : 'admin.claims.state.open')},{' '}
                  {formatDate(claim.updated_at, locale)}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <section aria-labelledby="customer-addresses">
        <h2 id="customer-addresses">{t('admin.customer.addresses')}</h2>
        {customer.addresses.length === 0 ? (
          <p className="empty">{t('admin.customer.noAddresses')}</p>
        ) : (
          <ul className="admin-cards">
            {customer.addresses.map((address) => (
              <li key={address.id}>
                <PostalAddress address={address} locale={locale} title={address.name} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <CustomerLoyalty loyalty={customer.loyalty} />

      <CustomerSessions
        sessions={customer.sessions}
        signOut={may.signOut}
        answer={answerFor('signout')}
      />

      {may.edit ? <CustomerEditForm customer={customer} answer={edit} /> : null}

      {may.disable || may.enable ? (
        <section aria-labelledby={`admin-${may.disable ? 'disable' : 'enable'}-title`}>
          <AdminForm
            intent={may.disable ? 'disable' : 'enable'}
            title={t(may.disable ? 'admin.customer.disableTitle' : 'admin.customer.enableTitle')}
            answer={answerFor(may.disable ? 'disable' : 'enable')}
            button={t(may.disable ? 'admin.customer.disableButton' : 'admin.customer.enableButton')}
            buttonTestId={may.disable ? 'admin-customer-disable' : 'admin-customer-enable'}
            primary={false}
          >
            <p>{t(may.disable ? 'admin.customer.disableHelp' : 'admin.customer.enableHelp')}</p>
          </AdminForm>
        </section>
      ) : null}
    </div>
  );
}
