import { useId } from 'react';
import { useFetcher } from 'react-router';
import type { OrderDto } from '../../../modules/orders';
import { useT } from '../../i18n';
import type { FormState } from '../form/form-state';
import { useHydrated } from '../use-hydrated';
import { FETCH_FIELD, MAX_CODE, fieldError, isInline } from './checkout-state';

/**
 * The promo code (SPEC §1 -5 % to -20 %, §8 "message for a valid code applied"): a field and
 * "Apply", the code applied with "Remove the code", the server's verdict in words. Plain forms
 * without JavaScript (the page comes back with `?promo=applied`), one fetcher with it.
 */
export function PromoCode({
  order,
  path,
  failure,
  notice,
}: {
  order: OrderDto;
  path: string;
  /** The page's answer to a post without JavaScript (intent `code` / `code_remove`). */
  failure?: FormState;
  /** After a change without JavaScript: "The code … is applied". */
  notice: string | null;
}) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const fetcher = useFetcher<FormState>({ key: 'checkout-promo' });
  const answer = fetcher.state === 'idle' && fetcher.data ? fetcher.data : failure;
  const error = isInline(answer) ? (fieldError(answer, 'code') ?? answer?.message) : undefined;
  const success = answer?.message === undefined ? (answer?.notice ?? notice) : null;
  const busy = fetcher.state !== 'idle';
  return (
    <div className="checkout-promo" data-testid="promo-code">
      {order.code ? (
        <fetcher.Form method="post" action={path} preventScrollReset className="promo-applied">
          <input type="hidden" name="intent" value="code_remove" />
          {hydrated ? <input type="hidden" name={FETCH_FIELD} value="1" /> : null}
          <p data-testid="promo-current">
            {t('checkout.promoCurrent', { code: order.code.name, value: order.code.value })}
          </p>
          <button
            type="submit"
            className="checkout-link-button"
            disabled={busy}
            data-testid="promo-remove"
          >
            {t('checkout.promoRemove')}
          </button>
        </fetcher.Form>
      ) : null}
      <fetcher.Form
        method="post"
        action={path}
        preventScrollReset
        className="promo-form"
        key={order.code?.id ?? 'none'}
        noValidate
      >
        <input type="hidden" name="intent" value="code" />
        {hydrated ? <input type="hidden" name={FETCH_FIELD} value="1" /> : null}
        <div className="field" data-invalid={error ? 'true' : undefined}>
          <label htmlFor={`${id}-code`}>{t('checkout.promoLabel')}</label>
          <div className="promo-form-row">
            <input
              id={`${id}-code`}
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={MAX_CODE}
              defaultValue={failure?.values?.code ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              data-testid="promo-input"
            />
            <button
              type="submit"
              className="button button-secondary"
              disabled={busy}
              data-testid="promo-apply"
            >
              {t('checkout.promoApply')}
            </button>
          </div>
        </div>
      </fetcher.Form>
      <div aria-live="polite" className="promo-messages">
        {error ? (
          <p id={`${id}-error`} className="checkout-error" data-testid="promo-error">
            {error}
          </p>
        ) : success ? (
          <p className="checkout-success" data-testid="promo-notice">
            {success}
          </p>
        ) : null}
      </div>
    </div>
  );
}
