import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import type { ProductCard } from '../../../modules/catalog';
import { formatPrice } from '../../../shared/money';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import { CartIcon } from './icons';
import type { VariantView } from './product-view';
import { useHydrated } from '../use-hydrated';
import { AddedToCartModal } from '../cart/added-to-cart-modal';
import { FETCH_FIELD, type CartActionData } from '../cart/cart-state';
import { ErrorPopup } from '../cart/popup';
import { useProPrices } from '../price/tax-basis';

/** Largest quantity the field accepts (a typing slip should not order 1,000 covers). */
export const MAX_QUANTITY = 99;

/**
 * Quantity and "add to cart". Without JavaScript a plain post to the cart page, which adds and
 * shows the cart; with it a fetcher: the page stays, the added-to-cart modal opens (or the
 * SPEC §8 error popup), and the header's count follows (the root loader revalidates).
 */
export function AddToCart({
  variant,
  suggestions,
  assemblyPriceTtcCents,
  assemblyPriceHtCents = null,
}: {
  variant: VariantView;
  suggestions: readonly ProductCard[];
  assemblyPriceTtcCents: number | null;
  /** What a verified PRO reads instead (decision 048). */
  assemblyPriceHtCents?: number | null;
}) {
  const t = useT();
  const pro = useProPrices();
  const locale = useLocale();
  const location = useLocation();
  const [quantity, setQuantity] = useState('1');
  const hydrated = useHydrated();
  const fetcher = useFetcher<CartActionData>();
  const busy = fetcher.state !== 'idle';
  const button = useRef<HTMLButtonElement>(null);
  // Each answer opens its popup once; leaving the page (another product, a swatch) closes it.
  const [answered, setAnswered] = useState(fetcher.data);
  const [shown, setShown] = useState<CartActionData | null>(null);
  const [page, setPage] = useState(location.key);
  if (fetcher.state === 'idle' && fetcher.data !== answered) {
    setAnswered(fetcher.data);
    setShown(fetcher.data ?? null);
  }
  if (location.key !== page) {
    setPage(location.key);
    setShown(null);
  }
  // The focus comes back to the add button when the popup closes.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (shown) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      button.current?.focus();
    }
  }, [shown]);
  const close = () => setShown(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) event.preventDefault();
  };
  const outOfStock = variant.stockState === 'out_of_stock';
  const current = Math.max(1, Math.min(MAX_QUANTITY, Number.parseInt(quantity, 10) || 1));
  const step = (delta: number) =>
    setQuantity(String(Math.max(1, Math.min(MAX_QUANTITY, current + delta))));
  const noteId = `cart-note-${variant.id}`;
  const form = (
    <fetcher.Form
      className="pdp-add-to-cart"
      method="post"
      action={href('panier', null, locale)}
      data-testid="add-to-cart-form"
      aria-busy={busy || undefined}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="variant_id" value={variant.id} />
      <input type="hidden" name="back" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name={FETCH_FIELD} value="1" /> : null}
      <div className="pdp-quantity">
        <label className="pdp-quantity-label" htmlFor="product-quantity">
          {t('product.quantity')}
        </label>
        <div className="pdp-quantity-field">
          <button
            type="button"
            className="pdp-quantity-step"
            hidden={!hydrated}
            disabled={outOfStock || current <= 1}
            aria-label={t('product.quantityDecrease')}
            aria-controls="product-quantity"
            onClick={() => step(-1)}
          >
            −
          </button>
          <input
            id="product-quantity"
            className="pdp-quantity-input"
            type="number"
            name="quantity"
            inputMode="numeric"
            min={1}
            max={MAX_QUANTITY}
            step={1}
            required
            value={quantity}
            disabled={outOfStock}
            onChange={(event) => setQuantity(event.target.value)}
            onBlur={() => setQuantity(String(current))}
          />
          <button
            type="button"
            className="pdp-quantity-step"
            hidden={!hydrated}
            disabled={outOfStock || current >= MAX_QUANTITY}
            aria-label={t('product.quantityIncrease')}
            aria-controls="product-quantity"
            onClick={() => step(1)}
          >
            +
          </button>
        </div>
      </div>
      {assemblyPriceTtcCents !== null ? (
        <label className="pdp-assembly" data-testid="assembly-option">
          <input type="checkbox" name="with_assembly" value="1" disabled={outOfStock} />
          <span>
            {pro && assemblyPriceHtCents !== null
              ? t('product.assemblyHt', { price: formatPrice(assemblyPriceHtCents) })
              : t('product.assembly', { price: formatPrice(assemblyPriceTtcCents) })}
            <small>{t('product.assemblyNote')}</small>
          </span>
        </label>
      ) : null}
      <button
        ref={button}
        type="submit"
        className="button button-brand pdp-add-to-cart-button"
        disabled={outOfStock}
        aria-describedby={outOfStock ? noteId : undefined}
        data-testid="add-to-cart"
      >
        <CartIcon size={20} />
        {outOfStock ? t('product.unavailable') : t('product.addToCart')}
      </button>
      {outOfStock ? (
        <p id={noteId} className="pdp-add-to-cart-note" data-testid="out-of-stock-note">
          {t('product.outOfStockNote')}{' '}
          <Link to={href('contact', null, locale)}>{t('product.contactUs')}</Link>
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {busy ? t('cart.adding') : ''}
      </p>
    </fetcher.Form>
  );
  return (
    <>
      {form}
      {shown?.ok && shown.intent === 'add' ? (
        <AddedToCartModal
          added={shown.added}
          itemsCount={shown.itemsCount}
          suggestions={suggestions}
          onClose={close}
        />
      ) : shown && !shown.ok ? (
        <ErrorPopup message={shown.message} lines={shown.lines} onClose={close} />
      ) : null}
    </>
  );
}
