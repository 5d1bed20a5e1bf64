import { useId } from 'react';
import type { OrderCents } from '../../../modules/orders';
import { useLocale, useT, type Translate } from '../../i18n';
import { RELAY_CITY_PARAM, RELAY_POST_CODE_PARAM, type RelayChoice } from './checkout-state';

/**
 * The relay-point search's own GET form (rendered by the delivery options, outside their POST
 * form); the search fields below join it through their `form` attribute.
 */
export const RELAY_SEARCH_FORM_ID = 'checkout-relay-search';

/**
 * The relay points of the relay card: a search (post code, town) and the points as radio
 * cards with their address, distance and opening hours. Shown while the relay delivery is
 * ticked (CSS `:has`; browsers without it show it always).
 */
export function RelayPanel({
  relay,
  order,
  chosen,
  error,
  onChoose,
}: {
  relay: RelayChoice;
  order: OrderCents;
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
