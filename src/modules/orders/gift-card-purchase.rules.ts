/**
 * Gift cards bought in the cart (docs/decisions/056): what may be bought, checked the same way
 * for the API and the page's form. Pure: `today` is the shop's day (Paris) given by the caller.
 */
import type { FieldError, QueryErrors } from '../../shared/api-query';
import { eurosInputToCents, type Cents } from '../../shared/money';

/** The amounts offered as buttons on the gift cards page. */
export const GIFT_CARD_PRESET_CENTS = [2500, 5000, 7500, 10000, 15000] as const;
/** A custom amount: 10 € to 500 € (the table's check says the same). */
export const GIFT_CARD_PURCHASE_MIN_CENTS = 1000;
export const GIFT_CARD_PURCHASE_MAX_CENTS = 50000;
export const GIFT_CARD_MESSAGE_MAX = 300;
export const GIFT_CARD_NAME_MAX = 80;
/** The card may be sent today or on any day of the year to come. */
export const GIFT_CARD_DELIVERY_MAX_DAYS = 365;
/** A card bought is valid one year from its issue (decision 056). */
export const GIFT_CARD_VALIDITY_DAYS = 365;
/** At most this many gift cards in one cart. */
export const MAX_GIFT_CARD_LINES = 10;

export interface GiftCardPurchaseInput {
  /** A preset amount in euros, or `custom` to read `custom_amount`. */
  amount?: unknown;
  custom_amount?: unknown;
  recipient?: unknown;
  recipient_name?: unknown;
  recipient_email?: unknown;
  sender_name?: unknown;
  message?: unknown;
  deliver_on?: unknown;
}

export interface GiftCardPurchase {
  amountCents: Cents;
  recipientKind: 'self' | 'other';
  recipientName: string | null;
  recipientEmail: string | null;
  senderName: string | null;
  message: string | null;
  deliverOn: string;
}

export type PurchaseCheck =
  { ok: true; value: GiftCardPurchase } | { ok: false; errors: QueryErrors };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** Cents of an amount typed or sent: `50`, `50.5`, `50,50` or a JSON number; null otherwise. */
export function purchaseAmountCents(value: unknown): Cents | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : null;
  const raw = text(value);
  if (!raw) return null;
  return eurosInputToCents(raw);
}

/** Days from `from` to `to` (both `YYYY-MM-DD`); null when `to` is not a real day. */
export function daysBetween(from: string, to: string): number | null {
  const parse = (day: string) => {
    const match = DAY.exec(day);
    if (!match) return null;
    const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const time = Date.UTC(y, m - 1, d);
    const check = new Date(time);
    return check.getUTCFullYear() === y && check.getUTCMonth() === m - 1 && check.getUTCDate() === d
      ? time
      : null;
  };
  const [a, b] = [parse(from), parse(to)];
  return a === null || b === null ? null : Math.round((b - a) / 86_400_000);
}

/** The last day a card issued on `day` can be spent (validity one year). */
export function giftCardLastDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + GIFT_CARD_VALIDITY_DAYS);
  return date.toISOString().slice(0, 10);
}

/** Checks a gift card to buy; `today` is the shop's day (Paris), `YYYY-MM-DD`. */
export function checkGiftCardPurchase(input: GiftCardPurchaseInput, today: string): PurchaseCheck {
  const errors: QueryErrors = {};
  const add = (field: string, problem: FieldError) => (errors[field] ??= []).push(problem);

  const choice = text(input.amount);
  const custom = choice === 'custom' || choice === '';
  const rawAmount = custom ? input.custom_amount : input.amount;
  const amountCents = purchaseAmountCents(rawAmount);
  const field = custom ? 'custom_amount' : 'amount';
  if (text(rawAmount) === '') add(field, { key: 'required' });
  else if (
    amountCents === null ||
    amountCents < GIFT_CARD_PURCHASE_MIN_CENTS ||
    amountCents > GIFT_CARD_PURCHASE_MAX_CENTS
  )
    add(field, {
      key: 'gift_card_amount_range',
      params: {
        min: String(GIFT_CARD_PURCHASE_MIN_CENTS / 100),
        max: String(GIFT_CARD_PURCHASE_MAX_CENTS / 100),
      },
    });

  const kind = text(input.recipient) || 'self';
  if (kind !== 'self' && kind !== 'other') add('recipient', { key: 'invalid_value' });
  const forOther = kind === 'other';
  const recipientName = text(input.recipient_name);
  const recipientEmail = text(input.recipient_email).toLowerCase();
  const senderName = text(input.sender_name);
  const message = text(input.message).replace(/\r\n/g, '\n');
  const tooLong = (name: string, value: string, max: number) => {
    if (value.length > max) add(name, { key: 'too_long', params: { max: String(max) } });
  };
  if (forOther) {
    if (!recipientName) add('recipient_name', { key: 'required' });
    if (!recipientEmail) add('recipient_email', { key: 'required' });
    else if (!EMAIL.test(recipientEmail) || recipientEmail.length > 254)
      add('recipient_email', { key: 'invalid_email' });
  }
  tooLong('recipient_name', recipientName, GIFT_CARD_NAME_MAX);
  tooLong('sender_name', senderName, GIFT_CARD_NAME_MAX);
  tooLong('message', message, GIFT_CARD_MESSAGE_MAX);

  const day = text(input.deliver_on) || today;
  const ahead = daysBetween(today, day);
  if (ahead === null) add('deliver_on', { key: 'invalid_date' });
  else if (ahead < 0) add('deliver_on', { key: 'gift_card_delivery_past' });
  else if (ahead > GIFT_CARD_DELIVERY_MAX_DAYS)
    add('deliver_on', {
      key: 'gift_card_delivery_too_far',
      params: { days: String(GIFT_CARD_DELIVERY_MAX_DAYS) },
    });

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      amountCents: amountCents!,
      recipientKind: forOther ? 'other' : 'self',
      recipientName: forOther ? recipientName : null,
      recipientEmail: forOther ? recipientEmail : null,
      senderName: senderName || null,
      message: message || null,
      deliverOn: day,
    },
  };
}

/** Whether an issued card is due to be e-mailed on `today` (its day has come). */
export function giftCardDue(deliverOn: string, today: string): boolean {
  return deliverOn <= today;
}
