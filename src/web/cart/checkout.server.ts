/**
 * What both checkout steps share, in-process (never over HTTP): the shop's payment setup and
 * relay point finder (from the load context), the SPEC §5 guards (a cart with lines, else the cart page; a customer,
 * else the login page coming back here), form helpers, and failures as translated data.
 * Server only: services and their errors never reach the browser bundle.
 */
import { redirect, type AppLoadContext } from 'react-router';
import {
  getOrder,
  type CheckoutDeps,
  type OrderCents,
  type PaymentSetup,
} from '../../modules/orders';
import type { QueryErrors } from '../../shared/api-query';
import { HttpError, validationFailed } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { loginRedirect } from '../account/guard.server';
import { FETCH_FIELD } from '../components/checkout/checkout-state';
import { href } from '../paths';
import { requestLocale } from '../request.server';
import { cartDeps, cartOwner } from './cart.server';

/** The checkout's services plus the shop's payment gateways (from the load context). */
export type WebCheckoutDeps = CheckoutDeps & { paymentSetup: PaymentSetup };

export interface Checkout {
  locale: Locale;
  deps: WebCheckoutDeps;
  /** The current cart, priced: it has lines, every one orderable. */
  order: OrderCents;
  userId: number;
}

/**
 * SPEC §5 guards of `panier-livraison` and `panier-paiement`: no cart, an empty one or (for a
 * page) a line that cannot be ordered → the cart page (which says why); a visitor → the login
 * page with `redirect` back here (the cart follows them when they log in or register).
 */
export async function requireCheckout(
  request: Request,
  context: AppLoadContext,
  /** Pages check that every line can be ordered; actions let the service say what is wrong. */
  { orderable = true }: { orderable?: boolean } = {},
): Promise<Checkout> {
  const locale = requestLocale(request);
  const cartPath = href('panier', null, locale);
  const owner = cartOwner(context);
  if (!owner) throw redirect(cartPath, 302);
  const deps = await cartDeps(context, locale, owner);
  const order = await getOrder(deps, 'current');
  // A cart of gift cards only (decision 056) checks out too, without a delivery.
  if (!order || (order.order_variants.length === 0 && order.gift_cards_sold.length === 0))
    throw redirect(cartPath, 302);
  if (orderable && order.order_variants.some((line) => !line.orderable))
    throw redirect(cartPath, 302);
  if (!context.session) throw loginRedirect(request, locale);
  return {
    locale,
    // The server's gateways and carrier: pages and API offer the same choices.
    deps: { ...deps, relayPoints: context.relayPoints, paymentSetup: context.payments.setup },
    order,
    userId: context.session.userId,
  };
}

/** A form field as a trimmed string, `undefined` when absent or blank. */
export function text(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A posted id: required, a positive whole number, else a 422 on that field (never a 404). */
export function idField(form: FormData, name: string): number {
  const value = text(form, name);
  if (value === undefined) throw validationFailed({ [name]: [{ key: 'required' }] });
  if (!/^\d{1,9}$/.test(value) || Number(value) === 0)
    throw validationFailed({ [name]: [{ key: 'invalid_value' }] });
  return Number(value);
}

/** A text no longer than `max`, else a 422 on that field. */
export function boundedText(form: FormData, name: string, max: number): string | undefined {
  const value = text(form, name);
  if (value !== undefined && value.length > max)
    throw validationFailed({ [name]: [{ key: 'too_long', params: { max: String(max) } }] });
  return value;
}

/** The post came from a fetcher (hidden `js` field): answer data, not a redirect. */
export const fetched = (form: FormData) => form.get(FETCH_FIELD) === '1';

/** The service's field names as the page's forms name them (`name` of a promo code → `code`). */
export function renameFields(error: unknown, names: Record<string, string>): unknown {
  if (!(error instanceof HttpError) || !error.fieldErrors) return error;
  const fields: QueryErrors = {};
  for (const [name, list] of Object.entries(error.fieldErrors)) fields[names[name] ?? name] = list;
  return new HttpError(error.statusCode, error.messageKey, fields, error.extra);
}

/**
 * A choice that only sets a value ("deliver here", "pay by transfer") is tried once more when
 * the cart moved between its read and its write (two quick clicks, another tab): the second
 * try reads the new cart, so it is as safe as the first.
 */
export async function retryOnChange<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof HttpError && error.messageKey === 'cart_changed') return write();
    throw error;
  }
}
