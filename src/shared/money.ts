/** Money is always integer cents in EUR; rounding happens once, per line, half away from zero. */
export type Cents = number;
export const CURRENCY = 'EUR';

/** Applies a VAT rate given in basis points (2000 = 20 %) to an amount excluding tax. */
export function addVat(cents: Cents, rateBasisPoints: number): Cents {
  return Math.round((cents * (10_000 + rateBasisPoints)) / 10_000);
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

/**
 * Euros with two decimals (the JSON API's amounts, a list URL's price bounds) as integer cents:
 * used only where such a number enters from outside.
 */
export function eurosToCents(euros: number): Cents {
  return Math.round(euros * 100);
}

/**
 * An amount in euros as a person types it ("12,50", "12.5", "12") → cents; null when it is not
 * a positive amount with at most two decimals.
 */
export function parseEuros(text: string): Cents | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s/g, ''));
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}
