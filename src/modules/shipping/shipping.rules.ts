/**
 * Which delivery ranges fit a parcel (SPEC §4, §5): by destination country and weight; none at
 * all when the address itself is wrong (post code, city or country), with the reason.
 */
export interface RangeCandidate {
  id: number;
  countryIsos: readonly string[];
  minWeightGrams: number;
  maxWeightGrams: number;
}

/** Packaging added to every parcel: cartons and padding weigh something. */
export const PACKAGING_GRAMS = 300;

export function parcelWeightGrams(lines: readonly { weightGrams: number; quantity: number }[]) {
  const goods = lines.reduce((sum, l) => sum + Math.max(0, l.weightGrams) * l.quantity, 0);
  return goods === 0 ? 0 : goods + PACKAGING_GRAMS;
}

/** The range of a method covering this parcel: `[min, max)` grams, destination listed. */
export function rangeFor<R extends RangeCandidate>(
  ranges: readonly R[],
  countryIso: string,
  weightGrams: number,
): R | null {
  const iso = countryIso.toUpperCase();
  return (
    ranges.find(
      (r) =>
        r.countryIsos.includes(iso) &&
        weightGrams >= r.minWeightGrams &&
        weightGrams < r.maxWeightGrams,
    ) ?? null
  );
}

export type DestinationProblem = 'country' | 'post_code' | 'city';

/**
 * What is wrong with a delivery address for shipping: the country must be one we deliver to,
 * the post code must have the country's format, the city must be given.
 */
export function destinationProblems(destination: {
  countryAllowed: boolean;
  postCodeValid: boolean;
  city: string;
}): DestinationProblem[] {
  const problems: DestinationProblem[] = [];
  if (!destination.countryAllowed) problems.push('country');
  if (!destination.postCodeValid) problems.push('post_code');
  if (destination.city.trim().length < 2) problems.push('city');
  return problems;
}
