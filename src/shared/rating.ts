/**
 * The shop's one rating scale: stars out of 5 (decision 054) — cards, product pages, the site
 * rating of the header and structured data (bestRating 5) all say the same thing. Pure.
 */
export const RATING_BEST = 5;

/**
 * Average out of 5 for display, one decimal; null without a value. `outOfTen` turns a rating
 * given out of 10 (the external review site's figure, SPEC §9 default 10) into it.
 */
export function starsOutOfFive(average: number | null, outOfTen = false): number | null {
  if (average === null || !Number.isFinite(average)) return null;
  const value = outOfTen ? average / 2 : average;
  return Math.round(Math.min(RATING_BEST, Math.max(0, value)) * 10) / 10;
}
