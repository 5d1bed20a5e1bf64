import type { RouteDefinition } from './definition';

/** Promotions, content and legal pages, the sitemap: part of the route table (src/web/paths.ts). */
export const CONTENT_ROUTES = {
  // Promotions and content.
  'bons-plans': {
    file: 'routes/deals.tsx',
    paths: {
      fr: '/bons-plans/:slug?',
      en: '/en/deals/:slug?',
      es: '/es/ofertas/:slug?',
      de: '/de/angebote/:slug?',
      it: '/it/offerte/:slug?',
      pt: '/pt/oportunidades/:slug?',
    },
  },
  'codes-promo': {
    file: 'routes/promo-codes.tsx',
    paths: {
      fr: '/codes-promo',
      en: '/en/promo-codes',
      es: '/es/codigos-promocionales',
      de: '/de/gutscheincodes',
      it: '/it/codici-promozionali',
      pt: '/pt/codigos-promocionais',
    },
  },
  'cartes-cadeaux': {
    file: 'routes/gift-cards.tsx',
    paths: {
      fr: '/cartes-cadeaux',
      en: '/en/gift-cards',
      es: '/es/tarjetas-regalo',
      de: '/de/geschenkkarten',
      it: '/it/carte-regalo',
      pt: '/pt/cartoes-presente',
    },
  },
  articles: {
    file: 'routes/articles.tsx',
    paths: {
      fr: '/articles',
      en: '/en/news',
      es: '/es/articulos',
      de: '/de/artikel',
      it: '/it/articoli',
      pt: '/pt/artigos',
    },
  },
  'articles-slug': {
    file: 'routes/article.tsx',
    paths: {
      fr: '/articles/:slug',
      en: '/en/news/:slug',
      es: '/es/articulos/:slug',
      de: '/de/artikel/:slug',
      it: '/it/articoli/:slug',
      pt: '/pt/artigos/:slug',
    },
  },
  faq: {
    file: 'routes/faq.tsx',
    paths: {
      fr: '/faq',
      en: '/en/faq',
      es: '/es/faq',
      de: '/de/faq',
      it: '/it/faq',
      pt: '/pt/faq',
    },
  },
  contact: {
    file: 'routes/contact.tsx',
    paths: {
      fr: '/contact',
      en: '/en/contact',
      es: '/es/contact',
      de: '/de/contact',
      it: '/it/contact',
      pt: '/pt/contact',
    },
  },
  newsletter: {
    file: 'routes/newsletter.tsx',
    paths: {
      fr: '/newsletter',
      en: '/en/newsletter',
      es: '/es/boletin',
      de: '/de/newsletter',
      it: '/it/newsletter',
      pt: '/pt/newsletter',
    },
  },
  // Legal pages.
  cgv: {
    file: 'routes/terms.tsx',
    paths: {
      fr: '/cgv',
      en: '/en/terms-of-sale',
      es: '/es/condiciones-generales-de-venta',
      de: '/de/agb',
      it: '/it/condizioni-generali-di-vendita',
      pt: '/pt/condicoes-gerais-de-venda',
    },
  },
  'mentions-legales': {
    file: 'routes/legal-notice.tsx',
    paths: {
      fr: '/mentions-legales',
      en: '/en/legal-notice',
      es: '/es/aviso-legal',
      de: '/de/impressum',
      it: '/it/note-legali',
      pt: '/pt/aviso-legal',
    },
  },
  'protection-donnees': {
    file: 'routes/data-protection.tsx',
    paths: {
      fr: '/protection-donnees',
      en: '/en/data-protection',
      es: '/es/proteccion-de-datos',
      de: '/de/datenschutz',
      it: '/it/protezione-dei-dati',
      pt: '/pt/protecao-de-dados',
    },
  },
  // Resource route: one sitemap per locale (URLs of that locale, each with its alternates).
  sitemap: {
    file: 'routes/sitemap.ts',
    paths: {
      fr: '/sitemap.xml',
      en: '/en/sitemap.xml',
      es: '/es/sitemap.xml',
      de: '/de/sitemap.xml',
      it: '/it/sitemap.xml',
      pt: '/pt/sitemap.xml',
    },
  },
} as const satisfies Record<string, RouteDefinition>;
