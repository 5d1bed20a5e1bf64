import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useFetcher, useLocation, useNavigation } from 'react-router';
import type { ProductCard } from '../../../modules/catalog';
import { formatPrice } from '../../../shared/money';
import { useLocale, useT, type Translate } from '../../i18n';
import { href } from '../../paths';
import { CartIcon, InstalmentIcon, LockIcon, ReturnIcon, TruckIcon } from './icons';
import type { ProductView, VariantView } from './product-view';
import { Stars, formatRating } from './stars';
import { stockText } from './stock-text';
import { SwatchGroups } from './swatches';
import { useHydrated } from '../use-hydrated';
import { AddedToCartModal } from '../cart/added-to-cart-modal';
import { FETCH_FIELD, type CartActionData } from '../cart/cart-state';
import { ErrorPopup } from '../cart/popup';
import { takesCardOrPaypal, takesInstalments, useOnlinePayments } from '../layout/payment-marks';

/** SPEC §4 stock texts, shared with the cart's lines. */
export { stockText };

/** Largest quantity the field accepts (a typing slip should not order 1,000 covers). */
export const MAX_QUANTITY = 99;

/**
 * The right-hand column: name, reference, rating, price incl. tax, stock, variant choice,
 * quantity and the add-to-cart form, then the reassurance list (SPEC §4, §9). While a swatch's
 * page loads (client navigation) the box is marked busy.
 */
export function BuyBox({
  product,
  suggestions = [],
}: {
  product: ProductView;
  /** Shown in the added-to-cart modal (SPEC §2: its associated products). */
  suggestions?: readonly ProductCard[];
}) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location?.search.includes('variant=');
  const { variant } = product;
  return (
    <div className="pdp-buy-box" data-testid="buy-box" aria-busy={busy || undefined}>
      {product.brand ? (
        <Link
          className="pdp-buy-box-brand"
          to={href('marques-slug', { slug: product.brand.slug }, locale)}
        >
          {product.brand.name}
        </Link>
      ) : null}
      <h1 className="product-title" data-testid="product-name">
        {product.name}
      </h1>
      <div className="product-meta">
        <p className="product-reference" data-testid="product-reference">
          {t('product.reference', { reference: product.reference })}
        </p>
        <RatingSummary product={product} />
      </div>
      {variant ? <PriceBlock variant={variant} /> : null}
      {variant ? <StockState variant={variant} t={t} /> : null}
      <SwatchGroups groups={product.swatchGroups} />
      {variant ? (
        <AddToCart
          variant={variant}
          suggestions={suggestions}
          assemblyPriceTtcCents={product.assemblyPriceTtcCents}
        />
      ) : null}
      <Reassurance />
    </div>
  );
}

function RatingSummary({ product }: { product: ProductView }) {
  const t = useT();
  const locale = useLocale();
  if (product.reviewsAverage === null || product.reviewsCount === 0) {
    return <p className="pdp-rating-summary pdp-rating-summary-empty">{t('product.noReviews')}</p>;
  }
  const average = formatRating(product.reviewsAverage, locale);
  return (
    <p className="pdp-rating-summary" data-testid="rating-summary">
      <Stars value={product.reviewsAverage} size={16} />
      <span className="pdp-rating-summary-average">
        <span aria-hidden="true">
          {average}
          <span className="pdp-rating-summary-scale">/5</span>
        </span>
        <span className="visually-hidden">{t('product.stars', { stars: average })}</span>
      </span>
      <a className="pdp-rating-summary-link" href="#reviews">
        {reviewsCountText(t, locale, product.reviewsCount)}
      </a>
    </p>
  );
}

export function reviewsCountText(t: Translate, locale: string, count: number): string {
  const key =
    new Intl.PluralRules(locale).select(count) === 'one'
      ? 'product.reviewsOne'
      : 'product.reviewsMany';
  return t(key, { count: new Intl.NumberFormat(locale).format(count) });
}

function PriceBlock({ variant }: { variant: VariantView }) {
  const t = useT();
  const discounted = variant.discount > 0 && variant.originalPriceTtcCents > variant.priceTtcCents;
  return (
    <div className="pdp-price-block" data-testid="product-price-block">
      <p className="pdp-price-line">
        <span className="visually-hidden">{t('product.price')} </span>
        <span className="pdp-price-current" data-testid="product-price">
          {formatPrice(variant.priceTtcCents)}
        </span>
        {discounted ? (
          <>
            <OriginalPrice cents={variant.originalPriceTtcCents} />
            <span className="pdp-price-badge" data-testid="product-discount">
              <span aria-hidden="true">{t('product.discount', { percent: variant.discount })}</span>
              <span className="visually-hidden">
                {t('product.discountLabel', { percent: variant.discount })}
              </span>
            </span>
          </>
        ) : null}
      </p>
      <p className="pdp-price-tax">{t('product.taxIncluded')}</p>
    </div>
  );
}

/** The struck-through price before the discount, announced as such. */
export function OriginalPrice({ cents }: { cents: number }) {
  const t = useT();
  const price = formatPrice(cents);
  return (
    <s className="pdp-price-original">
      <span aria-hidden="true">{price}</span>
      <span className="visually-hidden">{t('product.originalPrice', { price })}</span>
    </s>
  );
}

function StockState({ variant, t }: { variant: VariantView; t: Translate }) {
  return (
    <p className="pdp-stock-state" data-state={variant.stockState} data-testid="product-stock">
      <span className="pdp-stock-dot" aria-hidden="true" />
      {stockText(t, variant)}
    </p>
  );
}

/**
 * Quantity and "add to cart". Without JavaScript a plain post to the cart page, which adds and
 * shows the cart; with it a fetcher: the page stays, the added-to-cart modal opens (or the
 * SPEC §8 error popup), and the header's count follows (the root loader revalidates).
 */
function AddToCart({
  variant,
  suggestions,
  assemblyPriceTtcCents,
}: {
  variant: VariantView;
  suggestions: readonly ProductCard[];
  assemblyPriceTtcCents: number | null;
}) {
  const t = useT();
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
            {t('product.assembly', { price: formatPrice(assemblyPriceTtcCents) })}
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

function Reassurance() {
  const t = useT();
  // Only the means of payment the checkout takes online now are promised.
  const online = useOnlinePayments();
  const items = [
    { icon: <TruckIcon />, title: t('product.deliveryTitle'), text: t('product.deliveryText') },
    { icon: <ReturnIcon />, title: t('product.returnsTitle'), text: t('product.returnsText') },
    ...(takesCardOrPaypal(online)
      ? [{ icon: <LockIcon />, title: t('product.paymentTitle'), text: t('product.paymentText') }]
      : []),
    ...(takesInstalments(online)
      ? [
          {
            icon: <InstalmentIcon />,
            title: t('product.instalmentsTitle'),
            text: t('product.instalmentsText'),
          },
        ]
      : []),
  ];
  return (
    <section className="pdp-reassurance" aria-label={t('product.reassuranceTitle')}>
      <ul>
        {items.map((item) => (
          <li key={item.title}>
            {item.icon}
            <span>
              <strong>{item.title}</strong>
              <span>{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
