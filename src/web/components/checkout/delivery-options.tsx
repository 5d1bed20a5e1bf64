import { useId, useState } from 'react';
import { Form, useFetcher } from 'react-router';
import type { OrderCents, ShippingRangeCents } from '../../../modules/orders';
import { formatPrice } from '../../../shared/money';
import { useLocale, useT } from '../../i18n';
import type { FormState } from '../form/form-state';
import { useHydrated } from '../use-hydrated';
import {
  FETCH_FIELD,
  RELAY_CITY_PARAM,
  RELAY_POST_CODE_PARAM,
  fieldError,
  type ExpressPromise,
  type RelayChoice,
  isInline,
} from './checkout-state';
import { RELAY_SEARCH_FORM_ID, RelayPanel } from './relay-panel';

/** The id of the delivery form (the summary's "Continue" button submits it). */
export const DELIVERY_FORM_ID = 'checkout-delivery-form';

/**
 * The deliveries for the chosen address (SPEC §4, §9) as radio cards: name, description, price
 * incl. tax ("Free" at 0), the express promise, the shop's hours for a pickup there, and for a
 * relay delivery the points near the address (or a searched post code / town) to choose from.
 *
 * One form: without JavaScript the shopper ticks a delivery (and a point) and sends it with
 * "Choose this delivery" or the summary's "Continue to payment". With JavaScript a delivery is
 * saved as soon as it is ticked (a relay one once its point is ticked), totals follow without
 * a reload. The point search is a GET form of its own (its fields sit in the relay card through
 * the `form` attribute): the URL keeps the search, so it also works without JavaScript.
 */
export function DeliveryOptions({
  ranges,
  order,
  relay,
  storeAddress = null,
  express,
  path,
  failure,
}: {
  ranges: readonly ShippingRangeCents[];
  order: OrderCents;
  relay: RelayChoice | null;
  /** The shop's address, where a store pickup is collected (one line per row). */
  storeAddress?: readonly string[] | null;
  express: ExpressPromise;
  path: string;
  failure?: FormState;
}) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const fetcher = useFetcher<FormState>({ key: 'checkout-delivery' });
  const answer = fetcher.state === 'idle' && fetcher.data?.message ? fetcher.data : failure;
  // An answer about the choice stops applying once the shopper chooses again ("Continue"
  // without a delivery, then a delivery ticked): its message and red borders go.
  const [answered, setAnswered] = useState<ReadonlyArray<FormState | undefined>>([]);
  const error = isInline(answer) && !answered.includes(answer) ? answer : undefined;
  const chosenAgain = () => setAnswered((seen) => [...seen, failure, fetcher.data]);

  // What the form shows: the saved delivery, or what the shopper ticked since (a relay
  // delivery waits for its point before it is saved).
  const saved = order.shipping_method_range_id;
  const [picked, setPicked] = useState<number | null>(saved);
  const [known, setKnown] = useState(saved);
  if (saved !== known) {
    setKnown(saved);
    setPicked(saved);
  }
  const savedPoint = order.relay_point?.id ?? null;
  const [point, setPoint] = useState<string | null>(savedPoint);
  const [knownPoint, setKnownPoint] = useState(savedPoint);
  if (savedPoint !== knownPoint) {
    setKnownPoint(savedPoint);
    setPoint(savedPoint);
  }

  const send = (rangeId: number, relayPointId?: string) => {
    const body: Record<string, string> = {
      intent: 'shipping',
      range_id: String(rangeId),
      [FETCH_FIELD]: '1',
    };
    if (relayPointId && relay) {
      body.relay_point_id = relayPointId;
      body[RELAY_POST_CODE_PARAM] = relay.postCode;
      body[RELAY_CITY_PARAM] = relay.city;
    }
    void fetcher.submit(body, { method: 'post', action: path, preventScrollReset: true });
  };
  const choose = (range: ShippingRangeCents) => {
    chosenAgain();
    setPicked(range.id);
    if (range.shipping_method.kind !== 'relay') send(range.id);
    else if (point && relay?.points.some((p) => p.id === point)) send(range.id, point);
  };
  const choosePoint = (range: ShippingRangeCents, pointId: string) => {
    chosenAgain();
    setPicked(range.id);
    setPoint(pointId);
    send(range.id, pointId);
  };

  const rangeError = fieldError(error, 'range_id');
  const pointError = fieldError(error, 'relay_point_id');
  return (
    <>
      <Form
        id={DELIVERY_FORM_ID}
        method="post"
        action={path}
        preventScrollReset
        className="checkout-choice-form"
        data-testid="delivery-form"
      >
        {relay ? (
          <>
            <input type="hidden" name={RELAY_POST_CODE_PARAM} value={relay.postCode} />
            <input type="hidden" name={RELAY_CITY_PARAM} value={relay.city} />
          </>
        ) : null}
        <fieldset
          className="checkout-fieldset"
          aria-describedby={rangeError ? `${id}-error` : undefined}
          aria-busy={fetcher.state !== 'idle' || undefined}
        >
          <legend className="visually-hidden">{t('checkout.methodsLegend')}</legend>
          <ul className="choice-cards delivery-options" data-testid="delivery-options">
            {ranges.map((range) => {
              const method = range.shipping_method;
              const isRelay = method.kind === 'relay' && relay?.methodId === method.id;
              return (
                <li
                  key={range.id}
                  className="delivery-option"
                  data-kind={method.kind}
                  data-code={method.code}
                  data-testid="delivery-option"
                >
                  <label className="choice-card">
                    <input
                      type="radio"
                      name="range_id"
                      value={range.id}
                      checked={picked === range.id}
                      onChange={() => choose(range)}
                      aria-invalid={rangeError ? true : undefined}
                    />
                    <span className="delivery-option-text">
                      <strong className="delivery-option-name">{method.name}</strong>
                      <span className="delivery-option-description">{method.description}</span>
                      {method.kind === 'express' ? (
                        <span className="delivery-option-promise" data-testid="express-promise">
                          <ExpressText express={express} />
                        </span>
                      ) : null}
                      {method.kind === 'store' && storeAddress ? (
                        <span className="delivery-option-address" data-testid="store-address">
                          {t('checkout.storeAddress', { address: storeAddress.join(', ') })}
                        </span>
                      ) : null}
                      {method.kind === 'store' ? (
                        <span className="delivery-option-hours" data-testid="store-hours">
                          {t('checkout.storeHours')}
                        </span>
                      ) : null}
                    </span>
                    <span
                      className="delivery-option-price"
                      data-free={range.price_ttc_cents === 0 || undefined}
                      data-testid="delivery-option-price"
                    >
                      {range.price_ttc_cents === 0
                        ? t('checkout.free')
                        : formatPrice(range.price_ttc_cents)}
                    </span>
                  </label>
                  {isRelay ? (
                    <RelayPanel
                      relay={relay}
                      order={order}
                      chosen={point}
                      error={pointError}
                      onChoose={(pointId) => choosePoint(range, pointId)}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </fieldset>
        {rangeError ? (
          <p id={`${id}-error`} className="checkout-error" role="alert">
            {rangeError}
          </p>
        ) : null}
        {hydrated ? null : (
          <button
            type="submit"
            name="intent"
            value="shipping"
            className="button button-secondary checkout-nojs"
          >
            {t('checkout.chooseMethod')}
          </button>
        )}
      </Form>
      {relay ? (
        <Form
          id={RELAY_SEARCH_FORM_ID}
          method="get"
          action={path}
          preventScrollReset
          replace
          hidden
        />
      ) : null}
    </>
  );
}

/** SPEC §9: "Order before 12:00 and receive it on Tuesday 14 April". */
function ExpressText({ express }: { express: ExpressPromise }) {
  const t = useT();
  const locale = useLocale();
  const zone = { timeZone: 'Europe/Paris' } as const;
  const time = new Intl.DateTimeFormat(locale, { ...zone, hour: '2-digit', minute: '2-digit' });
  const day = new Intl.DateTimeFormat(locale, { ...zone, weekday: 'long' });
  const date = new Intl.DateTimeFormat(locale, {
    ...zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const cutoff = new Date(express.cutoff);
  const vars = {
    time: time.format(cutoff),
    day: day.format(cutoff),
    date: date.format(new Date(express.delivery)),
  };
  return <>{t(express.cutoffToday ? 'checkout.expressToday' : 'checkout.expressLater', vars)}</>;
}
