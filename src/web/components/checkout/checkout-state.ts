/**
 * What the checkout steps' actions answer and share with the browser (plain data and pure
 * helpers, safe for the client bundle). An answer is a `FormState`: success (`notice`, or just
 * the intent) or a translated failure (message, per-field errors, lines).
 */
import type { RelayPoint } from '../../../modules/shipping';
import type { FormState } from '../form/form-state';

export { FETCH_FIELD } from '../cart/cart-state';

/** Longest texts the checkout accepts (the orders API's limits). */
export const MAX_INSTRUCTIONS = 1000;
export const MAX_CODE = 64;
export const MAX_RELAY_POST_CODE = 12;
export const MAX_RELAY_CITY = 100;

/** Query parameters of the delivery page: the new-address form, the relay point search. */
export const NEW_ADDRESS_PARAM = 'address';
export const RELAY_POST_CODE_PARAM = 'relay_post_code';
export const RELAY_CITY_PARAM = 'relay_city';
/** Query parameter of the payment page after a promo code change without JavaScript. */
export const PROMO_PARAM = 'promo';

export type DeliveryIntent = 'address' | 'billing' | 'create' | 'shipping' | 'continue';
/** The promo code and gift card box (cart page and payment step). */
export type CodeIntent = 'code' | 'code_remove' | 'gift_card_remove';
export const CODE_INTENTS: readonly CodeIntent[] = ['code', 'code_remove', 'gift_card_remove'];
/** `?promo=` after a code change without JavaScript: which notice the page shows. */
export type CodeChange = 'applied' | 'removed' | 'card_applied' | 'card_removed';
export const CODE_CHANGES: readonly CodeChange[] = [
  'applied',
  'removed',
  'card_applied',
  'card_removed',
];
export type PaymentIntent =
  CodeIntent | 'points_use' | 'points_remove' | 'gift' | 'instructions' | 'payment' | 'place';

/** The relay delivery's points near an address (the shipping address unless searched). */
export interface RelayChoice {
  methodId: number;
  postCode: string;
  city: string;
  points: RelayPoint[];
}

/** SPEC §9 express promise: the cut-off and the delivery day (ISO instants, Paris noon). */
export interface ExpressPromise {
  cutoff: string;
  delivery: string;
  /** The cut-off is today (Paris): "before 12:00", else "before Monday 12:00". */
  cutoffToday: boolean;
}

/** Fields the payment page shows its errors by. */
export const PAYMENT_FIELDS = ['code', 'payment_method', 'accept_terms', 'customer_instructions'];

/** Per form (intent): the fields it shows its errors by. */
const INLINE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  address: ['address_id'],
  billing: ['billing', 'address_id'],
  shipping: ['range_id', 'relay_point_id'],
  continue: ['range_id', 'relay_point_id'],
  code: ['code'],
  code_remove: ['code'],
  gift_card_remove: ['code'],
  instructions: ['customer_instructions'],
  payment: ['payment_method'],
  place: PAYMENT_FIELDS,
};

/**
 * Shown by its form — a 422 whose errors are all on fields that form shows (the new-address
 * form shows any 422 itself) — rather than in the SPEC §8 error popup (the cart changed, stock
 * gone, a delivery to choose again…).
 */
export function isInline(state: FormState | undefined): boolean {
  if (!state?.message || state.status !== 422) return false;
  if (state.intent === 'create') return true;
  if ((state.lines?.length ?? 0) > 0) return false;
  const inline = INLINE_FIELDS[state.intent ?? ''] ?? [];
  const fields = Object.keys(state.fields ?? {});
  return fields.length > 0 && fields.every((name) => inline.includes(name));
}

/** A failure that goes to the error popup. */
export const isPopupFailure = (state: FormState | undefined): state is FormState =>
  state?.message !== undefined && !isInline(state);

/** The first error of a field, if any. */
export function fieldError(state: FormState | undefined, name: string): string | undefined {
  return state?.fields?.[name]?.join(' ');
}
