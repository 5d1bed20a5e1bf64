import type { RouteDefinition } from './definition';

/** The cart and checkout steps, the catalogue (brands, vehicles, categories, products): part of the route table (src/web/paths.ts). */
export const SHOP_ROUTES = {
  // Cart and checkout steps (SPEC §5 guards).
  panier: {
    file: 'routes/cart.tsx',
    paths: {
      fr: '/panier',
      en: '/en/cart',
      es: '/es/carrito',
      de: '/de/warenkorb',
      it: '/it/carrello',
      pt: '/pt/carrinho',
    },
  },
  'panier-livraison': {
    file: 'routes/checkout-delivery.tsx',
    paths: {
      fr: '/panier/livraison',
      en: '/en/cart/delivery',
      es: '/es/carrito/entrega',
      de: '/de/warenkorb/lieferung',
      it: '/it/carrello/consegna',
      pt: '/pt/carrinho/entrega',
    },
  },
  'panier-paiement': {
    file: 'routes/checkout-payment.tsx',
    paths: {
      fr: '/panier/paiement',
      en: '/en/cart/payment',
      es: '/es/carrito/pago',
      de: '/de/warenkorb/zahlung',
      it: '/it/carrello/pagamento',
      pt: '/pt/carrinho/pagamento',
    },
  },
  'panier-confirmation': {
    file: 'routes/checkout-confirmation.tsx',
    paths: {
      fr: '/panier/confirmation',
      en: '/en/cart/confirmation',
      es: '/es/carrito/confirmacion',
      de: '/de/warenkorb/bestaetigung',
      it: '/it/carrello/conferma',
      pt: '/pt/carrinho/confirmacao',
    },
  },
  'panier-annulation': {
    file: 'routes/cart-cancel.tsx',
    paths: {
      fr: '/panier/annulation',
      en: '/en/cart/cancellation',
      es: '/es/carrito/cancelacion',
      de: '/de/warenkorb/abbruch',
      it: '/it/carrello/annullamento',
      pt: '/pt/carrinho/cancelamento',
    },
  },
  // Catalogue entry points. Brand and vehicle slugs are the same in every language (names).
  'marques-slug': {
    file: 'routes/brand.tsx',
    paths: {
      fr: '/marques/:slug',
      en: '/en/brands/:slug',
      es: '/es/marcas/:slug',
      de: '/de/marken/:slug',
      it: '/it/marche/:slug',
      pt: '/pt/marcas/:slug',
    },
  },
  'marques-slug-vehicle': {
    file: 'routes/vehicle.tsx',
    paths: {
      fr: '/marques/:slug/:vehicle',
      en: '/en/brands/:slug/:vehicle',
      es: '/es/marcas/:slug/:vehicle',
      de: '/de/marken/:slug/:vehicle',
      it: '/it/marche/:slug/:vehicle',
      pt: '/pt/marcas/:slug/:vehicle',
    },
  },
  'marques-slug-vehicle-category': {
    file: 'routes/vehicle.tsx',
    paths: {
      fr: '/marques/:slug/:vehicle/:category',
      en: '/en/brands/:slug/:vehicle/:category',
      es: '/es/marcas/:slug/:vehicle/:category',
      de: '/de/marken/:slug/:vehicle/:category',
      it: '/it/marche/:slug/:vehicle/:category',
      pt: '/pt/marcas/:slug/:vehicle/:category',
    },
  },
  // Category slugs are translated in the database (category_translations), `c` stays.
  'c-domain': {
    file: 'routes/category.tsx',
    paths: {
      fr: '/c/:domain',
      en: '/en/c/:domain',
      es: '/es/c/:domain',
      de: '/de/c/:domain',
      it: '/it/c/:domain',
      pt: '/pt/c/:domain',
    },
  },
  'c-domain-category': {
    file: 'routes/category.tsx',
    paths: {
      fr: '/c/:domain/:category',
      en: '/en/c/:domain/:category',
      es: '/es/c/:domain/:category',
      de: '/de/c/:domain/:category',
      it: '/it/c/:domain/:category',
      pt: '/pt/c/:domain/:category',
    },
  },
  'c-domain-category-subcategory': {
    file: 'routes/category.tsx',
    paths: {
      fr: '/c/:domain/:category/:subcategory',
      en: '/en/c/:domain/:category/:subcategory',
      es: '/es/c/:domain/:category/:subcategory',
      de: '/de/c/:domain/:category/:subcategory',
      it: '/it/c/:domain/:category/:subcategory',
      pt: '/pt/c/:domain/:category/:subcategory',
    },
  },
  'p-slug': {
    file: 'routes/product.tsx',
    paths: {
      fr: '/p/:slug',
      en: '/en/p/:slug',
      es: '/es/p/:slug',
      de: '/de/p/:slug',
      it: '/it/p/:slug',
      pt: '/pt/p/:slug',
    },
  },
} as const satisfies Record<string, RouteDefinition>;
