/** Money is always integer cents in EUR; rounding happens once, per line, half away from zero. */
export type Cents = number;
export const CURRENCY = 'EUR';

/** Applies a VAT rate given in basis points (2000 = 20 %) to an amount excluding tax. */
export function addVat(cents: Cents, rateBasisPoints: number): Cents {
  return Math.round((cents * (10_000 + rateBasisPoints)) / 10_000);
}

/** The amount excl. tax inside an amount incl. tax, half up (the inverse of `addVat`). */
export function removeVat(ttcCents: Cents, rateBasisPoints: number): Cents {
  return Math.round((ttcCents * 10_000) / (10_000 + rateBasisPoints));
}

/** Applies a percentage discount (e.g. 15 for -15 %) to an amount in cents. */
export function applyPercentDiscount(cents: Cents, percent: number): Cents {
  return cents - Math.round((cents * percent) / 100);
}

/** French number formatting for every locale (SPEC §1): 1 234,56 €. */
const formatter = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: CURRENCY });
export function formatPrice(cents: Cents): string {
  return formatter.format(cents / 100);
}

const wholeEuros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * What a promo code takes off, as shown after its minus sign: "10 %", or a fixed amount in
 * whole euros when it is one ("10 €"), else to the cent ("9,50 €").
 */
export function formatCodeValue(
  code: { kind: 'percent'; percent: number } | { kind: 'amount'; cents: Cents },
): string {
  if (code.kind === 'percent') return `${code.percent} %`;
  return code.cents % 100 === 0 ? wholeEuros.format(code.cents / 100) : formatPrice(code.cents);
}

/**
 * Euros with two decimals (the JSON API's amounts, a list URL's price bounds) as integer cents:
 * used only where such a number enters from outside.
 */
export function eurosToCents(euros: number): Cents {
  return Math.round(euros * 100);
}

/** Cents as euros with two decimals, for the JSON API's amounts (1999 → 19.99). */
export function centsToEuros(cents: Cents): number {
  return Math.round(cents) / 100;
}

/**
 * An amount typed by a person — "12,50", "12.50", "12", "1 200,00 €" — as whole cents (≥ 0);
 * null for anything else: a sign, letters, three decimals ("12,345" is not read as 12 345).
 */
export function eurosInputToCents(text: string): Cents | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/[\s\u00a0\u202f€]/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Like `eurosInputToCents`, for an amount that must be positive (a payment received). */
export function parseEuros(text: string): Cents | null {
  const cents = eurosInputToCents(text);
  return cents !== null && cents > 0 ? cents : null;
}

/**
 * Cents as a person types them back into a form: "99,00" (fr) or "99.00". Takes stored text
 * too (settings): anything that is not whole cents comes back as it was.
 */
export function centsToEurosInput(cents: Cents | string, locale: string): string {
  const value = Number(cents);
  if (!/^\d+$/.test(String(cents)) || !Number.isSafeInteger(value)) return String(cents);
  const text = `${Math.trunc(value / 100)}.${String(value % 100).padStart(2, '0')}`;
  return locale === 'fr' ? text.replace('.', ',') : text;
}
