/**
 * How the back office's promotion rules read typed or JSON input: field problems collected per
 * field (message keys), texts in six languages, whole numbers, id lists, euros, shop-day
 * windows. Pure; shared by the code, deal and gift card rules.
 */
import type { FieldError, QueryErrors } from '../../shared/api-query';
import { eurosInputToCents, type Cents } from '../../shared/money';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locale';
import { parisDayEnd, parisDayStart } from './shop-days.rules';

export const TEXT_MAX = 200;

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: QueryErrors };

export class Problems {
  readonly errors: QueryErrors = Object.create(null) as QueryErrors;
  add(field: string, error: FieldError) {
    (this.errors[field] ??= []).push(error);
  }
  get any() {
    return Object.keys(this.errors).length > 0;
  }
}

export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
export const flag = (value: unknown) =>
  value === true || value === 'true' || value === 'on' || value === '1';

/** A whole number ≥ `min` from a number or typed text; '' / null → null; NaN when invalid. */
export function wholeOrNull(value: unknown, min: number): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n =
    typeof value === 'number' ? value : /^\s*\d{1,9}\s*$/.test(String(value)) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= min ? n : Number.NaN;
}

export function ids(value: unknown): number[] | null {
  const list = Array.isArray(value)
    ? value
    : typeof value === 'string' && value.trim()
      ? value.split(/[\s,]+/).filter(Boolean)
      : [];
  const out = list.map((v) => Number(v));
  return out.every((n) => Number.isSafeInteger(n) && n > 0) ? [...new Set(out)] : null;
}

/** Six languages, French required, each at most `TEXT_MAX` characters. */
export function translated(
  problems: Problems,
  field: string,
  value: unknown,
  required: boolean,
): Record<Locale, string> {
  const source = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const out = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const typed = text(source[locale]);
    if (typed.length > TEXT_MAX)
      problems.add(`${field}.${locale}`, { key: 'too_long', params: { max: String(TEXT_MAX) } });
    out[locale] = typed;
  }
  if (required && !out[DEFAULT_LOCALE])
    problems.add(`${field}.${DEFAULT_LOCALE}`, { key: 'required' });
  // An empty language reads as French on the storefront rather than as nothing.
  for (const locale of LOCALES) out[locale] ||= out[DEFAULT_LOCALE];
  return out;
}

/** A window of shop days; the end day is included. */
export function window(
  problems: Problems,
  startsOn: unknown,
  endsOn: unknown,
  required: boolean,
): { startsAt: Date | null; endsAt: Date | null } {
  const start = text(startsOn);
  const end = text(endsOn);
  const startsAt = start ? parisDayStart(start) : null;
  const endsAt = end ? parisDayEnd(end) : null;
  if (start && !startsAt) problems.add('starts_on', { key: 'invalid_date' });
  if (end && !endsAt) problems.add('ends_on', { key: 'invalid_date' });
  if (required && !start) problems.add('starts_on', { key: 'required' });
  if (required && !end) problems.add('ends_on', { key: 'required' });
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime())
    problems.add('ends_on', { key: 'promo_window_order' });
  return { startsAt, endsAt };
}

export const blank = (value: unknown) => value === undefined || value === null || value === '';

/** Euros typed or sent as a number → cents; null when not an amount ≥ 0 with two decimals. */
export function euroCents(value: unknown): Cents | null {
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
  return eurosInputToCents(String(value));
}
