/**
 * The settings page's shape (SPEC §7 configurations, edited in the back office): which section
 * each `configurations` key belongs to, which keys are amounts typed in euros, which are long
 * texts, and the version a form carries so two people saving at once cannot overwrite each
 * other unknowingly. Pure: the page, the API and the tests read it; the value rules themselves
 * stay in settings.rules.ts, the same as `npm run settings`.
 */
import { eurosInputToCents } from '../../shared/money';
import { checkSetting, type SettingProblem } from './settings.rules';

export type SettingsSectionId =
  'seller' | 'host' | 'contact' | 'bank' | 'orders' | 'social' | 'other';

export interface SettingSpec {
  key: string;
  /** Read by the storefront (`getPublicConfiguration`): created public when missing. */
  isPublic: boolean;
  /** Stored as cents, shown and typed in euros. */
  money?: true;
  /** Several lines (an address). */
  multiline?: true;
  /** The shop works without it (a link or figure shown only when set): it may be removed. */
  optional?: true;
}

const spec = (key: string, extra: Partial<SettingSpec> = {}): SettingSpec => ({
  key,
  isPublic: true,
  ...extra,
});

/**
 * Every key the shop reads, by section, in the page's order: a key nothing reads is not offered
 * (settings-form.rules.test.ts checks each has a reader). A key present in the database but
 * not listed here (a third-party id added with `npm run settings`) is shown under "other".
 * Payment methods' keys (`payment_method_*`) have their own form.
 */
export const SETTINGS_SECTIONS: readonly { id: SettingsSectionId; settings: SettingSpec[] }[] = [
  {
    id: 'seller',
    settings: [
      spec('seller_name'),
      spec('seller_legal_form'),
      spec('seller_capital'),
      spec('seller_address', { multiline: true }),
      spec('seller_siret'),
      spec('seller_rcs'),
      spec('seller_vat_number'),
      spec('seller_publication_director'),
    ],
  },
  {
    id: 'host',
    settings: [spec('host_name'), spec('host_address', { multiline: true }), spec('host_phone')],
  },
  {
    id: 'contact',
    settings: [
      spec('contact_email'),
      spec('contact_phone'),
      spec('orders_email', { isPublic: false }),
    ],
  },
  { id: 'bank', settings: [spec('bank_holder'), spec('bank_iban'), spec('bank_bic')] },
  {
    id: 'orders',
    settings: [
      spec('free_shipping', { money: true }),
      spec('payment_3x_min', { money: true }),
      spec('payment_4x_min', { money: true }),
      spec('loyalty_point_value_cents', { money: true }),
      spec('loyalty_points_per_euro', { optional: true }),
    ],
  },
  {
    id: 'social',
    settings: [
      spec('social_facebook', { optional: true }),
      spec('social_instagram', { optional: true }),
      spec('social_youtube', { optional: true }),
      spec('site_rating_url', { optional: true }),
      spec('site_rating_average', { optional: true }),
      spec('site_rating_count', { optional: true }),
    ],
  },
];

const BY_KEY = new Map(SETTINGS_SECTIONS.flatMap((s) => s.settings.map((x) => [x.key, x])));
const SECTION_OF = new Map(
  SETTINGS_SECTIONS.flatMap((s) => s.settings.map((x) => [x.key, s.id] as const)),
);

/** Keys edited by the payment methods' form, not the settings page. */
export const PAYMENT_METHOD_KEY = /^payment_method_[a-z0-9_]+$/;

export function settingSpec(key: string): SettingSpec | null {
  return BY_KEY.get(key) ?? null;
}

/**
 * Whether a stored key may be removed (`DELETE /api/configurations/{key}`): an optional key,
 * or one only the database knows (added with `npm run settings`); the keys the shop needs stay.
 */
export function isRemovableSetting(key: string): boolean {
  const known = settingSpec(key);
  return known ? known.optional === true : !PAYMENT_METHOD_KEY.test(key);
}

export function sectionOf(key: string): SettingsSectionId {
  return SECTION_OF.get(key) ?? 'other';
}

export function isMoneySetting(key: string): boolean {
  return BY_KEY.get(key)?.money === true;
}

export type SettingInputProblem = SettingProblem | 'invalid_amount';

/**
 * The value a form field holds, checked by the key's rule (settings.rules.ts) after turning an
 * amount in euros into cents: what to store, or why it is refused.
 */
export function checkSettingInput(
  key: string,
  raw: string,
  form: 'euros' | 'stored',
): { ok: true; value: string } | { ok: false; problem: SettingInputProblem } {
  if (form === 'euros' && isMoneySetting(key)) {
    if (raw.trim() === '') return { ok: false, problem: 'required' };
    const cents = eurosInputToCents(raw);
    if (cents === null) return { ok: false, problem: 'invalid_amount' };
    return checkSetting(key, String(cents));
  }
  return checkSetting(key, raw);
}

/**
 * What a form shows of a setting and hands back on save: a short hash of the value and its
 * last change. The save compares it with the row's current one; a different version means
 * someone saved in between.
 */
export function settingVersion(value: string, updatedAt: Date): string {
  // FNV-1a, 32 bits: a fingerprint, not a secret.
  let hash = 0x811c9dc5;
  const text = `${updatedAt.getTime()}\u0000${value}`;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${updatedAt.getTime().toString(36)}-${hash.toString(36)}`;
}
