/**
 * The route table as data: route name → path per locale (+ the route module that renders it).
 * `routes.ts` turns it into React Router's RouteConfig; pages build links with `href()`.
 * This file is imported by the browser bundle too, so it must stay free of Node/dev imports.
 *
 * Paths use React Router syntax (`:param`, `:param?`). French has no prefix; the other
 * locales use `/en`, `/es`, … with translated slugs (SPEC §2). Entries whose `file` is null
 * are planned screens: `href()` already knows their paths, the router does not serve them yet.
 */
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../shared/locale';

export interface RouteDefinition {
  /** Route module, relative to src/web; null while the screen does not exist yet. */
  readonly file: string | null;
  readonly paths: Readonly<Record<Locale, string>>;
}

export const ROUTES = {
  index: {
    file: 'routes/home.tsx',
    paths: { fr: '/', en: '/en', es: '/es', de: '/de', it: '/it', pt: '/pt' },
  },
  // SPEC §2: login, contact and new-password paths keep the French words in every locale.
  contact: {
    file: null,
    paths: {
      fr: '/contact',
      en: '/en/contact',
      es: '/es/contact',
      de: '/de/contact',
      it: '/it/contact',
      pt: '/pt/contact',
    },
  },
  'marques-slug': {
    file: null,
    paths: {
      fr: '/marques/:slug',
      en: '/en/brands/:slug',
      es: '/es/marcas/:slug',
      de: '/de/marken/:slug',
      it: '/it/marche/:slug',
      pt: '/pt/marcas/:slug',
    },
  },
  'c-domain': {
    file: null,
    paths: {
      fr: '/c/:domain',
      en: '/en/c/:domain',
      es: '/es/c/:domain',
      de: '/de/c/:domain',
      it: '/it/c/:domain',
      pt: '/pt/c/:domain',
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

type ParamsArgument<N extends RouteName> = [AllParams<(typeof ROUTES)[N]['paths']['fr']>] extends [
  never,
]
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
