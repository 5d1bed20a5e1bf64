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
} as const satisfies Record<string, RouteDefinition>;
