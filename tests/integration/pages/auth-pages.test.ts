/**
 * Login, register, new-password and the account dashboard, their loaders and actions called
 * in-process as React Router calls them: cookies, redirects, errors per field, kept values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFavorite,
  listFavoriteDtos,
  register,
  sendRequestedResetLinks,
} from '../../../src/modules/customers';
import { favoriteOwnerHash } from '../../../src/server/auth';
import * as account from '../../../src/web/routes/account';
import * as login from '../../../src/web/routes/login';
import * as newPassword from '../../../src/web/routes/new-password';
import * as registerPage from '../../../src/web/routes/register';
import { registration } from '../../support/accounts';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { answer, get, pageContext, post, type Visitor } from '../../support/page-context';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => test?.cleanup());

type Args = { request: Request; context: Awaited<ReturnType<typeof pageContext>> };
const call = async (fn: (args: never) => unknown, request: Request, who: Visitor = {}) =>
  answer(async () =>
    fn({ request, context: await pageContext(test.database, who), params: {} } as Args as never),
  );

async function customer(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const context = await pageContext(test.database);
  const signed = await register(
    { db: test.database.db, now: context.now, urls: context.accountUrls },
    { ...body, newsletter: false, gender_id: null, phone: null, company: null } as never,
    { locale: 'fr', countryIso: 'FR' },
  );
  return {
    email: body.email as string,
    password: body.password as string,
    token: signed.token,
    id: signed.user.id,
  };
}

async function mailedToken(to: string, template: string): Promise<string> {
  const rows = await test.database.query<{ data: { link: string } }>(
    `select data from email_outbox where "to" = $1 and template = $2 order by id desc limit 1`,
    [to, template],
  );
  return new URL(rows[0]!.data.link).searchParams.get('token')!;
}

describe('login', () => {
  it('refuses wrong credentials with SPEC §8 message, keeps the e-mail, never the password', async () => {
    const { email } = await customer();
    const res = await call(login.action, post('/connexion', { email, password: 'Wrong1!xx' }));
    expect(res.status).toBe(401);
    expect(res.data).toMatchObject({ message: 'Identifiants incorrects', values: { email } });
    expect(JSON.stringify(res.data)).not.toContain('Wrong1!xx');
  });

  it('says which field is missing', async () => {
    const res = await call(login.action, post('/en/connexion', { email: '', password: '' }));
    expect(res.status).toBe(422);
    expect(res.data!.fields).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
  });

  it('sets the session cookie and goes to a same-site redirect, else to the account', async () => {
    const { email, password } = await customer();
    const ok = await call(
      login.action,
      post('/connexion', { email, password, redirect: '/compte/addresses?x=1' }),
    );
    expect(ok.status).toBe(302);
    expect(ok.location).toBe('/compte/addresses?x=1');
    expect(ok.cookies[0]).toMatch(/^sellerie_session=[\w-]+; Path=\/; SameSite=Lax; HttpOnly/);
    for (const evil of ['//evil.test/x', '/\\evil.test', 'https://evil.test', 'compte']) {
      const res = await call(
        login.action,
        post('/en/connexion', { email, password, redirect: evil }),
      );
      expect(res.location, evil).toBe('/en/account');
    }
  });

  it('trusts the browser that signed in (device cookie), and says how long to wait when slowed', async () => {
    const { email, password } = await customer();
    const ok = await call(login.action, post('/connexion', { email, password }));
    expect(ok.cookies.find((c) => c.startsWith('sellerie_device='))).toMatch(
      /^sellerie_device=[\w.-]+; Path=\/; SameSite=Lax; HttpOnly; Max-Age=31536000$/,
    );
    // Ten at once from one address: five are checked, the others are asked to wait (the
    // attempts are reserved before any hashing, all within the same second).
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(login.action, post('/de/connexion', { email, password: `Wrong-${i}-Guess!` })),
      ),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    // Which request got which turn is up to the database: the first one slowed waits 1 s.
    const slowed = answers.filter((a) => a.status === 429).map((a) => a.data!.message);
    expect(slowed).toHaveLength(5);
    expect(slowed).toContain(
      'Zu viele Anmeldeversuche. Warten Sie zu Ihrer Sicherheit 1 s, bevor Sie es erneut versuchen, oder setzen Sie Ihr Passwort zurück.',
    );
  });

  it("merges the visitor's favorites into the account and clears their cookie", async () => {
    const { email, password, id } = await customer();
    const hash = favoriteOwnerHash('visitor-token-1234567890abcdef');
    const [product] = await test.database.query<{ id: number }>(
      'select id from products where is_active order by id limit 1',
    );
    await addFavorite(test.database.db, { guestTokenHash: hash }, product!.id, new Date());
    const res = await call(login.action, post('/connexion', { email, password }), {
      favoriteOwnerHash: hash,
    });
    expect(res.cookies.some((c) => c.startsWith('favorite_token=;'))).toBe(true);
    const favorites = await listFavoriteDtos(test.database.db, { userId: id }, null);
    expect(favorites.map((f) => f.favoritable_id)).toEqual([product!.id]);
  });

  it('sends a signed-in customer to the account and lists configured social providers', async () => {
    const { token } = await customer();
    const signedIn = await call(login.loader, get('/connexion'), { token });
    expect(signedIn.location).toBe('/compte');
    const visitor = await call(login.loader, get('/connexion?redirect=/compte/orders'), {
      socialProviders: ['google'],
    });
    expect(visitor.data).toMatchObject({ socialProviders: ['google'], redirect: '/compte/orders' });
  });
});

describe('register', () => {
  const form = (overrides: Record<string, string> = {}) => ({
    firstname: 'Inès',
    lastname: 'Durand',
    email: `page${Math.random().toString(36).slice(2, 9)}@example.test`,
    password: 'Sellerie1!',
    password_confirmation: 'Sellerie1!',
    accept_terms: 'on',
    accept_privacy: 'on',
    ...overrides,
  });

  it('requires terms and data protection, a matching confirmation and the password rule', async () => {
    const res = await call(
      registerPage.action,
      post(
        '/inscription',
        form({ accept_terms: '', password: 'short', password_confirmation: 'x' }),
      ),
    );
    expect(res.status).toBe(422);
    const fields = res.data!.fields as Record<string, string[]>;
    expect(Object.keys(fields).sort()).toEqual([
      'accept_terms',
      'password',
      'password_confirmation',
    ]);
    expect(res.data!.values).toMatchObject({ firstname: 'Inès', lastname: 'Durand' });
  });

  it('refuses a common password, or one made of the name, on the password field', async () => {
    for (const [password, text] of [
      ['Azerty123!', 'trop courant'],
      ['Camille-2026!', 'ni votre prénom'],
    ]) {
      const res = await call(
        registerPage.action,
        post('/inscription', {
          ...(registration() as unknown as Record<string, string>),
          password: password!,
          password_confirmation: password!,
          accept_terms: 'on',
          accept_privacy: 'on',
        }),
      );
      expect(res.status).toBe(422);
      expect((res.data!.fields as Record<string, string[]>).password![0]).toContain(text);
    }
  });

  it('signs the new customer in and opens their account in their language', async () => {
    const res = await call(registerPage.action, post('/de/registrieren', form()));
    expect(res.status).toBe(302);
    expect(res.location).toBe('/de/kundenkonto');
    expect(res.cookies[0]).toMatch(/^sellerie_session=/);
  });

  it('refuses an address already registered, on the e-mail field', async () => {
    const { email } = await customer();
    const res = await call(registerPage.action, post('/inscription', form({ email })));
    expect(res.data!.fields).toHaveProperty('email');
  });
});

describe('e-mail verification and password reset', () => {
  it('verifies with the link: customer → account notice; bad link → the error popup', async () => {
    const { email, token } = await customer();
    const link = await mailedToken(email, 'verify_email');
    const ok = await call(account.loader, get(`/compte?token=${link}`), { token });
    expect(ok.location).toBe('/compte?notice=emailVerified');
    const again = await call(account.loader, get(`/compte?token=${link}`), { token });
    expect(again.data!.verifyError).toEqual({
      message: 'Votre formulaire comporte des erreurs, veuillez les corriger.',
      lines: [expect.stringMatching(/lien/i)],
    });
  });

  it('verifies a visitor too, then sends them to log in', async () => {
    const { email } = await customer();
    const link = await mailedToken(email, 'verify_email');
    const res = await call(account.loader, get(`/en/account?token=${link}`));
    expect(res.location).toBe('/en/connexion?notice=emailVerified');
  });

  it('guards the account: a visitor goes to the login page with the page asked for', async () => {
    const res = await call(account.loader, get('/es/cuenta-cliente'));
    expect(res.location).toBe('/es/connexion?redirect=%2Fes%2Fcuenta-cliente');
  });

  it('answers the same to any address, then resets with the mailed link', async () => {
    const { email } = await customer();
    const unknown = await call(
      newPassword.action,
      post('/nouveau-mot-de-passe', { intent: 'forgot', email: 'nobody@example.test' }),
    );
    const known = await call(
      newPassword.action,
      post('/nouveau-mot-de-passe', { intent: 'forgot', email }),
    );
    expect(known.data!.notice).toBe(unknown.data!.notice);
    // The link is issued off the request path (the `password-resets` sweep).
    await sendRequestedResetLinks(test.database.db, new Date());
    const token = await mailedToken(email, 'password_reset');
    const reset = await call(
      newPassword.action,
      post('/nouveau-mot-de-passe', {
        intent: 'reset',
        token,
        password: 'Tapis-Coffre-9?',
        password_confirmation: 'Tapis-Coffre-9?',
      }),
    );
    expect(reset.data!.notice).toMatch(/modifié/);
    const loggedIn = await call(
      login.action,
      post('/connexion', { email, password: 'Tapis-Coffre-9?' }),
    );
    expect(loggedIn.status).toBe(302);
  });

  it('logs out: the session ends and the cookie goes', async () => {
    const { token } = await customer();
    const res = await call(account.action, post('/compte', { intent: 'logout' }), { token });
    expect(res.location).toBe('/');
    expect(res.cookies[0]).toMatch(/^sellerie_session=; .*Max-Age=0/);
    const after = await call(account.loader, get('/compte'), { token });
    expect(after.location).toMatch(/^\/connexion\?redirect=/);
  });
});
