/**
 * A field left out of an update is unchanged: for every update route and every field, the
 * record starts from one full set of values (A), then a body carrying every other field with
 * new values (B) but not that field is sent; the field must still hold A, the others B.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../support/accounts';
import { useTestApp } from '../../support/app';

const api = useTestApp();

type Customer = Awaited<ReturnType<typeof registerCustomer>>;
let customer: Customer;
const ids = { fr: 0, de: 0, gender1: 0, gender2: 0, fitted: 0 };

beforeAll(async () => {
  customer = await registerCustomer(api.app);
  const countries = await api.database.query<{ id: number; iso: string }>(
    `select id, iso from countries where iso in ('FR', 'DE') and is_allowed`,
  );
  ids.fr = countries.find((c) => c.iso === 'FR')!.id;
  ids.de = countries.find((c) => c.iso === 'DE')!.id;
  const genders = await api.database.query<{ id: number }>(
    `select id from genders order by position limit 2`,
  );
  ids.gender1 = genders[0]!.id;
  ids.gender2 = genders[1]!.id;
  const [variant] = await api.database.query<{ id: number }>(
    `select v.id from variants v join products p on p.id = v.product_id
      where v.is_active and p.is_active and v.out_of_stock_status = 'stock'
        and p.assembly_price_ht_cents is not null order by v.id limit 1`,
  );
  ids.fitted = variant!.id;
  await api.database.query(`update variants set quantity_available = 100 where id = $1`, [
    ids.fitted,
  ]);
});

const call = (method: string, url: string, payload?: unknown, headers = customer.auth) =>
  api.app.inject({
    method: method as 'PUT',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

function without(body: Record<string, unknown>, field: string) {
  const copy = { ...body };
  delete copy[field];
  return copy;
}

describe('PUT /api/users/{id} with a partial body', () => {
  const A = () => ({
    gender_id: ids.gender1,
    firstname: 'Camille',
    lastname: 'Martin',
    phone: '+33612345678',
    fixed_phone: '+33145678901',
    company: 'Atelier Martin',
    vat_number: 'FR40303265045',
    siret: '30326504500029',
    newsletter: true,
    country_id: ids.fr,
    locale: 'fr',
  });
  const B = () => ({
    gender_id: ids.gender2,
    firstname: 'Dominique',
    lastname: 'Bernard',
    phone: '+33698765432',
    fixed_phone: '+33478901234',
    company: 'Garage Bernard',
    vat_number: 'DE123456789',
    siret: '73282932000074',
    newsletter: false,
    country_id: ids.de,
    locale: 'de',
  });

  it.each(Object.keys(A()))('leaves %s unchanged when the body does not name it', async (field) => {
    const url = `/api/users/${customer.id}`;
    expect((await call('PUT', url, A())).statusCode).toBe(200);
    const res = await call('PUT', url, without(B(), field));
    expect(res.statusCode, res.body).toBe(200);
    const after = (await call('GET', url)).json().data as Record<string, unknown>;
    for (const [name, value] of Object.entries(B()))
      expect(after[name], name).toEqual(
        name === field ? A()[name as keyof ReturnType<typeof A>] : value,
      );
  });

  it('keeps the password when the body does not name it', async () => {
    const res = await call('PUT', `/api/users/${customer.id}`, { firstname: 'Claude' });
    expect(res.statusCode).toBe(200);
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: customer.email, password: customer.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('a password change keeps the profile (phone, company, VAT number, SIRET)', async () => {
    const url = `/api/users/${customer.id}`;
    await call('PUT', url, A());
    const res = await call('PUT', url, {
      current_password: customer.password,
      password: 'Harnais-Cuir-42',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject(without(A(), 'newsletter'));
    customer.password = 'Harnais-Cuir-42';
  });

  it('a blank optional field still clears it', async () => {
    const url = `/api/users/${customer.id}`;
    await call('PUT', url, A());
    const res = await call('PUT', url, { company: '', fixed_phone: null });
    expect(res.json().data).toMatchObject({ company: null, fixed_phone: null, siret: A().siret });
  });
});

describe('PUT /api/addresses/{id} with a partial body', () => {
  const A = () => ({
    name: 'Maison',
    firstname: 'Alice',
    lastname: 'Durand',
    company: 'Sellerie Durand',
    address: '12 rue de la République',
    address_complement: 'Bâtiment B',
    floor: '3',
    building: 'Les Tilleuls',
    city: 'Lyon',
    post_code: '69002',
    country_id: ids.fr,
    phone: '+33612345678',
    fixed_phone: '+33478901234',
  });
  const B = () => ({
    name: 'Bureau',
    firstname: 'Bruno',
    lastname: 'Petit',
    company: 'Garage Petit',
    address: '5 avenue Foch',
    address_complement: 'Porte 2',
    floor: '1',
    building: 'Le Central',
    city: 'Berlin',
    post_code: '10115',
    country_id: ids.de,
    phone: '+33698765432',
    fixed_phone: '+33145678901',
  });
  let addressId = 0;

  beforeAll(async () => {
    const res = await call('POST', '/api/addresses', A());
    expect(res.statusCode, res.body).toBe(201);
    addressId = res.json().data.id;
  });

  it.each(Object.keys(A()))('leaves %s unchanged when the body does not name it', async (field) => {
    const url = `/api/addresses/${addressId}`;
    expect((await call('PUT', url, A())).statusCode).toBe(200);
    const res = await call('PUT', url, without(B(), field));
    expect(res.statusCode, res.body).toBe(200);
    const after = (await call('GET', url)).json().data as Record<string, unknown>;
    for (const [name, value] of Object.entries(B()))
      expect(after[name], name).toEqual(
        name === field ? A()[name as keyof ReturnType<typeof A>] : value,
      );
  });
});

describe('cart updates with a partial body', () => {
  let lineId = 0;
  let orderId = 0;

  beforeAll(async () => {
    const res = await call('POST', '/api/orders/current/order_variants', {
      variant_id: ids.fitted,
      quantity: 2,
      with_assembly: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    orderId = res.json().data.id;
    lineId = res.json().meta.order_variant_id;
  });

  const line = async () => {
    const order = (await call('GET', `/api/orders/${orderId}`)).json().data;
    return (
      order.order_variants as Array<{ id: number; quantity: number; with_assembly: boolean }>
    ).find((l) => l.id === lineId)!;
  };

  it('PUT /order_variants/{id} without quantity keeps the quantity', async () => {
    await call('PUT', `/api/order_variants/${lineId}`, { quantity: 2, with_assembly: true });
    const res = await call('PUT', `/api/order_variants/${lineId}`, { with_assembly: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(await line()).toMatchObject({ quantity: 2, with_assembly: false });
  });

  it('PUT /order_variants/{id} without with_assembly keeps the fitting', async () => {
    await call('PUT', `/api/order_variants/${lineId}`, { quantity: 2, with_assembly: true });
    const res = await call('PUT', `/api/order_variants/${lineId}`, { quantity: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await line()).toMatchObject({ quantity: 3, with_assembly: true });
  });

  it('PATCH /orders/{id}/user_info without user_agent keeps the stored one', async () => {
    const userAgentOf = async () =>
      (
        await api.database.query<{ user_agent: string | null }>(
          `select user_agent from orders where id = $1`,
          [orderId],
        )
      )[0]!.user_agent;
    const set = await call('PATCH', `/api/orders/${orderId}/user_info`, {
      user_agent: 'Atelier/1.0',
    });
    expect(set.statusCode).toBe(200);
    expect(await userAgentOf()).toBe('Atelier/1.0');
    const res = await call('PATCH', `/api/orders/${orderId}/user_info`, {});
    expect(res.statusCode).toBe(200);
    expect(await userAgentOf()).toBe('Atelier/1.0');
  });
});
