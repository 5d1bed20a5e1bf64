import { Form, useActionData } from 'react-router';
import { centsToEurosInput } from '../../shared/money';
import type { Route } from './+types/admin-settings-payment';
import { SettingsNav } from '../components/admin/settings-nav';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import {
  adminPaymentSettingsAction,
  adminPaymentSettingsPage,
  type PaymentSettingsAnswer,
} from '../settings/admin-payment-settings.server';
import { staticMeta } from '../seo';
import { paymentMethodName } from '../../shared/payment-methods';

/**
 * Back office: the ways to pay — offered or not, in which order, with which fees. One plain
 * form; a method without its gateway shows why it cannot be offered and its box is disabled.
 */
export async function loader(args: Route.LoaderArgs) {
  return adminPaymentSettingsPage(args);
}

export async function action(args: Route.ActionArgs) {
  return adminPaymentSettingsAction(args);
}

export const links = pageLinks;

export const meta = staticMeta(
  'admin-settings-payment',
  'admin.payments.title',
  'admin.payments.title',
  { noindex: true },
);

/** Cents or basis points as a person types them back: 150 → "1,50" (fr) / "1.50". */
const decimal = (hundredths: number, locale: string) => centsToEurosInput(hundredths, locale);

export default function AdminPaymentSettings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<PaymentSettingsAnswer>();
  const { methods, saved } = loaderData;
  const error = (method: string, field: string) => answer?.errors[`${method}.${field}`] ?? null;
  return (
    <div className="page container admin-settings" data-testid="admin-payment-settings">
      <PageHeader title={t('admin.payments.title')} lead={t('admin.payments.lead')} />
      <SettingsNav current="admin-settings-payment" />
      <p className="admin-note">{t('admin.settings.effect')}</p>
      {saved ? (
        <p className="form-alert form-alert-success" role="status" data-testid="admin-done">
          {t('admin.payments.saved')}
        </p>
      ) : null}
      <Form
        key={methods.map((m) => m.version).join()}
        method="post"
        className="admin-form admin-settings-form"
        noValidate
      >
        {answer ? (
          <p className="form-alert" role="alert">
            {answer.message}
          </p>
        ) : null}
        {methods.map((m) => {
          const id = `payment-${m.method}`;
          const errors = ['enabled', 'position', 'fee_fixed_cents', 'fee_percent_bp']
            .map((field) => error(m.method, field))
            .filter(Boolean);
          return (
            <fieldset key={m.method} className="admin-fieldset" data-method={m.method}>
              <legend>
                {/* One card entry for whichever card gateway is set (both read the same). */}
                {paymentMethodName(locale, 'order', m.method === 'card' ? 'monetico' : m.method)}
              </legend>
              <input type="hidden" name={`version:${m.method}`} value={m.version ?? ''} />
              <div className="admin-field admin-check">
                <label>
                  <input
                    type="checkbox"
                    name={`enabled:${m.method}`}
                    value="yes"
                    defaultChecked={m.enabled}
                    disabled={!m.has_gateway}
                    aria-describedby={m.has_gateway ? undefined : `${id}-gateway`}
                  />{' '}
                  {t('admin.payments.enabled')}
                </label>
                {m.has_gateway ? null : (
                  <p id={`${id}-gateway`} className="field-help">
                    {t('admin.payments.noGateway')}
                  </p>
                )}
              </div>
              <div className="admin-range">
                <div className="admin-field">
                  <label htmlFor={`${id}-position`}>{t('admin.payments.position')}</label>
                  <input
                    id={`${id}-position`}
                    name={`position:${m.method}`}
                    inputMode="numeric"
                    defaultValue={String(m.position)}
                  />
                </div>
                {m.method.startsWith('limonetik') ? (
                  <p className="field-help">{t('admin.payments.instalmentsFree')}</p>
                ) : (
                  <>
                    <div className="admin-field">
                      <label htmlFor={`${id}-fixed`}>{t('admin.payments.feeFixed')}</label>
                      <input
                        id={`${id}-fixed`}
                        name={`fee_fixed:${m.method}`}
                        inputMode="decimal"
                        defaultValue={decimal(m.fee_fixed_cents, locale)}
                      />
                    </div>
                    <div className="admin-field">
                      <label htmlFor={`${id}-percent`}>{t('admin.payments.feePercent')}</label>
                      <input
                        id={`${id}-percent`}
                        name={`fee_percent:${m.method}`}
                        inputMode="decimal"
                        defaultValue={decimal(m.fee_percent_bp, locale)}
                      />
                    </div>
                  </>
                )}
              </div>
              {errors.map((message) => (
                <p key={message} className="field-error">
                  {message}
                </p>
              ))}
            </fieldset>
          );
        })}
        <button type="submit" className="button button-primary" data-testid="admin-payments-save">
          {t('admin.payments.save')}
        </button>
      </Form>
    </div>
  );
}
