import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../support/accounts';
import { useTestApp } from '../../support/app';

const api = useTestApp();

type Customer = Awaited<ReturnType<typeof registerCustomer>>;
let alice: Customer;
let bob: Customer;
let productId: number;

const ADDRESS = {
  name: 'Maison',
  firstname: 'Alice',
  lastname: 'Durand',
  address: '12 rue de la République',
  city: 'Lyon',
  post_code: '69002',
  country_id: 0,
  phone: '06 12 34 56 78',
};

beforeAll(async () => {
  alice = await registerCustomer(api.app, { firstname: 'Alice' });
  bob = await registerCustomer(api.app, { firstname: 'Bob' });
  const [fr] = await api.database.query<{ id: number }>(
    `select id from countries where iso = 'FR'`,
  );
  ADDRESS.country_id = fr!.id;
  const [product] = await api.database.query<{ id: number }>(
    `select id from products where is_active order by id limit 1`,
  );
  productId = product!.id;
});

const as = (who: Customer, method: string, url: string, payload?: unknown) =>
  api.app.inject({
    method: method as 'GET',
    url,
    headers: who.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('users: a customer reaches only their own record', () => {
  it('GET/PUT /users/{id} and /users/{id}/user_addresses answer 404 for another id', async () => {
    expect((await as(alice, 'GET', `/api/users/${alice.id}`)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['GET', `/api/users/${bob.id}`],
      ['PUT', `/api/users/${bob.id}`, { firstname: 'Pirate' }],
      ['GET', `/api/users/${bob.id}/user_addresses`],
      ['GET', `/api/users/999999`],
      ['GET', `/api/users/abc`],
    ] as const) {
      const res = await as(alice, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain(bob.email);
    }
    const [bobRow] = await api.database.query<{ firstname: string }>(
      `select firstname from users where id = $1`,
      [bob.id],
    );
    expect(bobRow!.firstname).toBe('Bob');
  });

  it('GET /users (the customer list) is for the back office only: a 404 like its other routes', async () => {
    expect((await as(alice, 'GET', '/api/users')).statusCode).toBe(404);
    expect((await api.app.inject({ url: '/api/users' })).statusCode).toBe(404);
    const admin = await registerCustomer(api.app, { firstname: 'Admin' });
    await api.database.query(`update users set role = 'admin' where id = $1`, [admin.id]);
    const res = await as(
      admin,
      'GET',
      `/api/users?filter[search]=${encodeURIComponent(bob.email)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((u: { id: number }) => u.id)).toEqual([bob.id]);
  });

  it('updates the profile and the country; a PRO account keeps its country', async () => {
    const [be] = await api.database.query<{ id: number }>(
      `select id from countries where iso = 'BE'`,
    );
    const res = await as(alice, 'PUT', `/api/users/${alice.id}`, {
      lastname: 'Durand-Petit',
      country_id: be!.id,
      newsletter: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ lastname: 'Durand-Petit', country_id: be!.id });

    await api.database.query(
      `insert into companies (user_id, name, status) values ($1, 'Garage Bob', 'verified')`,
      [bob.id],
    );
    const pro = await as(bob, 'PUT', `/api/users/${bob.id}`, { country_id: be!.id });
    expect(pro.statusCode).toBe(422);
    expect(pro.json().errors.country_id).toEqual([
      'Le pays ne peut pas être modifié avec un compte professionnel.',
    ]);
    expect((await as(bob, 'GET', `/api/auth/me`)).json().data.is_pro).toBe(true);
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const carol = await registerCustomer(api.app);
    const other = await api.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: carol.email, password: carol.password },
    });
    const otherAuth = { authorization: `Bearer ${other.json().access_token}` };
    const wrong = await as(carol, 'PUT', `/api/users/${carol.id}`, {
      current_password: 'Nope1234!',
      password: 'Selle-Neuve-8',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['Le mot de passe actuel est incorrect.']);
    const missing = await as(carol, 'PUT', `/api/users/${carol.id}`, { password: 'Selle-Neuve-8' });
    expect(missing.json().errors.current_password).toEqual(['Ce champ est requis.']);
    const ok = await as(carol, 'PUT', `/api/users/${carol.id}`, {
      current_password: carol.password,
      password: 'Selle-Neuve-8',
      password_confirmation: 'Selle-Neuve-8',
    });
    expect(ok.statusCode).toBe(200);
    expect((await as(carol, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await api.app.inject({ url: '/api/auth/me', headers: otherAuth })).statusCode).toBe(
      401,
    );
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: carol.email, password: 'Selle-Neuve-8' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses unknown fields and fields that are not the customer’s to set', async () => {
    const res = await as(alice, 'PUT', `/api/users/${alice.id}`, {
      role: 'admin',
      email_verified_at: 'now',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email_verified_at', 'role']);
  });
});

describe('addresses', () => {
  it('creates, reads, updates and deletes the customer’s own address', async () => {
    const created = await as(alice, 'POST', '/api/addresses', ADDRESS);
    expect(created.statusCode).toBe(201);
    const address = created.json().data;
    expect(address).toMatchObject({ name: 'Maison', phone: '+33612345678', post_code: '69002' });
    expect((await as(alice, 'GET', '/api/addresses')).json().data).toHaveLength(1);
    expect(
      (await as(alice, 'GET', `/api/users/${alice.id}/user_addresses`)).json().data,
    ).toHaveLength(1);
    const updated = await as(alice, 'PUT', `/api/addresses/${address.id}`, {
      ...ADDRESS,
      city: 'Villeurbanne',
    });
    expect(updated.json().data.city).toBe('Villeurbanne');
    expect((await as(alice, 'DELETE', `/api/addresses/${address.id}`)).statusCode).toBe(204);
    expect((await as(alice, 'GET', `/api/addresses/${address.id}`)).statusCode).toBe(404);
  });

  it('never shows, changes or deletes another customer’s address', async () => {
    const address = (
      await as(bob, 'POST', '/api/addresses', { ...ADDRESS, firstname: 'Bob' })
    ).json().data;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { ...ADDRESS, city: 'Pirate' }],
      ['PUT', { bogus: true }],
      ['DELETE', undefined],
    ] as const) {
      const res = await as(alice, method, `/api/addresses/${address.id}`, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.body).not.toContain('Bob');
    }
    expect((await as(alice, 'GET', '/api/addresses')).json().data).toEqual([]);
    expect((await as(bob, 'GET', `/api/addresses/${address.id}`)).json().data.city).toBe('Lyon');
  });

  it('requires a valid mobile phone for the address’s country and a valid post code', async () => {
    const landline = await as(alice, 'POST', '/api/addresses', {
      ...ADDRESS,
      phone: '01 45 67 89 01',
    });
    expect(landline.statusCode).toBe(422);
    expect(landline.json().errors.phone).toEqual([
      "Ce numéro de téléphone mobile n'est pas valide pour le pays choisi.",
    ]);
    const missing = await as(alice, 'POST', '/api/addresses', { ...ADDRESS, phone: '' });
    expect(missing.json().errors.phone).toEqual(['Ce champ est requis.']);
    const postCode = await as(alice, 'POST', '/api/addresses', { ...ADDRESS, post_code: '6900' });
    expect(postCode.json().errors.post_code).toBeDefined();
    expect((await as(alice, 'GET', '/api/addresses')).json().data).toEqual([]);
  });

  it('needs a signed-in customer', async () => {
    expect((await api.app.inject({ url: '/api/addresses' })).statusCode).toBe(401);
    const res = await api.app.inject({ method: 'POST', url: '/api/addresses', payload: ADDRESS });
    expect(res.statusCode).toBe(401);
  });
});

describe('favorites', () => {
  it('keeps a customer’s favorites to themselves', async () => {
    const added = await as(alice, 'POST', '/api/favorites', { favoritable_id: productId });
    expect(added.statusCode).toBe(201);
    const again = await as(alice, 'POST', '/api/favorites', { favoritable_id: productId });
    expect(again.json().data.id).toBe(added.json().data.id);
    const id = added.json().data.id;
    expect((await as(bob, 'GET', `/api/favorites/${id}`)).statusCode).toBe(404);
    expect((await as(bob, 'DELETE', `/api/favorites/${id}`)).statusCode).toBe(404);
    expect((await as(bob, 'GET', '/api/favorites')).json().data).toEqual([]);
    const list = await as(alice, 'GET', '/api/favorites?include=favoritable_product.images');
    expect(list.json().data).toMatchObject([{ id, favoritable_id: productId }]);
    expect(list.json().data[0].favoritable_product.id).toBe(productId);
    expect((await as(alice, 'DELETE', `/api/favorites/${id}`)).statusCode).toBe(204);
  });

  it('keys a visitor’s favorites by cookie and removes the cookie once the list is empty', async () => {
    const added = await api.app.inject({
      method: 'POST',
      url: '/api/favorites',
      payload: { favoritable_id: productId },
    });
    expect(added.statusCode).toBe(201);
    const cookie = added.cookies.find((c) => c.name === 'favorite_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const headers = { cookie: `favorite_token=${cookie!.value}` };
    const list = await api.app.inject({ url: '/api/favorites', headers });
    expect(list.json().data).toHaveLength(1);
    // Another visitor (no cookie, or a forged one) sees nothing.
    expect((await api.app.inject({ url: '/api/favorites' })).json().data).toEqual([]);
    const forged = { cookie: `favorite_token=${'a'.repeat(43)}` };
    const id = added.json().data.id;
    expect(
      (await api.app.inject({ method: 'DELETE', url: `/api/favorites/${id}`, headers: forged }))
        .statusCode,
    ).toBe(404);
    await api.app.inject({ method: 'DELETE', url: `/api/favorites/${id}`, headers });
    const empty = await api.app.inject({ url: '/api/favorites', headers });
    expect(empty.json().data).toEqual([]);
    expect(empty.cookies.find((c) => c.name === 'favorite_token')?.maxAge).toBe(0);
  });

  it('refuses unknown products and bad ids', async () => {
    for (const favoritable_id of [999999999, -1, 'abc', null]) {
      const res = await as(alice, 'POST', '/api/favorites', { favoritable_id });
      expect(res.statusCode, String(favoritable_id)).toBe(422);
    }
  });
});

describe('newsletter', () => {
  it('lets a customer switch only their own subscription', async () => {
    const me = (
      await as(alice, 'GET', '/api/auth/me?include=newsletter_subscription.status')
    ).json().data;
    const id = me.newsletter_subscription.id;
    expect(me.newsletter_subscription.status.identifier).toBe('enabled');
    const off = await as(alice, 'PATCH', `/api/newsletter_subscriptions/disable/${id}`);
    expect(off.json().data.status.identifier).toBe('disabled');
    expect((await as(bob, 'PATCH', `/api/newsletter_subscriptions/enable/${id}`)).statusCode).toBe(
      404,
    );
  });

  it('takes a visitor’s address as pending until the e-mailed link is followed', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/newsletter_subscriptions/guest',
      payload: { email: 'visitor@example.test' },
    });
    expect(res.statusCode).toBe(202);
    const [row] = await api.database.query<{ id: number; status: string }>(
      `select id, status from newsletter_subscriptions where email = 'visitor@example.test'`,
    );
    expect(row!.status).toBe('pending');
    const forged = await api.app.inject({
      url: `/api/newsletter_subscriptions/enable_guest/${row!.id}?token=forged`,
    });
    expect(forged.statusCode).toBe(422);
  });
});

describe('CSRF: writes signed by the cookie must come from the shop’s own pages', () => {
  const cookieOf = (who: Customer) => ({ cookie: `sellerie_session=${who.token}` });

  it('refuses a cookie-signed write from another origin and accepts it from ours', async () => {
    const payload = { lastname: 'Changed' };
    const foreign = await api.app.inject({
      method: 'PUT',
      url: `/api/users/${alice.id}`,
      payload,
      headers: { ...cookieOf(alice), origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const ours = await api.app.inject({
      method: 'PUT',
      url: `/api/users/${alice.id}`,
      payload,
      headers: { ...cookieOf(alice), origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(ours.statusCode).toBe(200);
    // A Bearer token is not sent by browsers on their own: no origin check.
    const bearer = await api.app.inject({
      method: 'PUT',
      url: `/api/users/${alice.id}`,
      payload,
      headers: { ...alice.auth, origin: 'https://evil.example' },
    });
    expect(bearer.statusCode).toBe(200);
  });

  it('reads the session from the cookie for reads', async () => {
    const res = await api.app.inject({ url: '/api/auth/me', headers: cookieOf(alice) });
    expect(res.json().data.id).toBe(alice.id);
  });
});
