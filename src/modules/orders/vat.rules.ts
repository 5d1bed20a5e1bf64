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

import { EU_MEMBER_STATES, isValidVatNumberFormat } from '../geo';

// The member states and VAT-number formats live in geo (vat-numbers.rules.ts): re-exported so
// the orders module's users keep their imports.
export { EU_MEMBER_STATES, isValidVatNumberFormat, vatPrefix } from '../geo';

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
