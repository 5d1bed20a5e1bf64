import { Link, useNavigation } from 'react-router';
import type { ProductCard } from '../../../modules/catalog';
import { formatPrice } from '../../../shared/money';
import { useLocale, useT, type Translate } from '../../i18n';
import { href } from '../../paths';
import { InstalmentIcon, LockIcon, ReturnIcon, TruckIcon } from './icons';
import type { ProductView, VariantView } from './product-view';
import { Stars, formatRating } from './stars';
import { stockText } from './stock-text';
import { SwatchGroups } from './swatches';
import { AddToCart, MAX_QUANTITY } from './add-to-cart';
import { takesCardOrPaypal, takesInstalments, useOnlinePayments } from '../layout/payment-marks';
import { shown, useProPrices } from '../price/tax-basis';
import { ProTiers } from './pro-tiers';
import { FavoriteButton } from '../favorites/favorite-button';

/** SPEC §4 stock texts, shared with the cart's lines. */
export { stockText };
/** The quantity field's bound, with the add-to-cart form it belongs to. */
export { MAX_QUANTITY };

/**
 * The right-hand column: name, reference, rating, price (incl. tax; excl. tax and the quantity
 * tiers for a verified PRO, decision 048), stock, variant choice,
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
        <FavoriteButton productId={product.id} name={product.name} className="pdp-favorite" />
      </div>
      {variant ? <PriceBlock variant={variant} /> : null}
      {product.proTiers.length > 0 ? <ProTiers tiers={product.proTiers} /> : null}
      {variant ? <StockState variant={variant} t={t} /> : null}
      <SwatchGroups groups={product.swatchGroups} />
      {variant ? (
        <AddToCart
          variant={variant}
          suggestions={suggestions}
          assemblyPriceTtcCents={product.assemblyPriceTtcCents}
          assemblyPriceHtCents={product.assemblyPriceHtCents}
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
  const pro = useProPrices();
  const price = shown(pro, variant.priceHtCents, variant.priceTtcCents);
  const original = shown(pro, variant.originalPriceHtCents, variant.originalPriceTtcCents);
  const discounted = variant.discount > 0 && original > price;
  return (
    <div className="pdp-price-block" data-testid="product-price-block">
      <p className="pdp-price-line">
        <span className="visually-hidden">{t('product.price')} </span>
        <span className="pdp-price-current" data-testid="product-price">
          {formatPrice(price)}
        </span>
        {discounted ? (
          <>
            <OriginalPrice cents={original} />
            <span className="pdp-price-badge" data-testid="product-discount">
              <span aria-hidden="true">{t('product.discount', { percent: variant.discount })}</span>
              <span className="visually-hidden">
                {t('product.discountLabel', { percent: variant.discount })}
              </span>
            </span>
          </>
        ) : null}
      </p>
      <p className="pdp-price-tax" data-testid="price-tax">
        {t(pro ? 'product.taxExcluded' : 'product.taxIncluded')}
      </p>
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
