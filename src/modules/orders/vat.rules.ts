/**
 * Which VAT an order carries, from where it ships (the shop, France) to where it goes. Pure: the
 * destination's standard rate comes from the `countries` table.
 *
 * - Same country as the seller: the seller's VAT (Monaco belongs to the French VAT territory).
 * - Another EU country, consumer: the destination's rate (distance sales through the OSS; the
 *   shop is assumed registered, so the €10,000 threshold is not applied).
 * - Another EU country, PRO with a VAT number of that country: reverse charge, 0 % (the customer
 *   accounts for the VAT). The number is checked for its format only; the VIES lookup is I/O
 *   and belongs to the service.
 * - Outside the EU (overseas departments and the Canaries included, their ISO codes are not
 *   in the list): export, 0 %.
 */

/** The 27 member states (ISO 3166-1 alpha-2). */
// prettier-ignore
export const EU_MEMBER_STATES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]);

/** Territories taxed as part of another member state. */
const VAT_TERRITORY_OF: Readonly<Record<string, string>> = { MC: 'FR' };

export type VatReason = 'domestic' | 'eu_consumer' | 'eu_reverse_charge' | 'export';

export interface DestinationVatInput {
  /** The shop's country: 'FR'. */
  sellerIso: string;
  destinationIso: string;
  /** The destination's standard rate from the countries table, basis points. */
  destinationStandardRateBp: number;
  /** Overrides the built-in member list (e.g. for a test or a future member). */
  isEuDestination?: boolean;
  customer: { isPro: boolean; vatNumber: string | null };
}

export interface DestinationVat {
  rateBp: number;
  reason: VatReason;
}

export function destinationVat(input: DestinationVatInput): DestinationVat {
  const seller = input.sellerIso.toUpperCase();
  const iso = input.destinationIso.toUpperCase();
  if (!Number.isInteger(input.destinationStandardRateBp) || input.destinationStandardRateBp < 0) {
    throw new RangeError(`VAT rate ${input.destinationStandardRateBp} bp`);
  }
  if (iso === seller || VAT_TERRITORY_OF[iso] === seller) {
    return { rateBp: input.destinationStandardRateBp, reason: 'domestic' };
  }
  const inEu = input.isEuDestination ?? EU_MEMBER_STATES.has(iso);
  if (!inEu) return { rateBp: 0, reason: 'export' };
  const { isPro, vatNumber } = input.customer;
  if (isPro && vatNumber !== null && isValidVatNumberFormat(iso, vatNumber)) {
    return { rateBp: 0, reason: 'eu_reverse_charge' };
  }
  return { rateBp: input.destinationStandardRateBp, reason: 'eu_consumer' };
}

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
  const compact = vatNumber.toUpperCase().replace(/[\s.-]/g, '');
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
