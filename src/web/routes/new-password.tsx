import { useRef } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/new-password';
import {
  forgotPassword,
  forgotPasswordInput,
  newPasswordInput,
  resetPassword,
} from '../../modules/customers';
import { parseBodyOrThrow } from '../../shared/validation';
import { accountDeps, field, formFailure, formSuccess, secret } from '../account/forms.server';
import { TextField } from '../components/form/fields';
import { FormAlert, useFocusFirstError } from '../components/form/form-alert';
import { stateFor, type FormState } from '../components/form/form-state';
import { NewPasswordFields } from '../components/form/password-rules';
import { formLinks } from '../components/form/styles';
import { PageHeader } from '../components/page';
import { translate, useLocale, useT } from '../i18n';
import { href } from '../paths';
import { requestLocale } from '../request.server';
import { staticMeta } from '../seo';

/**
 * New password (`/nouveau-mot-de-passe` in every locale). Without `?token`: "forgot password"
 * (an e-mail address; the same confirmation whether an account exists or not). With the token
 * of the e-mailed link: the new password, then a link to log in. No breadcrumb (SPEC §2).
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  return { token: token.slice(0, 200) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const deps = accountDeps(context);
  if (form.get('intent') === 'forgot') {
    try {
      const input = parseBodyOrThrow(forgotPasswordInput, { email: field(form, 'email') });
      await forgotPassword(deps, input.email, locale);
      return formSuccess(translate(locale, 'newPassword.sent'), 'forgot');
    } catch (error) {
      return formFailure(error, locale, form, ['email'], 'forgot');
    }
  }
  try {
    const password = secret(form, 'password');
    const input = parseBodyOrThrow(newPasswordInput, {
      token: field(form, 'token'),
      password,
      password_confirmation:
        password === undefined ? undefined : (secret(form, 'password_confirmation') ?? ''),
    });
    await resetPassword(deps, input);
    return formSuccess(translate(locale, 'newPassword.done'), 'reset');
  } catch (error) {
    return formFailure(error, locale, form, ['password', 'password_confirmation'], 'reset');
  }
}

export const links = formLinks;

export const meta = staticMeta(
  'nouveau-mot-de-passe',
  'page.newPassword.title',
  'page.newPassword.description',
  { noindex: true },
);

export default function NewPassword() {
  const t = useT();
  const { token } = useLoaderData<typeof loader>();
  return (
    <div className="auth-page container">
      <section className="auth-card">
        {token ? <ResetForm token={token} /> : <ForgotForm />}
        <p className="form-aside">
          <Link to={href('connexion', null, useLocale())}>{t('newPassword.backToLogin')}</Link>
        </p>
      </section>
    </div>
  );
}

function ForgotForm() {
  const t = useT();
  const state = stateFor(useActionData<FormState>(), 'forgot');
  const busy = useNavigation().state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, state);
  return (
    <>
      <PageHeader title={t('newPassword.forgotTitle')} lead={t('newPassword.forgotLead')} />
      <Form method="post" ref={formRef} className="form">
        <input type="hidden" name="intent" value="forgot" />
        <FormAlert state={state} />
        <TextField
          name="email"
          type="email"
          label={t('form.email')}
          autoComplete="email"
          required
          state={state}
        />
        <button type="submit" className="button button-primary form-submit" disabled={busy}>
          {t('newPassword.send')}
        </button>
      </Form>
    </>
  );
}

function ResetForm({ token }: { token: string }) {
  const t = useT();
  const locale = useLocale();
  const state = stateFor(useActionData<FormState>(), 'reset');
  const busy = useNavigation().state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, state);
  if (state?.notice) {
    return (
      <>
        <PageHeader title={t('page.newPassword.title')} />
        <FormAlert state={state} />
        <Link className="button button-primary" to={href('connexion', null, locale)}>
          {t('login.submit')}
        </Link>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('page.newPassword.title')} lead={t('newPassword.resetLead')} />
      <Form method="post" ref={formRef} className="form">
        <input type="hidden" name="intent" value="reset" />
        <input type="hidden" name="token" value={token} />
        <FormAlert state={state} />
        <NewPasswordFields state={state} label={t('form.newPassword')} />
        <button type="submit" className="button button-primary form-submit" disabled={busy}>
          {t('newPassword.save')}
        </button>
      </Form>
    </>
  );
}
