/** The six shop languages. French is the default and has no URL prefix. */
export const LOCALES = ['fr', 'en', 'es', 'de', 'it', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';
export const DEFAULT_COUNTRY = 'FR';

/** A text in every shop language (small reference labels: countries, filters, promo names). */
export type Translated = Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Reads a locale from a header-like value ("en", "en-GB", "EN"); unknown → fr. */
export function parseLocale(value: string | null | undefined): Locale {
  const code = value?.trim().slice(0, 2).toLowerCase();
  return isLocale(code) ? code : DEFAULT_LOCALE;
}

/** Reads an ISO 3166-1 alpha-2 country code; unknown or malformed → FR. */
export function parseCountry(value: string | null | undefined): string {
  const iso = value?.trim().toUpperCase();
  return iso && /^[A-Z]{2}$/.test(iso) ? iso : DEFAULT_COUNTRY;
}

/** SPEC §9: default en; Belgium and Switzerland → fr; otherwise the locale matching the iso. */
export function localeForCountry(iso: string): Locale {
  const code = iso.toUpperCase();
  if (code === 'BE' || code === 'CH') return 'fr';
  const lower = code.toLowerCase();
  return isLocale(lower) ? lower : 'en';
}

/** Picks a translation, falling back to French, then to any non-empty value. */
export function pick(
  t: Partial<Record<Locale, string>> | null | undefined,
  locale: Locale,
): string {
  if (!t) return '';
  return t[locale] || t[DEFAULT_LOCALE] || Object.values(t).find(Boolean) || '';
}
