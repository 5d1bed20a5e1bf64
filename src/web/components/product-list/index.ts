import productCardStylesUrl from '../product-card/product-card.css?url';
import productListStylesUrl from './product-list.css?url';

/** Stylesheets of pages showing product lists or cards: add to the route's `links`. */
export const productListLinks = () => [
  { rel: 'stylesheet', href: productListStylesUrl },
  { rel: 'stylesheet', href: productCardStylesUrl },
];
