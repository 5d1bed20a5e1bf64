import type { ProductCard as ProductCardData } from '../../../modules/catalog';
import { useT } from '../../i18n';
import { Carousel } from '../carousel';
import { ProductCard } from '../product-card/product-card';

/**
 * "You may also like": associated products, then popular ones of the same category, as the
 * shop's product cards in the shared carousel (5 per slide, autoplay, strip on phones).
 */
export function ProductSuggestions({ products }: { products: readonly ProductCardData[] }) {
  const t = useT();
  if (products.length === 0) return null;
  return (
    <section
      className="product-section product-suggestions"
      aria-labelledby="product-suggestions-title"
      data-testid="product-suggestions"
    >
      <h2 id="product-suggestions-title">{t('product.suggestionsTitle')}</h2>
      <Carousel
        items={products}
        getKey={(product) => product.id}
        labelledBy="product-suggestions-title"
        stripItemWidth="200px"
        testId="suggestions-carousel"
        renderItem={(product) => <ProductCard product={product} />}
      />
    </section>
  );
}
