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
import { ACCOUNT_ROUTES } from './route-paths/account';
import { ADMIN_ROUTES } from './route-paths/admin';
import { CONTENT_ROUTES } from './route-paths/content';
import type { RouteDefinition } from './route-paths/definition';
import { SHOP_ROUTES } from './route-paths/shop';

export type { RouteDefinition };

/** The whole table, one file per area under route-paths/ (the order is the routes' order). */
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
  ...ACCOUNT_ROUTES,
  ...SHOP_ROUTES,
  ...CONTENT_ROUTES,
  ...ADMIN_ROUTES,
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
