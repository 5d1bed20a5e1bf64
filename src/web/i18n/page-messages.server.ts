import { LOCALES, type Locale } from '../../shared/locale';
import { CATALOGUES, isBackOfficeKey, isLegalTextKey, type Messages } from './catalogues';

/**
 * Each language's page catalogue, computed once. Back-office pages exist in French and English
 * only (other languages redirect), so the other four leave the back office's keys out.
 */
const PAGE_MESSAGES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(
      Object.entries(CATALOGUES[locale]).filter(
        ([key]) =>
          !isLegalTextKey(key) && (locale === 'fr' || locale === 'en' || !isBackOfficeKey(key)),
      ),
    ) as Messages,
  ]),
) as Readonly<Record<Locale, Messages>>;

const PAGE_MESSAGES_JSON = Object.fromEntries(
  LOCALES.map((locale) => [locale, JSON.stringify(PAGE_MESSAGES[locale])]),
) as Readonly<Record<Locale, string>>;

/** The UI texts a page in `locale` needs in the browser (~21 KB of JSON, ~6.5 KB gzip). */
export function pageMessages(locale: Locale): Messages {
  return PAGE_MESSAGES[locale];
}

/**
 * The same as one JSON string, what the root loader returns: React Router's encoding of a
 * 400-key object adds an index per key (~1.5 KB gzip more in every page's HTML).
 */
export function pageMessagesJson(locale: Locale): string {
  return PAGE_MESSAGES_JSON[locale];
}
