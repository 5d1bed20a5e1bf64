import { useId, type ChangeEvent } from 'react';
import { Form, useFetcher } from 'react-router';
import type { AddressDto } from '../../../modules/customers';
import { useT } from '../../i18n';
import type { FormState } from '../form/form-state';
import { useHydrated } from '../use-hydrated';
import { FETCH_FIELD, fieldError, isInline } from './checkout-state';

/** An address as a card: its name, the person, the street, the town and the phone. */
export function AddressLines({ address }: { address: AddressDto }) {
  return (
    <span className="address-lines">
      <strong>{address.name}</strong>
      <span>
        {address.firstname} {address.lastname}
        {address.company ? ` · ${address.company}` : ''}
      </span>
      <span>
        {address.address}
        {address.address_complement ? `, ${address.address_complement}` : ''}
      </span>
      <span>
        {address.post_code} {address.city}
        {address.country ? ` · ${address.country.name}` : ''}
      </span>
      <span className="address-lines-phone">{address.phone}</span>
    </span>
  );
}

/** The choice a fetcher is saving, else the saved one (a refusal shows the saved one again). */
function pending(fetcher: { formData?: FormData }, name: string): string | null {
  const value = fetcher.formData?.get(name);
  return typeof value === 'string' ? value : null;
}

/**
 * The error a form shows by itself: its fetcher's answer, else the page's (a post without
 * JavaScript) — when it is about its fields; the page's popup shows the others.
 */
function useFormError(fetcher: { state: string; data?: FormState }, failure?: FormState) {
  const error = fetcher.state === 'idle' && fetcher.data?.message ? fetcher.data : failure;
  return isInline(error) ? error : undefined;
}

/**
 * The delivery address among the customer's addresses (radio cards). With JavaScript a choice
 * is saved at once (fetcher: the deliveries and totals follow without a reload); without it,
 * "Deliver to this address" posts the form.
 */
export function ShippingAddressChoice({
  addresses,
  selectedId,
  path,
  failure,
}: {
  addresses: readonly AddressDto[];
  selectedId: number | null;
  path: string;
  failure?: FormState;
}) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const fetcher = useFetcher<FormState>({ key: 'checkout-address' });
  const error = useFormError(fetcher, failure);
  const chosen = pending(fetcher, 'address_id') ?? (selectedId === null ? '' : String(selectedId));
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void fetcher.submit(
      { intent: 'address', address_id: event.target.value, [FETCH_FIELD]: '1' },
      { method: 'post', action: path, preventScrollReset: true },
    );
  };
  const message = error ? (fieldError(error, 'address_id') ?? error.message) : null;
  return (
    <Form method="post" action={path} preventScrollReset className="checkout-choice-form">
      <input type="hidden" name="intent" value="address" />
      <fieldset
        className="checkout-fieldset"
        aria-describedby={message ? `${id}-error` : undefined}
        aria-busy={fetcher.state !== 'idle' || undefined}
      >
        <legend className="visually-hidden">{t('checkout.addressLegend')}</legend>
        <ul className="choice-cards" data-testid="checkout-addresses">
          {addresses.map((address) => (
            <li key={address.id}>
              <label className="choice-card">
                <input
                  type="radio"
                  name="address_id"
                  value={address.id}
                  checked={chosen === String(address.id)}
                  onChange={onChange}
                  aria-invalid={message ? true : undefined}
                />
                <AddressLines address={address} />
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {message ? (
        <p id={`${id}-error`} className="checkout-error" role="alert">
          {message}
        </p>
      ) : null}
      {hydrated ? null : (
        <button type="submit" className="button button-secondary checkout-nojs">
          {t('checkout.deliverHere')}
        </button>
      )}
    </Form>
  );
}

/**
 * The billing address: the delivery one by default, or another of the customer's addresses
 * (under "Use another billing address", open when one is chosen).
 */
export function BillingAddressChoice({
  addresses,
  shippingId,
  billingId,
  path,
  failure,
}: {
  addresses: readonly AddressDto[];
  shippingId: number;
  billingId: number | null;
  path: string;
  failure?: FormState;
}) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const fetcher = useFetcher<FormState>({ key: 'checkout-billing' });
  const error = useFormError(fetcher, failure);
  const others = addresses.filter((address) => address.id !== shippingId);
  const saved = billingId === null || billingId === shippingId ? 'same' : String(billingId);
  const chosen = pending(fetcher, 'billing') ?? saved;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void fetcher.submit(
      { intent: 'billing', billing: event.target.value, [FETCH_FIELD]: '1' },
      { method: 'post', action: path, preventScrollReset: true },
    );
  };
  const message = error
    ? (fieldError(error, 'billing') ?? fieldError(error, 'address_id') ?? error.message)
    : null;
  return (
    <Form method="post" action={path} preventScrollReset className="checkout-choice-form">
      <input type="hidden" name="intent" value="billing" />
      <fieldset
        className="checkout-fieldset"
        aria-describedby={message ? `${id}-error` : undefined}
        aria-busy={fetcher.state !== 'idle' || undefined}
      >
        <legend className="visually-hidden">{t('checkout.billingLegend')}</legend>
        <label className="choice-card choice-card-compact">
          <input
            type="radio"
            name="billing"
            value="same"
            checked={chosen === 'same'}
            onChange={onChange}
            data-testid="billing-same"
          />
          <span>{t('checkout.billingSame')}</span>
        </label>
        {others.length > 0 ? (
          <details className="checkout-billing-other" open={saved !== 'same' || undefined}>
            <summary>{t('checkout.billingOther')}</summary>
            <ul className="choice-cards" data-testid="checkout-billing-addresses">
              {others.map((address) => (
                <li key={address.id}>
                  <label className="choice-card">
                    <input
                      type="radio"
                      name="billing"
                      value={address.id}
                      checked={chosen === String(address.id)}
                      onChange={onChange}
                    />
                    <AddressLines address={address} />
                  </label>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </fieldset>
      {message ? (
        <p id={`${id}-error`} className="checkout-error" role="alert">
          {message}
        </p>
      ) : null}
      {hydrated || others.length === 0 ? null : (
        <button type="submit" className="button button-secondary checkout-nojs">
          {t('checkout.billingUse')}
        </button>
      )}
    </Form>
  );
}
