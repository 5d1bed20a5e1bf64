import { useId } from 'react';
import { Link } from 'react-router';
import type { ProductCard as ProductCardData } from '../../../modules/catalog';
import { formatPrice } from '../../../shared/money';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import { Carousel, CAROUSEL } from '../carousel';
import { ProductCard } from '../product-card/product-card';
import { useProPrices } from '../price/tax-basis';
import { CartPicture } from './cart-picture';
import type { AddedLine } from './cart-state';
import { Popup } from './popup';

/**
 * SPEC §2 added-to-cart modal: the variant's picture (else the product's, else a placeholder),
 * its name and reference, its workshop fitting when asked (SPEC §5), the number of items now
 * in the cart (sum of the quantities), "Back" (closes) and "Cart" (the cart page); then the
 * associated products, 4 per slide.
 */
export function AddedToCartModal({
  added,
  itemsCount,
  suggestions,
  onClose,
}: {
  added: AddedLine;
  itemsCount: number;
  suggestions: readonly ProductCardData[];
  onClose: () => void;
}) {
  const t = useT();
  const pro = useProPrices();
  const locale = useLocale();
  const suggestionsId = useId();
  const countKey =
    new Intl.PluralRules(locale).select(itemsCount) === 'one'
      ? 'cart.addedCountOne'
      : 'cart.addedCountMany';
  return (
    <Popup
      title={t('cart.addedTitle')}
      onClose={onClose}
      size={suggestions.length > 0 ? 'large' : 'small'}
      testId="added-to-cart"
      after={
        suggestions.length > 0 ? (
          <section className="added-suggestions" aria-labelledby={suggestionsId}>
            <h3 id={suggestionsId}>{t('product.suggestionsTitle')}</h3>
            <Carousel
              items={suggestions}
              getKey={(product) => product.id}
              labelledBy={suggestionsId}
              perSlide={CAROUSEL.addedToCartPerSlide}
              perSlideMedium={3}
              stripItemWidth="160px"
              testId="added-to-cart-carousel"
              renderItem={(product) => <ProductCard product={product} />}
            />
          </section>
        ) : null
      }
      actions={
        <>
          <button
            type="button"
            className="button button-secondary"
            onClick={onClose}
            data-testid="added-to-cart-back"
          >
            {t('cart.back')}
          </button>
          <Link
            className="button button-brand"
            to={href('panier', null, locale)}
            data-autofocus
            data-testid="added-to-cart-cart"
          >
            {t('cart.goToCart')}
          </Link>
        </>
      }
    >
      <div className="added-line">
        <CartPicture image={added.image} />
        <div className="added-line-text">
          <p className="added-line-product">{added.productName}</p>
          <p className="added-line-variant" data-testid="added-variant">
            {added.variantName}
          </p>
          <p className="added-line-reference" data-testid="added-reference">
            {t('product.reference', { reference: added.reference })}
          </p>
          {added.assemblyUnitTtcCents !== null ? (
            <p className="added-line-assembly" data-testid="added-assembly">
              {pro && added.assemblyUnitHtCents != null
                ? t('cart.assemblyPriceHt', { price: formatPrice(added.assemblyUnitHtCents) })
                : t('cart.assemblyPrice', { price: formatPrice(added.assemblyUnitTtcCents) })}
            </p>
          ) : null}
          <p className="added-line-count" data-testid="added-count">
            {t(countKey, { count: itemsCount })}
          </p>
        </div>
      </div>
    </Popup>
  );
}
