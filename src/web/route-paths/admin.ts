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
  'admin-products-new': {
    file: 'routes/admin-product.tsx',
    paths: {
      fr: '/admin/produits/nouveau',
      en: '/en/admin/products/new',
      es: '/es/admin/products/new',
      de: '/de/admin/products/new',
      it: '/it/admin/products/new',
      pt: '/pt/admin/products/new',
    },
  },
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
