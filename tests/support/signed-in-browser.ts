/**
 * Browser tests' people: a new account of a given role (registered through the API, role set in
 * the database), signed in by its session cookie, cookies accepted — the browser context and the
 * bearer token for API calls beside the page.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import type { TestServer } from './server';

export const TEST_PASSWORD = 'Sellerie1!';

async function postJson(server: TestServer, path: string, body: unknown) {
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

export async function signedInContext(
  browser: Browser,
  server: TestServer,
  person: {
    email: string;
    /** A `users.role` value: customer, admin (the owner), staff, editor. */
    role: string;
    viewport?: { width: number; height: number };
    firstname?: string;
    javaScriptEnabled?: boolean;
  },
): Promise<{ context: BrowserContext; token: string }> {
  await postJson(server, '/api/users', {
    email: person.email,
    password: TEST_PASSWORD,
    firstname: person.firstname ?? 'Camille',
    lastname: 'Martin',
    accept_terms: true,
    accept_privacy: true,
  });
  await server.database.query(`update users set role = $1 where email = $2`, [
    person.role,
    person.email,
  ]);
  const login = await postJson(server, '/api/auth/token', {
    email: person.email,
    password: TEST_PASSWORD,
  });
  const token = login.access_token as string;
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'fr-FR',
    ...(person.viewport ? { viewport: person.viewport } : {}),
    javaScriptEnabled: person.javaScriptEnabled ?? true,
  });
  await context.addCookies([
    { name: 'sellerie_session', value: token, url: server.url, httpOnly: true },
    { name: 'accept_cookies', value: 'true', url: server.url },
  ]);
  return { context, token };
}
