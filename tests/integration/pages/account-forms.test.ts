/**
 * The account's forms in-process (SPEC §2, §5, §8): addresses (create, edit, delete with its
 * confirmation step), my information (profile, password, the PRO country lock), favorites,
 * and the guard on every account page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFavorite, register } from '../../../src/modules/customers';
import * as addresses from '../../../src/web/routes/account-addresses';
import * as favorites from '../../../src/web/routes/account-favorites';
import * as information from '../../../src/web/routes/account-information';
import * as claims from '../../../src/web/routes/account-claims';
import { registration } from '../../support/accounts';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { answer, get, pageContext, post, type Visitor } from '../../support/page-context';

let test: TestDatabase;
let france: number;
let who: Visitor & { id: number };

beforeAll(async () => {
  test = await createTestDatabase();
  const [row] = await test.database.query<{ id: number }>(
    `select id from countries where iso = 'FR'`,
  );
  france = row!.id;
  const context = await pageContext(test.database);
  const signed = await register(
    { db: test.database.db, now: context.now, urls: context.accountUrls },
    { ...registration(), newsletter: false } as never,
    { locale: 'fr', countryIso: 'FR' },
  );
  who = { token: signed.token, id: signed.user.id };
});
afterAll(async () => test?.cleanup());

const call = async (fn: (args: never) => unknown, request: Request, visitor: Visitor = who) =>
  answer(async () =>
    fn({ request, context: await pageContext(test.database, visitor), params: {} } as never),
  );

const address = (overrides: Record<string, string> = {}) => ({
  intent: 'create',
  name: 'Maison',
  firstname: 'Camille',
  lastname: 'Martin',
  address: '12 rue de la Paix',
  post_code: '75002',
  city: 'Paris',
  country_id: String(france),
  phone: '06 12 34 56 78',
  ...overrides,
});

describe('addresses', () => {
  it('shows per-field errors (mobile phone per country) and keeps the values', async () => {
    const res = await call(
      addresses.action,
      post('/compte/addresses', address({ phone: '12', city: '' })),
    );
    expect(res.status).toBe(422);
    expect(res.data!.fields).toMatchObject({ city: ['Ce champ est requis.'] });
    expect(res.data!.values).toMatchObject({ name: 'Maison', phone: '12' });
    const phone = await call(addresses.action, post('/compte/addresses', address({ phone: '12' })));
    expect(Object.keys(phone.data!.fields as object)).toEqual(['phone']);
  });

  it('creates, edits, asks for confirmation, then deletes', async () => {
    const created = await call(addresses.action, post('/compte/addresses', address()));
    expect(created.location).toBe('/compte/addresses?notice=saved');
    const list = await call(addresses.loader, get('/compte/addresses'));
    const [first] = list.data!.addresses as Array<{ id: number; phone: string }>;
    expect(first!.phone).toBe('+33612345678');

    const edited = await call(
      addresses.action,
      post(
        '/en/account/addresses',
        address({ intent: 'update', id: String(first!.id), city: 'Lyon', post_code: '69001' }),
      ),
    );
    expect(edited.location).toBe('/en/account/addresses?notice=saved');

    const confirm = await call(addresses.loader, get(`/compte/addresses?delete=${first!.id}`));
    expect(confirm.data!.deleting).toMatchObject({ id: first!.id, city: 'Lyon' });

    const deleted = await call(
      addresses.action,
      post('/compte/addresses', { intent: 'delete', id: String(first!.id) }),
    );
    expect(deleted.location).toBe('/compte/addresses?notice=deleted');
    const after = await call(addresses.loader, get('/compte/addresses'));
    expect(after.data!.addresses).toEqual([]);
  });

  it("never touches another customer's address", async () => {
    await call(addresses.action, post('/compte/addresses', address()));
    const mine = (await call(addresses.loader, get('/compte/addresses'))).data!.addresses as Array<{
      id: number;
    }>;
    const context = await pageContext(test.database);
    const other = await register(
      { db: test.database.db, now: context.now, urls: context.accountUrls },
      { ...registration(), newsletter: false } as never,
      { locale: 'fr', countryIso: 'FR' },
    );
    const otherVisitor = { token: other.token };
    const res = await call(
      addresses.action,
      post('/compte/addresses', address({ intent: 'update', id: String(mine[0]!.id) })),
      otherVisitor,
    );
    expect(res.status).toBe(404);
    const forged = await call(
      addresses.action,
      post('/en/account/addresses', { intent: 'delete', id: String(mine[0]!.id) }),
      otherVisitor,
    );
    // Nothing was deleted: the page says so, never 'Suppression effectuée'.
    expect(forged.location).toBe('/en/account/addresses?notice=notFound');
    const still = await call(addresses.loader, get('/compte/addresses'));
    expect((still.data!.addresses as unknown[]).length).toBe(1);
  });
});

describe('my information', () => {
  it('saves the profile and says so', async () => {
    const res = await call(
      information.action,
      post('/compte/informations', {
        intent: 'profile',
        firstname: 'Camille',
        lastname: 'Bernard',
        phone: '0612345678',
        company: 'Atelier',
        newsletter: 'on',
        locale: 'en',
        country_id: String(france),
      }),
    );
    expect(res.data).toMatchObject({ intent: 'profile', notice: expect.any(String) });
    const page = await call(information.loader, get('/compte/informations'));
    expect(page.data!.user).toMatchObject({
      lastname: 'Bernard',
      company: 'Atelier',
      newsletter: true,
      locale: 'en',
    });
  });

  it('refuses a password change with a wrong current password, on that field', async () => {
    const res = await call(
      information.action,
      post('/compte/informations', {
        intent: 'password',
        current_password: 'Wrong1!xx',
        password: 'Tapis-Coffre-9?',
        password_confirmation: 'Tapis-Coffre-9?',
      }),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.data!.fields as object)).toEqual(['current_password']);
  });

  it('changes the password without touching the profile (phone, company, VAT number, SIRET)', async () => {
    await call(
      information.action,
      post('/compte/informations', {
        intent: 'profile',
        firstname: 'Camille',
        lastname: 'Bernard',
        phone: '0612345678',
        fixed_phone: '0145678901',
        company: 'Atelier',
        vat_number: 'FR40303265045',
        siret: '30326504500029',
        country_id: String(france),
      }),
    );
    const before = (await call(information.loader, get('/compte/informations'))).data!.user;
    const res = await call(
      information.action,
      post('/compte/informations', {
        intent: 'password',
        current_password: registration().password as string,
        password: 'Harnais-Cuir-42',
        password_confirmation: 'Harnais-Cuir-42',
      }),
    );
    expect(res.data).toMatchObject({ intent: 'password', notice: expect.any(String) });
    const after = (await call(information.loader, get('/compte/informations'))).data!.user;
    expect(after).toMatchObject({
      phone: '0612345678',
      fixed_phone: '0145678901',
      company: 'Atelier',
      vat_number: 'FR40303265045',
      siret: '30326504500029',
    });
    expect(after).toEqual(before);
  });

  it('keeps the country of a PRO account (the selector is disabled)', async () => {
    await test.database.query(
      `insert into companies (user_id, name, status) values ($1, 'Atelier', 'verified')`,
      [who.id],
    );
    const page = await call(information.loader, get('/compte/informations'));
    expect(page.data!.user).toMatchObject({ is_pro: true });
  });
});

describe('favorites and the other account pages', () => {
  it('lists favorite products as cards and removes one', async () => {
    const [product] = await test.database.query<{ id: number }>(
      'select id from products where is_active order by id limit 1',
    );
    const added = await addFavorite(test.database.db, { userId: who.id }, product!.id, new Date());
    const page = await call(favorites.loader, get('/compte/favoris'));
    expect(page.data!.favorites).toEqual([
      { id: added.id, product: expect.objectContaining({ id: product!.id }) },
    ]);
    const removed = await call(favorites.action, post('/compte/favoris', { id: String(added.id) }));
    expect(removed.location).toBe('/compte/favoris?notice=deleted');
    const again = await call(favorites.action, post('/compte/favoris', { id: String(added.id) }));
    expect(again.location).toBe('/compte/favoris?notice=notFound');
  });

  it("says 'not found' for another customer's favorite, and keeps it", async () => {
    const [product] = await test.database.query<{ id: number }>(
      'select id from products where is_active order by id limit 1',
    );
    const context = await pageContext(test.database);
    const other = await register(
      { db: test.database.db, now: context.now, urls: context.accountUrls },
      { ...registration(), newsletter: false } as never,
      { locale: 'fr', countryIso: 'FR' },
    );
    const theirs = await addFavorite(
      test.database.db,
      { userId: other.user.id },
      product!.id,
      new Date(),
    );
    const res = await call(favorites.action, post('/compte/favoris', { id: String(theirs.id) }));
    expect(res.location).toBe('/compte/favoris?notice=notFound');
    const kept = await test.database.query(`select id from favorites where id = $1`, [theirs.id]);
    expect(kept).toHaveLength(1);
  });

  it('guards every account page', async () => {
    for (const [fn, path] of [
      [claims.loader, '/compte/supports'],
      [favorites.loader, '/it/conto-cliente/preferiti'],
      [information.loader, '/compte/informations'],
      [addresses.loader, '/de/kundenkonto/adressen'],
    ] as const) {
      const res = await call(fn, get(path), {});
      expect(res.location, path).toMatch(/\/connexion\?redirect=/);
    }
    expect((await call(claims.loader, get('/compte/supports'))).status).toBe(200);
  });
});
