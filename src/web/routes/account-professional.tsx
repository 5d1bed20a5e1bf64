import { useRef } from 'react';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/account-professional';
import { listOwnCompanies } from '../../modules/customers';
import { allowedCountries } from '../account/countries.server';
import {
  COMPANY_FIELDS,
  deleteDocumentForm,
  saveCompanyForm,
  sendDocumentForm,
} from '../account/company.server';
import { formFailure, formSuccess } from '../account/forms.server';
import { requireViewer } from '../account/guard.server';
import { AccountLayout } from '../components/account/account-layout';
import { accountLinks } from '../components/account/styles';
import { SelectField, TextField } from '../components/form/fields';
import { FormAlert, useFocusFirstError } from '../components/form/form-alert';
import { stateFor, type FormState } from '../components/form/form-state';
import { fileSize } from '../format';
import { translate, useLocale, useT, type MessageKey } from '../i18n';
import { staticMeta } from '../seo';

/**
 * My professional account (SPEC §2, §4, §5; decision 047): the company's details, its
 * documents (plain multipart form: works without JavaScript), and its status explained. A
 * verified company is shown read-only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, locale } = await requireViewer(request, context);
  const [[company], countries] = await Promise.all([
    listOwnCompanies(context.database.db, user.id),
    allowedCountries(context, locale),
  ]);
  return { company: company ?? null, countries, today: new Date(context.now()).toISOString() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context);
  const { locale } = viewer;
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'company');
  try {
    if (intent === 'document') {
      await sendDocumentForm(context, viewer.user.id, form);
      return formSuccess(translate(locale, 'account.pro.sent'), 'document');
    }
    if (intent === 'delete') {
      await deleteDocumentForm(context, viewer.user.id, form);
      return formSuccess(translate(locale, 'account.pro.deleted'), 'document');
    }
    await saveCompanyForm(context, viewer.user.id, form);
    return formSuccess(translate(locale, 'account.pro.saved'), 'company');
  } catch (error) {
    const fields = intent === 'company' ? COMPANY_FIELDS : ['file', 'issued_on'];
    return formFailure(error, locale, form, fields, intent === 'delete' ? 'document' : intent);
  }
}

export const links = accountLinks;

export const meta = staticMeta(
  'compte-professional',
  'account.menu.professional',
  'account.pro.intro',
  { noindex: true },
);

const dateOf = (iso: string, locale: string) =>
  new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso).toLocaleDateString(locale, {
    timeZone: 'Europe/Paris',
  });

export default function AccountProfessional() {
  const t = useT();
  const locale = useLocale();
  const { company, countries } = useLoaderData<typeof loader>();
  const answer = useActionData<FormState>();
  const companyState = stateFor(answer, 'company');
  const documentState = stateFor(answer, 'document');
  const busy = useNavigation().state === 'submitting';
  const companyRef = useRef<HTMLFormElement>(null);
  const documentRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(companyRef, companyState);
  useFocusFirstError(documentRef, documentState);
  const status = company?.company_status.identifier ?? 'none';
  const locked = status === 'verified';
  const waiting = status === 'to_complete' || status === 'pending';
  const check = company?.vat_check;
  return (
    <AccountLayout title={t('account.menu.professional')}>
      <p>{t('account.pro.intro')}</p>
      <div className="company-status" data-status={status} data-testid="company-status">
        <p>
          <strong>{t('account.pro.statusLabel')} : </strong>
          {t(`account.pro.status.${status}` as MessageKey)}
        </p>
        {company?.rejection_reason ? (
          <p>{t('account.pro.reason', { reason: company.rejection_reason })}</p>
        ) : null}
        {check ? (
          <p data-testid="vat-check">
            {t(`account.pro.vat.${check.status}` as MessageKey, {
              date: dateOf(check.checked_at, locale),
            })}
          </p>
        ) : null}
      </div>

      <section className="account-section" aria-labelledby="company-title">
        <h2 id="company-title">{t('account.pro.companyTitle')}</h2>
        <Form method="post" ref={companyRef} className="form" data-testid="company-form">
          <input type="hidden" name="intent" value="company" />
          <FormAlert state={companyState} />
          <fieldset disabled={locked} className="form-grid">
            <TextField
              name="name"
              label={t('form.company')}
              autoComplete="organization"
              required
              defaultValue={company?.name}
              state={companyState}
            />
            <TextField
              name="activity"
              label={t('account.pro.activity')}
              required
              defaultValue={company?.activity ?? ''}
              state={companyState}
            />
            <TextField
              name="siret"
              label={t('form.siret')}
              inputMode="numeric"
              hint={t('account.pro.siretHint')}
              defaultValue={company?.siret ?? ''}
              state={companyState}
            />
            <TextField
              name="vat_number"
              label={t('form.vatNumber')}
              hint={t('account.pro.vatHint')}
              defaultValue={company?.vat_number ?? ''}
              state={companyState}
            />
          </fieldset>
          <h3>{t('account.pro.billingTitle')}</h3>
          <fieldset disabled={locked} className="form-grid">
            <TextField
              name="billing_address"
              label={t('address.street')}
              autoComplete="billing street-address"
              required
              defaultValue={company?.billing_address.address ?? ''}
              state={companyState}
            />
            <TextField
              name="billing_address_complement"
              label={t('address.complement')}
              defaultValue={company?.billing_address.address_complement ?? ''}
              state={companyState}
            />
            <TextField
              name="billing_post_code"
              label={t('address.postCode')}
              autoComplete="billing postal-code"
              required
              defaultValue={company?.billing_address.post_code ?? ''}
              state={companyState}
            />
            <TextField
              name="billing_city"
              label={t('address.city')}
              autoComplete="billing address-level2"
              required
              defaultValue={company?.billing_address.city ?? ''}
              state={companyState}
            />
            <SelectField
              name="billing_country_id"
              label={t('form.country')}
              required
              options={countries.map((c) => ({ value: c.id, label: c.name }))}
              defaultValue={
                company?.billing_address.country_id ??
                countries.find((c) => c.iso === 'FR')?.id ??
                null
              }
              state={companyState}
            />
          </fieldset>
          {locked ? null : (
            <button type="submit" className="button button-primary" disabled={busy}>
              {t('account.pro.save')}
            </button>
          )}
        </Form>
      </section>

      <section className="account-section" aria-labelledby="documents-title">
        <h2 id="documents-title">{t('account.pro.documentsTitle')}</h2>
        <FormAlert state={documentState} />
        {company && company.uploads.length > 0 ? (
          <ul className="company-documents" data-testid="company-documents">
            {company.uploads.map((upload) => (
              <li key={upload.id}>
                <span>
                  {upload.original_name} —{' '}
                  {t('account.pro.issued', {
                    date: dateOf(upload.issued_on, locale),
                  })}{' '}
                  ({fileSize(upload.size, locale)})
                </span>
                <a href={upload.url} download>
                  {t('account.pro.download')}
                </a>
                {waiting ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="upload_id" value={upload.id} />
                    <button type="submit" className="button button-secondary" disabled={busy}>
                      {t('account.pro.delete')}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('account.pro.noDocuments')}</p>
        )}
        {!company || company.missing_fields.length > 0 ? (
          <p className="field-hint">{t('account.pro.completeFirst')}</p>
        ) : locked ? null : (
          <Form
            method="post"
            encType="multipart/form-data"
            ref={documentRef}
            className="form"
            data-testid="document-form"
          >
            <input type="hidden" name="intent" value="document" />
            <p className="field-hint">{t('account.pro.documentsHint')}</p>
            <div className="form-grid">
              <TextField
                name="file"
                type="file"
                label={t('account.pro.file')}
                accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
                required
                state={documentState}
              />
              <TextField
                name="issued_on"
                type="date"
                label={t('account.pro.issuedOn')}
                required
                state={documentState}
              />
            </div>
            <button type="submit" className="button button-primary" disabled={busy}>
              {t('account.pro.send')}
            </button>
          </Form>
        )}
      </section>
    </AccountLayout>
  );
}
