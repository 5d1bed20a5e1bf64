import { Form, Link } from 'react-router';
import type { Route } from './+types/admin-customer';
import { AdminField, AdminForm } from '../components/admin/admin-form';
import { EraseCustomerForm } from '../components/admin/erase-customer-form';
import { PageHeader, formatDate, pageLinks } from '../components/page';
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

type LoyaltyReason = 'order_paid' | 'order_used' | 'order_cancelled' | 'adjustment';

const DONE_TEXT = {
  update: 'admin.customer.updated',
  disable: 'admin.customer.disabledNotice',
  enable: 'admin.customer.enabledNotice',
  signout: 'admin.customer.signedOutNotice',
} as const satisfies Record<CustomerIntent, string>;

export default function AdminCustomer({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { customer, orders, may, done } = loaderData;
  const answer = (actionData ?? null) as CustomerAnswer | null;
  const answerFor = (intent: CustomerIntent) => (answer?.intent === intent ? answer : null);
  const edit = answerFor('update');
  const fieldError = (name: string) => edit?.fields[name]?.join(' ') ?? null;
  const kept = (name: string, value: string | null) => edit?.values[name] ?? value ?? '';
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
                      {order.status} · {order.payment_status} · {order.shipping_status}
                    </td>
                    <td>{formatPrice(order.total_ttc_cents ?? 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {/* Claims (issue 16) join this page once the claims capability exists. */}

      <section aria-labelledby="customer-addresses">
        <h2 id="customer-addresses">{t('admin.customer.addresses')}</h2>
        {customer.addresses.length === 0 ? (
          <p className="empty">{t('admin.customer.noAddresses')}</p>
        ) : (
          <ul className="admin-cards">
            {customer.addresses.map((address) => (
              <li key={address.id}>
                <address>
                  <strong>{address.name}</strong>
                  <br />
                  {address.firstname} {address.lastname}
                  {address.company ? (
                    <>
                      <br />
                      {address.company}
                    </>
                  ) : null}
                  <br />
                  {address.address}
                  {address.address_complement ? (
                    <>
                      <br />
                      {address.address_complement}
                    </>
                  ) : null}
                  <br />
                  {address.post_code} {address.city} {address.country_iso ?? ''}
                  {address.phone ? (
                    <>
                      <br />
                      {address.phone}
                    </>
                  ) : null}
                </address>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="customer-loyalty">
        <h2 id="customer-loyalty">{t('admin.customer.loyalty')}</h2>
        <p data-testid="admin-customer-loyalty">
          {t('admin.customer.loyaltyBalance', { points: customer.loyalty.balance })}
        </p>
        {customer.loyalty.history.length > 0 ? (
          <div className="admin-table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('admin.customer.orderDate')}</th>
                  <th scope="col">{t('admin.customer.points')}</th>
                  <th scope="col">{t('admin.customer.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {customer.loyalty.history.map((line, index) => (
                  <tr key={`${line.created_at}-${index}`}>
                    <td>{date(line.created_at)}</td>
                    <td>{line.points > 0 ? `+${line.points}` : line.points}</td>
                    <td>
                      {t(`admin.customer.loyaltyReason.${line.reason as LoyaltyReason}`)}
                      {line.order_id ? (
                        <>
                          {' '}
                          <Link to={href('admin-orders-id', { id: line.order_id }, locale)}>
                            #{line.order_id}
                          </Link>
                        </>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="customer-sessions">
        <h2 id="customer-sessions">{t('admin.customer.sessions')}</h2>
        {customer.sessions.length === 0 ? (
          <p className="empty">{t('admin.customer.noSessions')}</p>
        ) : (
          <ul className="admin-cards" data-testid="admin-customer-sessions">
            {customer.sessions.map((session) => (
              <li key={session.id}>
                {t('admin.customer.sessionSince', { date: date(session.created_at) })} ·{' '}
                {t('admin.customer.sessionLastUsed', { date: date(session.last_used_at) })}
                {session.impersonated ? ` · ${t('admin.customer.sessionImpersonated')}` : ''}
                <br />
                <small>
                  {session.ip ?? ''} {session.user_agent ?? ''}
                </small>
              </li>
            ))}
          </ul>
        )}
        {may.signOut ? (
          <AdminForm
            intent="signout"
            title={t('admin.customer.signOutTitle')}
            answer={answerFor('signout')}
            button={t('admin.customer.signOutButton')}
            buttonTestId="admin-customer-signout"
            primary={false}
          >
            <p>{t('admin.customer.signOutHelp')}</p>
          </AdminForm>
        ) : null}
      </section>

      {may.edit ? (
        <section aria-labelledby="admin-update-title">
          <AdminForm
            intent="update"
            title={t('admin.customer.editTitle')}
            answer={edit}
            button={t('admin.customer.save')}
            buttonTestId="admin-customer-save"
          >
            <AdminField
              name="firstname"
              label={t('admin.customer.firstname')}
              error={fieldError('firstname')}
              defaultValue={kept('firstname', customer.firstname)}
            />
            <AdminField
              name="lastname"
              label={t('admin.customer.lastname')}
              error={fieldError('lastname')}
              defaultValue={kept('lastname', customer.lastname)}
            />
            <AdminField
              name="email"
              type="email"
              label={t('admin.customers.email')}
              error={fieldError('email')}
              defaultValue={kept('email', customer.email)}
            />
            <AdminField
              name="phone"
              type="tel"
              required={false}
              label={t('admin.customer.phone')}
              error={fieldError('phone')}
              defaultValue={kept('phone', customer.phone)}
            />
            <div className="admin-field admin-check">
              <label>
                <input
                  type="checkbox"
                  name="newsletter"
                  defaultChecked={
                    edit ? edit.values.newsletter === 'on' : customer.newsletter.subscribed
                  }
                />{' '}
                {t('admin.customer.newsletterConsent')}
              </label>
            </div>
          </AdminForm>
        </section>
      ) : null}

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
