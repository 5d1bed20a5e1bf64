/**
 * Sections of the back office's customer page (routes/admin-customer.tsx): the loyalty ledger,
 * the sessions with "sign out everywhere", and the account's edit form.
 */
import { Link } from 'react-router';
import type { CustomerDetail } from '../../../modules/customers';
import type { CustomerAnswer } from '../../admin/customer-page.server';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import { formatDate } from '../page';
import { AdminField, AdminForm } from './admin-form';

type LoyaltyReason = 'order_paid' | 'order_used' | 'order_cancelled' | 'adjustment';

function useDate() {
  const locale = useLocale();
  return (iso: string | null) => (iso ? formatDate(iso, locale) : '—');
}

/** The points balance and every movement, each linking to its order. */
export function CustomerLoyalty({ loyalty }: { loyalty: CustomerDetail['loyalty'] }) {
  const t = useT();
  const locale = useLocale();
  const date = useDate();
  return (
    <section aria-labelledby="customer-loyalty">
      <h2 id="customer-loyalty">{t('admin.customer.loyalty')}</h2>
      <p data-testid="admin-customer-loyalty">
        {t('admin.customer.loyaltyBalance', { points: loyalty.balance })}
      </p>
      {loyalty.history.length > 0 ? (
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
              {loyalty.history.map((line, index) => (
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
  );
}

/** Where the account is signed in, and the form that signs it out everywhere. */
export function CustomerSessions({
  sessions,
  signOut,
  answer,
}: {
  sessions: CustomerDetail['sessions'];
  signOut: boolean;
  answer: CustomerAnswer | null;
}) {
  const t = useT();
  const date = useDate();
  return (
    <section aria-labelledby="customer-sessions">
      <h2 id="customer-sessions">{t('admin.customer.sessions')}</h2>
      {sessions.length === 0 ? (
        <p className="empty">{t('admin.customer.noSessions')}</p>
      ) : (
        <ul className="admin-cards" data-testid="admin-customer-sessions">
          {sessions.map((session) => (
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
      {signOut ? (
        <AdminForm
          intent="signout"
          title={t('admin.customer.signOutTitle')}
          answer={answer}
          button={t('admin.customer.signOutButton')}
          buttonTestId="admin-customer-signout"
          primary={false}
        >
          <p>{t('admin.customer.signOutHelp')}</p>
        </AdminForm>
      ) : null}
    </section>
  );
}

/** Names, e-mail, phone and newsletter consent; a refused post keeps what was typed. */
export function CustomerEditForm({
  customer,
  answer: edit,
}: {
  customer: CustomerDetail;
  answer: CustomerAnswer | null;
}) {
  const t = useT();
  const fieldError = (name: string) => edit?.fields[name]?.join(' ') ?? null;
  const kept = (name: string, value: string | null) => edit?.values[name] ?? value ?? '';
  return (
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
  );
}
