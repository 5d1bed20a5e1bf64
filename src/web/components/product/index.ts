/** The product page's parts (route: src/web/routes/product.tsx). */
import productCardStylesUrl from '../product-card/product-card.css?url';
import productStylesUrl from './product.css?url';

export { BuyBox, stockText, MAX_QUANTITY } from './buy-box';
export { Gallery } from './gallery';
export {
  ProductDetails,
  ProductDocumentation,
  ProductReviews,
  ProductVehicles,
} from './product-sections';
export {
  bestVariantOrder,
  galleryImages,
  plainDescription,
  productView,
  swatchGroups,
  variantForSwatch,
  type ProductView,
  type SwatchGroupView,
  type VariantView,
} from './product-view';
export { ProductSuggestions } from './suggestions';
export { ProductQuestions, QUESTION_INTENT, type QuestionAsking } from './product-questions';

/** Stylesheet of the product page: `export const links = productLinks`. */
export const productLinks = () => [
  { rel: 'stylesheet', href: productStylesUrl },
  // The suggestions are the shop's product cards.
  { rel: 'stylesheet', href: productCardStylesUrl },
];
