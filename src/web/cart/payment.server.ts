/**
 * The payment step (`panier-paiement`, SPEC §2, §4, §5, §8) in-process: the ways to pay this
 * order, the promo code, gift marking, instructions, and placing the order. Server only.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import { loyaltyBalance } from '../../modules/customers';
import {
  assignPaymentMethod,
  availablePaymentMethodsFor,
  markAsGift,
  paymentOffer,
  placeOrder,
  setCustomerInstructions,
  useLoyaltyPoints,
  type OrderCents,
} from '../../modules/orders';
import type { QueryErrors } from '../../shared/api-query';
import { validationFailed } from '../../shared/http';
import { formFailure } from '../account/forms.server';
import { afterPlacing } from '../orders/orders.server';
import {
  CODE_INTENTS,
  MAX_INSTRUCTIONS,
  PAYMENT_FIELDS,
  PROMO_PARAM,
  type PaymentIntent,
} from '../components/checkout/checkout-state';
import type { FormState } from '../components/form/form-state';
import { href } from '../paths';
import { changeCode, codeNotice, codeNoticeFromUrl } from './codes.server';
import { pointsPerEuroFor } from './loyalty.server';
import {
  type WebCheckoutDeps,
  boundedText,
  fetched,
  requireCheckout,
  retryOnChange,
  text,
} from './checkout.server';

/** SPEC §5: the payment step needs a delivery (and its relay point), else the delivery step. */
function readyToPay(order: OrderCents): boolean {
  // Gift cards only are e-mailed (decision 056): a billing address is all the invoice needs.
  if (!order.needs_shipping) return order.billing_address !== null;
  if (!order.shipping_address || !order.billing_address) return false;
  const range = order.shipping_method_range;
  if (order.shipping_method_range_id === null || !range) return false;
  return range.shipping_method.kind !== 'relay' || order.relay_point !== null;
}

async function payableCheckout(
  request: Request,
  context: AppLoadContext,
  options: { orderable?: boolean } = {},
) {
  const checkout = await requireCheckout(request, context, options);
  if (!readyToPay(checkout.order))
    throw redirect(href('panier-livraison', null, checkout.locale), 302);
  return checkout;
}

export async function paymentPage(request: Request, context: AppLoadContext) {
  const { deps, order, locale, userId } = await payableCheckout(request, context);
  const [methods, points, pointsPerEuro] = await Promise.all([
    availablePaymentMethodsFor(deps, 'current', deps.paymentSetup),
    loyaltyBalance(deps.db, userId),
    pointsPerEuroFor(context),
  ]);
  return {
    order,
    /** The loyalty rule: the summary says how many points the order will earn. */
    pointsPerEuro,
    methods,
    /** The customer's loyalty points balance (they pay what the gift card leaves). */
    points,
    /** After a code or gift card change without JavaScript (`?promo=applied|card_applied…`). */
    promoNotice: codeNoticeFromUrl(request, order, locale),
  };
}

export type PaymentPageData = Awaited<ReturnType<typeof paymentPage>>;

/** Fields the page shows errors by (inline), or names in its popup (a delivery to fix). */
const SHOWN_FIELDS = [
  ...PAYMENT_FIELDS,
  'shipping_address',
  'billing_address',
  'shipping_method_range_id',
  'relay_point_id',
];
const INTENTS: readonly PaymentIntent[] = [
  ...CODE_INTENTS,
  'points_use',
  'points_remove',
  'gift',
  'instructions',
  'payment',
  'place',
];

/** Why the payment method posted cannot be used: missing, or not one this order may use. */
async function paymentRefusal(deps: WebCheckoutDeps, code: string | undefined) {
  if (code === undefined) return [{ key: 'required' as const }];
  const methods = await availablePaymentMethodsFor(deps, 'current', deps.paymentSetup);
  return methods.some((method) => method.code === code)
    ? null
    : [{ key: 'invalid_value' as const }];
}

const isGift = (form: FormData) => form.get('is_gift') !== null && form.get('is_gift') !== '';

/**
 * Everything the place-order form carries is checked first (terms, payment method, the
 * instructions' length), all refusals at once: a refused form changes nothing. Then the
 * choices are saved and the order placed (number, frozen prices, stock taken — or nothing,
 * with the reason).
 */
async function place(deps: WebCheckoutDeps, order: OrderCents, form: FormData) {
  const errors: QueryErrors = {};
  let instructions = order.customer_instructions;
  if (form.has('customer_instructions')) {
    const value = text(form, 'customer_instructions') ?? null;
    if (value !== null && value.length > MAX_INSTRUCTIONS)
      errors.customer_instructions = [
        { key: 'too_long', params: { max: String(MAX_INSTRUCTIONS) } },
      ];
    else instructions = value;
  }
  // Paid in full by a gift card or points: no way to pay to choose (none is offered).
  const nothingDue = order.amount_due_cents === 0;
  const code = text(form, 'payment_method');
  const refusal = nothingDue ? null : await paymentRefusal(deps, code);
  if (refusal) errors.payment_method = refusal;
  if (form.get('accept_terms') === null) errors.accept_terms = [{ key: 'terms_required' }];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  if (instructions !== order.customer_instructions)
    await retryOnChange(() => setCustomerInstructions(deps, 'current', instructions));
  if (form.has('is_gift_shown') && isGift(form) !== order.is_gift)
    await retryOnChange(() => markAsGift(deps, 'current', isGift(form)));
  if (!nothingDue && code !== order.payment_method)
    await assignPaymentMethod(deps, 'current', code!, deps.paymentSetup);
  return placeOrder(deps, 'current', await paymentOffer(deps, deps.paymentSetup));
}

/**
 * The payment page's action: apply or remove a promo code or a gift card, mark as a gift, save the
 * instructions, choose the payment method (each alone: a fetcher's data, or a redirect to the
 * page without JavaScript), and place the order (then an online method's gateway, else the
 * confirmation page `?order={id}`: `afterPlacing`). Failures are translated data (4xx).
 */
export async function paymentAction(request: Request, context: AppLoadContext) {
  const { locale, deps, order, userId } = await payableCheckout(request, context, {
    orderable: false,
  });
  const form = await request.formData();
  const raw = text(form, 'intent');
  const intent = INTENTS.find((name) => name === raw);
  const path = href('panier-paiement', null, locale);
  let after = path;
  let notice: string | undefined;
  try {
    switch (intent) {
      case 'code':
      case 'code_remove':
      case 'gift_card_remove': {
        const { order: updated, change } = await changeCode(deps, intent, form);
        notice = codeNotice(updated, locale, change) ?? undefined;
        after = `${path}?${PROMO_PARAM}=${change}`;
        break;
      }
      case 'points_use':
      case 'points_remove':
        // As many points as the order needs (the rest stays on the account), or none.
        await retryOnChange(() =>
          useLoyaltyPoints(deps, 'current', intent === 'points_use' ? null : 0),
        );
        break;
      case 'gift':
        await retryOnChange(() => markAsGift(deps, 'current', isGift(form)));
        break;
      case 'instructions': {
        const value = boundedText(form, 'customer_instructions', MAX_INSTRUCTIONS) ?? null;
        await retryOnChange(() => setCustomerInstructions(deps, 'current', value));
        break;
      }
      case 'payment': {
        const code = text(form, 'payment_method');
        const refusal = await paymentRefusal(deps, code);
        if (refusal) throw validationFailed({ payment_method: refusal });
        await assignPaymentMethod(deps, 'current', code!, deps.paymentSetup);
        break;
      }
      case 'place': {
        const placed = await place(deps, order, form);
        return afterPlacing(context, locale, userId, placed.order);
      }
      default:
        throw validationFailed({ intent: [{ key: 'invalid_value' }] });
    }
  } catch (error) {
    return formFailure(error, locale, form, SHOWN_FIELDS, intent ?? raw);
  }
  if (!fetched(form)) return redirect(after, 303);
  const answer: FormState = { intent, notice };
  return data(answer);
}
