import { useRef } from 'react';
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/register';
import { listGenders, register, registerInput } from '../../modules/customers';
import { parseBodyOrThrow } from '../../shared/validation';
import { accountDeps, field, formFailure, secret } from '../account/forms.server';
import { safeRedirect } from '../account/redirect';
import { signedInRedirect } from '../account/sign-in.server';
import { CheckboxField, SelectField, TextField } from '../components/form/fields';
import { FormAlert, useFocusFirstError } from '../components/form/form-alert';
import type { FormState } from '../components/form/form-state';
import { NewPasswordFields } from '../components/form/password-rules';
import { formLinks } from '../components/form/styles';
import { PageHeader } from '../components/page';
import { useLocale, useT, type MessageKey } from '../i18n';
import { href } from '../paths';
import { requestLocale } from '../request.server';
import { staticMeta } from '../seo';

/**
 * Register (SPEC §2, §5): identity, password with its rules, optional phone, newsletter, and
 * the required acceptance of the terms of sale and data protection. The new customer is signed
 * in at once and lands on the account (or `?redirect=`). SPEC §2 hides the breadcrumb here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const target = safeRedirect(new URL(request.url).searchParams.get('redirect'), '');
  if (context.session) throw redirect(target || href('compte', null, locale));
  const genders = await context.cached(`genders:${locale}`, () =>
    listGenders(context.database.db, locale),
  );
  return { genders, redirect: target };
}

const FIELDS = [
  'gender_id',
  'firstname',
  'lastname',
  'email',
  'password',
  'password_confirmation',
  'phone',
  'professional',
  'company',
  'newsletter',
  'accept_terms',
  'accept_privacy',
] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  try {
    const password = secret(form, 'password');
    const input = parseBodyOrThrow(registerInput, {
      gender_id: field(form, 'gender_id'),
      firstname: field(form, 'firstname'),
      lastname: field(form, 'lastname'),
      email: field(form, 'email'),
      password,
      // Compared only once a password is typed (an empty one already says "required").
      password_confirmation:
        password === undefined ? undefined : (secret(form, 'password_confirmation') ?? ''),
      phone: field(form, 'phone'),
      professional: field(form, 'professional'),
      company: field(form, 'company'),
      newsletter: field(form, 'newsletter'),
      accept_terms: field(form, 'accept_terms'),
      accept_privacy: field(form, 'accept_privacy'),
      locale,
    });
    const signed = await register(accountDeps(context), input, {
      locale,
      countryIso: context.country,
      client: context.client,
    });
    // A professional goes on to complete the company and send its document (decision 047).
    const home = href(input.professional ? 'compte-professional' : 'compte', null, locale);
    const target = safeRedirect(form.get('redirect'), home);
    return await signedInRedirect(context, signed, target);
  } catch (error) {
    return formFailure(error, locale, form, FIELDS);
  }
}

export const links = formLinks;

export const meta = staticMeta('inscription', 'page.register.title', 'page.register.description', {
  noindex: true,
});

export default function Register() {
  const t = useT();
  const locale = useLocale();
  const { genders, redirect: target } = useLoaderData<typeof loader>();
  const state = useActionData<FormState>();
  const busy = useNavigation().state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, state);
  // The link sits where the sentence puts it in each language (`{link}`).
  const legal = (text: MessageKey, page: 'cgv' | 'protection-donnees', label: MessageKey) => {
    const [before, after] = t(text, { link: '\u0000' }).split('\u0000');
    return (
      <>
        {before}
        <Link to={href(page, null, locale)} target="_blank" rel="noopener">
          {t(label)}
        </Link>
        {after}
      </>
    );
  };
  return (
    <div className="auth-page container">
      <section className="auth-card auth-card-wide">
        <PageHeader title={t('page.register.title')} lead={t('page.register.description')} />
        <Form method="post" ref={formRef} className="form">
          {target ? <input type="hidden" name="redirect" value={target} /> : null}
          <FormAlert state={state} />
          <p className="form-legend">{t('form.requiredLegend')}</p>
          <div className="form-grid">
            <SelectField
              name="gender_id"
              label={t('form.gender')}
              placeholder={t('form.choose')}
              options={genders.map((g) => ({ value: g.id, label: g.name }))}
              autoComplete="honorific-prefix"
              state={state}
            />
            <span aria-hidden="true" className="form-grid-gap" />
            <TextField
              name="firstname"
              label={t('form.firstname')}
              autoComplete="given-name"
              required
              state={state}
            />
            <TextField
              name="lastname"
              label={t('form.lastname')}
              autoComplete="family-name"
              required
              state={state}
            />
          </div>
          <TextField
            name="email"
            type="email"
            label={t('form.email')}
            autoComplete="email"
            required
            state={state}
          />
          <NewPasswordFields state={state} />
          <TextField
            name="phone"
            type="tel"
            label={t('form.mobilePhone')}
            autoComplete="tel"
            hint={t('form.phoneHint')}
            state={state}
          />
          <fieldset className="form-fieldset">
            <legend>{t('register.proLegend')}</legend>
            <CheckboxField name="professional" label={t('register.professional')} state={state} />
            <TextField
              name="company"
              label={t('form.company')}
              autoComplete="organization"
              hint={t('register.companyHint')}
              state={state}
            />
          </fieldset>
          <CheckboxField name="newsletter" label={t('register.newsletter')} state={state} />
          <CheckboxField
            name="accept_terms"
            required
            state={state}
            label={legal('register.acceptTerms', 'cgv', 'page.cgv.title')}
          />
          <CheckboxField
            name="accept_privacy"
            required
            state={state}
            label={legal('register.acceptPrivacy', 'protection-donnees', 'page.privacy.title')}
          />
          <button type="submit" className="button button-primary form-submit" disabled={busy}>
            {t('register.submit')}
          </button>
        </Form>
        <div className="auth-switch">
          <p>{t('register.haveAccount')}</p>
          <Link className="button button-secondary" to={href('connexion', null, locale)}>
            {t('login.submit')}
          </Link>
        </div>
      </section>
    </div>
  );
}
