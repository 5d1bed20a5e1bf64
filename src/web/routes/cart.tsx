import { useCallback, useRef, useState } from 'react';
import { Form, Link, useFetchers, useNavigation } from 'react-router';
import type { Route } from './+types/cart';
import type { OrderCents } from '../../modules/orders';
import { cartAction, loadCart, savedCartName } from '../cart/cart.server';
import { cartCodeAction, codeIntentOf, codeNoticeFromUrl } from '../cart/codes.server';
import { CartLine } from '../components/cart/cart-line';
import { GiftCardLines } from '../components/cart/gift-card-lines';
import {
  SAVED_PARAM,
  SAVE_PARAM,
  type CartActionData,
  type CartFailure,
} from '../components/cart/cart-state';
import { CartSummary } from '../components/cart/cart-summary';
import { PromoCode } from '../components/checkout/promo-code';
import type { FormState } from '../components/form/form-state';
import { ErrorPopup, Popup } from '../components/cart/popup';
import { SaveCartModal } from '../components/cart/save-cart-modal';
import { formLinks } from '../components/form/styles';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { requestLocale } from '../request.server';
import { staticHandle, staticMeta } from '../seo';
import { pointsPerEuroFor } from '../cart/loyalty.server';

/**
 * The cart (`/panier`, SPEC §2, §4): the current order's lines with their quantities, the
 * totals, and "Order". The action (cart.server.ts) adds (the product page's form), updates,
 * removes and empties; every form works without JavaScript (post, then redirect here) and with
 * it through fetchers (no reload). `?clear=1` asks before emptying the cart; `?save=1` opens
 * the save-cart modal (SPEC §2; the `save` intent), `?saved={id}` says the cart was saved.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const params = new URL(request.url).searchParams;
  const [order, saved, pointsPerEuro] = await Promise.all([
    loadCart(context, locale),
    savedCartName(context, locale, params.get(SAVED_PARAM)),
    pointsPerEuroFor(context),
  ]);
  const hasLines =
    order !== null && (order.order_variants.length > 0 || order.gift_cards_sold.length > 0);
  return {
    order: hasLines ? order : null,
    confirmClear: hasLines && params.get('clear') === '1',
    askSave: hasLines && params.get(SAVE_PARAM) === '1',
    signedIn: context.session !== null,
    pointsPerEuro,
    saved,
    /** After a code or gift card change without JavaScript (`?promo=…`). */
    promoNotice:
      hasLines && context.session !== null ? codeNoticeFromUrl(request, order, locale) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The promo code and gift card box answers like the checkout's forms (codes.server.ts).
  const form = await request.clone().formData();
  if (codeIntentOf(form)) return cartCodeAction(request, context, form);
  return cartAction(request, context);
}

// The content pages' styles and the forms' (the save-cart modal's field).
export const links = formLinks;

export const meta = staticMeta('panier', 'page.cart.title', 'page.cart.description', {
  noindex: true,
});

export const handle = staticHandle('page.cart.title');

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { order, confirmClear, askSave, signedIn, saved, promoNotice, pointsPerEuro } = loaderData;
  const cartPath = href('panier', null, locale);
  const heading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((text: string) => setAnnouncement(text), []);
  const posted = actionData as CartActionData | FormState | undefined;
  // The code box answers like the checkout's forms; the cart's own forms with `ok`.
  const answer = posted && 'ok' in posted ? posted : undefined;
  const codeAnswer = posted && !('ok' in posted) ? (posted as FormState) : undefined;
  const failure = answer && !answer.ok ? answer : null;
  // A line's refusal shows by the line; anything else (an addition…) in the SPEC §8 popup.
  const lineFailure =
    failure && order?.order_variants.some((line) => line.id === failure.lineId) ? failure : null;
  // A refused save stays in its modal, by the name field.
  const saveFailure = failure?.intent === 'save' ? failure : null;
  const popupFailure = failure && !lineFailure && !saveFailure ? failure : null;
  const count = order?.items_count ?? 0;
  return (
    <div className="page container cart-page" data-testid="cart-page">
      <header className="page-header cart-header">
        <h1 ref={heading} tabIndex={-1}>
          {t('page.cart.title')}
          {count > 0 ? (
            <span className="cart-header-count" data-testid="cart-count">
              {' '}
              (
              {t(
                new Intl.PluralRules(locale).select(count) === 'one'
                  ? 'cart.itemsOne'
                  : 'cart.itemsMany',
                { count },
              )}
              )
            </span>
          ) : null}
        </h1>
      </header>
      <p className="visually-hidden" role="status" data-testid="cart-announcement">
        {announcement}
      </p>
      {saved ? (
        <div className="cart-saved" role="status" data-testid="cart-saved">
          <p>{t('savedCarts.savedNotice', { name: saved })}</p>
          <Link to={href('compte-saved-carts', null, locale)}>{t('account.menu.savedCarts')}</Link>
        </div>
      ) : null}
      {order ? (
        <CartContent
          order={order}
          cartPath={cartPath}
          lineFailure={lineFailure}
          codes={{ signedIn, answer: codeAnswer, notice: promoNotice }}
          pointsPerEuro={pointsPerEuro}
          onAnnounce={announce}
          onRemoving={(name) => {
            announce(t('cart.lineRemoved', { name }));
            heading.current?.focus();
          }}
        />
      ) : (
        <EmptyCart />
      )}
      {confirmClear ? (
        <Popup
          title={t('dialog.confirmDelete')}
          role="alertdialog"
          closeTo={cartPath}
          testId="confirm-clear"
          actions={
            <>
              <Form method="post" action={cartPath}>
                <input type="hidden" name="intent" value="clear" />
                <button
                  type="submit"
                  className="button button-brand"
                  data-testid="confirm-clear-yes"
                >
                  {t('dialog.yes')}
                </button>
              </Form>
              <Link
                className="button button-secondary"
                to={cartPath}
                replace
                preventScrollReset
                data-autofocus
              >
                {t('dialog.no')}
              </Link>
            </>
          }
        >
          <p>{t('cart.clearText')}</p>
        </Popup>
      ) : null}
      {order && (askSave || saveFailure) ? (
        <SaveCartModal
          totalTtcCents={order.total_ttc_cents}
          signedIn={signedIn}
          cartPath={cartPath}
          failure={saveFailure}
        />
      ) : null}
      {popupFailure ? (
        <ErrorPopup
          message={popupFailure.message}
          lines={popupFailure.lines}
          closeTo={popupFailure.back ?? cartPath}
        />
      ) : null}
    </div>
  );
}

function CartContent({
  order,
  cartPath,
  lineFailure,
  codes,
  pointsPerEuro,
  onAnnounce,
  onRemoving,
}: {
  order: OrderCents;
  /** The loyalty rule (the summary's "this order will earn N points"). */
  pointsPerEuro: number;
  cartPath: string;
  lineFailure: CartFailure | null;
  /** The promo code and gift card box: a customer's; a visitor is asked to sign in. */
  codes: { signedIn: boolean; answer: FormState | undefined; notice: string | null };
  onAnnounce: (text: string) => void;
  onRemoving: (name: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  // The totals are being recomputed: a line's update or removal is on its way.
  const busy =
    (navigation.state !== 'idle' && navigation.formAction === cartPath) ||
    fetchers.some((fetcher) => fetcher.state !== 'idle' && fetcher.formAction === cartPath);
  return (
    <div className="cart-layout">
      <section className="cart-lines" aria-labelledby="cart-lines-title">
        <h2 id="cart-lines-title" className="visually-hidden">
          {t('cart.linesTitle')}
        </h2>
        <div className="cart-lines-head" aria-hidden="true">
          <span>{t('cart.colProduct')}</span>
          <span>{t(order.prices_include_tax ? 'cart.colUnitPrice' : 'cart.colUnitPriceHt')}</span>
          <span>{t('cart.colQuantity')}</span>
          <span>{t(order.prices_include_tax ? 'cart.colTotal' : 'cart.colTotalHt')}</span>
          <span />
        </div>
        <ul className="cart-line-list" data-testid="cart-lines">
          {order.order_variants.map((line) => (
            <CartLine
              key={line.id}
              line={line}
              failure={lineFailure?.lineId === line.id ? lineFailure : null}
              cartPath={cartPath}
              onAnnounce={onAnnounce}
              onRemoving={() => onRemoving(line.variant.product.name)}
            />
          ))}
        </ul>
        <GiftCardLines order={order} removable />
        <div className="cart-lines-foot">
          <Link
            className="button button-secondary cart-save"
            to={`${cartPath}?${SAVE_PARAM}=1`}
            preventScrollReset
            data-testid="cart-save"
          >
            {t('savedCarts.saveCart')}
          </Link>
          <Link
            className="cart-clear"
            to={`${cartPath}?clear=1`}
            preventScrollReset
            data-testid="cart-clear"
          >
            {t('cart.clear')}
          </Link>
        </div>
        <section className="cart-codes" aria-labelledby="cart-codes-title">
          <h2 id="cart-codes-title">{t('checkout.codeTitle')}</h2>
          {codes.signedIn ? (
            <PromoCode order={order} path={cartPath} failure={codes.answer} notice={codes.notice} />
          ) : (
            <p className="page-note" data-testid="cart-codes-sign-in">
              <Link
                to={`${href('connexion', null, locale)}?redirect=${encodeURIComponent(cartPath)}`}
              >
                {t('cart.codeSignIn')}
              </Link>
            </p>
          )}
        </section>
      </section>
      <CartSummary
        order={order}
        busy={busy}
        pointsPerEuro={pointsPerEuro}
        signedIn={codes.signedIn}
      />
    </div>
  );
}

function EmptyCart() {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="cart-empty" data-testid="cart-empty">
      <p className="page-note">{t('page.cart.empty')}</p>
      <div className="page-actions">
        <Link className="button button-brand" to={href('index', null, locale)}>
          {t('page.cart.continue')}
        </Link>
        <Link className="button button-secondary" to={href('bons-plans', null, locale)}>
          {t('page.deals.title')}
        </Link>
      </div>
    </div>
  );
}
