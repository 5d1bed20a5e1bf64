import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { breadcrumbHidden, breadcrumbJsonLd } from './breadcrumb';
import { safeUrl, siteRating } from './layout-data.server';
import { menuLinks } from './main-menu';
import { MobileMenu } from './mobile-menu';
import { withoutQuery } from './search-overlay';
import { isIOS, SiteFooter } from './site-footer';
import { EMPTY_LAYOUT } from './types';
import { UserWidget } from './user-widget';

/** Server-renders a component inside a router at `path` (the locale comes from the URL). */
function render(element: React.ReactElement, path = '/'): string {
  const Stub = createRoutesStub([{ path: '*', Component: () => element }]);
  return renderToString(<Stub initialEntries={[path]} />);
}

describe('user widget', () => {
  it('signed out: a login icon linking to the login page', () => {
    const html = render(<UserWidget user={null} />, '/en');
    expect(html).toContain('href="/en/connexion"');
    expect(html).toContain('aria-label="Log in"');
    expect(html).not.toContain('user-badge');
  });

  it('signed in: account icon with check badge and a menu greeting by first name', () => {
    const html = render(<UserWidget user={{ firstname: 'Marie' }} />);
    expect(html).toContain('href="/compte"');
    expect(html).toContain('user-badge');
    expect(html).toContain('Bonjour Marie');
    expect(html).toContain('Mon compte');
    expect(html).toContain('Se déconnecter');
  });
});

describe('menus', () => {
  it('hides gift cards for PRO customers', () => {
    expect(menuLinks('fr', false).map((link) => link.id)).toContain('gift-cards');
    expect(menuLinks('fr', true).map((link) => link.id)).not.toContain('gift-cards');
    expect(menuLinks('en', false).find((link) => link.id === 'deals')?.to).toBe('/en/deals');
  });

  it('the burger menu lists account and orders only when signed in', () => {
    const props = { open: false, onClose: () => {}, layout: EMPTY_LAYOUT };
    const signedOut = render(<MobileMenu {...props} user={null} />);
    const signedIn = render(<MobileMenu {...props} user={{ firstname: 'Marie' }} />);
    for (const html of [signedOut, signedIn]) {
      expect(html).toContain('href="/bons-plans"');
      expect(html).toContain('href="/contact"');
      expect(html).toMatch(/<input id="mobile-menu-q"[^>]*required/);
    }
    expect(signedOut).not.toContain('href="/compte"');
    expect(signedIn).toContain('href="/compte"');
    expect(signedIn).toContain('href="/compte/orders"');
  });
});

describe('breadcrumb', () => {
  it.each([
    ['index.fr', true],
    ['connexion.en', true],
    ['inscription.de', true],
    ['cartes-cadeaux.fr', true],
    ['nouveau-mot-de-passe.it', true],
    ['compte-pro.fr', true],
    ['compte.pt', true],
    ['compte-orders-id.es', true],
    ['faq.fr', false],
    ['c-domain.en', false],
    ['not-found', false],
  ])('%s hidden: %s', (id, hidden) => {
    expect(breadcrumbHidden(id)).toBe(hidden);
  });

  it('JSON-LD: absolute URLs, no item on the current page, no way out of the script', () => {
    const json = breadcrumbJsonLd(
      [{ label: 'Accueil', href: '/' }, { label: 'FAQ </script><b>' }],
      'https://shop.example',
    );
    expect(json).not.toContain('</script>');
    const parsed = JSON.parse(json) as { itemListElement: Array<Record<string, unknown>> };
    expect(parsed.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'FAQ </script><b>' },
    ]);
  });
});

describe('layout data', () => {
  it('site rating: the configured values, else 10 and 1 review; shown out of 5', () => {
    expect(siteRating({ site_rating_average: '9.6', site_rating_count: '1843' })).toMatchObject({
      average: 9.6,
      stars: 4.8,
      count: 1843,
    });
    expect(siteRating({})).toEqual({ average: 10, stars: 5, count: 1, url: null });
    expect(siteRating({ site_rating_average: 'n/a', site_rating_count: '12' })).toMatchObject({
      average: 10,
      count: 1,
    });
  });

  it('only site paths and http(s) URLs reach an href', () => {
    expect(safeUrl('/codes-promo')).toBe('/codes-promo');
    expect(safeUrl('https://reviews.example/shop')).toBe('https://reviews.example/shop');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('//evil.example')).toBeNull();
    expect(safeUrl('  ')).toBeNull();
  });
});

describe('search overlay', () => {
  it('cancelling removes q (and the page number), keeps the other parameters', () => {
    expect(withoutQuery('/en', '?q=seat')).toBe('/en');
    expect(withoutQuery('/c/foam', '?q=x&sort=prices&page=3')).toBe('/c/foam?sort=prices');
  });
});

describe('iOS detection (footer SEO text)', () => {
  it.each([
    [{ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' }, true],
    [{ userAgent: 'Mozilla/5.0 (Macintosh)', platform: 'MacIntel', maxTouchPoints: 5 }, true],
    [{ userAgent: 'Mozilla/5.0 (Macintosh)', platform: 'MacIntel', maxTouchPoints: 0 }, false],
    [{ userAgent: 'Mozilla/5.0 (Linux; Android 14)' }, false],
  ])('%o → %s', (navigator, expected) => {
    expect(isIOS(navigator)).toBe(expected);
  });
});

describe('footer reassurance band', () => {
  it('names only the means of payment the checkout takes online now', () => {
    const none = render(<SiteFooter layout={EMPTY_LAYOUT} onlinePayments={[]} />);
    expect(none).toContain('Paiement par virement bancaire');
    expect(none).not.toContain('Paiement 100 % sécurisé');
    expect(none).not.toContain('aria-label="Visa"');
    expect(none).not.toContain('3x ou 4x');

    const cardOnly = render(<SiteFooter layout={EMPTY_LAYOUT} onlinePayments={['card']} />);
    expect(cardOnly).toContain('aria-label="Visa"');
    expect(cardOnly).not.toContain('aria-label="PayPal"');
    expect(cardOnly).not.toContain('3x ou 4x');

    const all = render(
      <SiteFooter
        layout={EMPTY_LAYOUT}
        onlinePayments={['card', 'paypal', 'limonetik_3x', 'limonetik_4x']}
      />,
    );
    expect(all).toContain('aria-label="PayPal"');
    expect(all).toContain('Paiement en 3x ou 4x sans frais');
  });
});
