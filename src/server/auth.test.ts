import { describe, expect, it } from 'vitest';
import { cookieBuilders } from './auth';

const attributes = (header: string) => header.split('; ').slice(1);

describe('auth cookies', () => {
  const expires = new Date(Date.UTC(2026, 0, 31));
  const now = new Date(Date.UTC(2026, 0, 1));

  it('over HTTPS: __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', () => {
    const header = cookieBuilders(true).sessionCookie('tok', expires, now);
    expect(header.startsWith('__Host-sellerie_session=tok;')).toBe(true);
    expect(attributes(header).sort()).toEqual(
      ['HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Lax', 'Secure'].sort(),
    );
  });

  it('over plain HTTP (local demo): no prefix and no Secure, which browsers would refuse', () => {
    const header = cookieBuilders(false).sessionCookie('tok', expires, now);
    expect(header.startsWith('sellerie_session=tok;')).toBe(true);
    expect(header).not.toContain('Secure');
    expect(header).toContain('HttpOnly');
  });

  it('removes cookies with an expired date', () => {
    for (const header of [
      cookieBuilders(true).clearSessionCookie(),
      cookieBuilders(true).clearAdminCookie(),
      cookieBuilders(false).oauthStateCookie('', 0),
    ]) {
      expect(header).toContain('Max-Age=0');
      expect(header).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    }
  });
});
