import type { ResendableEmail } from '../../../modules/orders';
import { useT } from '../../i18n';
import { AdminForm, type AdminAnswer } from './admin-form';
import { codeLabel } from './admin-order-labels';

/** Send one of the order's e-mails again: only those its state still allows. */
export function AdminEmailForm({
  emails,
  version,
  answer,
}: {
  emails: readonly ResendableEmail[];
  version: string;
  answer: AdminAnswer | null;
}) {
  const t = useT();
  const error = answer?.fields.kind?.[0] ?? null;
  return (
    <AdminForm
      intent="email"
      title={t('admin.orders.emailTitle')}
      lead={<p>{t('admin.orders.emailLead')}</p>}
      answer={answer}
      button={t('admin.orders.emailButton')}
      buttonTestId="admin-resend-email"
      primary={false}
      version={version}
    >
      <div className="admin-field">
        <label htmlFor="admin-email-kind">{t('admin.orders.emailKind')}</label>
        <select
          id="admin-email-kind"
          name="kind"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'admin-email-kind-error' : undefined}
        >
          {emails.map((kind) => (
            <option key={kind} value={kind}>
              {codeLabel(t, 'email', kind)}
            </option>
          ))}
        </select>
        {error ? (
          <p id="admin-email-kind-error" className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    </AdminForm>
  );
}
