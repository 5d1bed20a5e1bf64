/**
 * A product document's title per language, from the API's JSON or the page's form. French (the
 * shop's default) is required: every other language falls back to it on the product page.
 * Pure: no I/O.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locale';
import type { QueryErrors } from '../../shared/api-query';

export const DOCUMENT_TITLE_MAX = 150;

export type DocumentTitleResult =
  { ok: true; value: Partial<Record<Locale, string>> } | { ok: false; errors: QueryErrors };

export function parseDocumentTitle(raw: unknown): DocumentTitleResult {
  const given = raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
  const value: Partial<Record<Locale, string>> = {};
  const errors: QueryErrors = {};
  for (const locale of LOCALES) {
    const entry = (given as Record<string, unknown>)[locale];
    const text = typeof entry === 'string' ? entry.replace(/\s+/g, ' ').trim() : '';
    if (entry !== undefined && entry !== null && typeof entry !== 'string')
      errors[`title.${locale}`] = [{ key: 'invalid_value' }];
    else if (text.length > DOCUMENT_TITLE_MAX)
      errors[`title.${locale}`] = [
        { key: 'catalogue_too_long', params: { max: String(DOCUMENT_TITLE_MAX) } },
      ];
    else if (text) value[locale] = text;
  }
  if (!value[DEFAULT_LOCALE] && !errors[`title.${DEFAULT_LOCALE}`])
    errors[`title.${DEFAULT_LOCALE}`] = [{ key: 'required' }];
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
