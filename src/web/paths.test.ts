import { describe, expect, it } from 'vitest';
import { LOCALES } from '../shared/locale';
import { ROUTES, href, localeFromPath } from './paths';

describe('route table', () => {
  it('builds localized URLs', () => {
    expect(href('index', null, 'fr')).toBe('/');
    expect(href('index', null, 'de')).toBe('/de');
    expect(href('marques-slug', { slug: 'renault' }, 'fr')).toBe('/marques/renault');
    expect(href('marques-slug', { slug: 'land rover' }, 'en')).toBe('/en/brands/land%20rover');
    expect(href('marques-slug', { slug: 'bmw' }, 'it')).toBe('/it/marche/bmw');
    expect(href('contact', null, 'es')).toBe('/es/contact');
  });

  it('refuses a missing parameter', () => {
    expect(() => href('marques-slug', {} as { slug: string }, 'fr')).toThrow(/slug/);
  });

  it('reads the locale from the URL prefix; anything else is French', () => {
    expect(localeFromPath('/')).toBe('fr');
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/pt/marcas/bmw')).toBe('pt');
    expect(localeFromPath('/EN/x')).toBe('en');
    expect(localeFromPath('/fr')).toBe('fr');
    expect(localeFromPath('/xx/y')).toBe('fr');
    expect(localeFromPath('/english')).toBe('fr');
  });

  it('gives every route a path in every locale, French unprefixed, others prefixed', () => {
    for (const [name, route] of Object.entries(ROUTES)) {
      for (const locale of LOCALES) {
        const path: string = route.paths[locale];
        if (locale === 'fr') expect(path, name).not.toMatch(/^\/(en|es|de|it|pt)(\/|$)/);
        else
          expect(path === `/${locale}` || path.startsWith(`/${locale}/`), `${name} ${locale}`).toBe(
            true,
          );
      }
    }
  });
});
