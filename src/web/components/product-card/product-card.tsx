import { useState } from 'react';
import { Link } from 'react-router';
import type {
  FilterValueProductDto,
  ProductCard as ProductCardData,
  VariantCard,
  VariantDto,
} from '../../../modules/catalog';
import { eurosToCents, formatPrice } from '../../../shared/money';
import { starsOutOfFive } from '../../../shared/rating';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import { Picture } from '../picture';
import { shown, useProPrices } from '../price/tax-basis';
import { truncate } from '../../format';
import { FavoriteButton } from '../favorites/favorite-button';

/** SPEC §2: names truncated to 80 characters (140 on mobile, where cards are full width). */
const NAME_MAX_DESKTOP = 80;
const NAME_MAX_MOBILE = 140;

/** A variant of the JSON API (euros, the public wire format) as the card holds it: cents. */
function variantFromApi(v: VariantDto): VariantCard {
  const {
    price_ht,
    price_ttc,
    user_price_ht,
    user_price_ttc,
    original_price_ttc,
    original_price_ht,
    ...rest
  } = v;
  return {
    ...rest,
    price_ht_cents: eurosToCents(price_ht),
    price_ttc_cents: eurosToCents(price_ttc),
    user_price_ht_cents: eurosToCents(user_price_ht),
    user_price_ttc_cents: eurosToCents(user_price_ttc),
    original_price_ttc_cents: eurosToCents(original_price_ttc),
    original_price_ht_cents: eurosToCents(original_price_ht),
  };
}

/**
 * A product in a list (SPEC §2): picture, name, rating badge out of 5 (only with more than one
 * review), price with the discount (incl. tax, or excl. tax "HT" for a verified PRO), stock state, and swatches of the filters shown on
 * cards, limited to values with a buyable variant. Clicking a swatch applies that value:
 * with JavaScript the card refetches the product for that value (no navigation); without, the
 * swatch is a link to the product page with the matching variant. The heart in the picture's
 * corner keeps the product in the favorites.
 */
export function ProductCard({
  product,
  layout = 'vertical',
  priority = false,
  anchored = false,
}: {
  product: ProductCardData;
  layout?: 'vertical' | 'horizontal';
  /**
   * The card is the target of `#product-<id>` (a list's grid, where a product shows once): a
   * heart pressed without JavaScript brings the browser back to it.
   */
  anchored?: boolean;
  /** The first cards of a list: eager, high-priority image (LCP). */
  priority?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const pro = useProPrices();
  const [variant, setVariant] = useState<VariantCard | undefined>(product.variant);
  const [chosen, setChosen] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const swatches = (product.filter_value_products ?? []).filter(
    (s) => s.selectable_variants.length > 0,
  );
  const base = href('p-slug', { slug: product.slug }, locale);
  const link = variant && chosen !== null ? `${base}?variant=${variant.id}` : base;
  const image = variant?.images[0] ?? product.images[0];

  async function choose(swatch: FilterValueProductDto) {
    setChosen(swatch.id);
    setPending(true);
    try {
      const response = await fetch(
        `/api/products/${product.id}?current_filter_value_product_id=${swatch.id}`,
        { headers: { accept: 'application/json', language: locale } },
      );
      if (!response.ok) throw new Error(String(response.status));
      const body = (await response.json()) as { data: { variant?: VariantDto } };
      if (body.data.variant) setVariant(variantFromApi(body.data.variant));
    } catch {
      // The link still leads to the product page with that value chosen.
      window.location.assign(`${base}?variant=${swatch.selectable_variants[0]}`);
    } finally {
      setPending(false);
    }
  }

  // Out of 5, like the product page and the site rating (decision 054).
  const stars = product.reviews_count > 1 ? starsOutOfFive(product.reviews_avg_stars) : null;
  const rating =
    stars === null
      ? null
      : stars.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const price = variant
    ? shown(pro, variant.user_price_ht_cents, variant.user_price_ttc_cents)
    : shown(pro, product.price_from_ht_cents, product.price_from_ttc_cents);
  const discount = variant?.active_discount ?? 0;

  return (
    <article
      className={`product-card product-card-${layout}`}
      id={anchored ? `product-${product.id}` : undefined}
      data-testid="product-card"
      data-product-id={product.id}
      aria-busy={pending || undefined}
    >
      <FavoriteButton
        productId={product.id}
        name={product.name}
        anchor={anchored ? `product-${product.id}` : undefined}
        className="product-card-favorite"
      />
      <Link to={link} className="product-card-media" tabIndex={-1} aria-hidden="true">
        {image ? (
          <Picture
            image={image}
            preset="card"
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className="product-card-image"
          />
        ) : (
          <span className="product-card-placeholder" />
        )}
        {discount > 0 ? <span className="product-card-badge">-{discount} %</span> : null}
        {product.has_new_variant ? (
          <span className="product-card-badge product-card-badge-new">{t('card.new')}</span>
        ) : null}
      </Link>
      <div className="product-card-body">
        <h3 className="product-card-name">
          <Link to={link} title={product.name}>
            <span className="product-card-name-desktop">
              {truncate(product.name, NAME_MAX_DESKTOP)}
            </span>
            <span className="product-card-name-mobile">
              {truncate(product.name, NAME_MAX_MOBILE)}
            </span>
          </Link>
        </h3>
        {rating ? (
          <p
            className="product-card-rating"
            aria-label={t('card.rating', { rating, count: product.reviews_count })}
          >
            <span className="product-card-rating-score">{rating}/5</span>
            <span className="product-card-rating-count">
              {t('card.reviews', { count: product.reviews_count })}
            </span>
          </p>
        ) : null}
        {swatches.length > 0 ? (
          <ul className="product-card-swatches" aria-label={t('card.swatches')}>
            {swatches.slice(0, 8).map((swatch) => {
              const active = chosen === swatch.id;
              return (
                <li key={swatch.id}>
                  <a
                    href={`${base}?variant=${swatch.selectable_variants[0]}`}
                    className={`swatch${active ? ' swatch-active' : ''}`}
                    aria-current={active || undefined}
                    title={swatch.filter_value.name}
                    style={
                      swatch.filter_value.color
                        ? { background: swatch.filter_value.color }
                        : undefined
                    }
                    onClick={(event) => {
                      event.preventDefault();
                      void choose(swatch);
                    }}
                  >
                    {!swatch.filter_value.color && swatch.filter_value.image ? (
                      <img src={swatch.filter_value.image.url} alt="" width="20" height="20" />
                    ) : null}
                    <span className="visually-hidden">{swatch.filter_value.name}</span>
                  </a>
                </li>
              );
            })}
            {swatches.length > 8 ? (
              <li className="product-card-swatches-more">+{swatches.length - 8}</li>
            ) : null}
          </ul>
        ) : null}
        <p className="product-card-price">
          {!variant || chosen === null ? (
            <span className="product-card-from">{t('card.from')} </span>
          ) : null}
          <strong>{formatPrice(price)}</strong>
          {variant && discount > 0 ? (
            <s className="product-card-original">
              {formatPrice(
                shown(pro, variant.original_price_ht_cents, variant.original_price_ttc_cents),
              )}
            </s>
          ) : null}
          <span className="product-card-tax" data-testid="price-tax">
            {t(pro ? 'card.exclTax' : 'card.inclTax')}
          </span>
        </p>
        {variant ? <StockLine variant={variant} /> : null}
      </div>
    </article>
  );
}

/** SPEC §4 stock state in one line. */
export function StockLine({ variant }: { variant: VariantCard }) {
  const t = useT();
  if (variant.stock_state === 'available')
    return <p className="stock stock-available">{t('card.inStock')}</p>;
  if (variant.stock_state === 'reorder')
    return (
      <p className="stock stock-reorder">
        {variant.reorder_delay_min !== null
          ? t('card.reorderDelay', {
              min: variant.reorder_delay_min,
              max: variant.reorder_delay_max ?? variant.reorder_delay_min,
            })
          : t('card.reorder')}
      </p>
    );
  return <p className="stock stock-out">{t('card.outOfStock')}</p>;
}
