import { Form, redirect } from 'react-router';
import type { Route } from './+types/admin-companies';
import { companyDecisionInput, companyQueue, decideCompany } from '../../modules/customers';
import { parseBodyOrThrow } from '../../shared/validation';
import { adminGuard } from '../account/admin-guard.server';
import { formFailure } from '../account/forms.server';
import { PageHeader, pageLinks } from '../components/page';
import type { FormState } from '../components/form/form-state';
import { useLocale, useT, type MessageKey } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Back office (permission customers, decision 047): the PRO companies waiting for
 * verification, their documents shown inline through the private download route, the SIRET
 * checksum and the VIES answer; approve, or reject with a reason (plain forms). The same
 * service as `POST /api/admin/companies/{id}/decision`: audited, the customer e-mailed.
 */
export async function loader(args: Route.LoaderArgs) {
  await adminGuard(args, 'customers');
  const done = new URL(args.request.url).searchParams.get('done');
  return { companies: await companyQueue(args.context.database.db), done };
}

export async function action(args: Route.ActionArgs) {
  const locale = await adminGuard(args, 'customers');
  const { context } = args;
  const form = await args.request.formData();
  try {
    const decision = String(form.get('decision') ?? '');
    const input = parseBodyOrThrow(
      companyDecisionInput,
      decision === 'reject' ? { decision, reason: String(form.get('reason') ?? '') } : { decision },
    );
    await decideCompany(
      { db: context.database.db, now: context.now, urls: context.accountUrls },
      context.session!.userId,
      Number(form.get('company_id')),
      input,
    );
    const done = input.decision === 'approve' ? 'approved' : 'rejected';
    return redirect(`${href('admin-companies', null, locale)}?done=${done}`, 303);
  } catch (error) {
    return formFailure(error, locale, form, ['reason'], String(form.get('company_id')));
  }
}

export const links = pageLinks;

export const meta = staticMeta('admin-companies', 'admin.companies.title', 'admin.companies.lead', {
  noindex: true,
});

export default function AdminCompanies({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { companies, done } = loaderData;
  const answer = actionData as FormState | undefined;
  const date = (iso: string) =>
    new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso).toLocaleDateString(locale);
  return (
    <div className="page container">
      <PageHeader title={t('admin.companies.title')} lead={t('admin.companies.lead')} />
      {done === 'approved' || done === 'rejected' ? (
        <p className="form-notice" role="status" data-testid="company-done">
          {t(`admin.companies.${done}` as MessageKey)}
        </p>
      ) : null}
      {companies.length === 0 ? <p>{t('admin.companies.empty')}</p> : null}
      {companies.map((company) => {
        const failed = answer?.intent === String(company.id) ? answer : undefined;
        const check = company.vat_check?.status ?? 'none';
        const address = company.billing_address;
        return (
          <section
            key={company.id}
            className="admin-card"
            aria-labelledby={`company-${company.id}`}
            data-testid="company-card"
          >
            <h2 id={`company-${company.id}`}>{company.name}</h2>
            <dl className="admin-facts">
              <dt>{t('admin.companies.customer')}</dt>
              <dd>
                {company.customer.firstname} {company.customer.lastname} — {company.customer.email}
              </dd>
              <dt>{t('admin.companies.activity')}</dt>
              <dd>{company.activity}</dd>
              <dt>{t('admin.companies.siret')}</dt>
              <dd>
                {company.siret ?? '—'}
                {company.siret
                  ? ` (${t(company.siret_valid ? 'admin.companies.siretValid' : 'admin.companies.siretInvalid')})`
                  : null}
              </dd>
              <dt>{t('admin.companies.vat')}</dt>
              <dd data-testid="company-vies">
                {company.vat_number ?? '—'}
                {company.vat_number
                  ? ` (${t(`admin.companies.vies.${check}` as MessageKey)})`
                  : null}
                {company.vat_check?.name ? ` — ${company.vat_check.name}` : null}
              </dd>
              <dt>{t('admin.companies.billing')}</dt>
              <dd>
                {[
                  address.address,
                  address.address_complement,
                  address.post_code,
                  address.city,
                  address.country_iso,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </dd>
            </dl>
            <h3>{t('admin.companies.documents')}</h3>
            {company.uploads.map((upload) => (
              <figure key={upload.id} className="admin-document">
                {upload.content_type === 'application/pdf' ? (
                  <iframe
                    src={`${upload.url}?inline=1`}
                    title={upload.original_name}
                    width="100%"
                    height="480"
                    data-testid="company-document-frame"
                  />
                ) : (
                  <img
                    src={`${upload.url}?inline=1`}
                    alt={upload.original_name}
                    style={{ maxWidth: '100%' }}
                  />
                )}
                <figcaption>
                  <a href={upload.url}>{t('admin.companies.open')}</a> — {upload.original_name},{' '}
                  {t('admin.companies.issuedOn', { date: date(upload.issued_on) })}
                </figcaption>
              </figure>
            ))}
            <div className="admin-actions">
              <Form method="post">
                <input type="hidden" name="company_id" value={company.id} />
                <input type="hidden" name="decision" value="approve" />
                <button
                  type="submit"
                  className="button button-primary"
                  data-testid="company-approve"
                >
                  {t('admin.companies.approve')}
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="company_id" value={company.id} />
                <input type="hidden" name="decision" value="reject" />
                <label htmlFor={`reason-${company.id}`}>{t('admin.companies.reason')}</label>
                <input id={`reason-${company.id}`} name="reason" maxLength={500} required />
                {failed?.fields?.reason ? (
                  <p className="field-error">{failed.fields.reason.join(' ')}</p>
                ) : null}
                {failed?.message && !failed.fields?.reason ? (
                  <p className="field-error">{failed.message}</p>
                ) : null}
                <button type="submit" className="button button-secondary">
                  {t('admin.companies.reject')}
                </button>
              </Form>
            </div>
          </section>
        );
      })}
    </div>
  );
}
