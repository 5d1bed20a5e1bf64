import { describe, expect, it } from 'vitest';
import { registerCustomer, registration } from '../../support/accounts';
import { useTestApp } from '../../support/app';

let clock = new Date();
const api = useTestApp({ clock: () => clock });
const DAY = 86_400_000;

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('registration (POST /api/users)', () => {
  it('creates the account, signs it in and hides the password', async () => {
    const body = registration({ email: 'Camille.Martin@Example.test', newsletter: true });
    const res = await post('/api/users', body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.access_token).toMatch(/^[\w-]{43}$/);
    expect(json.data).toMatchObject({
      email: 'Camille.Martin@Example.test',
      firstname: 'Camille',
      customer_number: json.data.id,
      email_verified_at: null,
      role: 'customer',
      is_pro: false,
    });
    expect(JSON.stringify(json)).not.toMatch(/argon2|password/i);
    const [row] = await api.database.query<{ password_hash: string; terms: string | null }>(
      `select password_hash, terms_accepted_at as terms from users where id = $1`,
      [json.data.id],
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.terms).not.toBeNull();
    const me = await api.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${json.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(json.data.id);
  });

  it('refuses an address already registered, whatever its case', async () => {
    const first = await registerCustomer(api.app);
    const res = await post('/api/users', registration({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Un compte existe déjà avec cette adresse e-mail.']);
  });

  it('lists every bad field at once, translated, and creates nothing', async () => {
    const before = await api.database.query<{ n: number }>(`select count(*)::int as n from users`);
    const res = await post(
      '/api/users',
      { email: 'not-an-email', password: 'weakpass', firstname: 'x'.repeat(101), role: 'admin' },
      { language: 'en' },
    );
    expect(res.statusCode).toBe(422);
    const { message, errors } = res.json();
    expect(message).toBe('Your form contains errors, please correct them.');
    expect(errors).toMatchObject({
      email: ['This e-mail address is not valid.'],
      password: [expect.stringContaining('listed conditions')],
      firstname: ['This field is too long (100 characters at most).'],
      lastname: ['This field is required.'],
      accept_terms: ['You must accept the terms of sale.'],
      accept_privacy: ['You must accept the data protection policy.'],
      role: ['This parameter is not recognised.'],
    });
    const after = await api.database.query<{ n: number }>(`select count(*)::int as n from users`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it.each([
    ['no digit', 'Password!'],
    ['no capital', 'password1!'],
    ['no special character', 'Password1'],
    ['too short', 'Pa1!'],
  ])('refuses a password with %s', async (_case, password) => {
    const res = await post('/api/users', registration({ password }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password[0]).toContain('au moins 8 caractères');
  });

  it('answers wrong types and bodies with 4xx, never 500', async () => {
    for (const payload of [{ email: 12, password: [] }, [], 'text', { accept_terms: { a: 1 } }]) {
      const res = await post('/api/users', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const broken = await api.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
  });

  it('refuses a country the shop does not deliver', async () => {
    const [notAllowed] = await api.database.query<{ id: number }>(
      `select id from countries where not is_allowed limit 1`,
    );
    const res = await post('/api/users', registration({ country_id: notAllowed!.id }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.country_id).toEqual(['Nous ne livrons pas ce pays.']);
  });
});

describe('login and logout (POST /api/auth/token, GET /api/auth/logout)', () => {
  it('gives a new token at every login and revokes it at logout', async () => {
    const customer = await registerCustomer(api.app);
    const login = () =>
      post('/api/auth/token', {
        email: ` ${customer.email.toUpperCase()} `,
        password: customer.password,
      });
    const [a, b] = [await login(), await login()];
    expect(a.statusCode).toBe(200);
    expect(a.json().token_type).toBe('Bearer');
    expect(a.json().access_token).not.toBe(b.json().access_token);
    const auth = { authorization: `Bearer ${a.json().access_token}` };
    expect((await api.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(200);
    expect((await api.app.inject({ url: '/api/auth/logout', headers: auth })).statusCode).toBe(204);
    const after = await api.app.inject({ url: '/api/auth/me', headers: auth });
    expect(after.statusCode).toBe(401);
    // The other session is untouched.
    const other = { authorization: `Bearer ${b.json().access_token}` };
    expect((await api.app.inject({ url: '/api/auth/me', headers: other })).statusCode).toBe(200);
  });

  it("answers 'Identifiants incorrects' for a wrong password and for an unknown address", async () => {
    const customer = await registerCustomer(api.app);
    const wrong = await post('/api/auth/token', { email: customer.email, password: 'Wrong1!xx' });
    const unknown = await post('/api/auth/token', {
      email: 'nobody@example.test',
      password: 'Wrong1!xx',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Identifiants incorrects' });
    }
  });

  it('stores only hashes of session tokens', async () => {
    const customer = await registerCustomer(api.app);
    const rows = await api.database.query<{ token_hash: string }>(
      `select token_hash from sessions where user_id = $1`,
      [customer.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(customer.token);
  });

  it('refuses malformed and unknown Bearer tokens with 401', async () => {
    for (const authorization of ['Bearer x', 'Bearer ' + 'a'.repeat(43), 'Basic abc', 'Bearer']) {
      const res = await api.app.inject({ url: '/api/auth/me', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
    }
    expect((await api.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('ends a session after 14 idle days and after 30 days whatever happens', async () => {
    const start = clock;
    try {
      const customer = await registerCustomer(api.app);
      const me = () => api.app.inject({ url: '/api/auth/me', headers: customer.auth });
      clock = new Date(start.getTime() + 13 * DAY);
      expect((await me()).statusCode).toBe(200); // touched: idle time starts again
      clock = new Date(start.getTime() + 26 * DAY);
      expect((await me()).statusCode).toBe(200);
      clock = new Date(start.getTime() + 30 * DAY);
      expect((await me()).statusCode).toBe(401);
      const idle = await registerCustomer(api.app);
      clock = new Date(clock.getTime() + 15 * DAY);
      const res = await api.app.inject({ url: '/api/auth/me', headers: idle.auth });
      expect(res.statusCode).toBe(401);
    } finally {
      clock = start;
    }
  });

  it('disables an account whose e-mail is still unverified after the stated date', async () => {
    const start = clock;
    try {
      const customer = await registerCustomer(api.app);
      clock = new Date(start.getTime() + 15 * DAY);
      const res = await post('/api/auth/token', {
        email: customer.email,
        password: customer.password,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain('désactivé');
    } finally {
      clock = start;
    }
  });
});

describe('accounts sweep', () => {
  it('deletes expired sessions and the sessions of accounts disabled for an unverified e-mail', async () => {
    const start = clock;
    try {
      const customer = await registerCustomer(api.app);
      const count = async () =>
        (
          await api.database.query<{ n: number }>(
            `select count(*)::int as n from sessions where user_id = $1`,
            [customer.id],
          )
        )[0]!.n;
      expect(await count()).toBe(1);
      clock = new Date(start.getTime() + 14 * DAY + 60_000); // unverified past its date
      await api.app.sweeps.runSweepsOnce();
      expect(await count()).toBe(0);
    } finally {
      clock = start;
    }
  });
});

describe('login throttling (more in throttling.test.ts)', () => {
  it('stops one address trying many accounts after 300 failures', async () => {
    const ip = '10.9.9.9';
    let last = 0;
    for (let i = 0; i < 301; i++) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        payload: { email: `nobody${i}@example.test`, password: 'Wrong1!xx' },
        remoteAddress: ip,
      });
      last = res.statusCode;
      if (i < 300) expect(res.statusCode).toBe(401);
    }
    expect(last).toBe(429);
    const elsewhere = await api.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: 'nobody0@example.test', password: 'Wrong1!xx' },
      remoteAddress: '10.9.9.10',
    });
    expect(elsewhere.statusCode).toBe(401);
  }, 120_000);
});

describe('forgot password', () => {
  it('answers the same whether the address has an account or not', async () => {
    const customer = await registerCustomer(api.app);
    const known = await post('/api/users/forgot_password', { email: customer.email });
    const unknown = await post('/api/users/forgot_password', { email: 'nobody@example.test' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect((await post('/api/users/forgot_password', { email: 'nope' })).statusCode).toBe(422);
  });

  it('refuses an unknown reset token without changing anything', async () => {
    const res = await api.app.inject({
      method: 'PATCH',
      url: '/api/users/new_password',
      payload: { token: 'x'.repeat(43), password: 'Housse-Siege-7' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token[0]).toContain("n'est pas valide");
  });
});

describe('genders', () => {
  it('lists the forms of address in the request language', async () => {
    const res = await api.getJson('/api/genders', { language: 'de' });
    expect(res.data.map((g: { name: string }) => g.name)).toEqual(['Herr', 'Frau', 'Divers']);
  });
});
