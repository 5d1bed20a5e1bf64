import type { AddressSnapshot, RelayPointSnapshot } from '../../../modules/orders';
import { useLocale, useT } from '../../i18n';
import { PostalAddress } from '../postal-address';
import { AdminField, AdminForm, type AdminAnswer } from './admin-form';

const FIELDS = [
  ['firstname', 'form.firstname', true],
  ['lastname', 'form.lastname', true],
  ['company', 'form.company', false],
  ['address', 'address.street', true],
  ['address_complement', 'address.complement', false],
  ['building', 'address.building', false],
  ['floor', 'address.floor', false],
  ['post_code', 'address.postCode', true],
  ['city', 'address.city', true],
  ['phone', 'form.mobilePhone', true],
  ['fixed_phone', 'form.fixedPhone', false],
] as const;

/** Where the order goes: the delivery address (or relay point, or the shop's counter). */
export function AdminDeliveryFacts({
  address,
  relayPoint,
  storePickup,
}: {
  address: AddressSnapshot | null;
  relayPoint: RelayPointSnapshot | null;
  storePickup: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <h2>{t('admin.orders.delivery')}</h2>
      {storePickup ? <p>{t('admin.orders.storePickup')}</p> : null}
      {relayPoint ? <p>{t('admin.orders.relayPoint', { name: relayPoint.name })}</p> : null}
      {address ? (
        <PostalAddress address={address} locale={locale} testId="admin-delivery-address" />
      ) : null}
    </>
  );
}

/**
 * The delivery address, prefilled, while the goods have not left (offered by `staffActions`).
 * The country is kept (VAT and delivery price were set for it): shown, posted as it is.
 */
export function AdminAddressForm({
  address,
  version,
  answer,
}: {
  address: AddressSnapshot;
  version: string;
  answer: AdminAnswer | null;
}) {
  const t = useT();
  const error = (name: string) => answer?.fields[name]?.[0] ?? null;
  return (
    <AdminForm
      intent="address"
      title={t('admin.orders.addressTitle')}
      lead={<p>{t('admin.orders.addressLead')}</p>}
      answer={answer}
      formKey={`address-${version}`}
      button={t('admin.orders.addressButton')}
      buttonTestId="admin-change-address"
      version={version}
    >
      {FIELDS.map(([name, label, required]) => (
        <AdminField
          key={name}
          name={name}
          idPrefix="admin-address"
          label={t(label)}
          required={required}
          type={name.endsWith('phone') ? 'tel' : 'text'}
          defaultValue={address[name] ?? ''}
          error={error(name)}
        />
      ))}
      <input type="hidden" name="country_id" value={address.country_id} />
      <p>
        {t('form.country')} : {address.country_iso}
      </p>
      {error('country_id') ? <p className="field-error">{error('country_id')}</p> : null}
    </AdminForm>
  );
}
