/**
 * Logging out (SPEC §7 `GET /api/auth/logout` for Bearer clients): a browser's cookie is signed
 * out only by a same-origin POST, so a link or an image on another site signs nobody out.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app';
import { registerCustomer } from '../../support/accounts';

const api = useTestApp();
const ORIGIN = 'http://localhost:80';

async function signedInByCookie() {
  const customer = await registerCustomer(api.app);
  return { customer, cookie: `sellerie_session=${customer.token}` };
}

const meStatus = async (headers: Record<string, string>) =>
  (await api.app.inject({ url: '/api/auth/me', headers })).statusCode;

describe('GET /api/auth/logout', () => {
  it('does not sign out a cookie, whoever sends it', async () => {
    const { cookie } = await signedInByCookie();
    for (const headers of [
      { cookie },
      { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { cookie, referer: 'https://evil.example/page', 'sec-fetch-site': 'cross-site' },
      { cookie, 'sec-fetch-site': 'same-origin' },
    ]) {
      const res = await api.app.inject({ url: '/api/auth/logout', headers });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.json().message).toBe(
        'Pour vous déconnecter, utilisez le bouton « Se déconnecter » de la boutique.',
      );
      // The cookie is neither revoked nor cleared.
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await meStatus({ cookie })).toBe(200);
    }
  });

  it('signs out a Bearer client (and only that session)', async () => {
    const { customer, cookie } = await signedInByCookie();
    const other = await api.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: customer.email, password: customer.password },
    });
    const otherAuth = { authorization: `Bearer ${other.json().access_token}` };
    const res = await api.app.inject({ url: '/api/auth/logout', headers: otherAuth });
    expect(res.statusCode).toBe(204);
    expect(await meStatus(otherAuth)).toBe(401);
    expect(await meStatus({ cookie })).toBe(200);
  });

  it('answers 204 to nobody in particular', async () => {
    expect((await api.app.inject({ url: '/api/auth/logout' })).statusCode).toBe(204);
  });
});

describe('POST /api/auth/logout', () => {
  it('refuses a cross-site post of the cookie', async () => {
    const { cookie } = await signedInByCookie();
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(await meStatus({ cookie })).toBe(200);
  });

  it('signs out the cookie from the shop itself, and clears it', async () => {
    const { cookie } = await signedInByCookie();
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/^sellerie_session=; .*Max-Age=0/);
    expect(await meStatus({ cookie })).toBe(401);
  });

  it('signs out a Bearer client too', async () => {
    const { customer } = await signedInByCookie();
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: customer.auth,
    });
    expect(res.statusCode).toBe(204);
    expect(await meStatus(customer.auth)).toBe(401);
  });
});
