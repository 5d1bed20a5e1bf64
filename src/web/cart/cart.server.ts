/**
 * The cart as pages use it, in-process (never over HTTP): whose cart this request reads, the
 * header's count, the current order, and the cart page's form action (add, update, remove,
 * clear). Server only: services and their errors never reach the browser bundle.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import {
  addLineInput,
  addToCart,
  cartItemsCount,
  deleteCart,
  getOrder,
  isPlaced,
  removeLine,
  saveCart,
  saveCartInput,
  updateLine,
  updateLineInput,
  type CartDeps,
  type CartOwner,
  type OrderCents,
  type OrderStatus,
} from '../../modules/orders';
import type { z } from 'zod';
import type { QueryErrors } from '../../shared/api-query';
import { HttpError, notFound, parseId, validationFailed } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { message } from '../../shared/messages';
import { fieldErrors } from '../../shared/validation';
import { translateErrors } from '../account/forms.server';
import { safeRedirect } from '../account/redirect';
import { productReadContext } from '../catalog.server';
import {
  FETCH_FIELD,
  SAVED_PARAM,
  SAVE_PARAM,
  type CartActionData,
  type CartFailure,
  type CartIntent,
} from '../components/cart/cart-state';
import { CATALOGUES } from '../i18n/catalogues';
import { href } from '../paths';
import { requestLocale } from '../request.server';

/**
 * The owner of this request's cart: the signed-in customer, else the visitor's order-token
 * cookie; null when a visitor has no cart yet (nothing to read, no query to run).
 */
export function cartOwner(context: AppLoadContext): CartOwner | null {
  if (context.session) return { userId: context.session.userId, tokenHash: null };
  if (context.cart.ownerHash) return { userId: null, tokenHash: context.cart.ownerHash };
  return null;
}

/** The header's count: the sum of the cart's quantities (one small query, none without cart). */
export async function headerCartCount(context: AppLoadContext): Promise<number> {
  const owner = cartOwner(context);
  return owner ? cartItemsCount(context.database.db, owner) : 0;
}

/** The orders services' context for this request's cart owner (the checkout builds on it). */
export async function cartDeps(
  context: AppLoadContext,
  locale: Locale,
  owner: CartOwner,
): Promise<CartDeps> {
  return {
    db: context.database.db,
    owner,
    read: await productReadContext(context, locale),
    now: context.now(),
    userAgent: context.client.userAgent?.slice(0, 512) ?? null,
  };
}

/** The current cart priced for this visitor (null: no cart). */
export async function loadCart(
  context: AppLoadContext,
  locale: Locale,
): Promise<OrderCents | null> {
  const owner = cartOwner(context);
  if (!owner) return null;
  return getOrder(await cartDeps(context, locale, owner), 'current');
}

/** The name of the customer's saved cart `?saved={id}` names (the cart page's notice). */
export async function savedCartName(
  context: AppLoadContext,
  locale: Locale,
  raw: string | null,
): Promise<string | null> {
  if (!context.session || !raw || !/^\d{1,9}$/.test(raw)) return null;
  const owner = { userId: context.session.userId, tokenHash: null };
  const saved = await getOrder(await cartDeps(context, locale, owner), Number(raw));
  return saved && !isPlaced(saved.status as OrderStatus) ? saved.saved_name : null;
}

const INTENTS: readonly CartIntent[] = ['add', 'update', 'remove', 'clear', 'save'];

/** A form field as a string, `undefined` when absent or blank (zod then says "required"). */
function field(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * A posted form through the orders module's schema. Blank required fields say "required"
 * themselves; zod reports the input of the others, so that `abc` or `1.5` read as "not a
 * whole number" (without the input, shared/validation takes every type error for a missing
 * field).
 */
function parseForm<S extends z.ZodType>(
  schema: S,
  body: Record<string, string | undefined>,
  required: readonly string[],
): z.output<S> {
  const errors: QueryErrors = {};
  for (const name of required) {
    if (body[name] === undefined) errors[name] = [{ key: 'required' }];
  }
  const result = schema.safeParse(body, { reportInput: true });
  if (!result.success) {
    for (const [name, list] of Object.entries(fieldErrors(result.error))) errors[name] ??= list;
  }
  if (!result.success || Object.keys(errors).length > 0) throw validationFailed(errors);
  return result.data;
}

/**
 * The cart page's action. A plain form post (no JavaScript) is answered with a redirect (303)
 * to the cart page; a fetcher's post (hidden `js` field) with data: the product page opens its
 * added-to-cart modal, the cart page updates the line in place. Failures are translated data
 * (status 4xx): nothing was written, and the page shows them by the line or in the popup.
 */
export async function cartAction(request: Request, context: AppLoadContext) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const cartPath = href('panier', null, locale);
  const raw = field(form, 'intent');
  const intent = INTENTS.find((name) => name === raw) ?? null;
  const fetched = form.get(FETCH_FIELD) === '1';
  const headers = new Headers();
  let lineId: number | null = null;
  try {
    switch (intent) {
      case 'add': {
        const input = parseForm(
          addLineInput,
          {
            variant_id: field(form, 'variant_id'),
            quantity: field(form, 'quantity'),
            with_assembly: field(form, 'with_assembly'),
          },
          ['variant_id'],
        );
        let owner = cartOwner(context);
        let issued: string | null = null;
        if (!owner) {
          // A visitor's first cart: a new order token, sent only if the addition succeeds.
          const fresh = context.cart.issue();
          owner = { userId: null, tokenHash: fresh.ownerHash };
          issued = fresh.setCookie;
        }
        const result = await addToCart(await cartDeps(context, locale, owner), 'current', input);
        if (issued) headers.append('Set-Cookie', issued);
        if (!fetched) return redirect(cartPath, { status: 303, headers });
        const line = result.order.order_variants.find((l) => l.id === result.lineId);
        const answer: CartActionData = {
          ok: true,
          intent: 'add',
          added: {
            lineId: result.lineId,
            productName: line?.variant.product.name ?? '',
            variantName: line?.variant.name ?? '',
            reference: line?.variant.reference ?? '',
            image: line?.variant.images[0] ?? null,
            assemblyUnitTtcCents: line?.with_assembly ? line.assembly_unit_price_ttc_cents : null,
            assemblyUnitHtCents: line?.with_assembly ? line.assembly_unit_price_ht_cents : null,
          },
          itemsCount: result.order.items_count,
        };
        return data(answer, { headers });
      }
      case 'update':
      case 'remove': {
        lineId = parseId(field(form, 'line_id'));
        const owner = cartOwner(context);
        if (!owner) throw notFound();
        const deps = await cartDeps(context, locale, owner);
        let quantity = 0;
        if (intent === 'update') {
          // A quantity, or (the fitting switch of a line) the workshop fitting alone.
          const fitting = field(form, 'with_assembly');
          const change = parseForm(
            updateLineInput,
            { quantity: field(form, 'quantity'), with_assembly: fitting },
            fitting === undefined ? ['quantity'] : [],
          );
          const updated = await updateLine(deps, lineId, change);
          quantity = updated.order_variants.find((l) => l.id === lineId)?.quantity ?? 0;
        } else {
          try {
            await removeLine(deps, lineId);
          } catch (error) {
            // Already gone (another tab): the cart says the same.
            if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
          }
        }
        // The delivery step removes a fitting and comes back (`back`, a path of this site).
        if (!fetched) return redirect(safeBack(form.get('back')) ?? cartPath, 303);
        const answer: CartActionData = { ok: true, intent, lineId, quantity };
        return answer;
      }
      case 'clear': {
        const owner = cartOwner(context);
        if (owner) {
          try {
            await deleteCart(await cartDeps(context, locale, owner), 'current');
          } catch (error) {
            if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
          }
        }
        if (!context.session && context.cart.ownerHash) {
          headers.append('Set-Cookie', context.cart.clearCookie());
        }
        return redirect(cartPath, { status: 303, headers });
      }
      case 'save': {
        // SPEC §2 save-cart modal: a customer's named copy; a visitor logs in first.
        if (!context.session) {
          const back = new URLSearchParams({ redirect: `${cartPath}?${SAVE_PARAM}=1` });
          return redirect(`${href('connexion', null, locale)}?${back}`, 303);
        }
        const { name } = parseForm(saveCartInput, { name: field(form, 'name') }, ['name']);
        const owner = { userId: context.session.userId, tokenHash: null };
        const saved = await saveCart(await cartDeps(context, locale, owner), name);
        return redirect(`${cartPath}?${SAVED_PARAM}=${saved.id}`, 303);
      }
      default:
        throw new HttpError(422, 'form_invalid', { intent: [{ key: 'invalid_value' }] });
    }
  } catch (error) {
    return cartFailure(error, { locale, intent, lineId, form });
  }
}

/** An expected failure (HttpError) as translated data; anything else is a bug: rethrown. */
function cartFailure(
  error: unknown,
  where: { locale: Locale; intent: CartIntent | null; lineId: number | null; form: FormData },
) {
  if (!(error instanceof HttpError)) throw error;
  const { locale, intent, lineId, form } = where;
  const gone = error.statusCode === 404 && intent !== 'add';
  const failure: CartFailure = {
    ok: false,
    intent,
    lineId,
    status: error.statusCode,
    message: gone
      ? CATALOGUES[locale]['cart.lineGone']
      : message(error.messageKey, locale, error.extra.params ?? {}),
    lines: Object.values(translateErrors(error.fieldErrors, locale)).flat(),
    quantity:
      typeof form.get('quantity') === 'string' ? String(form.get('quantity')).slice(0, 12) : null,
    back: intent === 'add' ? safeBack(form.get('back')) : null,
    ...(intent === 'save' ? { name: String(form.get('name') ?? '').slice(0, 200) } : {}),
  };
  return data(failure, { status: error.statusCode });
}

/** The product page a failed addition without JavaScript returns to (a path of this site). */
function safeBack(value: FormDataEntryValue | null): string | null {
  const path = safeRedirect(value, '');
  return path === '' ? null : path;
}
