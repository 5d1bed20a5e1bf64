/**
 * What the back office may save as a promo code, a deal or a gift card, and how a code's state
 * reads on its list. Pure: the form or JSON body comes in as plain values, the refusals go out
 * per field (message keys), so the API and the pages refuse the same input the same way.
 * Dates are typed as shop days (Europe/Paris): a window "1 to 31 May" runs from 1 May 00:00 to
 * 1 June 00:00 Paris time, whatever the server's zone.
 */
import type { FieldError, QueryErrors } from '../../shared/api-query';
import { eurosInputToCents, type Cents } from '../../shared/money';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locale';
import { PROMO_PERCENT_MAX, PROMO_PERCENT_MIN } from './promotions.rules';

export const SHOP_ZONE = 'Europe/Paris';
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CODE = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;
const TEXT_MAX = 200;
/** A deal may take 1 % to 90 % off (`deals_discount_ck`). */
export const DEAL_PERCENT_MIN = 1;
export const DEAL_PERCENT_MAX = 90;
/** A gift card is issued for 1 € to 5 000 €. */
export const GIFT_CARD_MIN_CENTS = 100;
export const GIFT_CARD_MAX_CENTS = 500_000;
/**
 * A fixed-amount code takes 0.01 € to 1,000 € off: more is surely a typing slip (the amount is
 * capped at the lines it is for anyway).
 */
export const PROMO_AMOUNT_MAX_CENTS = 100_000;

/** Minutes Paris is ahead of UTC at `instant`. */
function parisOffsetMinutes(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - instant) / 60_000);
}

/** The instant a shop day starts (00:00 Paris); null for anything but a real `YYYY-MM-DD`. */
export function parisDayStart(day: string): Date | null {
  const match = DAY.exec(day.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnightUtc = Date.UTC(y, m - 1, d);
  const check = new Date(midnightUtc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d)
    return null;
  // Twice: the offset at the guess may differ from the offset at the answer (clock change).
  const guess = midnightUtc - parisOffsetMinutes(midnightUtc) * 60_000;
  return new Date(midnightUtc - parisOffsetMinutes(guess) * 60_000);
}

/** The shop day (Paris) an instant falls on, `YYYY-MM-DD`. */
export function parisDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The last shop day of a window ending (exclusive) at `endsAt`. */
export function parisLastDay(endsAt: Date): string {
  return parisDay(new Date(endsAt.getTime() - 1));
}

/** The instant after the last day of a window (the next day's 00:00 Paris). */
export function parisDayEnd(day: string): Date | null {
  const start = parisDayStart(day);
  if (!start) return null;
  // Noon of the next day, then back to its midnight: 23 or 25 hours days stay right.
  return parisDayStart(parisDay(new Date(start.getTime() + 36 * 3_600_000)));
}

export type CodeState = 'active' | 'upcoming' | 'expired' | 'inactive' | 'used_up';

/** How a code reads on the list now (its window is [startsAt, endsAt)). */
export function codeState(
  row: {
    isActive: boolean;
    startsAt: Date | null;
    endsAt: Date | null;
    maxUses: number | null;
    usesCount: number;
  },
  now: Date,
): CodeState {
  if (!row.isActive) return 'inactive';
  if (row.endsAt && now.getTime() >= row.endsAt.getTime()) return 'expired';
  if (row.startsAt && now.getTime() < row.startsAt.getTime()) return 'upcoming';
  if (row.maxUses !== null && row.usesCount >= row.maxUses) return 'used_up';
  return 'active';
}

/** A promo code as typed in the editor or sent to `/api/admin/codes`. */
export interface PromoCodeInput {
  code?: unknown;
  name?: unknown;
  subtitle?: unknown;
  /** `percent` (default when only `value_percent` is sent) or `amount`. */
  kind?: unknown;
  value_percent?: unknown;
  /** A fixed amount in euros (kind `amount`). */
  value_amount?: unknown;
  applies_to?: unknown;
  category_ids?: unknown;
  product_ids?: unknown;
  is_pro_only?: unknown;
  is_featured?: unknown;
  is_active?: unknown;
  starts_on?: unknown;
  ends_on?: unknown;
  max_uses?: unknown;
  max_uses_per_customer?: unknown;
  min_amount?: unknown;
}

/** The `promo_codes` columns a valid input gives. */
export interface PromoCodeValues {
  code: string;
  name: Record<Locale, string>;
  subtitle: Record<Locale, string>;
  /** Exactly one of the two (`promo_codes_value_ck`). */
  valuePercent: number | null;
  valueCents: Cents | null;
  appliesTo: 'all' | 'categories' | 'products';
  categoryIds: number[];
  productIds: number[];
  isProOnly: boolean;
  isFeatured: boolean;
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  minAmountCents: Cents;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: QueryErrors };

class Problems {
  readonly errors: QueryErrors = Object.create(null) as QueryErrors;
  add(field: string, error: FieldError) {
    (this.errors[field] ??= []).push(error);
  }
  get any() {
    return Object.keys(this.errors).length > 0;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const flag = (value: unknown) =>
  value === true || value === 'true' || value === 'on' || value === '1';

/** A whole number ≥ `min` from a number or typed text; '' / null → null; NaN when invalid. */
function wholeOrNull(value: unknown, min: number): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n =
    typeof value === 'number' ? value : /^\s*\d{1,9}\s*$/.test(String(value)) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= min ? n : Number.NaN;
}

function ids(value: unknown): number[] | null {
  const list = Array.isArray(value)
    ? value
    : typeof value === 'string' && value.trim()
      ? value.split(/[\s,]+/).filter(Boolean)
      : [];
  const out = list.map((v) => Number(v));
  return out.every((n) => Number.isSafeInteger(n) && n > 0) ? [...new Set(out)] : null;
}

/** Six languages, French required, each at most `TEXT_MAX` characters. */
function translated(
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
function window(
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

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** Euros typed or sent as a number → cents; null when not an amount ≥ 0 with two decimals. */
function euroCents(value: unknown): Cents | null {
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
  return eurosInputToCents(String(value));
}

/**
 * A code's kind and value: a percent (5–20) or a fixed amount (0.01–1,000 €), never both. The
 * kind is `kind` when sent, else the one field given (`percent` when neither, to say which is
 * missing).
 */
function codeValue(
  problems: Problems,
  input: PromoCodeInput,
): { valuePercent: number | null; valueCents: Cents | null } {
  const sentKind = text(input.kind);
  if (sentKind && sentKind !== 'percent' && sentKind !== 'amount') {
    problems.add('kind', { key: 'invalid_value' });
    return { valuePercent: null, valueCents: null };
  }
  const [hasPercent, hasAmount] = [!blank(input.value_percent), !blank(input.value_amount)];
  if (hasPercent && hasAmount) {
    problems.add(sentKind === 'percent' ? 'value_amount' : 'value_percent', {
      key: 'promo_value_both',
    });
    return { valuePercent: null, valueCents: null };
  }
  const kind = sentKind || (hasAmount ? 'amount' : 'percent');
  if (kind === 'amount') {
    const cents = hasAmount ? euroCents(input.value_amount) : null;
    if (!hasAmount) problems.add('value_amount', { key: 'required' });
    else if (cents === null || cents <= 0 || cents > PROMO_AMOUNT_MAX_CENTS)
      problems.add('value_amount', {
        key: 'promo_amount_range',
        params: { max: String(PROMO_AMOUNT_MAX_CENTS / 100) },
      });
    return { valuePercent: null, valueCents: cents };
  }
  const percent = wholeOrNull(input.value_percent, 0);
  if (percent === null) problems.add('value_percent', { key: 'required' });
  else if (Number.isNaN(percent) || percent < PROMO_PERCENT_MIN || percent > PROMO_PERCENT_MAX)
    problems.add('value_percent', {
      key: 'promo_percent_range',
      params: { min: String(PROMO_PERCENT_MIN), max: String(PROMO_PERCENT_MAX) },
    });
  return { valuePercent: percent, valueCents: null };
}

/**
 * A promo code to save: the code in capitals (3–32 letters, digits, - or _), a French label,
 * -5 % to -20 % (SPEC §1 and §9) or a fixed amount, a scope whose list is not empty, a window whose end comes
 * after its start, limits ≥ 1 or none, a minimum order in euros.
 */
export function checkPromoCodeInput(input: PromoCodeInput): Checked<PromoCodeValues> {
  const problems = new Problems();
  const code = text(input.code).toUpperCase();
  if (!code) problems.add('code', { key: 'required' });
  else if (!CODE.test(code)) problems.add('code', { key: 'promo_code_format' });
  const name = translated(problems, 'name', input.name, true);
  const subtitle = translated(problems, 'subtitle', input.subtitle, false);
  const { valuePercent, valueCents } = codeValue(problems, input);
  const appliesTo = text(input.applies_to) || 'all';
  if (appliesTo !== 'all' && appliesTo !== 'categories' && appliesTo !== 'products')
    problems.add('applies_to', { key: 'invalid_value' });
  const categoryIds = ids(input.category_ids);
  const productIds = ids(input.product_ids);
  if (categoryIds === null) problems.add('category_ids', { key: 'invalid_value' });
  if (productIds === null) problems.add('product_ids', { key: 'invalid_value' });
  if (appliesTo === 'categories' && categoryIds?.length === 0)
    problems.add('category_ids', { key: 'promo_scope_empty' });
  if (appliesTo === 'products' && productIds?.length === 0)
    problems.add('product_ids', { key: 'promo_scope_empty' });
  const { startsAt, endsAt } = window(problems, input.starts_on, input.ends_on, false);
  const maxUses = wholeOrNull(input.max_uses, 1);
  if (Number.isNaN(maxUses)) problems.add('max_uses', { key: 'invalid_integer' });
  const perCustomer = wholeOrNull(input.max_uses_per_customer, 1);
  if (Number.isNaN(perCustomer)) problems.add('max_uses_per_customer', { key: 'invalid_integer' });
  const minAmountCents = blank(input.min_amount) ? 0 : euroCents(input.min_amount);
  if (minAmountCents === null) problems.add('min_amount', { key: 'invalid_amount' });
  if (problems.any) return { ok: false, errors: problems.errors };
  return {
    ok: true,
    value: {
      code,
      name,
      subtitle,
      valuePercent,
      valueCents,
      appliesTo: appliesTo as PromoCodeValues['appliesTo'],
      // A scope keeps only its own list: a code "for everything" carries no stale ids.
      categoryIds: appliesTo === 'categories' ? categoryIds! : [],
      productIds: appliesTo === 'products' ? productIds! : [],
      isProOnly: flag(input.is_pro_only),
      isFeatured: flag(input.is_featured),
      isActive: flag(input.is_active),
      startsAt,
      endsAt,
      maxUses,
      maxUsesPerCustomer: perCustomer,
      minAmountCents: minAmountCents!,
    },
  };
}

export interface DealInput {
  product_id?: unknown;
  title?: unknown;
  description?: unknown;
  discount_percent?: unknown;
  /** Instead of a percent: the new price incl. VAT, in euros, against `old_price_cents`. */
  new_price?: unknown;
  starts_on?: unknown;
  ends_on?: unknown;
  is_active?: unknown;
  position?: unknown;
}

export interface DealValues {
  productId: number;
  title: Record<Locale, string>;
  description: Record<Locale, string>;
  discountPercent: number;
  startsAt: Date;
  endsAt: Date;
  isActive: boolean;
  position: number;
}

/**
 * A deal to save: a product, a French title, a percent (1–90) — or a new price below the old
 * one, turned into the nearest whole percent — and a window of real days.
 * `oldPriceCents`: the product's price incl. VAT, when the caller has it (new price input).
 */
export function checkDealInput(input: DealInput, oldPriceCents: Cents | null): Checked<DealValues> {
  const problems = new Problems();
  const productId = wholeOrNull(input.product_id, 1);
  if (productId === null) problems.add('product_id', { key: 'required' });
  else if (Number.isNaN(productId)) problems.add('product_id', { key: 'invalid_value' });
  const title = translated(problems, 'title', input.title, true);
  const description = translated(problems, 'description', input.description, false);
  let percent = wholeOrNull(input.discount_percent, 0);
  const newPriceRaw = text(
    typeof input.new_price === 'number' ? String(input.new_price) : input.new_price,
  );
  if (percent === null && newPriceRaw) {
    const newCents = eurosInputToCents(newPriceRaw);
    if (newCents === null || oldPriceCents === null || newCents >= oldPriceCents)
      problems.add('new_price', { key: 'deal_new_price' });
    else percent = dealPercentFor(oldPriceCents, newCents);
  }
  if (percent === null) {
    if (!newPriceRaw) problems.add('discount_percent', { key: 'required' });
  } else if (Number.isNaN(percent) || percent < DEAL_PERCENT_MIN || percent > DEAL_PERCENT_MAX)
    problems.add('discount_percent', {
      key: 'deal_percent_range',
      params: { min: String(DEAL_PERCENT_MIN), max: String(DEAL_PERCENT_MAX) },
    });
  const { startsAt, endsAt } = window(problems, input.starts_on, input.ends_on, true);
  const position = wholeOrNull(input.position, 0);
  if (Number.isNaN(position)) problems.add('position', { key: 'invalid_integer' });
  if (problems.any) return { ok: false, errors: problems.errors };
  return {
    ok: true,
    value: {
      productId: productId!,
      title,
      description,
      discountPercent: percent!,
      startsAt: startsAt!,
      endsAt: endsAt!,
      isActive: flag(input.is_active),
      position: position ?? 0,
    },
  };
}

/** The whole percent that brings `oldCents` nearest to `newCents`. */
export function dealPercentFor(oldCents: Cents, newCents: Cents): number {
  return Math.round(((oldCents - newCents) / oldCents) * 100);
}

/** A price after a deal's percent, rounded half up to the cent (as the catalogue shows it). */
export function dealPrice(oldCents: Cents, percent: number): Cents {
  return Math.round((oldCents * (100 - percent)) / 100);
}

export interface GiftCardInput {
  amount?: unknown;
  recipient_email?: unknown;
  expires_on?: unknown;
}

export interface GiftCardValues {
  amountCents: Cents;
  recipientEmail: string | null;
  expiresAt: Date | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A card to issue: 1 € to 5 000 €, an optional address, an optional last day in the future. */
export function checkGiftCardInput(input: GiftCardInput, now: Date): Checked<GiftCardValues> {
  const problems = new Problems();
  const raw = input.amount;
  const amountCents =
    typeof raw === 'number'
      ? Number.isFinite(raw)
        ? Math.round(raw * 100)
        : null
      : eurosInputToCents(text(raw));
  if (raw === undefined || raw === null || raw === '') problems.add('amount', { key: 'required' });
  else if (
    amountCents === null ||
    amountCents < GIFT_CARD_MIN_CENTS ||
    amountCents > GIFT_CARD_MAX_CENTS
  )
    problems.add('amount', {
      key: 'gift_card_amount_range',
      params: { min: String(GIFT_CARD_MIN_CENTS / 100), max: String(GIFT_CARD_MAX_CENTS / 100) },
    });
  const email = text(input.recipient_email);
  if (email && (!EMAIL.test(email) || email.length > 254))
    problems.add('recipient_email', { key: 'invalid_email' });
  const day = text(input.expires_on);
  const expiresAt = day ? parisDayEnd(day) : null;
  if (day && !expiresAt) problems.add('expires_on', { key: 'invalid_date' });
  else if (expiresAt && expiresAt.getTime() <= now.getTime())
    problems.add('expires_on', { key: 'gift_card_expiry_past' });
  if (problems.any) return { ok: false, errors: problems.errors };
  return {
    ok: true,
    value: { amountCents: amountCents!, recipientEmail: email || null, expiresAt },
  };
}

/** A gift card's code shown on lists: its last four characters only. */
export function maskedCode(code: string): string {
  return `•••• ${code.slice(-4)}`;
}

/** Loyalty rules: points earned per whole euro, and a point's value in cents. */
export interface LoyaltyInput {
  points_per_euro?: unknown;
  point_value?: unknown;
}

export function checkLoyaltyInput(
  input: LoyaltyInput,
): Checked<{ pointsPerEuro: number; pointValueCents: Cents }> {
  const problems = new Problems();
  const perEuro = wholeOrNull(input.points_per_euro, 0);
  if (perEuro === null) problems.add('points_per_euro', { key: 'required' });
  else if (Number.isNaN(perEuro) || perEuro > 100)
    problems.add('points_per_euro', { key: 'invalid_integer' });
  const raw = input.point_value;
  const value =
    typeof raw === 'number' ? Math.round(raw * 100) : raw ? eurosInputToCents(text(raw)) : null;
  if (raw === undefined || raw === null || raw === '')
    problems.add('point_value', { key: 'required' });
  else if (value === null || value < 1 || value > 10_000)
    problems.add('point_value', { key: 'invalid_amount' });
  if (problems.any) return { ok: false, errors: problems.errors };
  return { ok: true, value: { pointsPerEuro: perEuro!, pointValueCents: value! } };
}

/** A deal's address in one language, from its title: "Housses -20 % été" → "housses-20-ete". */
export function dealSlug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
