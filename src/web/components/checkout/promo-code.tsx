import { useId } from 'react';
import { useFetcher } from 'react-router';
import type { OrderCents } from '../../../modules/orders';
import { formatPrice } from '../../../shared/money';
import { codeValueText } from './code-value';
import { useT } from '../../i18n';
import type { FormState } from '../form/form-state';
import { useHydrated } from '../use-hydrated';
import './checkout.css';
import { FETCH_FIELD, MAX_CODE, fieldError, isInline } from './checkout-state';

/**
 * The promo code (SPEC §1 -5 % to -20 %, or a fixed amount: 043; §8 "message for a valid code applied") and the gift
 * card, typed in one field: "Apply", then each applied with its own "Remove", the server's
 * verdict in words (a code kept on the cart that no longer holds says why). Plain forms without
 * JavaScript (the page comes back with `?promo=applied`, `card_applied`…), one fetcher with it.
 * On the cart page and the payment step.
 */
export function PromoCode({
  order,
  path,
  failure,
  notice,
}: {
  order: OrderCents;
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
      {order.code || order.code_refused ? (
        <fetcher.Form method="post" action={path} preventScrollReset className="promo-applied">
          <input type="hidden" name="intent" value="code_remove" />
          {hydrated ? <input type="hidden" name={FETCH_FIELD} value="1" /> : null}
          {order.code ? (
            <p data-testid="promo-current">
              {order.code.scope.length > 0
                ? t('checkout.promoCurrentScoped', {
                    code: order.code.name,
                    value: codeValueText(order.code),
                    scope: order.code.scope.join(', '),
                  })
                : t('checkout.promoCurrent', {
                    code: order.code.name,
                    value: codeValueText(order.code),
                  })}
            </p>
          ) : order.code_refused ? (
            <p className="checkout-error" data-testid="promo-refused">
              {order.code_refused.reason === 'not_eligible'
                ? t('checkout.promoNotEligible', {
                    code: order.code_refused.name,
                    scope: order.code_refused.scope.join(', '),
                  })
                : t('checkout.promoNotApplied', { code: order.code_refused.name })}
            </p>
          ) : null}
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
      {order.gift_card ? (
        <fetcher.Form method="post" action={path} preventScrollReset className="promo-applied">
          <input type="hidden" name="intent" value="gift_card_remove" />
          {hydrated ? <input type="hidden" name={FETCH_FIELD} value="1" /> : null}
          <p data-testid="gift-card-current">
            {t('checkout.giftCardCurrent', {
              code: order.gift_card.code,
              used: formatPrice(order.gift_card.used_cents),
              left: formatPrice(order.gift_card.left_after_cents),
            })}
          </p>
          <button
            type="submit"
            className="checkout-link-button"
            disabled={busy}
            data-testid="gift-card-remove"
          >
            {t('checkout.giftCardRemove')}
          </button>
        </fetcher.Form>
      ) : null}
      <fetcher.Form
        method="post"
        action={path}
        preventScrollReset
        className="promo-form"
        key={`${order.code?.id ?? 'none'}-${order.gift_card?.id ?? 'none'}`}
        noValidate
      >
        <input type="hidden" name="intent" value="code" />
        {hydrated ? <input type="hidden" name={FETCH_FIELD} value="1" /> : null}
        <div className="field" data-invalid={error ? 'true' : undefined}>
          <label htmlFor={`${id}-code`}>{t('checkout.codeLabel')}</label>
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
