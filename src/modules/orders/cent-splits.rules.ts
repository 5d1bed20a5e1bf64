/**
 * How the order totals split cents, exactly: between means of payment (gift card, points, what
 * is left due), between the two tax bases (`removeVat`, `convertSteps`) and across lines
 * (`prorate`). Pure integer arithmetic; every split adds back up to its whole, to the cent.
 */
import type { Cents } from '../../shared/money';

export interface AmountLeftToPay {
  giftCardUsedCents: Cents;
  loyaltyPointsUsed: number;
  loyaltyUsedCents: Cents;
  amountDueCents: Cents;
}

/**
 * What pays an order of `totalTtcCents` besides money: the gift card first (up to its balance),
 * then the points on what the card left — as many as needed, the last one worth only what was
 * left (a 56,99 € order takes 1,140 points of 5 cents, the last one paying 4 cents), so points
 * can cover an order to the cent. What remains is the amount due by card, transfer…
 */
export function amountLeftToPay(
  totalTtcCents: Cents,
  giftCardAvailableCents: Cents,
  loyaltyPoints: { points: number; centsPerPoint: number } | null,
): AmountLeftToPay {
  const giftCardUsedCents = Math.min(giftCardAvailableCents, totalTtcCents);
  const afterCard = totalTtcCents - giftCardUsedCents;
  const loyaltyPointsUsed = loyaltyPoints
    ? Math.min(loyaltyPoints.points, Math.ceil(afterCard / loyaltyPoints.centsPerPoint))
    : 0;
  const loyaltyUsedCents = loyaltyPoints
    ? Math.min(afterCard, loyaltyPointsUsed * loyaltyPoints.centsPerPoint)
    : 0;
  return {
    giftCardUsedCents,
    loyaltyPointsUsed,
    loyaltyUsedCents,
    amountDueCents: afterCard - loyaltyUsedCents,
  };
}

/**
 * Splits `total` cents across parts in proportion to `weights`, largest remainder first (ties:
 * the earlier part), so the parts always sum to `total` exactly. All-zero weights split evenly.
 * BigInt keeps `total × weight` exact beyond 2^53.
 */
export function prorate(total: Cents, weights: readonly number[]): Cents[] {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`prorate total ${total}`);
  if (weights.length === 0) {
    if (total !== 0) throw new RangeError('prorate needs at least one part');
    return [];
  }
  if (weights.some((w) => !Number.isInteger(w) || w < 0)) {
    throw new RangeError(`prorate weights ${weights.join(',')}`);
  }
  const effective = weights.every((w) => w === 0) ? weights.map(() => 1) : weights;
  const weightSum = BigInt(sum(effective));
  const parts = effective.map((w) => {
    const scaled = BigInt(total) * BigInt(w);
    return { share: Number(scaled / weightSum), remainder: scaled % weightSum };
  });
  let left = total - sum(parts.map((p) => p.share));
  const order = parts
    .map((p, index) => ({ index, remainder: p.remainder }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of order) {
    if (left === 0) break;
    parts[index]!.share += 1;
    left -= 1;
  }
  return parts.map((p) => p.share);
}

/**
 * Converts the running total after each step and returns the differences: the converted steps
 * sum to the converted total exactly, and each is within a cent of converting it alone.
 */
export function convertSteps(steps: readonly Cents[], convert: (cents: Cents) => Cents): Cents[] {
  let running = 0;
  let converted = 0;
  return steps.map((step) => {
    running += step;
    const next = convert(running);
    const part = next - converted;
    converted = next;
    return part;
  });
}

export function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
