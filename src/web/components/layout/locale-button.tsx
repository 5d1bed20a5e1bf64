import { useLocale, useT } from '../../i18n';
import { Flag, LANGUAGE_NAMES, useLocalePanel } from '../locale-panel';

/**
 * Header language selector: the flag of the visitor's country (chosen or detected) and the
 * language code; it opens the country and language sidebar.
 */
export function LocaleButton({ country }: { country: string }) {
  const t = useT();
  const locale = useLocale();
  const panel = useLocalePanel();
  const countryName = regionName(country, locale);
  return (
    <button
      type="button"
      className="header-action locale-button"
      data-testid="locale-button"
      aria-haspopup="dialog"
      aria-expanded={panel.isOpen}
      aria-label={t('header.localeButton', {
        country: countryName,
        language: LANGUAGE_NAMES[locale],
      })}
      onClick={() => panel.open()}
    >
      <Flag iso={country} className="locale-flag" />
      <span className="locale-code" aria-hidden="true">
        {locale.toUpperCase()}
      </span>
    </button>
  );
}

function regionName(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}
