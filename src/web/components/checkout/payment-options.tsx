import { useId, useState, type ChangeEvent } from 'react';
import { useFetcher } from 'react-router';
import { formatPrice } from '../../../shared/money';
import { paymentMethodName } from '../../../shared/payment-methods';
import { useLocale, useT, type MessageKey } from '../../i18n';
import type { FormState } from '../form/form-state';
import { FETCH_FIELD, MAX_INSTRUCTIONS, fieldError, isInline } from './checkout-state';

/** The id of the place-order form (the summary's terms box and button belong to it). */
export const PAYMENT_FORM_ID = 'checkout-payment-form';

/** A way to pay as the payment step offers it (payment-choice.service's answer). */
export interface PaymentMethodView {
  code: string;
  fees_cents: number;
  instalments?: ReadonlyArray<{ due_date: string; amount_cents: number }>;
}

/**
 * Explanations and the logos (as text) of each payment method code (SPEC §4); the methods'
 * names are the shop's one list (shared/payment-methods.ts, their `checkout` form).
 */
const METHODS: Readonly<Record<string, { text: MessageKey; logos: readonly string[] }>> = {
  monetico: { text: 'checkout.pay.cardText', logos: ['CB', 'Visa', 'Mastercard'] },
  paybox: { text: 'checkout.pay.cardText', logos: ['CB', 'Visa', 'Mastercard'] },
  paypal: { text: 'checkout.pay.paypalText', logos: ['PayPal'] },
  limonetik_3x: { text: 'checkout.pay.instalmentsText', logos: ['3x'] },
  limonetik_4x: { text: 'checkout.pay.instalmentsText', logos: ['4x'] },
  transfer: { text: 'checkout.pay.transferText', logos: ['SEPA'] },
  check: { text: 'checkout.pay.checkText', logos: [] },
  store: { text: 'checkout.pay.storeText', logos: [] },
};

/**
 * The ways to pay this order as radio cards (label, logos, explanation, fees, the 3x / 4x
 * schedule), inside the place-order form; with JavaScript a choice is also saved at
 * once (fees and total follow without a reload).
 */
export function PaymentOptions({
  methods,
  saved,
  path,
  failure,
}: {
  methods: readonly PaymentMethodView[];
  saved: string | null;
  path: string;
  failure?: FormState;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const fetcher = useFetcher<FormState>({ key: 'checkout-payment' });
  const answer = fetcher.state === 'idle' && fetcher.data?.message ? fetcher.data : failure;
  const error = isInline(answer) ? fieldError(answer, 'payment_method') : undefined;
  const [picked, setPicked] = useState(saved);
  const [known, setKnown] = useState(saved);
  if (saved !== known) {
    setKnown(saved);
    setPicked(saved);
  }
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setPicked(event.target.value);
    void fetcher.submit(
      { intent: 'payment', payment_method: event.target.value, [FETCH_FIELD]: '1' },
      { method: 'post', action: path, preventScrollReset: true },
    );
  };
  if (methods.length === 0) {
    return (
      <p className="checkout-error" role="alert">
        {t('checkout.paymentNone')}
      </p>
    );
  }
  return (
    <>
      <fieldset
        className="checkout-fieldset"
        aria-describedby={error ? `${id}-error` : undefined}
        aria-busy={fetcher.state !== 'idle' || undefined}
      >
        <legend className="visually-hidden">{t('checkout.paymentLegend')}</legend>
        <ul className="choice-cards payment-options" data-testid="payment-options">
          {methods.map((method) => {
            const labels = METHODS[method.code];
            return (
              <li key={method.code} data-code={method.code} data-testid="payment-option">
                <label className="choice-card">
                  <input
                    type="radio"
                    name="payment_method"
                    value={method.code}
                    checked={picked === method.code}
                    onChange={onChange}
                    aria-invalid={error ? true : undefined}
                  />
                  <span className="payment-option-text">
                    <span className="payment-option-head">
                      <strong>
                        {paymentMethodName(locale, 'checkout', method.code) ?? method.code}
                      </strong>
                      {labels && labels.logos.length > 0 ? (
                        <span className="payment-logos" aria-hidden="true">
                          {labels.logos.map((logo) => (
                            <span key={logo} className="payment-logo" data-logo={logo}>
                              {logo}
                            </span>
                          ))}
                        </span>
                      ) : null}
                    </span>
                    {labels ? (
                      <span className="payment-option-description">{t(labels.text)}</span>
                    ) : null}
                    {method.instalments && method.instalments.length > 0 ? (
                      <Schedule instalments={method.instalments} />
                    ) : null}
                  </span>
                  <span className="payment-option-fees">
                    {method.fees_cents > 0
                      ? t('checkout.fees', { amount: formatPrice(method.fees_cents) })
                      : t('checkout.noFees')}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {error ? (
        <p id={`${id}-error`} className="checkout-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The 3x / 4x instalments: today's, then each one's date. */
function Schedule({
  instalments,
}: {
  instalments: ReadonlyArray<{ due_date: string; amount_cents: number }>;
}) {
  const t = useT();
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <span className="payment-schedule">
      <span className="visually-hidden">{t('checkout.instalmentsTitle')}</span>
      {instalments.map((instalment, index) => (
        <span key={instalment.due_date}>
          {index === 0
            ? t('checkout.instalmentToday', { amount: formatPrice(instalment.amount_cents) })
            : t('checkout.instalmentOn', {
                date: date.format(new Date(`${instalment.due_date}T00:00:00Z`)),
                amount: formatPrice(instalment.amount_cents),
              })}
        </span>
      ))}
    </span>
  );
}

/**
 * Gift marking and delivery instructions, inside the place-order form; with JavaScript the box is
 * saved when ticked and the text when the field is left.
 */
export function OrderExtras({
  isGift,
  instructions,
  path,
  failure,
}: {
  isGift: boolean;
  instructions: string | null;
  path: string;
  failure?: FormState;
}) {
  const t = useT();
  const id = useId();
  const fetcher = useFetcher<FormState>({ key: 'checkout-extras' });
  const answer = fetcher.state === 'idle' && fetcher.data?.message ? fetcher.data : failure;
  const error = isInline(answer) ? fieldError(answer, 'customer_instructions') : undefined;
  const save = (body: Record<string, string>) =>
    void fetcher.submit(
      { ...body, [FETCH_FIELD]: '1' },
      { method: 'post', action: path, preventScrollReset: true },
    );
  return (
    <div className="checkout-extras">
      <input type="hidden" name="is_gift_shown" value="1" />
      <div className="field field-checkbox">
        <input
          type="checkbox"
          id={`${id}-gift`}
          name="is_gift"
          value="1"
          defaultChecked={isGift}
          data-testid="checkout-gift"
          onChange={(event) => save({ intent: 'gift', is_gift: event.target.checked ? '1' : '' })}
        />
        <label htmlFor={`${id}-gift`}>{t('checkout.gift')}</label>
      </div>
      <div className="field" data-invalid={error ? 'true' : undefined}>
        <label htmlFor={`${id}-instructions`}>{t('checkout.instructions')}</label>
        <textarea
          id={`${id}-instructions`}
          name="customer_instructions"
          rows={3}
          maxLength={MAX_INSTRUCTIONS}
          defaultValue={failure?.values?.customer_instructions ?? instructions ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          data-testid="checkout-instructions"
          onBlur={(event) => {
            // Leaving for "Place the order": that post saves the text itself (one write, no race).
            const next = event.relatedTarget;
            if (next instanceof HTMLElement && next.getAttribute('form') === PAYMENT_FORM_ID)
              return;
            const value = event.target.value.trim();
            if (value !== (instructions ?? '') && value.length <= MAX_INSTRUCTIONS)
              save({ intent: 'instructions', customer_instructions: value });
          }}
        />
        <p id={`${id}-hint`} className="field-hint">
          {t('checkout.instructionsHint')}
        </p>
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
