import { describe, expect, it } from 'vitest';
import { backOfficeLocale, isBackOfficePath } from './back-office.server';

const ORIGIN = 'http://shop.test';

/** The Response a redirect throws, or the locale returned. */
function localeOrRedirect(path: string): string | { status: number; location: string | null } {
  try {
    return backOfficeLocale(new Request(ORIGIN + path));
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, location: thrown.headers.get('location') };
  }
}

describe('the back office’s language', () => {
  it('is French for French paths and English for English ones', () => {
    expect(localeOrRedirect('/admin/commandes')).toBe('fr');
    expect(localeOrRedirect('/en/admin/orders')).toBe('en');
  });

  it.each([
    ['/es/admin/pedidos?state=paid', '/en/admin/orders?state=paid'],
    ['/de/admin/bestellungen/12', '/en/admin/orders/12'],
    ['/it/admin', '/en/admin'],
    ['/pt/admin/staff', '/en/admin/staff'],
  ])('%s moves permanently to the English page %s', (from, to) => {
    expect(localeOrRedirect(from)).toEqual({ status: 301, location: to });
  });
});

describe('back-office paths', () => {
  it.each(['/admin', '/admin/', '/admin/journal', '/en/admin', '/pt/admin/staff', '/ADMIN'])(
    '%s is one',
    (path) => expect(isBackOfficePath(path)).toBe(true),
  );
  it.each(['/', '/administration', '/en/administrator', '/xx/admin', '/compte/admin', '/en'])(
    '%s is not',
    (path) => expect(isBackOfficePath(path)).toBe(false),
  );
});
