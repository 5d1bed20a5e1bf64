import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
/* Only the pure plate rules (the server checks with the
   same ones): the vehicles index also exports its repo and Drizzle tables, which would land in
   the browser bundle (module-level calls). */
import {
  PLATE_INPUT_MAX,
  PLATE_INPUT_PATTERN,
  parsePlate,
} from '../../../modules/vehicles/plates.rules';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import { SEARCH_PARAMS } from './search-params';

/** What a search ended with, when it did not land on a vehicle page. */
export type PlateOutcome = 'invalid' | 'unknown' | 'error';

export interface PlateSearchProps {
  /** The plate and outcome of a search answered by the server (form sent without JavaScript). */
  initialPlate?: string;
  initialOutcome?: PlateOutcome | null;
  /** Told when the plate is not found (or the search failed): the picker takes over. */
  onOutcome?: (outcome: PlateOutcome | null) => void;
}

interface VehicleAnswer {
  data: { slug: string; brand: { slug: string } };
}

/**
 * Licence-plate search: checks the format in the browser with the same rule as the server
 * (`parsePlate`), asks GET /api/vehicles/plate/{plate}, and goes to the vehicle page. An
 * unknown plate shows a friendly message and hands over to the brand → model picker.
 */
export function PlateSearch({
  initialPlate = '',
  initialOutcome = null,
  onOutcome,
}: PlateSearchProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialPlate);
  const [outcome, setOutcome] = useState<PlateOutcome | null>(initialOutcome);
  const [searching, setSearching] = useState(false);

  const finish = (next: PlateOutcome | null) => {
    setOutcome(next);
    setSearching(false);
    onOutcome?.(next);
    if (next === 'invalid') input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (searching) return;
    const parsed = parsePlate(value);
    if (!parsed.ok) return finish('invalid');
    setValue(parsed.display);
    setSearching(true);
    try {
      const response = await fetch(`/api/vehicles/plate/${encodeURIComponent(parsed.plate)}`, {
        headers: { accept: 'application/json', language: locale },
      });
      if (response.ok) {
        const { data } = (await response.json()) as VehicleAnswer;
        finish(null);
        await navigate(
          href('marques-slug-vehicle', { slug: data.brand.slug, vehicle: data.slug }, locale),
        );
        return;
      }
      finish(response.status === 422 ? 'invalid' : response.status === 404 ? 'unknown' : 'error');
    } catch {
      finish('error');
    }
  };

  const messageId = `${id}-message`;
  const message =
    outcome === 'invalid'
      ? t('vehicleSearch.plateInvalid')
      : outcome === 'unknown'
        ? t('vehicleSearch.plateUnknown')
        : outcome === 'error'
          ? t('vehicleSearch.plateError')
          : null;

  return (
    <form
      className="plate-search"
      method="get"
      action={href('index', null, locale)}
      onSubmit={submit}
      noValidate
      data-testid="plate-search"
    >
      <label className="visually-hidden" htmlFor={`${id}-plate`}>
        {t('vehicleSearch.plateLabel')}
      </label>
      <div className="plate-row">
        <div className="plate-input">
          <span className="plate-band" aria-hidden="true">
            <span className="plate-stars" />F
          </span>
          <input
            ref={input}
            id={`${id}-plate`}
            name={SEARCH_PARAMS.plate}
            type="text"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={PLATE_INPUT_MAX}
            pattern={PLATE_INPUT_PATTERN}
            placeholder={t('vehicleSearch.platePlaceholder')}
            required
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (outcome === 'invalid') setOutcome(null);
            }}
            aria-invalid={outcome === 'invalid' ? true : undefined}
            aria-describedby={`${id}-hint${message ? ` ${messageId}` : ''}`}
            data-testid="plate-input"
          />
          <span className="plate-band plate-band-end" aria-hidden="true" />
        </div>
        <button
          type="submit"
          className="button button-brand plate-submit"
          aria-busy={searching ? true : undefined}
          data-testid="plate-submit"
        >
          {searching ? t('vehicleSearch.plateSearching') : t('vehicleSearch.plateSubmit')}
        </button>
      </div>
      <p id={`${id}-hint`} className="plate-hint">
        {t('vehicleSearch.plateHint')}
      </p>
      <div role="alert" id={messageId} className="plate-alert">
        {message ? (
          <p
            className={`vehicle-message vehicle-message-${outcome === 'invalid' ? 'error' : 'info'}`}
            data-testid="plate-message"
          >
            {message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
