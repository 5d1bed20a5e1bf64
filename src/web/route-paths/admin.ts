import type { RouteDefinition } from './definition';

/** The back office: part of the route table (src/web/paths.ts). */
export const ADMIN_ROUTES = {
  // The back office's home: what needs doing now and how the shop sells.
  'admin-dashboard': {
    file: 'routes/admin-dashboard.tsx',
    paths: {
      fr: '/admin',
      en: '/en/admin',
      es: '/es/admin',
      de: '/de/admin',
      it: '/it/admin',
      pt: '/pt/admin',
    },
  },
  // Back office (SPEC §6: an administrator acts inside a customer's session).
  'admin-customers': {
    file: 'routes/admin-customers.tsx',
    paths: {
      fr: '/admin/clients',
      en: '/en/admin/customers',
      es: '/es/admin/clientes',
      de: '/de/admin/kunden',
      it: '/it/admin/clienti',
      pt: '/pt/admin/clientes',
    },
  },
  // One customer: identity, orders, addresses, loyalty, newsletter, sessions, account state.
  'admin-customers-id': {
    file: 'routes/admin-customer.tsx',
    paths: {
      fr: '/admin/clients/:id',
      en: '/en/admin/customers/:id',
      es: '/es/admin/clientes/:id',
      de: '/de/admin/kunden/:id',
      it: '/it/admin/clienti/:id',
      pt: '/pt/admin/clientes/:id',
    },
  },
  'admin-orders': {
    file: 'routes/admin-orders.tsx',
    paths: {
      fr: '/admin/commandes',
      en: '/en/admin/orders',
      es: '/es/admin/pedidos',
      de: '/de/admin/bestellungen',
      it: '/it/admin/ordini',
      pt: '/pt/admin/encomendas',
    },
  },
  'admin-orders-id': {
    file: 'routes/admin-order.tsx',
    paths: {
      fr: '/admin/commandes/:id',
      en: '/en/admin/orders/:id',
      es: '/es/admin/pedidos/:id',
      de: '/de/admin/bestellungen/:id',
      it: '/it/admin/ordini/:id',
      pt: '/pt/admin/encomendas/:id',
    },
  },
  'admin-staff': {
    file: 'routes/admin-staff.tsx',
    // The back office speaks French and English: the other prefixes redirect to English
    // (routes/admin-shell.tsx), so they keep the English slugs.
    paths: {
      fr: '/admin/equipe',
      en: '/en/admin/staff',
      es: '/es/admin/staff',
      de: '/de/admin/staff',
      it: '/it/admin/staff',
      pt: '/pt/admin/staff',
    },
  },
  'admin-audit': {
    file: 'routes/admin-audit.tsx',
    paths: {
      fr: '/admin/journal',
      en: '/en/admin/audit-log',
      es: '/es/admin/audit-log',
      de: '/de/admin/audit-log',
      it: '/it/admin/audit-log',
      pt: '/pt/admin/audit-log',
    },
  },
  // Outside the shell: the invitee is not staff yet (routes.ts).
  'admin-invitation': {
    file: 'routes/admin-invitation.tsx',
    paths: {
      fr: '/admin/invitation',
      en: '/en/admin/invitation',
      es: '/es/admin/invitation',
      de: '/de/admin/invitation',
      it: '/it/admin/invitation',
      pt: '/pt/admin/invitation',
    },
  },
  'admin-leave': {
    file: 'routes/admin-leave.tsx',
    paths: {
      fr: '/admin/quitter',
      en: '/en/admin/leave',
      es: '/es/admin/salir',
      de: '/de/admin/verlassen',
      it: '/it/admin/esci',
      pt: '/pt/admin/sair',
    },
  },
  // Back office: the shop's settings (permission 'settings').
  // Like every back-office page, the other prefixes redirect to English: English slugs.
  'admin-settings': {
    file: 'routes/admin-settings.tsx',
    paths: {
      fr: '/admin/reglages',
      en: '/en/admin/settings',
      es: '/es/admin/settings',
      de: '/de/admin/settings',
      it: '/it/admin/settings',
      pt: '/pt/admin/settings',
    },
  },
  'admin-settings-payment': {
    file: 'routes/admin-settings-payment.tsx',
    paths: {
      fr: '/admin/reglages/paiement',
      en: '/en/admin/settings/payment',
      es: '/es/admin/settings/payment',
      de: '/de/admin/settings/payment',
      it: '/it/admin/settings/payment',
      pt: '/pt/admin/settings/payment',
    },
  },
  'admin-settings-shipping': {
    file: 'routes/admin-settings-shipping.tsx',
    paths: {
      fr: '/admin/reglages/livraison',
      en: '/en/admin/settings/shipping',
      es: '/es/admin/settings/shipping',
      de: '/de/admin/settings/shipping',
      it: '/it/admin/settings/shipping',
      pt: '/pt/admin/settings/shipping',
    },
  },
  // Promotions (permission catalogue): promo codes, then deals, gift cards, loyalty rules.
  'admin-promo-codes': {
    file: 'routes/admin-promo-codes.tsx',
    paths: {
      fr: '/admin/promotions',
      en: '/en/admin/promotions',
      es: '/es/admin/promotions',
      de: '/de/admin/promotions',
      it: '/it/admin/promotions',
      pt: '/pt/admin/promotions',
    },
  },
  // One code; `nouveau` (fr) or `new` (en) as the id opens an empty editor.
  'admin-promo-codes-id': {
    file: 'routes/admin-promo-code.tsx',
    paths: {
      fr: '/admin/promotions/:id',
      en: '/en/admin/promotions/:id',
      es: '/es/admin/promotions/:id',
      de: '/de/admin/promotions/:id',
      it: '/it/admin/promotions/:id',
      pt: '/pt/admin/promotions/:id',
    },
  },
  // Deals: a product at a lower price between two days.
  'admin-deals': {
    file: 'routes/admin-deals.tsx',
    paths: {
      fr: '/admin/bons-plans',
      en: '/en/admin/deals',
      es: '/es/admin/deals',
      de: '/de/admin/deals',
      it: '/it/admin/deals',
      pt: '/pt/admin/deals',
    },
  },
  // Gift cards: issue, balance and uses, disable.
  'admin-gift-cards': {
    file: 'routes/admin-gift-cards.tsx',
    paths: {
      fr: '/admin/cartes-cadeaux',
      en: '/en/admin/gift-cards',
      es: '/es/admin/gift-cards',
      de: '/de/admin/gift-cards',
      it: '/it/admin/gift-cards',
      pt: '/pt/admin/gift-cards',
    },
  },
  // PRO companies waiting for verification (permission customers, decision 047).
  // Back office (permission claims, decision 053): customers' product questions to answer.
  // Linked as a tab of the customer-service section, not from the menu.
  'admin-questions': {
    file: 'routes/admin-questions.tsx',
    paths: {
      fr: '/admin/service-client/questions',
      en: '/en/admin/customer-service/questions',
      es: '/es/admin/customer-service/questions',
      de: '/de/admin/customer-service/questions',
      it: '/it/admin/customer-service/questions',
      pt: '/pt/admin/customer-service/questions',
    },
  },
  'admin-companies': {
    file: 'routes/admin-companies.tsx',
    paths: {
      fr: '/admin/professionnels',
      en: '/en/admin/professionals',
      es: '/es/admin/professionals',
      de: '/de/admin/professionals',
      it: '/it/admin/professionals',
      pt: '/pt/admin/professionals',
    },
  },
  // Contact-form messages (permission claims, decision 052): the customer service's queue.
  'admin-contacts': {
    file: 'routes/admin-contacts.tsx',
    paths: {
      fr: '/admin/service-client/contact',
      en: '/en/admin/customer-service/contact',
      es: '/es/admin/customer-service/contact',
      de: '/de/admin/customer-service/contact',
      it: '/it/admin/customer-service/contact',
      pt: '/pt/admin/customer-service/contact',
    },
  },
  // Newsletter subscribers (permission customers, decision 052): counts, list, CSV export.
  'admin-newsletter': {
    file: 'routes/admin-newsletter.tsx',
    paths: {
      fr: '/admin/newsletter',
      en: '/en/admin/newsletter',
      es: '/es/admin/newsletter',
      de: '/de/admin/newsletter',
      it: '/it/admin/newsletter',
      pt: '/pt/admin/newsletter',
    },
  },
  // Customer reviews to moderate (permission claims, decision 054).
  'admin-reviews': {
    file: 'routes/admin-reviews.tsx',
    paths: {
      fr: '/admin/service-client/avis',
      en: '/en/admin/customer-service/reviews',
      es: '/es/admin/customer-service/reviews',
      de: '/de/admin/customer-service/reviews',
      it: '/it/admin/customer-service/reviews',
      pt: '/pt/admin/customer-service/reviews',
    },
  },
  // Customer service (decision 051): the claims inbox, filtered through the URL.
  'admin-customer-service': {
    file: 'routes/admin-customer-service.tsx',
    paths: {
      fr: '/admin/service-client',
      en: '/en/admin/customer-service',
      es: '/es/admin/customer-service',
      de: '/de/admin/customer-service',
      it: '/it/admin/customer-service',
      pt: '/pt/admin/customer-service',
    },
  },
  // One claim: the conversation, reply, internal note, close or reopen.
  'admin-customer-service-id': {
    file: 'routes/admin-customer-service-claim.tsx',
    paths: {
      fr: '/admin/service-client/reclamations/:id',
      en: '/en/admin/customer-service/claims/:id',
      es: '/es/admin/customer-service/claims/:id',
      de: '/de/admin/customer-service/claims/:id',
      it: '/it/admin/customer-service/claims/:id',
      pt: '/pt/admin/customer-service/claims/:id',
    },
  },
  // Loyalty rules: points per euro, value of a point (stored in the settings).
  'admin-loyalty': {
    file: 'routes/admin-loyalty.tsx',
    paths: {
      fr: '/admin/fidelite',
      en: '/en/admin/loyalty',
      es: '/es/admin/loyalty',
      de: '/de/admin/loyalty',
      it: '/it/admin/loyalty',
      pt: '/pt/admin/loyalty',
    },
  },
  // Content (permission content): the hub of articles, FAQ, texts, banners and legal pages.
  'admin-content': {
    file: 'routes/admin-content.tsx',
    paths: {
      fr: '/admin/contenu',
      en: '/en/admin/content',
      es: '/es/admin/content',
      de: '/de/admin/content',
      it: '/it/admin/content',
      pt: '/pt/admin/content',
    },
  },
  // Articles: drafts and published ones, their types.
  'admin-content-articles': {
    file: 'routes/admin-content-articles.tsx',
    paths: {
      fr: '/admin/contenu/articles',
      en: '/en/admin/content/articles',
      es: '/es/admin/content/articles',
      de: '/de/admin/content/articles',
      it: '/it/admin/content/articles',
      pt: '/pt/admin/content/articles',
    },
  },
  // One article: texts per language, pictures, publication, preview.
  'admin-content-articles-id': {
    file: 'routes/admin-content-article.tsx',
    paths: {
      fr: '/admin/contenu/articles/:id',
      en: '/en/admin/content/articles/:id',
      es: '/es/admin/content/articles/:id',
      de: '/de/admin/content/articles/:id',
      it: '/it/admin/content/articles/:id',
      pt: '/pt/admin/content/articles/:id',
    },
  },
  // FAQ entries: per language, group, order, preview.
  'admin-content-faq': {
    file: 'routes/admin-content-faq.tsx',
    paths: {
      fr: '/admin/contenu/faq',
      en: '/en/admin/content/faq',
      es: '/es/admin/content/faq',
      de: '/de/admin/content/faq',
      it: '/it/admin/content/faq',
      pt: '/pt/admin/content/faq',
    },
  },
  // Text blocks the storefront reads (home banner, footer…).
  'admin-content-texts': {
    file: 'routes/admin-content-texts.tsx',
    paths: {
      fr: '/admin/contenu/textes',
      en: '/en/admin/content/texts',
      es: '/es/admin/content/texts',
      de: '/de/admin/content/texts',
      it: '/it/admin/content/texts',
      pt: '/pt/admin/content/texts',
    },
  },
  // Banners with their date windows, and home slides.
  'admin-content-banners': {
    file: 'routes/admin-content-banners.tsx',
    paths: {
      fr: '/admin/contenu/bannieres',
      en: '/en/admin/content/banners',
      es: '/es/admin/content/banners',
      de: '/de/admin/content/banners',
      it: '/it/admin/content/banners',
      pt: '/pt/admin/content/banners',
    },
  },
  // Legal pages’ texts (terms of sale, legal notice, data protection), preview.
  'admin-content-pages': {
    file: 'routes/admin-content-pages.tsx',
    paths: {
      fr: '/admin/contenu/pages',
      en: '/en/admin/content/pages',
      es: '/es/admin/content/pages',
      de: '/de/admin/content/pages',
      it: '/it/admin/content/pages',
      pt: '/pt/admin/content/pages',
    },
  },
  // Back office: the catalogue's structure (permission 'catalogue'), English slugs elsewhere.
  'admin-categories': {
    file: 'routes/admin-categories.tsx',
    paths: {
      fr: '/admin/categories',
      en: '/en/admin/categories',
      es: '/es/admin/categories',
      de: '/de/admin/categories',
      it: '/it/admin/categories',
      pt: '/pt/admin/categories',
    },
  },
  'admin-vehicles': {
    file: 'routes/admin-vehicles.tsx',
    paths: {
      fr: '/admin/vehicules',
      en: '/en/admin/vehicles',
      es: '/es/admin/vehicles',
      de: '/de/admin/vehicles',
      it: '/it/admin/vehicles',
      pt: '/pt/admin/vehicles',
    },
  },
  'admin-filters': {
    file: 'routes/admin-filters.tsx',
    paths: {
      fr: '/admin/filtres',
      en: '/en/admin/filters',
      es: '/es/admin/filters',
      de: '/de/admin/filters',
      it: '/it/admin/filters',
      pt: '/pt/admin/filters',
    },
  },
  // Catalogue (permission 'catalogue'): the CSV import and export, the quick stock editor.
  'admin-catalogue-import': {
    file: 'routes/admin-catalogue-import.tsx',
    paths: {
      fr: '/admin/import-export',
      en: '/en/admin/import-export',
      es: '/es/admin/import-export',
      de: '/de/admin/import-export',
      it: '/it/admin/import-export',
      pt: '/pt/admin/import-export',
    },
  },
  'admin-stock': {
    file: 'routes/admin-stock.tsx',
    paths: {
      fr: '/admin/stocks-et-prix',
      en: '/en/admin/stock-and-prices',
      es: '/es/admin/stock-and-prices',
      de: '/de/admin/stock-and-prices',
      it: '/it/admin/stock-and-prices',
      pt: '/pt/admin/stock-and-prices',
    },
  },
  // Back office: the catalogue's products (permission 'catalogue'); English slugs beyond fr/en.
  'admin-products': {
    file: 'routes/admin-products.tsx',
    paths: {
      fr: '/admin/produits',
      en: '/en/admin/products',
      es: '/es/admin/products',
      de: '/de/admin/products',
      it: '/it/admin/products',
      pt: '/pt/admin/products',
    },
  },
  // One product; `nouveau` (fr) or `new` (other languages) as the id opens an empty editor.
  'admin-products-id': {
    file: 'routes/admin-product.tsx',
    paths: {
      fr: '/admin/produits/:id',
      en: '/en/admin/products/:id',
      es: '/es/admin/products/:id',
      de: '/de/admin/products/:id',
      it: '/it/admin/products/:id',
      pt: '/pt/admin/products/:id',
    },
  },
} as const satisfies Record<string, RouteDefinition>;

/**
 * Back-office routes drawn outside the shell (routes/admin-shell.tsx): leaving a customer's
 * session happens inside that session, and an invitee accepts before being staff.
 */
export const ADMIN_OUTSIDE_SHELL: readonly string[] = ['admin-leave', 'admin-invitation'];

/** The back office's languages: the other locales' admin paths redirect to English. */
export const BACK_OFFICE_LOCALES = ['fr', 'en'] as const;
