/**
 * The gift cards page's actions, in-process (decision 056): `buy` adds a gift card to the cart
 * (a visitor's first cart gets its order-token cookie) and goes to the cart; `check` reads a
 * card's balance by code (rate limited per address). Failures come back translated to the form.
 */
import { redirect, type AppLoadContext } from 'react-router';
import {
  addGiftCardToCart,
  checkGiftCardBalance,
  removeGiftCardFromCart,
} from '../../modules/orders';
import { HttpError } from '../../shared/http';
import { centsToEuros } from '../../shared/money';
import { formFailure } from '../account/forms.server';
import { cartDeps, cartOwner } from '../cart/cart.server';
import { href } from '../paths';
import { requestLocale } from '../request.server';

export const BUY_FIELDS = [
  'amount',
  'custom_amount',
  'recipient',
  'recipient_name',
  'recipient_email',
  'sender_name',
  'message',
  'deliver_on',
] as const;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

export async function giftCardsAction(request: Request, context: AppLoadContext) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (intent === 'check') {
    try {
      const balance = await checkGiftCardBalance(
        context.database.db,
        text(form, 'code') ?? '',
        context.client.ip,
        context.now(),
      );
      return {
        intent: 'check',
        balance: {
          balance: centsToEuros(balance.balanceCents),
          balanceCents: balance.balanceCents,
          expiresAt: balance.expiresAt ? balance.expiresAt.toISOString() : null,
        },
      };
    } catch (error) {
      return formFailure(error, locale, form, ['code'], 'check');
    }
  }
  if (intent === 'remove') {
    const owner = cartOwner(context);
    const raw = text(form, 'line_id') ?? '';
    if (owner && /^\d{1,9}$/.test(raw)) {
      try {
        await removeGiftCardFromCart(
          await cartDeps(context, locale, owner),
          'current',
          Number(raw),
        );
      } catch (error) {
        // Already gone (another tab): the cart says the same.
        if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
      }
    }
    return redirect(href('panier', null, locale), 303);
  }
  try {
    if (intent !== 'buy')
      throw new HttpError(422, 'form_invalid', { intent: [{ key: 'invalid_value' }] });
    const input = Object.fromEntries(BUY_FIELDS.map((name) => [name, text(form, name)]));
    let owner = cartOwner(context);
    let issued: string | null = null;
    if (!owner) {
      const fresh = context.cart.issue();
      owner = { userId: null, tokenHash: fresh.ownerHash };
      issued = fresh.setCookie;
    }
    await addGiftCardToCart(await cartDeps(context, locale, owner), 'current', input);
    const headers = new Headers();
    if (issued) headers.append('Set-Cookie', issued);
    return redirect(`${href('panier', null, locale)}?gift_card=added`, { status: 303, headers });
  } catch (error) {
    return formFailure(error, locale, form, [...BUY_FIELDS], 'buy');
  }
}
