/**
 * Intra-EU VAT numbers: the member states, the prefix of each, the format VIES publishes per
 * country. Pure. Shared by the customers module (a PRO company's number is checked when saved)
 * and the orders module (reverse charge), which both depend on geo; moved here from
 * orders/vat.rules.ts (which re-exports it) so customers need not depend on orders.
 */

/** The 27 member states (ISO 3166-1 alpha-2). */
// prettier-ignore
export const EU_MEMBER_STATES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]);

/** The prefix of a country's VAT numbers: the ISO code, except Greece (EL). */
export function vatPrefix(iso: string): string {
  const upper = iso.toUpperCase();
  return upper === 'GR' ? 'EL' : upper;
}

/** What follows the prefix, per the VIES formats (ec.europa.eu/taxation_customs/vies). */
const VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  // First or last character a letter (NIF/NIE/CIF), never both digits.
  ES: /^([A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/,
  FI: /^\d{8}$/,
  // A two-character key (no I or O) and the 9-digit SIREN.
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** Countries without a listed format: 2 to 12 letters or digits. */
const GENERIC_FORMAT = /^[A-Z0-9]{2,12}$/;

/**
 * Whether `vatNumber` looks like a VAT number of `iso`: its prefix, then the country's length
 * and characters. Spaces, dots and dashes are ignored, case too. A French number with a numeric
 * key must also match its SIREN (key = (12 + 3 × (SIREN mod 97)) mod 97), which catches typos.
 */
export function isValidVatNumberFormat(iso: string, vatNumber: string): boolean {
  const prefix = vatPrefix(iso);
  const compact = compactVatNumber(vatNumber);
  if (!compact.startsWith(prefix)) return false;
  const rest = compact.slice(prefix.length);
  const format = VAT_FORMATS[prefix] ?? GENERIC_FORMAT;
  if (!format.test(rest)) return false;
  if (prefix === 'FR' && /^\d{2}/.test(rest)) {
    const key = Number(rest.slice(0, 2));
    const siren = Number(rest.slice(2));
    return key === (12 + 3 * (siren % 97)) % 97;
  }
  return true;
}

/** A number as typed ("fr 40 303 265 045") in its stored form: upper case, no spaces, dots or dashes. */
export function compactVatNumber(vatNumber: string): string {
  return vatNumber.toUpperCase().replace(/[\s.-]/g, '');
}

/** The member state a VAT number names by its prefix (EL is Greece), or null. */
export function vatNumberCountry(vatNumber: string): string | null {
  const prefix = compactVatNumber(vatNumber).slice(0, 2);
  const iso = prefix === 'EL' ? 'GR' : prefix;
  return EU_MEMBER_STATES.has(iso) ? iso : null;
}
