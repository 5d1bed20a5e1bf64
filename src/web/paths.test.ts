import { describe, expect, it } from 'vitest';
import { LOCALES } from '../shared/locale';
import { ROUTES, alternates, href, localeFromPath, routeNameOf, type RouteName } from './paths';

const NAMES = Object.keys(ROUTES) as RouteName[];

/** A path pattern as a comparable shape: every parameter becomes `:`. */
function shape(path: string): string {
  return path.replace(/:[^/]+/g, ':');
}

/** Could two patterns match the same URL? (static segments equal, params match anything). */
function overlap(a: string, b: string): boolean {
  const expand = (path: string): string[][] => {
    const segments = path.split('/').filter(Boolean);
    const optional = segments.findIndex((s) => s.endsWith('?'));
    if (optional < 0) return [segments];
    return [segments.slice(0, optional), segments];
  };
  return expand(a).some((sa) =>
    expand(b).some(
      (sb) =>
        sa.length === sb.length &&
        sa.every((seg, i) => seg.startsWith(':') || sb[i]!.startsWith(':') || seg === sb[i]),
    ),
  );
}

describe('route table', () => {
  it('has every route of SPEC §2', () => {
    for (const name of [
      'index',
      'connexion',
      'connexion-provider',
      'inscription',
      'nouveau-mot-de-passe',
      'compte',
      'compte-informations',
      'compte-addresses',
      'compte-orders',
      'compte-orders-id',
      'compte-professional',
      'compte-saved-carts',
      'compte-supports',
      'compte-supports-id',
      'compte-pro',
      'panier',
      'panier-livraison',
      'panier-paiement',
      'panier-confirmation',
      'panier-annulation',
      'marques-slug',
      'marques-slug-vehicle',
      'marques-slug-vehicle-category',
      'c-domain',
      'c-domain-category',
      'c-domain-category-subcategory',
      'p-slug',
      'bons-plans',
      'codes-promo',
      'cartes-cadeaux',
      'cgv',
      'articles',
      'articles-slug',
      'faq',
      'contact',
      'mentions-legales',
      'protection-donnees',
      'sitemap',
    ]) {
      expect(NAMES, name).toContain(name);
    }
  });

  it('gives every name six distinct paths, French unprefixed, others under their prefix', () => {
    for (const name of NAMES) {
      const paths = LOCALES.map((locale) => ROUTES[name].paths[locale]);
      expect(new Set(paths).size, name).toBe(6);
      for (const locale of LOCALES) {
        const path: string = ROUTES[name].paths[locale];
        if (locale === 'fr') expect(path, name).not.toMatch(/^\/(en|es|de|it|pt)(\/|$)/);
        else
          expect(path === `/${locale}` || path.startsWith(`/${locale}/`), `${name} ${locale}`).toBe(
            true,
          );
        expect(localeFromPath(path), `${name} ${locale}`).toBe(locale);
      }
    }
  });

  it('uses the same parameters in every locale', () => {
    for (const name of NAMES) {
      const params = (path: string) => (path.match(/:[\w]+\??/g) ?? []).join(',');
      const french = params(ROUTES[name].paths.fr);
      for (const locale of LOCALES) expect(params(ROUTES[name].paths[locale]), name).toBe(french);
    }
  });

  it('keeps the French words for login, contact and new password (SPEC §2)', () => {
    for (const locale of LOCALES) {
      const prefix = locale === 'fr' ? '' : `/${locale}`;
      expect(href('connexion', null, locale)).toBe(`${prefix}/connexion`);
      expect(href('contact', null, locale)).toBe(`${prefix}/contact`);
      expect(href('nouveau-mot-de-passe', null, locale)).toBe(`${prefix}/nouveau-mot-de-passe`);
    }
  });

  it('translates the slugs of SPEC §2 examples', () => {
    expect(href('compte', null, 'en')).toBe('/en/account');
    expect(href('inscription', null, 'en')).toBe('/en/register');
    expect(href('bons-plans', null, 'en')).toBe('/en/deals');
    expect(href('articles', null, 'en')).toBe('/en/news');
    expect(href('marques-slug', { slug: 'bmw' }, 'en')).toBe('/en/brands/bmw');
    expect(href('panier', null, 'en')).toBe('/en/cart');
    expect(href('compte', null, 'de')).toBe('/de/kundenkonto');
    expect(href('marques-slug', { slug: 'bmw' }, 'de')).toBe('/de/marken/bmw');
    expect(href('compte', null, 'es')).toBe('/es/cuenta-cliente');
    expect(href('compte', null, 'it')).toBe('/it/conto-cliente');
    expect(href('compte', null, 'pt')).toBe('/pt/conta-cliente');
    expect(href('sitemap', null, 'fr')).toBe('/sitemap.xml');
  });

  it('has no two routes that could match the same URL in one locale', () => {
    for (const locale of LOCALES) {
      for (let i = 0; i < NAMES.length; i++) {
        for (let j = i + 1; j < NAMES.length; j++) {
          const a = ROUTES[NAMES[i]!].paths[locale];
          const b = ROUTES[NAMES[j]!].paths[locale];
          // Same-shape patterns that differ only in parameters would be ambiguous.
          expect(shape(a) === shape(b), `${NAMES[i]} ~ ${NAMES[j]} (${locale})`).toBe(false);
          expect(overlap(a, b), `${NAMES[i]} overlaps ${NAMES[j]} (${locale}): ${a} ${b}`).toBe(
            false,
          );
        }
      }
    }
  });
});

describe('href', () => {
  it('fills parameters, URL-encoded', () => {
    expect(href('index', null, 'fr')).toBe('/');
    expect(href('index', null, 'de')).toBe('/de');
    expect(href('marques-slug', { slug: 'renault' }, 'fr')).toBe('/marques/renault');
    expect(href('marques-slug', { slug: 'land rover' }, 'en')).toBe('/en/brands/land%20rover');
    expect(href('marques-slug', { slug: 'bmw' }, 'it')).toBe('/it/marche/bmw');
    expect(href('compte-orders-id', { id: 42 }, 'es')).toBe('/es/cuenta-cliente/pedidos/42');
    expect(
      href('c-domain-category-subcategory', { domain: 'a', category: 'b', subcategory: 'c' }, 'pt'),
    ).toBe('/pt/c/a/b/c');
    expect(href('marques-slug-vehicle', { slug: 'renault', vehicle: 'clio-iv' }, 'de')).toBe(
      '/de/marken/renault/clio-iv',
    );
  });

  it('drops a missing optional parameter', () => {
    expect(href('bons-plans', null, 'fr')).toBe('/bons-plans');
    expect(href('bons-plans', {}, 'it')).toBe('/it/offerte');
    expect(href('bons-plans', { slug: null }, 'en')).toBe('/en/deals');
    expect(href('bons-plans', { slug: 'winter-1' }, 'en')).toBe('/en/deals/winter-1');
  });

  it('refuses a missing required parameter', () => {
    expect(() => href('marques-slug', {} as { slug: string }, 'fr')).toThrow(/slug/);
  });
});

describe('alternates', () => {
  it('lists the six URLs of a page', () => {
    expect(alternates('compte-pro', null)).toEqual({
      fr: '/compte-pro',
      en: '/en/pro-account',
      es: '/es/cuenta-pro',
      de: '/de/profi-konto',
      it: '/it/conto-pro',
      pt: '/pt/conta-pro',
    });
  });

  it('takes per-locale parameters and leaves out untranslated locales', () => {
    const slugs: Record<string, string> = { fr: 'entretien', en: 'care' };
    expect(alternates('articles-slug', (l) => (slugs[l] ? { slug: slugs[l] } : null))).toEqual({
      fr: '/articles/entretien',
      en: '/en/news/care',
    });
  });
});

describe('locale and route ids', () => {
  it('reads the locale from the URL prefix; anything else is French', () => {
    expect(localeFromPath('/')).toBe('fr');
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/pt/marcas/bmw')).toBe('pt');
    expect(localeFromPath('/EN/x')).toBe('en');
    expect(localeFromPath('/fr')).toBe('fr');
    expect(localeFromPath('/xx/y')).toBe('fr');
    expect(localeFromPath('/english')).toBe('fr');
  });

  it('maps a route id back to its name', () => {
    expect(routeNameOf('articles-slug.en')).toBe('articles-slug');
    expect(routeNameOf('index.fr')).toBe('index');
    expect(routeNameOf('root')).toBeNull();
  });
});
