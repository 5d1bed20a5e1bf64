import { useId, useState } from 'react';
import { Form, useFetcher } from 'react-router';
import type { OrderDto, ShippingRangeDto } from '../../../modules/orders';
import { formatPrice } from '../../../shared/money';
import { useLocale, useT, type Translate } from '../../i18n';
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
  toCents,
} from './checkout-state';

/** The id of the delivery form (the summary's "Continue" button submits it). */
export const DELIVERY_FORM_ID = 'checkout-delivery-form';
const RELAY_SEARCH_FORM_ID = 'checkout-relay-search';

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
  ranges: readonly ShippingRangeDto[];
  order: OrderDto;
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
  const choose = (range: ShippingRangeDto) => {
    chosenAgain();
    setPicked(range.id);
    if (range.shipping_method.kind !== 'relay') send(range.id);
    else if (point && relay?.points.some((p) => p.id === point)) send(range.id, point);
  };
  const choosePoint = (range: ShippingRangeDto, pointId: string) => {
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
                      data-free={range.price_ttc === 0 || undefined}
                      data-testid="delivery-option-price"
                    >
                      {range.price_ttc === 0
                        ? t('checkout.free')
                        : formatPrice(toCents(range.price_ttc))}
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

/**
 * The relay points of the relay card: a search (post code, town) and the points as radio
 * cards with their address, distance and opening hours. Shown while the relay delivery is
 * ticked (CSS `:has`; browsers without it show it always).
 */
function RelayPanel({
  relay,
  order,
  chosen,
  error,
  onChoose,
}: {
  relay: RelayChoice;
  order: OrderDto;
  chosen: string | null;
  error: string | undefined;
  onChoose: (pointId: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const saved = order.relay_point;
  const savedListed = saved !== null && relay.points.some((p) => p.id === saved.id);
  return (
    <div className="relay-panel" data-testid="relay-panel">
      <p className="relay-panel-title" id={`${id}-title`}>
        {t('checkout.relayTitle')}
      </p>
      <fieldset className="relay-search">
        <legend>{t('checkout.relaySearchLegend')}</legend>
        <div className="relay-search-fields">
          <div className="field">
            <label htmlFor={`${id}-post-code`}>{t('address.postCode')}</label>
            <input
              id={`${id}-post-code`}
              name={RELAY_POST_CODE_PARAM}
              form={RELAY_SEARCH_FORM_ID}
              defaultValue={relay.postCode}
              autoComplete="postal-code"
              maxLength={12}
              data-testid="relay-post-code"
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-city`}>{t('address.city')}</label>
            <input
              id={`${id}-city`}
              name={RELAY_CITY_PARAM}
              form={RELAY_SEARCH_FORM_ID}
              defaultValue={relay.city}
              autoComplete="address-level2"
              maxLength={100}
              data-testid="relay-city"
            />
          </div>
          <button
            type="submit"
            form={RELAY_SEARCH_FORM_ID}
            className="button button-secondary"
            data-testid="relay-search"
          >
            {t('checkout.relaySearch')}
          </button>
        </div>
      </fieldset>
      {saved && !savedListed ? (
        <p className="relay-chosen" data-testid="relay-chosen">
          {t('checkout.relayChosen', {
            name: saved.name,
            address: saved.address,
            postCode: saved.post_code,
            city: saved.city,
          })}
        </p>
      ) : null}
      {relay.points.length === 0 ? (
        <p className="checkout-note" role="status">
          {t('checkout.relayNone')}
        </p>
      ) : (
        <fieldset
          className="checkout-fieldset"
          aria-labelledby={`${id}-title`}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <ul className="relay-points" data-testid="relay-points">
            {relay.points.map((point) => (
              <li key={point.id}>
                <label className="choice-card relay-point" data-testid="relay-point">
                  <input
                    type="radio"
                    name="relay_point_id"
                    value={point.id}
                    checked={chosen === point.id}
                    onChange={() => onChoose(point.id)}
                    aria-invalid={error ? true : undefined}
                  />
                  <span className="relay-point-text">
                    <strong>{point.name}</strong>
                    <span>
                      {point.address}, {point.post_code} {point.city}
                    </span>
                    <span className="relay-point-distance">
                      {t('checkout.relayDistance', {
                        distance: distance(point.distance_m, locale),
                      })}
                    </span>
                    <span className="relay-point-hours">
                      <span className="visually-hidden">{t('checkout.relayHours')}</span>
                      {openingHours(point.opening_hours, locale, t).map((line) => (
                        <span key={line}>{line}</span>
                      ))}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {error ? (
        <p id={`${id}-error`} className="checkout-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function distance(metres: number, locale: string): string {
  const kilometres = metres >= 1000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: kilometres ? 'kilometer' : 'meter',
    maximumFractionDigits: kilometres ? 1 : 0,
  }).format(kilometres ? metres / 1000 : Math.round(metres / 10) * 10);
}

/** Monday-first hours as lines, consecutive days alike grouped: "lun. – ven. : 09:00–19:00". */
function openingHours(hours: readonly string[], locale: string, t: Translate): string[] {
  // 2024-01-01 was a Monday.
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const name = (index: number) => weekday.format(new Date(Date.UTC(2024, 0, 1 + index)));
  const lines: string[] = [];
  let start = 0;
  for (let index = 1; index <= hours.length; index += 1) {
    if (index < hours.length && hours[index] === hours[start]) continue;
    const days = index - 1 === start ? name(start) : `${name(start)} – ${name(index - 1)}`;
    const text = hours[start]?.trim() || t('checkout.relayClosed');
    lines.push(t('checkout.relayHoursLine', { days, hours: text }));
    start = index;
  }
  return lines;
}
