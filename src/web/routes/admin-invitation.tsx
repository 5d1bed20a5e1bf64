import { useRef } from 'react';
import { Form, redirect, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/admin-invitation';
import {
  acceptInvitation,
  acceptInvitationInput,
  invitationByToken,
} from '../../modules/customers';
import { parseBodyOrThrow } from '../../shared/validation';
import { field, formFailure, secret } from '../account/forms.server';
import { backOfficeLocale } from '../admin/back-office.server';
import { TextField } from '../components/form/fields';
import { FormAlert, useFocusFirstError } from '../components/form/form-alert';
import { stateFor, type FormState } from '../components/form/form-state';
import { NewPasswordFields } from '../components/form/password-rules';
import { formLinks } from '../components/form/styles';
import { PageHeader } from '../components/page';
import { useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Accepting a back-office invitation (the e-mailed link, `?token=`). A new address chooses its
 * names and password; an address that already has an account only confirms and keeps its
 * password. Then the login page, which leads to the back office. Outside the back-office shell:
 * the invitee is not staff yet.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  backOfficeLocale(request);
  const token = new URL(request.url).searchParams.get('token')?.trim().slice(0, 200) ?? '';
  const invitation = token
    ? await invitationByToken(context.database.db, token, context.now())
    : null;
  return { token, invitation };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = backOfficeLocale(request);
  const form = await request.formData();
  let accepted;
  try {
    const password = secret(form, 'password');
    const input = parseBodyOrThrow(acceptInvitationInput, {
      token: field(form, 'token') ?? '',
      firstname: field(form, 'firstname'),
      lastname: field(form, 'lastname'),
      password,
      password_confirmation:
        password === undefined ? undefined : (secret(form, 'password_confirmation') ?? ''),
    });
    accepted = await acceptInvitation(context.database.db, input, context.now());
  } catch (error) {
    return formFailure(error, locale, form, [
      'firstname',
      'lastname',
      'password',
      'password_confirmation',
    ]);
  }
  // Signing in is the proof of the account's password; then the back office's first page.
  const target = new URLSearchParams({
    redirect: href(accepted.role === 'editor' ? 'compte' : 'admin-orders', null, locale),
  });
  return redirect(`${href('connexion', null, locale)}?${target}`, 303);
}

export const links = formLinks;

export const meta = staticMeta(
  'admin-invitation',
  'admin.invitation.title',
  'admin.invitation.title',
  { noindex: true },
);

export default function AdminInvitation({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const state = stateFor(useActionData<FormState>(), undefined);
  const busy = useNavigation().state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, state);
  const { invitation, token } = loaderData;
  return (
    <div className="auth-page container">
      <section className="auth-card">
        <PageHeader
          title={t('admin.invitation.title')}
          lead={
            invitation
              ? t('admin.invitation.lead', {
                  email: invitation.email,
                  role: t(`admin.role.${invitation.role}`),
                })
              : t('admin.invitation.invalid')
          }
        />
        {invitation ? (
          <Form method="post" ref={formRef} className="form" data-testid="invitation-form">
            <input type="hidden" name="token" value={token} />
            <FormAlert state={state} />
            {invitation.hasAccount ? (
              <p>{t('admin.invitation.existing')}</p>
            ) : (
              <>
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
                <NewPasswordFields state={state} />
              </>
            )}
            <button type="submit" className="button button-primary form-submit" disabled={busy}>
              {t('admin.invitation.accept')}
            </button>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
