import { useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../i18n';
import { SelectField, TextField } from '../form/fields';
import { FormAlert, useFocusFirstError } from '../form/form-alert';
import type { FormState } from '../form/form-state';

export interface AddressValues {
  id?: number;
  name?: string;
  firstname?: string;
  lastname?: string;
  company?: string | null;
  address?: string;
  address_complement?: string | null;
  floor?: string | null;
  building?: string | null;
  city?: string;
  post_code?: string;
  country_id?: number | null;
  phone?: string | null;
  fixed_phone?: string | null;
}

/**
 * Create or edit an address (SPEC §3 fields); the mobile phone is required (SPEC §5). Posts to
 * its route (or `action`, with `hidden` fields); "Cancel" leads to `cancelTo` when given.
 */
export function AddressForm({
  address,
  countries,
  state,
  cancelTo,
  action,
  hidden,
}: {
  address: AddressValues;
  countries: ReadonlyArray<{ id: number; name: string }>;
  state?: FormState;
  cancelTo?: string;
  action?: string;
  hidden?: Readonly<Record<string, string>>;
}) {
  const t = useT();
  const ref = useRef<HTMLFormElement>(null);
  const busy = useNavigation().state === 'submitting';
  useFocusFirstError(ref, state);
  const text = (name: keyof AddressValues) => {
    const value = address[name];
    return value === null || value === undefined ? '' : String(value);
  };
  return (
    <Form
      method="post"
      action={action}
      ref={ref}
      className="form address-form"
      data-testid="address-form"
    >
      <input type="hidden" name="intent" value={address.id ? 'update' : 'create'} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {address.id ? <input type="hidden" name="id" value={address.id} /> : null}
      <FormAlert state={state} />
      <p className="form-legend">{t('form.requiredLegend')}</p>
      <TextField
        name="name"
        label={t('address.name')}
        hint={t('address.nameHint')}
        required
        defaultValue={text('name')}
        state={state}
      />
      <div className="form-grid">
        <TextField
          name="firstname"
          label={t('form.firstname')}
          autoComplete="given-name"
          required
          defaultValue={text('firstname')}
          state={state}
        />
        <TextField
          name="lastname"
          label={t('form.lastname')}
          autoComplete="family-name"
          required
          defaultValue={text('lastname')}
          state={state}
        />
      </div>
      <TextField
        name="company"
        label={t('form.company')}
        autoComplete="organization"
        defaultValue={text('company')}
        state={state}
      />
      <TextField
        name="address"
        label={t('address.street')}
        autoComplete="address-line1"
        required
        defaultValue={text('address')}
        state={state}
      />
      <TextField
        name="address_complement"
        label={t('address.complement')}
        autoComplete="address-line2"
        defaultValue={text('address_complement')}
        state={state}
      />
      <div className="form-grid">
        <TextField
          name="building"
          label={t('address.building')}
          defaultValue={text('building')}
          state={state}
        />
        <TextField
          name="floor"
          label={t('address.floor')}
          defaultValue={text('floor')}
          state={state}
        />
        <TextField
          name="post_code"
          label={t('address.postCode')}
          autoComplete="postal-code"
          required
          defaultValue={text('post_code')}
          state={state}
        />
        <TextField
          name="city"
          label={t('address.city')}
          autoComplete="address-level2"
          required
          defaultValue={text('city')}
          state={state}
        />
      </div>
      <SelectField
        name="country_id"
        label={t('form.country')}
        options={countries.map((c) => ({ value: c.id, label: c.name }))}
        defaultValue={address.country_id}
        autoComplete="country"
        required
        state={state}
      />
      <div className="form-grid">
        <TextField
          name="phone"
          type="tel"
          label={t('form.mobilePhone')}
          hint={t('address.phoneHint')}
          autoComplete="tel"
          required
          defaultValue={text('phone')}
          state={state}
        />
        <TextField
          name="fixed_phone"
          type="tel"
          label={t('form.fixedPhone')}
          autoComplete="tel"
          defaultValue={text('fixed_phone')}
          state={state}
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('form.save')}
        </button>
        {cancelTo ? (
          <Link className="button button-secondary" to={cancelTo}>
            {t('form.cancel')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
