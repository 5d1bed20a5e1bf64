/**
 * The promo code and gift card box, shared by the cart page and the payment step: apply a code
 * (a promo code or a gift card, by its name), remove one or the other, and the notice that names
 * what changed. Server only.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import { applyCode, type CartDeps, type OrderCents } from '../../modules/orders';
import { HttpError, validationFailed } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { formatPrice } from '../../shared/money';
import { formFailure } from '../account/forms.server';
import {
  CODE_CHANGES,
  CODE_INTENTS,
  MAX_CODE,
  PROMO_PARAM,
  type CodeChange,
  type CodeIntent,
} from '../components/checkout/checkout-state';
import { codeValueText } from '../components/checkout/code-value';
import type { FormState } from '../components/form/form-state';
import { CATALOGUES } from '../i18n/catalogues';
import { href } from '../paths';
import { requestLocale } from '../request.server';
import { cartDeps } from './cart.server';
import { boundedText, fetched, renameFields, retryOnChange } from './checkout.server';

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** "The code … is applied", "The gift card … is applied: … left to pay", or their removals. */
export function codeNotice(order: OrderCents, locale: Locale, change: CodeChange): string | null {
  const texts = CATALOGUES[locale];
  switch (change) {
    case 'removed':
      return texts['checkout.promoRemoved'];
    case 'card_removed':
      return texts['checkout.giftCardRemoved'];
    case 'card_applied':
      if (!order.gift_card) return null;
      return fill(texts['checkout.giftCardApplied'], {
        code: order.gift_card.code,
        used: formatPrice(order.gift_card.used_cents),
        due: formatPrice(order.amount_due_cents),
      });
    case 'applied': {
      const code = order.code;
      if (!code) return null;
      const values = { code: code.name, value: codeValueText(code), scope: code.scope.join(', ') };
      return fill(
        texts[code.scope.length > 0 ? 'checkout.promoAppliedScoped' : 'checkout.promoApplied'],
        values,
      );
    }
  }
}

/** The notice of `?promo=` (a change made without JavaScript), if it names one. */
export function codeNoticeFromUrl(request: Request, order: OrderCents, locale: Locale) {
  const change = new URL(request.url).searchParams.get('promo');
  const known = CODE_CHANGES.find((name) => name === change);
  return known ? codeNotice(order, locale, known) : null;
}

const normalised = (name: string) => name.trim().toUpperCase();

/**
 * Applies or removes what the form says; answers what changed (for the notice and `?promo=`).
 * A typed name is a promo code, else a gift card (the orders module tells them apart); a
 * refusal is an `HttpError` on the `code` field.
 */
export async function changeCode(
  deps: CartDeps,
  intent: CodeIntent,
  form: FormData,
): Promise<{ order: OrderCents; change: CodeChange }> {
  switch (intent) {
    case 'code': {
      const name = boundedText(form, 'code', MAX_CODE);
      if (name === undefined) throw validationFailed({ code: [{ key: 'required' }] });
      const order = await retryOnChange(() => applyCode(deps, 'current', name)).catch(
        (error: unknown) => {
          throw renameFields(error, { name: 'code' });
        },
      );
      const card = order.gift_card && normalised(order.gift_card.code) === normalised(name);
      return { order, change: card ? 'card_applied' : 'applied' };
    }
    case 'code_remove':
      return {
        order: await retryOnChange(() => applyCode(deps, 'current', '')),
        change: 'removed',
      };
    case 'gift_card_remove':
      return {
        order: await retryOnChange(() => applyCode(deps, 'current', '', 'gift_card')),
        change: 'card_removed',
      };
  }
}

/** The code box's intent of a posted form, if it is one. */
export const codeIntentOf = (form: FormData) =>
  CODE_INTENTS.find((name) => name === form.get('intent'));

/**
 * The cart page's code box (a customer's: the checkout needs an account anyway): a fetcher
 * gets the notice as data, a plain post goes back to the cart with `?promo=`; a refusal is
 * translated data by the field.
 */
export async function cartCodeAction(request: Request, context: AppLoadContext, form: FormData) {
  const locale = requestLocale(request);
  const intent = codeIntentOf(form)!;
  try {
    if (!context.session) throw new HttpError(401, 'unauthenticated');
    const owner = { userId: context.session.userId, tokenHash: null };
    const { order, change } = await changeCode(
      await cartDeps(context, locale, owner),
      intent,
      form,
    );
    const cartPath = href('panier', null, locale);
    if (!fetched(form)) return redirect(`${cartPath}?${PROMO_PARAM}=${change}`, 303);
    const answer: FormState = { intent, notice: codeNotice(order, locale, change) ?? undefined };
    return data(answer);
  } catch (error) {
    return formFailure(error, locale, form, ['code'], intent);
  }
}
