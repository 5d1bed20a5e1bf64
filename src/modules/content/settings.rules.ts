/**
 * What a shop setting (`configurations` row) may hold, by its key: addresses for `*_email`,
 * whole numbers for amounts, days and counts, web addresses for links, text otherwise. Pure:
 * the settings command and any future back-office page check a value here before saving it,
 * so a typo is refused instead of breaking invoices, mails or prices later.
 */
import { isHttpUrl } from '../../shared/url';
import { isEmailAddress } from '../mail';

export type SettingProblem =
  'invalid_key' | 'required' | 'invalid_email' | 'invalid_integer' | 'invalid_url' | 'too_long';

/** Keys whose value is a whole number ≥ 0 (cents, counts). */
const INTEGER_KEYS: ReadonlySet<string> = new Set([
  'free_shipping',
  'payment_3x_min',
  'payment_4x_min',
  'loyalty_point_value_cents',
  'loyalty_points_per_euro',
  'site_rating_count',
]);
/** Keys whose value is a web page. */
const URL_KEYS = /^(social_[a-z0-9_]+|site_rating_url)$/;
const KEY = /^[a-z][a-z0-9_]{0,63}$/;
const MAX_LENGTH = 2_000;
/** Up to 9 digits: far above any amount in cents or count of days here, safe as a JS number. */
const INTEGER = /^\d{1,9}$/;

export type SettingKind = 'email' | 'integer' | 'url' | 'text';

export function settingKind(key: string): SettingKind {
  if (key.endsWith('_email')) return 'email';
  if (INTEGER_KEYS.has(key)) return 'integer';
  if (URL_KEYS.test(key)) return 'url';
  return 'text';
}

/**
 * The value to store (trimmed; multi-line texts keep their lines) or why it is refused. An
 * empty value is refused: removing a setting is a deliberate act, not a blank field.
 */
export function checkSetting(
  key: string,
  raw: string,
): { ok: true; value: string } | { ok: false; problem: SettingProblem } {
  if (!KEY.test(key)) return { ok: false, problem: 'invalid_key' };
  const value = raw.trim();
  if (value === '') return { ok: false, problem: 'required' };
  if (value.length > MAX_LENGTH) return { ok: false, problem: 'too_long' };
  switch (settingKind(key)) {
    case 'email':
      return isEmailAddress(value) ? { ok: true, value } : { ok: false, problem: 'invalid_email' };
    case 'integer':
      return INTEGER.test(value)
        ? { ok: true, value: String(Number(value)) }
        : { ok: false, problem: 'invalid_integer' };
    case 'url':
      return isHttpUrl(value) ? { ok: true, value } : { ok: false, problem: 'invalid_url' };
    case 'text':
      return { ok: true, value };
  }
}
