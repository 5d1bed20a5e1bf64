/**
 * Social login against a real OpenID Connect provider on this machine: the shop sends the
 * browser to the provider (PKCE, state, nonce), the person signs in and consents there, and
 * comes back signed in to the shop; a second login finds the same account; a forged callback
 * is refused.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startLocalOidcProvider, type LocalOidcProvider } from '../support/oidc-provider';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let provider: LocalOidcProvider;

beforeAll(async () => {
  provider = await startLocalOidcProvider((login) => ({
    email: `${login}@example.test`,
    email_verified: true,
    given_name: 'Léa',
    family_name: 'Moreau',
  }));
  [server, browser] = await Promise.all([
    startTestServer({
      socialSettings: {
        google: {
          issuer: provider.issuer,
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
        },
      },
    }),
    launchBrowser(),
  ]);
  provider.start(`${server.url}/connexion/google`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await provider?.close();
});

async function signInAtProvider(login: string, beforeLogin?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
  const page = await context.newPage();
  await beforeLogin?.(page);
  await page.goto('/connexion/google?redirect=/compte/informations');
  // The provider's own pages: login, then consent.
  expect(page.url().startsWith(provider.issuer)).toBe(true);
  await page.fill('input[name=login]', login);
  await page.fill('input[name=password]', 'anything');
  await page.click('button[type=submit]');
  await page.click('button[type=submit]'); // consent
  await page.waitForURL((url) => url.origin === server.url, { timeout: 15_000 });
  return { context, page };
}

describe('social login (OpenID Connect, authorization code + PKCE)', () => {
  it('creates the account on the first login and signs the same account in afterwards', async () => {
    // A visitor's favorite joins the account, as with an e-mail login.
    const [product] = await server.database.query<{ id: number }>(
      `select id from products where is_active order by id limit 1`,
    );
    const first = await signInAtProvider('lea', async (page) => {
      const added = await page.request.post('/api/favorites', {
        data: { favoritable_id: product!.id },
        headers: { origin: server.url },
      });
      expect(added.status()).toBe(201);
    });
    expect(new URL(first.page.url()).pathname).toBe('/compte/informations');
    const cookies = await first.context.cookies();
    const session = cookies.find((c) => c.name === 'sellerie_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookies.find((c) => c.name === 'oauth_state')).toBeUndefined();
    expect(cookies.find((c) => c.name === 'favorite_token')).toBeUndefined();
    const favorites = await (await first.page.request.get('/api/favorites')).json();
    expect(favorites.data.map((f: { favoritable_id: number }) => f.favoritable_id)).toEqual([
      product!.id,
    ]);
    const me = await first.page.request.get('/api/auth/me');
    expect(me.status()).toBe(200);
    const user = (await me.json()).data;
    expect(user).toMatchObject({ email: 'lea@example.test', firstname: 'Léa', lastname: 'Moreau' });
    expect(user.email_verified_at).not.toBeNull();
    await first.context.close();

    const second = await signInAtProvider('lea');
    const again = (await (await second.page.request.get('/api/auth/me')).json()).data;
    expect(again.id).toBe(user.id);
    const identities = await server.database.query<{ n: number }>(
      `select count(*)::int as n from user_identities where user_id = $1`,
      [user.id],
    );
    expect(identities[0]!.n).toBe(1);
    await second.context.close();
  });

  it('refuses a callback that this browser did not start', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/connexion/google?code=forged&state=forged');
    expect(new URL(page.url()).pathname).toBe('/connexion');
    expect(new URL(page.url()).searchParams.get('social_error')).toBe('expired');
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    await context.close();
  });

  it('sends an unknown provider back to the login page', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/connexion/myspace');
    expect(new URL(page.url()).pathname).toBe('/connexion');
    await context.close();
  });
});
