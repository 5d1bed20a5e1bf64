/**
 * Workshop fitting ("assembly", SPEC §5): some products can be fitted at the shop's showroom
 * workshop for a price per unit. The customer brings the vehicle, so the option is only sold
 * for deliveries in mainland France or mainland Portugal; elsewhere the customer changes the
 * address or takes the fitting off the line.
 */

export interface FittingAddress {
  country_iso: string;
  post_code: string;
}

/**
 * Mainland France: a French postcode outside Corsica (20xxx, written 2A/2B too) and the
 * overseas departments and territories (97xxx, 98xxx). Mainland Portugal: a Portuguese postcode
 * outside Madeira (9000–9399) and the Azores (9500–9999), i.e. not starting with 9.
 */
export function fittingDeliverable(address: FittingAddress): boolean {
  const postCode = address.post_code.replace(/\s+/g, '').toUpperCase();
  switch (address.country_iso.toUpperCase()) {
    case 'FR':
      return /^\d{5}$/.test(postCode) && !/^(20|97|98)/.test(postCode);
    case 'PT':
      return /^\d{4}(-?\d{3})?$/.test(postCode) && !postCode.startsWith('9');
    default:
      return false;
  }
}
