import { useCallback, useId, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { LOCALES, localeForCountry, type Locale } from '../../../shared/locale';
import { useLocale, useT } from '../../i18n';
import { CloseIcon } from '../layout/icons';
import '../../styles/locale-panel.css';
import {
  CONSENT_MAX_AGE_S,
  COUNTRY_COOKIE,
  LOCALE_COOKIE,
  LOCALE_MAX_AGE_S,
  serialiseCookie,
} from '../consent/consent-rules';
import { useFocusTrap } from '../consent/focus-trap';
import { CountrySelect, type PanelCountry } from './country-select';
import { Flag, LOCALE_FLAG } from './flags';
import { useLocalePanel } from './locale-panel-context';
import { localizedPath } from './locale-target';

export type { PanelCountry } from './country-select';

export interface LocalePanelProps {
  /** Allowed countries (`is_allowed`), in display order. */
  countries: readonly PanelCountry[];
  /** The visitor's country (cookie, else detected), ISO alpha-2. */
  currentCountry: string;
  /** PRO customers cannot change their country here (SPEC §2). */
  isPro?: boolean;
  /** The signed-in customer: validating also saves the country to their account (SPEC §4, §6). */
  accountId?: number | null;
}

/** Language names in their own language (shown the same in every locale). */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
};

/** SPEC §4: how long the overlay shows before the reload (§9: 20 ms). */
export const RELOAD_DELAY_MS = 20;

/**
 * Saves the chosen country to a signed-in customer's account (SPEC §4, §6: non-PRO only; the
 * server refuses a PRO's change too). The page's cookie decides the shown prices either way, so
 * a failed save changes nothing the customer sees: the next validation tries again.
 */
async function saveAccountCountry(accountId: number, countryId: number): Promise<void> {
  try {
    await fetch(`/api/users/${accountId}`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ country_id: countryId }),
    });
  } catch {
    // Offline or refused: the cookie still carries the choice (see above).
  }
}

function setCookie(name: string, value: string, maxAgeS: number) {
  const secure = window.location.protocol === 'https:';
  document.cookie = serialiseCookie(name, value, { maxAgeS, secure });
}

/** SPEC §2/§4 country and language sidebar, on the right. */
export function LocalePanel(props: LocalePanelProps) {
  const { isOpen, close } = useLocalePanel();
  if (!isOpen) return null;
  return <LocalePanelDialog {...props} onClose={close} />;
}

function LocalePanelDialog({
  countries,
  currentCountry,
  isPro = false,
  accountId = null,
  onClose,
}: LocalePanelProps & { onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const matches = useMatches();
  const location = useLocation();
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const initialCountry = countries.some((c) => c.iso === currentCountry)
    ? currentCountry
    : (countries.find((c) => c.iso === 'FR')?.iso ?? countries[0]?.iso ?? currentCountry);
  const [country, setCountry] = useState(initialCountry);
  const [language, setLanguage] = useState<Locale>(locale);
  const [saving, setSaving] = useState(false);
  const changed = country !== initialCountry || language !== locale;
  const onEscape = useCallback(() => {
    if (!saving) onClose();
  }, [saving, onClose]);
  useFocusTrap(panel, true, onEscape);

  const chooseCountry = (iso: string) => {
    setCountry(iso);
    setLanguage(localeForCountry(iso)); // SPEC §9 suggestion; the visitor may change it
  };

  const validate = async () => {
    if (!changed || saving) return;
    setSaving(true);
    setCookie(COUNTRY_COOKIE, country, CONSENT_MAX_AGE_S);
    setCookie(LOCALE_COOKIE, language, LOCALE_MAX_AGE_S);
    const chosen = countries.find((c) => c.iso === country);
    if (accountId !== null && !isPro && chosen && country !== initialCountry)
      await saveAccountCountry(accountId, chosen.id);
    const target = localizedPath(matches, language, location.search);
    const here = location.pathname + location.search;
    window.setTimeout(() => {
      if (target === here) window.location.reload();
      else window.location.assign(target);
    }, RELOAD_DELAY_MS);
  };

  return (
    <div className="locale-panel-layer">
      <div className="locale-panel-backdrop" onClick={onEscape} aria-hidden="true" />
      <div
        ref={panel}
        className="locale-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-busy={saving}
        data-testid="locale-panel"
      >
        <div className="locale-panel-head">
          <h2 id={`${id}-title`}>{t('panel.title')}</h2>
          <button
            type="button"
            className="locale-panel-close"
            onClick={onEscape}
            aria-label={t('panel.close')}
          >
            <CloseIcon size={22} />
          </button>
        </div>
        <div className="locale-panel-body">
          <h3 className="locale-panel-label" id={`${id}-country`}>
            {t('panel.country')}
          </h3>
          <CountrySelect
            labelId={`${id}-country`}
            countries={countries}
            value={country}
            disabled={isPro}
            onChange={chooseCountry}
          />
          {isPro ? (
            <p className="locale-panel-warning" role="note">
              {t('panel.proLocked')}
            </p>
          ) : null}
          <fieldset className="locale-panel-languages">
            <legend className="locale-panel-label">{t('panel.language')}</legend>
            <div className="locale-grid">
              {LOCALES.map((code) => (
                <label
                  key={code}
                  className="locale-tile"
                  data-checked={code === language}
                  data-testid={`panel-language-${code}`}
                >
                  <input
                    type="radio"
                    name={`${id}-language`}
                    value={code}
                    checked={code === language}
                    onChange={() => setLanguage(code)}
                    className="visually-hidden"
                  />
                  <Flag iso={LOCALE_FLAG[code]} />
                  <span lang={code}>{LANGUAGE_NAMES[code]}</span>
                  <svg
                    className="locale-tile-check"
                    viewBox="0 0 24 24"
                    width="18"
                    height="18"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path
                      d="m5 12.5 4.5 4.5L19 7.5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.5"
                    />
                  </svg>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <div className="locale-panel-foot">
          <button
            type="button"
            className="button button-primary locale-panel-validate"
            disabled={!changed || saving}
            onClick={validate}
            data-testid="panel-validate"
          >
            {t('panel.validate')}
          </button>
        </div>
        {saving ? (
          <div className="locale-panel-overlay" role="status" data-testid="panel-overlay">
            <span className="locale-panel-spinner" aria-hidden="true" />
            <span>{t('panel.saving')}</span>
          </div>
        ) : null}
      </div>
    </div>
  );
}
