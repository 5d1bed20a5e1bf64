import { describe, expect, it } from 'vitest';
import { localizedPath } from './locale-target';

const root = { id: 'root', params: {}, data: { locale: 'fr' } };

describe('the current page in another locale', () => {
  it("prefers the page's own alternates (translated slugs)", () => {
    const matches = [
      root,
      {
        id: 'articles-slug.fr',
        params: { slug: 'entretenir-son-cuir' },
        data: {
          seo: { alternates: { fr: '/articles/entretenir-son-cuir', en: '/en/news/leather-care' } },
        },
      },
    ];
    expect(localizedPath(matches, 'en', '?page=2')).toBe('/en/news/leather-care?page=2');
  });

  it('else maps the route name and params with href()', () => {
    expect(localizedPath([root, { id: 'inscription.fr', params: {} }], 'en')).toBe('/en/register');
    expect(
      localizedPath([root, { id: 'marques-slug.fr', params: { slug: 'renault' } }], 'de', '?x=1'),
    ).toBe('/de/marken/renault?x=1');
  });

  it("else goes to the locale's home", () => {
    expect(localizedPath([root, { id: 'not-found', params: { '*': 'abc' } }], 'es')).toBe('/es');
    expect(localizedPath([], 'fr')).toBe('/');
  });
});
