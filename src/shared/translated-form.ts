import { LOCALES, type Locale } from './locale';

/**
 * A translated text posted by `TranslatedFields` (`{name}.{locale}` fields): each language's
 * value trimmed, empty languages left out.
 */
export function translatedFromForm(
  form: Pick<FormData, 'get'> | URLSearchParams,
  name: string,
): Partial<Record<Locale, string>> {
  const values: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const value = form.get(`${name}.${locale}`);
    if (typeof value === 'string' && value.trim()) values[locale] = value.trim();
  }
  return values;
}
