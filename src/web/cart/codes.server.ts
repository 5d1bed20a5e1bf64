/**
 * The promo code and gift card box, shared by the cart page and the payment step: apply a code
 * (a promo code or a gift card, by its name), remove one or the other, and the notice that names
 * what changed. Server only.
 */
import { applyCode, type CartDeps, type OrderDto } from '../../modules/orders';
import { validationFailed } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { formatPrice } from '../../shared/money';
import {
  CODE_CHANGES,
  MAX_CODE,
  toCents,
  type CodeChange,
  type CodeIntent,
} from '../components/checkout/checkout-state';
import { CATALOGUES } from '../i18n/catalogues';
import { boundedText, renameFields, retryOnChange } from './checkout.server';

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
const money = (euros: number) => formatPrice(toCents(euros));

/** "The code … is applied", "The gift card … is applied: … left to pay", or their removals. */
export function codeNotice(order: OrderDto, locale: Locale, change: CodeChange): string | null {
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
        used: money(order.gift_card.used),
        due: money(order.amount_due),
      });
    case 'applied': {
      const code = order.code;
      if (!code) return null;
      const values = { code: code.name, value: String(code.value), scope: code.scope.join(', ') };
      return fill(
        texts[code.scope.length > 0 ? 'checkout.promoAppliedScoped' : 'checkout.promoApplied'],
        values,
      );
    }
  }
}

/** The notice of `?promo=` (a change made without JavaScript), if it names one. */
export function codeNoticeFromUrl(request: Request, order: OrderDto, locale: Locale) {
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
): Promise<{ order: OrderDto; change: CodeChange }> {
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
      return { order: await retryOnChange(() => applyCode(deps, 'current', '')), change: 'removed' };
    case 'gift_card_remove':
      return {
        order: await retryOnChange(() => applyCode(deps, 'current', '', 'gift_card')),
        change: 'card_removed',
      };
  }
}
