/**
 * Address rules (SPEC §5): a mobile phone is required for delivery, checked against the
 * numbering plan of the address's country (libphonenumber's full metadata); post codes follow
 * the format of the countries we deliver to.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * The mobile number in E.164 (`+33612345678`), or null when it is not a mobile number.
 * National spellings are read in the address's country; a foreign number must carry its prefix.
 * Countries whose plan cannot tell mobiles from landlines (FIXED_LINE_OR_MOBILE) are accepted.
 */
export function normaliseMobilePhone(phone: string, countryIso: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, countryIso.toUpperCase() as never);
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed.number : null;
}

/** Any valid number (landline allowed), E.164; null when invalid. */
export function normalisePhone(phone: string, countryIso: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, countryIso.toUpperCase() as never);
  return parsed?.isValid() ? parsed.number : null;
}

const POST_CODES: Record<string, RegExp> = {
  FR: /^\d{5}$/,
  MC: /^980\d{2}$/,
  BE: /^\d{4}$/,
  LU: /^(L-?)?\d{4}$/i,
  CH: /^\d{4}$/,
  AT: /^\d{4}$/,
  DK: /^\d{4}$/,
  DE: /^\d{5}$/,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
  PT: /^\d{4}-?\d{3}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  IE: /^[A-Z0-9]{3} ?[A-Z0-9]{4}$/i,
};

export function postCodeIsValid(postCode: string, countryIso: string): boolean {
  const pattern = POST_CODES[countryIso.toUpperCase()] ?? /^[A-Z0-9 -]{2,10}$/i;
  return pattern.test(postCode.trim());
}
