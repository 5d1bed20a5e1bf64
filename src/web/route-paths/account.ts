import type { RouteDefinition } from './definition';

/** Sign-in and the account pages: part of the route table (src/web/paths.ts). */
export const ACCOUNT_ROUTES = {
  // SPEC §2: login, contact and new-password paths keep the French words in every locale.
  connexion: {
    file: 'routes/login.tsx',
    paths: {
      fr: '/connexion',
      en: '/en/connexion',
      es: '/es/connexion',
      de: '/de/connexion',
      it: '/it/connexion',
      pt: '/pt/connexion',
    },
  },
  'connexion-provider': {
    file: 'routes/login-provider.tsx',
    paths: {
      fr: '/connexion/:provider',
      en: '/en/connexion/:provider',
      es: '/es/connexion/:provider',
      de: '/de/connexion/:provider',
      it: '/it/connexion/:provider',
      pt: '/pt/connexion/:provider',
    },
  },
  inscription: {
    file: 'routes/register.tsx',
    paths: {
      fr: '/inscription',
      en: '/en/register',
      es: '/es/registro',
      de: '/de/registrieren',
      it: '/it/registrazione',
      pt: '/pt/registo',
    },
  },
  'nouveau-mot-de-passe': {
    file: 'routes/new-password.tsx',
    paths: {
      fr: '/nouveau-mot-de-passe',
      en: '/en/nouveau-mot-de-passe',
      es: '/es/nouveau-mot-de-passe',
      de: '/de/nouveau-mot-de-passe',
      it: '/it/nouveau-mot-de-passe',
      pt: '/pt/nouveau-mot-de-passe',
    },
  },
  // Account pages (dedicated account layout; guarded: login first).
  compte: {
    file: 'routes/account.tsx',
    paths: {
      fr: '/compte',
      en: '/en/account',
      es: '/es/cuenta-cliente',
      de: '/de/kundenkonto',
      it: '/it/conto-cliente',
      pt: '/pt/conta-cliente',
    },
  },
  'compte-informations': {
    file: 'routes/account-information.tsx',
    paths: {
      fr: '/compte/informations',
      en: '/en/account/information',
      es: '/es/cuenta-cliente/informacion',
      de: '/de/kundenkonto/informationen',
      it: '/it/conto-cliente/informazioni',
      pt: '/pt/conta-cliente/informacoes',
    },
  },
  'compte-addresses': {
    file: 'routes/account-addresses.tsx',
    paths: {
      fr: '/compte/addresses',
      en: '/en/account/addresses',
      es: '/es/cuenta-cliente/direcciones',
      de: '/de/kundenkonto/adressen',
      it: '/it/conto-cliente/indirizzi',
      pt: '/pt/conta-cliente/moradas',
    },
  },
  'compte-favorites': {
    file: 'routes/account-favorites.tsx',
    paths: {
      fr: '/compte/favoris',
      en: '/en/account/favorites',
      es: '/es/cuenta-cliente/favoritos',
      de: '/de/kundenkonto/favoriten',
      it: '/it/conto-cliente/preferiti',
      pt: '/pt/conta-cliente/favoritos',
    },
  },
  // Not in SPEC §2's list: the balance and history of the loyalty points (§3).
  'compte-loyalty': {
    file: 'routes/account-loyalty.tsx',
    paths: {
      fr: '/compte/fidelite',
      en: '/en/account/loyalty-points',
      es: '/es/cuenta-cliente/puntos-fidelidad',
      de: '/de/kundenkonto/treuepunkte',
      it: '/it/conto-cliente/punti-fedelta',
      pt: '/pt/conta-cliente/pontos-fidelidade',
    },
  },
  'compte-orders': {
    file: 'routes/account-orders.tsx',
    paths: {
      fr: '/compte/orders',
      en: '/en/account/orders',
      es: '/es/cuenta-cliente/pedidos',
      de: '/de/kundenkonto/bestellungen',
      it: '/it/conto-cliente/ordini',
      pt: '/pt/conta-cliente/encomendas',
    },
  },
  'compte-orders-id': {
    file: 'routes/account-order.tsx',
    paths: {
      fr: '/compte/orders/:id',
      en: '/en/account/orders/:id',
      es: '/es/cuenta-cliente/pedidos/:id',
      de: '/de/kundenkonto/bestellungen/:id',
      it: '/it/conto-cliente/ordini/:id',
      pt: '/pt/conta-cliente/encomendas/:id',
    },
  },
  'compte-quick-order': {
    file: 'routes/account-quick-order.tsx',
    paths: {
      fr: '/compte/commande-rapide',
      en: '/en/account/quick-order',
      es: '/es/cuenta-cliente/pedido-rapido',
      de: '/de/kundenkonto/schnellbestellung',
      it: '/it/conto-cliente/ordine-rapido',
      pt: '/pt/conta-cliente/encomenda-rapida',
    },
  },
  'compte-invoices': {
    file: 'routes/account-invoices.tsx',
    paths: {
      fr: '/compte/factures',
      en: '/en/account/invoices',
      es: '/es/cuenta-cliente/facturas',
      de: '/de/kundenkonto/rechnungen',
      it: '/it/conto-cliente/fatture',
      pt: '/pt/conta-cliente/faturas',
    },
  },
  'compte-professional': {
    file: 'routes/account-professional.tsx',
    paths: {
      fr: '/compte/professional',
      en: '/en/account/professional',
      es: '/es/cuenta-cliente/profesional',
      de: '/de/kundenkonto/gewerbe',
      it: '/it/conto-cliente/professionale',
      pt: '/pt/conta-cliente/profissional',
    },
  },
  'compte-saved-carts': {
    file: 'routes/account-saved-carts.tsx',
    paths: {
      fr: '/compte/saved-carts',
      en: '/en/account/saved-carts',
      es: '/es/cuenta-cliente/carritos-guardados',
      de: '/de/kundenkonto/gespeicherte-warenkoerbe',
      it: '/it/conto-cliente/carrelli-salvati',
      pt: '/pt/conta-cliente/carrinhos-guardados',
    },
  },
  // Writing a review of a bought product (decision 054): from the invitation e-mail and the
  // order's page; `?line=` names the order line.
  'avis-ecrire': {
    file: 'routes/account-review.tsx',
    paths: {
      fr: '/compte/avis/:id',
      en: '/en/account/reviews/:id',
      es: '/es/cuenta-cliente/opiniones/:id',
      de: '/de/kundenkonto/bewertungen/:id',
      it: '/it/conto-cliente/recensioni/:id',
      pt: '/pt/conta-cliente/avaliacoes/:id',
    },
  },
  'compte-supports': {
    file: 'routes/account-claims.tsx',
    paths: {
      fr: '/compte/supports',
      en: '/en/account/claims',
      es: '/es/cuenta-cliente/reclamaciones',
      de: '/de/kundenkonto/reklamationen',
      it: '/it/conto-cliente/reclami',
      pt: '/pt/conta-cliente/reclamacoes',
    },
  },
  'compte-supports-id': {
    file: 'routes/account-claim.tsx',
    paths: {
      fr: '/compte/supports/:id',
      en: '/en/account/claims/:id',
      es: '/es/cuenta-cliente/reclamaciones/:id',
      de: '/de/kundenkonto/reklamationen/:id',
      it: '/it/conto-cliente/reclami/:id',
      pt: '/pt/conta-cliente/reclamacoes/:id',
    },
  },
  'compte-pro': {
    file: 'routes/pro-account.tsx',
    paths: {
      fr: '/compte-pro',
      en: '/en/pro-account',
      es: '/es/cuenta-pro',
      de: '/de/profi-konto',
      it: '/it/conto-pro',
      pt: '/pt/conta-pro',
    },
  },
} as const satisfies Record<string, RouteDefinition>;
