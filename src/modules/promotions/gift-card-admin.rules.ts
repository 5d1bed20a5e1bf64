/**
 * What the back office may issue as a gift card (1 € to 5,000 €, an optional address, a last
 * day in the future), how its code is masked, and the loyalty rules. Pure.
 */
import { eurosInputToCents, type Cents } from '../../shared/money';
import { Problems, text, wholeOrNull, type Checked } from './admin-input.rules';
import { parisDayEnd } from './shop-days.rules';

/** A gift card is issued for 1 € to 5 000 €. */
export const GIFT_CARD_MIN_CENTS = 100;
export const GIFT_CARD_MAX_CENTS = 500_000;

export interface GiftCardInput {
  amount?: unknown;
  recipient_email?: unknown;
  expires_on?: unknown;
}

export interface GiftCardValues {
  amountCents: Cents;
  recipientEmail: string | null;
  expiresAt: Date | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A card to issue: 1 € to 5 000 €, an optional address, an optional last day in the future. */
export function checkGiftCardInput(input: GiftCardInput, now: Date): Checked<GiftCardValues> {
  const problems = new Problems();
  const raw = input.amount;
  const amountCents =
    typeof raw === 'number'
      ? Number.isFinite(raw)
        ? Math.round(raw * 100)
        : null
      : eurosInputToCents(text(raw));
  if (raw === undefined || raw === null || raw === '') problems.add('amount', { key: 'required' });
  else if (
    amountCents === null ||
    amountCents < GIFT_CARD_MIN_CENTS ||
    amountCents > GIFT_CARD_MAX_CENTS
  )
    problems.add('amount', {
      key: 'gift_card_amount_range',
      params: { min: String(GIFT_CARD_MIN_CENTS / 100), max: String(GIFT_CARD_MAX_CENTS / 100) },
    });
  const email = text(input.recipient_email);
  if (email && (!EMAIL.test(email) || email.length > 254))
    problems.add('recipient_email', { key: 'invalid_email' });
  const day = text(input.expires_on);
  const expiresAt = day ? parisDayEnd(day) : null;
  if (day && !expiresAt) problems.add('expires_on', { key: 'invalid_date' });
  else if (expiresAt && expiresAt.getTime() <= now.getTime())
    problems.add('expires_on', { key: 'gift_card_expiry_past' });
  if (problems.any) return { ok: false, errors: problems.errors };
  return {
    ok: true,
    value: { amountCents: amountCents!, recipientEmail: email || null, expiresAt },
  };
}

/** A gift card's code shown on lists: its last four characters only. */
export function maskedCode(code: string): string {
  return `•••• ${code.slice(-4)}`;
}

/** Loyalty rules: points earned per whole euro, and a point's value in cents. */
export interface LoyaltyInput {
  points_per_euro?: unknown;
  point_value?: unknown;
}

export function checkLoyaltyInput(
  input: LoyaltyInput,
): Checked<{ pointsPerEuro: number; pointValueCents: Cents }> {
  const problems = new Problems();
  const perEuro = wholeOrNull(input.points_per_euro, 0);
  if (perEuro === null) problems.add('points_per_euro', { key: 'required' });
  else if (Number.isNaN(perEuro) || perEuro > 100)
    problems.add('points_per_euro', { key: 'invalid_integer' });
  const raw = input.point_value;
  const value =
    typeof raw === 'number' ? Math.round(raw * 100) : raw ? eurosInputToCents(text(raw)) : null;
  if (raw === undefined || raw === null || raw === '')
    problems.add('point_value', { key: 'required' });
  else if (value === null || value < 1 || value > 10_000)
    problems.add('point_value', { key: 'invalid_amount' });
  if (problems.any) return { ok: false, errors: problems.errors };
  return { ok: true, value: { pointsPerEuro: perEuro!, pointValueCents: value! } };
}
