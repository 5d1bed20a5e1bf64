/**
 * Number formats of the dashboard that read the same on the server and in the browser: ICU
 * versions differ between Node and Chromium on compact and percent notations (and on the
 * spaces they put), and a different text breaks hydration. Plain decimals are stable.
 */
import type { Locale } from '../../../shared/locale';

function decimals(locale: Locale, value: number, digits: number): string {
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
}

/** An axis amount: "850 €", "1.5 k€", "2 M€" (one decimal at most). */
export function compactEuros(cents: number, locale: Locale): string {
  const euros = cents / 100;
  if (euros >= 1_000_000) return `${decimals(locale, euros / 1_000_000, 1)} M€`;
  if (euros >= 1_000) return `${decimals(locale, euros / 1_000, 1)} k€`;
  return `${decimals(locale, euros, 0)} €`;
}

/** A share in basis points: "13.9%" in English, "13,9 %" elsewhere. */
export function sharePercent(basisPoints: number, locale: Locale): string {
  const value = decimals(locale, basisPoints / 100, 1);
  return locale === 'en' ? `${value}%` : `${value} %`;
}
