import { useRef } from 'react';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/account-information';
import { listGenders, updateOwnUser, updateUserInput } from '../../modules/customers';
import { LOCALES, isLocale } from '../../shared/locale';
import { parseBodyOrThrow } from '../../shared/validation';
import { allowedCountries } from '../account/countries.server';
import { field, formFailure, formSuccess, secret } from '../account/forms.server';
import { actorOf, requireViewer } from '../account/guard.server';
import { AccountLayout } from '../components/account/account-layout';
import { accountLinks } from '../components/account/styles';
import { CheckboxField, SelectField, TextField } from '../components/form/fields';
import { FormAlert, useFocusFirstError } from '../components/form/form-alert';
import { stateFor, type FormState } from '../components/form/form-state';
import { NewPasswordFields } from '../components/form/password-rules';
import { LANGUAGE_NAMES } from '../components/locale-panel';
import { translate, useT } from '../i18n';
import { staticMeta } from '../seo';

/**
 * My information (SPEC §2, §5): the profile form and the password form, each posting its
 * `intent`. A PRO account cannot change its country: the selector is disabled with a warning.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, locale } = await requireViewer(request, context);
  const [genders, countries] = await Promise.all([
    context.cached(`genders:${locale}`, () => listGenders(context.database.db, locale)),
    allowedCountries(context, locale),
  ]);
  return { user, genders, countries };
}

const PROFILE_FIELDS = [
  'gender_id',
  'firstname',
  'lastname',
  'phone',
  'fixed_phone',
  'company',
  'vat_number',
  'siret',
  'newsletter',
  'country_id',
  'locale',
];
const PASSWORD_FIELDS = ['current_password', 'password', 'password_confirmation'];

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context);
  const { locale } = viewer;
  const form = await request.formData();
  const db = context.database.db;
  if (form.get('intent') === 'password') {
    try {
      const password = secret(form, 'password');
      const input = parseBodyOrThrow(updateUserInput, {
        current_password: secret(form, 'current_password') ?? '',
        password: password ?? '',
        password_confirmation: secret(form, 'password_confirmation') ?? '',
      });
      await updateOwnUser(db, actorOf(viewer), viewer.user.id, input, context.now());
      return formSuccess(translate(locale, 'notice.passwordChanged'), 'password');
    } catch (error) {
      return formFailure(error, locale, form, PASSWORD_FIELDS, 'password');
    }
  }
  try {
    const chosenLocale = field(form, 'locale');
    const input = parseBodyOrThrow(updateUserInput, {
      gender_id: field(form, 'gender_id') ?? null,
      firstname: form.get('firstname') ?? '',
      lastname: form.get('lastname') ?? '',
      phone: form.get('phone') ?? '',
      fixed_phone: form.get('fixed_phone') ?? '',
      company: form.get('company') ?? '',
      vat_number: form.get('vat_number') ?? '',
      siret: form.get('siret') ?? '',
      newsletter: form.get('newsletter') !== null,
      // A disabled selector (PRO account) sends nothing: the country stays.
      country_id: field(form, 'country_id'),
      locale: isLocale(chosenLocale) ? chosenLocale : undefined,
    });
    await updateOwnUser(db, actorOf(viewer), viewer.user.id, input, context.now());
    return formSuccess(translate(locale, 'notice.saved'), 'profile');
  } catch (error) {
    return formFailure(error, locale, form, PROFILE_FIELDS, 'profile');
  }
}

export const links = accountLinks;

export const meta = staticMeta(
  'compte-informations',
  'account.menu.information',
  'account.tile.information',
  { noindex: true },
);

export default function AccountInformation() {
  const t = useT();
  const { user, genders, countries } = useLoaderData<typeof loader>();
  const answer = useActionData<FormState>();
  const profile = stateFor(answer, 'profile');
  const password = stateFor(answer, 'password');
  const busy = useNavigation().state === 'submitting';
  const profileRef = useRef<HTMLFormElement>(null);
  const passwordRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(profileRef, profile);
  useFocusFirstError(passwordRef, password);
  return (
    <AccountLayout title={t('account.menu.information')}>
      <section className="account-section" aria-labelledby="profile-title">
        <h2 id="profile-title">{t('account.profileTitle')}</h2>
        <Form method="post" ref={profileRef} className="form" data-testid="profile-form">
          <input type="hidden" name="intent" value="profile" />
          <FormAlert state={profile} />
          <div className="form-grid">
            <SelectField
              name="gender_id"
              label={t('form.gender')}
              placeholder={t('form.choose')}
              options={genders.map((g) => ({ value: g.id, label: g.name }))}
              defaultValue={user.gender_id}
              state={profile}
            />
            <TextField
              name="email"
              type="email"
              label={t('form.email')}
              defaultValue={user.email}
              readOnly
              hint={t('account.emailFixed')}
            />
            <TextField
              name="firstname"
              label={t('form.firstname')}
              autoComplete="given-name"
              required
              defaultValue={user.firstname}
              state={profile}
            />
            <TextField
              name="lastname"
              label={t('form.lastname')}
              autoComplete="family-name"
              required
              defaultValue={user.lastname}
              state={profile}
            />
            <TextField
              name="phone"
              type="tel"
              label={t('form.mobilePhone')}
              autoComplete="tel"
              defaultValue={user.phone ?? ''}
              state={profile}
            />
            <TextField
              name="fixed_phone"
              type="tel"
              label={t('form.fixedPhone')}
              autoComplete="tel"
              defaultValue={user.fixed_phone ?? ''}
              state={profile}
            />
            <TextField
              name="company"
              label={t('form.company')}
              autoComplete="organization"
              defaultValue={user.company ?? ''}
              state={profile}
            />
            <TextField
              name="vat_number"
              label={t('form.vatNumber')}
              defaultValue={user.vat_number ?? ''}
              state={profile}
            />
            <TextField
              name="siret"
              label={t('form.siret')}
              inputMode="numeric"
              defaultValue={user.siret ?? ''}
              state={profile}
            />
            <SelectField
              name="country_id"
              label={t('form.country')}
              options={countries.map((c) => ({ value: c.id, label: c.name }))}
              defaultValue={user.country_id}
              placeholder={user.country_id ? undefined : t('form.choose')}
              disabled={user.is_pro}
              hint={user.is_pro ? t('account.countryLockedPro') : undefined}
              autoComplete="country"
              state={profile}
            />
            <SelectField
              name="locale"
              label={t('form.language')}
              options={LOCALES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
              defaultValue={user.locale}
              state={profile}
            />
          </div>
          <CheckboxField
            name="newsletter"
            label={t('register.newsletter')}
            defaultChecked={user.newsletter}
            state={profile}
          />
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('form.save')}
          </button>
        </Form>
      </section>
      <section className="account-section" aria-labelledby="password-title">
        <h2 id="password-title">{t('account.passwordTitle')}</h2>
        <Form method="post" ref={passwordRef} className="form" data-testid="password-form">
          <input type="hidden" name="intent" value="password" />
          <FormAlert state={password} />
          <TextField
            name="current_password"
            type="password"
            label={t('form.currentPassword')}
            autoComplete="current-password"
            required
            state={password}
          />
          <NewPasswordFields state={password} label={t('form.newPassword')} />
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('account.changePassword')}
          </button>
        </Form>
      </section>
    </AccountLayout>
  );
}
