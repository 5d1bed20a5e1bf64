/**
 * The route table as data: route name → path per locale (+ the route module that renders it).
 * `routes.ts` turns it into React Router's RouteConfig; pages build links with `href()` and
 * their six language versions with `alternates()`. The slugs are listed in docs/routes.md: they
 * are URLs forever, change them only with a redirect.
 * This file is imported by the browser bundle too, so it must stay free of Node/dev imports.
 *
 * Paths use React Router syntax (`:param`, `:param?`). French has no prefix; the other
 * locales use `/en`, `/es`, … with translated slugs (SPEC §2). Every locale of a name uses the
 * same parameter names.
 */
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../shared/locale';

export interface RouteDefinition {
  /** Route module, relative to src/web (several names may share one module). */
  readonly file: string;
  readonly paths: Readonly<Record<Locale, string>>;
}

export const ROUTES = {
  index: {
    file: 'routes/home.tsx',
    paths: {
      fr: '/',
      en: '/en',
      es: '/es',
      de: '/de',
      it: '/it',
      pt: '/pt',
    },
  },
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
  'compte-professional': {
    file: 'routes/account-soon.tsx',
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
  'compte-supports': {
    file: 'routes/account-soon.tsx',
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
    file: 'routes/account-soon.tsx',
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

export type RouteName = keyof typeof ROUTES;

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? Head | Segments<Tail>
  : P;
type ParamOf<S extends string> = S extends `:${infer Name}` ? Name : never;
type AllParams<P extends string> = ParamOf<Segments<P>>;
type RequiredNames<P extends string> = Exclude<AllParams<P>, `${string}?`>;
type OptionalNames<P extends string> =
  AllParams<P> extends infer N ? (N extends `${infer Base}?` ? Base : never) : never;

/** Parameters a route's path needs, derived from its French pattern (all locales share names). */
export type RouteParams<N extends RouteName> = {
  [K in RequiredNames<(typeof ROUTES)[N]['paths']['fr']>]: string | number;
} & {
  [K in OptionalNames<(typeof ROUTES)[N]['paths']['fr']>]?: string | number | null;
};

type ParamsArgument<N extends RouteName> = [
  RequiredNames<(typeof ROUTES)[N]['paths']['fr']>,
] extends [never]
  ? RouteParams<N> | null | undefined
  : RouteParams<N>;

/**
 * The URL of a named route in a locale: `href('marques-slug', { slug: 'renault' }, 'en')` →
 * `/en/brands/renault`. Parameters are URL-encoded; a missing optional one drops its segment.
 */
export function href<N extends RouteName>(
  name: N,
  params: ParamsArgument<N>,
  locale: Locale,
): string {
  const pattern: string = ROUTES[name].paths[locale];
  const values = (params ?? {}) as Record<string, string | number | null | undefined>;
  const parts = pattern.split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    const value = values[key];
    if (value === undefined || value === null || value === '') {
      if (optional) return [];
      throw new Error(`href(${name}): missing parameter "${key}"`);
    }
    return [encodeURIComponent(String(value))];
  });
  return parts.join('/') || '/';
}

/** Parameters for each locale: the same for all, or per locale (translated slugs). */
export type AlternateParams<N extends RouteName> =
  ParamsArgument<N> | ((locale: Locale) => ParamsArgument<N> | null);

/**
 * The six language versions of a page: `alternates('articles-slug', (l) => ({ slug: slugs[l] }))`.
 * A locale whose params are `null` (the record has no translation there) is left out, so a
 * page never advertises a URL that would answer 404.
 */
export function alternates<N extends RouteName>(
  name: N,
  params: AlternateParams<N>,
): Partial<Record<Locale, string>> {
  const result: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const value = typeof params === 'function' ? params(locale) : params;
    if (typeof params === 'function' && value === null) continue;
    result[locale] = href(name, value as ParamsArgument<N>, locale);
  }
  return result;
}

/** The route name of a React Router route id (`articles-slug.en` → `articles-slug`). */
export function routeNameOf(id: string): RouteName | null {
  const name = id.slice(0, id.lastIndexOf('.'));
  return name in ROUTES ? (name as RouteName) : null;
}

/** The locale a path belongs to, from its first segment (Hydrogen-style). Unprefixed → fr. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1]?.toLowerCase();
  return first && first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** Route id for one locale variant: `index.en`. */
export function routeId(name: RouteName, locale: Locale): string {
  return `${name}.${locale}`;
}

export { LOCALES };
