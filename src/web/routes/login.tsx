import { useRef } from 'react';
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/login';
import { accountDeps, field, formFailure, formSuccess } from '../account/forms.server';
import { noticeOf, safeRedirect } from '../account/redirect';
import { signedInRedirect } from '../account/sign-in.server';
import { NoticeBanner } from '../components/account/notice';
import { TextField } from '../components/form/fields';
import { FormAlert, useFocusFirstError } from '../components/form/form-alert';
import { stateFor, type FormState } from '../components/form/form-state';
import { formLinks } from '../components/form/styles';
import { PageHeader } from '../components/page';
import { translate, useLocale, useT } from '../i18n';
import { login, loginInput, resendVerification } from '../../modules/customers';
import { parseBodyOrThrow } from '../../shared/validation';
import { href } from '../paths';
import { redirectToCookieLocale, requestLocale } from '../request.server';
import { staticMeta } from '../seo';

/**
 * Login (`/connexion` in every locale, SPEC §2, §8). Works without JavaScript: the form posts
 * to this route's action, which sets the session cookie and redirects to `?redirect=` (a path
 * of this site) or to the account. A visitor whose locale cookie names another language is
 * sent from the French path to theirs. SPEC §2 hides the breadcrumb here: no handle.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  redirectToCookieLocale(request, 'connexion');
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const target = safeRedirect(url.searchParams.get('redirect'), '');
  if (context.session) throw redirect(target || href('compte', null, locale));
  // Configured providers only (OAUTH_GOOGLE_CLIENT_ID, OAUTH_FACEBOOK_CLIENT_ID…).
  return {
    socialProviders: context.social.providers,
    // A social login that did not go through (/connexion/{provider} sends its reason).
    socialError: url.searchParams.has('social_error'),
    redirect: target,
    notice: noticeOf(url),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const deps = accountDeps(context);
  if (form.get('intent') === 'resend') {
    try {
      const { email } = parseBodyOrThrow(loginInput.pick({ email: true }), {
        email: field(form, 'email'),
      });
      await resendVerification(deps, { email });
      return formSuccess(translate(locale, 'login.verificationSent'), 'resend');
    } catch (error) {
      return formFailure(error, locale, form, ['email'], 'resend');
    }
  }
  try {
    const input = parseBodyOrThrow(loginInput, {
      email: field(form, 'email'),
      password: form.get('password') || undefined,
    });
    const previous = context.session;
    const signed = await login(deps, input, context.client, previous);
    const target = safeRedirect(form.get('redirect'), href('compte', null, locale));
    return await signedInRedirect(context, signed, target);
  } catch (error) {
    return formFailure(error, locale, form, ['email', 'password']);
  }
}

export const links = formLinks;

export const meta = staticMeta('connexion', 'page.login.title', 'page.login.description', {
  noindex: true,
});

export default function Login() {
  const t = useT();
  const locale = useLocale();
  const { socialProviders, socialError, redirect: target, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormState>();
  const state = stateFor(actionData);
  const resendState = stateFor(actionData, 'resend');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, state);
  const disabled = state?.code === 'account_disabled_unverified' || resendState !== undefined;
  const registerLink =
    href('inscription', null, locale) +
    (target ? `?${new URLSearchParams({ redirect: target })}` : '');
  return (
    <div className="auth-page container">
      <section className="auth-card">
        <PageHeader title={t('page.login.title')} />
        {notice ? <NoticeBanner notice={notice} /> : null}
        {socialError ? (
          <p className="toast toast-error" role="alert">
            {t('login.socialError')}
          </p>
        ) : null}
        <Form method="post" ref={formRef} className="form">
          {target ? <input type="hidden" name="redirect" value={target} /> : null}
          <FormAlert state={state} />
          <TextField
            name="email"
            type="email"
            label={t('form.email')}
            autoComplete="email"
            required
            state={state ?? resendState}
          />
          <TextField
            name="password"
            type="password"
            label={t('form.password')}
            autoComplete="current-password"
            required
            state={state}
          />
          <p className="form-aside">
            <Link to={href('nouveau-mot-de-passe', null, locale)}>{t('login.forgot')}</Link>
          </p>
          <button type="submit" className="button button-primary form-submit" disabled={busy}>
            {t('login.submit')}
          </button>
        </Form>
        {disabled ? (
          <Form method="post" className="form form-inline-box" data-testid="resend-form">
            <input type="hidden" name="intent" value="resend" />
            <input
              type="hidden"
              name="email"
              value={state?.values?.email ?? resendState?.values?.email ?? ''}
            />
            <FormAlert state={resendState} />
            {resendState?.notice ? null : (
              <>
                <p>{t('login.disabledHelp')}</p>
                <button type="submit" className="button button-secondary">
                  {t('account.resendVerification')}
                </button>
              </>
            )}
          </Form>
        ) : null}
        {socialProviders.length > 0 ? (
          <div className="social-logins">
            <p className="social-title">{t('login.orWith')}</p>
            {socialProviders.map((provider) => (
              <a
                key={provider}
                className={`button button-secondary social-${provider}`}
                href={
                  href('connexion-provider', { provider }, locale) +
                  (target ? `?${new URLSearchParams({ redirect: target })}` : '')
                }
              >
                {t(provider === 'google' ? 'login.google' : 'login.facebook')}
              </a>
            ))}
          </div>
        ) : null}
        <div className="auth-switch">
          <p>{t('login.noAccount')}</p>
          <Link className="button button-secondary" to={registerLink}>
            {t('page.register.title')}
          </Link>
        </div>
      </section>
    </div>
  );
}
