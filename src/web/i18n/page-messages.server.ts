import { LOCALES, type Locale } from '../../shared/locale';
import { CATALOGUES, isLegalTextKey, type Messages } from './catalogues';

/** Each language's page catalogue, computed once: the root loader sends it with every page. */
const PAGE_MESSAGES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(
      Object.entries(CATALOGUES[locale]).filter(([key]) => !isLegalTextKey(key)),
    ) as Messages,
  ]),
) as Readonly<Record<Locale, Messages>>;

/** The UI texts a page in `locale` needs in the browser (~19 KB of JSON, ~6.5 KB gzip). */
export function pageMessages(locale: Locale): Messages {
  return PAGE_MESSAGES[locale];
}
