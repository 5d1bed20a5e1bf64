/**
 * The back office's settings pages (shop settings, payment methods, delivery): the owner only,
 * amounts typed in euros, the same refusals as the API with nothing saved, a colleague's save
 * in between told (409), and what is saved shows on the next read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPublicConfiguration } from '../../../src/modules/content';
import { openSession } from '../../../src/modules/customers';
import * as payment from '../../../src/web/routes/admin-settings-payment';
import * as shipping from '../../../src/web/routes/admin-settings-shipping';
import * as settingsPage from '../../../src/web/routes/admin-settings';
import type { SettingField } from '../../../src/web/settings/admin-settings.server';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { answer, get, pageContext, post } from '../../support/page-context';

let test: TestDatabase;
let owner: string;
let customer: string;
beforeAll(async () => {
  test = await createTestDatabase();
  const token = async (role: string) => {
    const [user] = await test.database.query<{ id: number }>(
      `insert into users (email, firstname, lastname, role)
       values ($1, 'Some', 'One', $2) returning id`,
      [`${role}-settings-page@example.test`, role],
    );
    return (await openSession(test.database.db, user!.id, new Date())).token;
  };
  owner = await token('admin');
  customer = await token('customer');
});
afterAll(async () => test?.cleanup());

type Module = { loader(args: never): unknown; action(args: never): unknown };
const load = async (page: Module, path: string, token?: string, shopMode?: 'production') =>
  answer(async () =>
    page.loader({
      request: get(path),
      context: await pageContext(test.database, { token, shopMode }),
      params: {},
    } as never),
  );
const send = async (
  page: Module,
  path: string,
  fields: Record<string, string>,
  shopMode?: 'production',
) =>
  answer(async () =>
    page.action({
      request: post(path, fields),
      context: await pageContext(test.database, { token: owner, shopMode }),
      params: {},
    } as never),
  );

const fields = async () =>
  (await load(settingsPage, '/admin/reglages', owner)).data!.fields as SettingField[];
/** The whole form as shown, with `changes` typed over it. */
async function settingsForm(changes: Record<string, string>) {
  const form: Record<string, string> = {};
  for (const field of await fields()) {
    form[`value:${field.key}`] = changes[field.key] ?? field.value;
    form[`was:${field.key}`] = field.value;
    form[`version:${field.key}`] = field.version;
  }
  return form;
}
const stored = async (key: string) =>
  (
    await test.database.query<{ value: string }>(
      `select value from configurations where key = $1`,
      [key],
    )
  )[0]?.value;

describe('who may open the settings pages', () => {
  it.each([
    [settingsPage, '/admin/reglages'],
    [payment, '/admin/reglages/paiement'],
    [shipping, '/admin/reglages/livraison'],
  ] as const)('%#: a customer gets the 404 page, a visitor the login page', async (page, path) => {
    expect((await load(page, path, customer)).status).toBe(404);
    expect((await load(page, path)).status).toBe(302);
    expect((await load(page, path, owner)).status).toBe(200);
  });
});

describe('shop settings page', () => {
  it('shows amounts in euros and saves what is typed as cents, at once', async () => {
    const shown = await fields();
    expect(shown.find((f) => f.key === 'free_shipping')).toMatchObject({
      value: '99,00',
      money: true,
    });
    const res = await send(
      settingsPage,
      '/admin/reglages',
      await settingsForm({ free_shipping: '49,90', contact_email: 'ecrire@atelier.example' }),
    );
    expect(res).toMatchObject({ status: 303, location: '/admin/reglages?done=saved' });
    expect(await stored('free_shipping')).toBe('4990');
    expect(await getPublicConfiguration(test.database.db, 'contact_email')).toMatchObject({
      value: 'ecrire@atelier.example',
    });
  });

  it.each([
    ['free_shipping', '12,345', 'deux décimales'],
    ['free_shipping', '-5', 'deux décimales'],
    ['contact_email', 'ecrire@', 'e-mail'],
    ['social_youtube', 'youtube.com/x', 'adresse web'],
  ])('%s = %j is refused beside its field, nothing saved', async (key, value, words) => {
    const before = await test.database.query(`select key, value from configurations order by key`);
    const res = await send(
      settingsPage,
      '/admin/reglages',
      await settingsForm({ [key]: value, contact_phone: '+33 1 23 23 23 23' }),
    );
    expect(res.status).toBe(422);
    const data = res.data as { errors: Record<string, string>; values: Record<string, string> };
    expect(data.errors[key]).toContain(words);
    expect(data.values[key]).toBe(value);
    expect(await test.database.query(`select key, value from configurations order by key`)).toEqual(
      before,
    );
  });

  it('tells the second of two people saving the same field, and keeps the first', async () => {
    const form = await settingsForm({ contact_phone: '+33 1 45 45 45 45' });
    const first = await send(settingsPage, '/admin/reglages', form);
    expect(first.status).toBe(303);
    const second = await send(settingsPage, '/admin/reglages', {
      ...form,
      'value:contact_phone': '+33 1 67 67 67 67',
    });
    expect(second.status).toBe(409);
    expect((second.data as { message: string }).message).toContain('quelqu’un d’autre');
    expect(await stored('contact_phone')).toBe('+33 1 45 45 45 45');
  });

  it('a colleague’s save of another field is no conflict; an unchanged form saves nothing', async () => {
    const form = await settingsForm({ bank_bic: 'DEMOFRPPYYY' });
    expect(
      (
        await send(
          settingsPage,
          '/admin/reglages',
          await settingsForm({ host_phone: '+33 9 11 11 11 11' }),
        )
      ).status,
    ).toBe(303);
    expect((await send(settingsPage, '/admin/reglages', form)).status).toBe(303);
    expect(await stored('bank_bic')).toBe('DEMOFRPPYYY');
    const unchanged = await send(settingsPage, '/admin/reglages', await settingsForm({}));
    expect(unchanged.location).toBe('/admin/reglages?done=unchanged');
  });
});

describe('payment methods page', () => {
  it('a method without a gateway cannot be switched on, and says why', async () => {
    const page = await load(payment, '/admin/reglages/paiement', owner, 'production');
    const methods = page.data!.methods as {
      method: string;
      has_gateway: boolean;
      version: string | null;
      position: number;
    }[];
    expect(methods.find((m) => m.method === 'paypal')).toMatchObject({ has_gateway: false });
    const form: Record<string, string> = {};
    for (const m of methods) {
      form[`version:${m.method}`] = m.version ?? '';
      form[`position:${m.method}`] = String(m.position);
      if (m.has_gateway) form[`enabled:${m.method}`] = 'yes';
    }
    form['enabled:paypal'] = 'yes';
    const res = await send(payment, '/admin/reglages/paiement', form, 'production');
    expect(res.status).toBe(422);
    expect((res.data as { errors: Record<string, string> }).errors['paypal.enabled']).toContain(
      'prestataire',
    );
    const saved = await send(
      payment,
      '/admin/reglages/paiement',
      { ...form, 'enabled:paypal': '', 'fee_fixed:check': '0,50' },
      'production',
    );
    expect(saved.status).toBe(303);
    expect(JSON.parse((await stored('payment_method_check'))!)).toMatchObject({
      fee_fixed_cents: 50,
    });
  });
});

describe('delivery page', () => {
  it('edits a rate in euros and refuses an overlapping range or a negative price', async () => {
    const page = await load(shipping, '/admin/reglages/livraison', owner);
    type Method = {
      id: number;
      code: string;
      version: string;
      ranges: {
        id: number;
        country_isos: string[];
        min_weight_grams: number;
        max_weight_grams: number;
      }[];
    };
    const home = (page.data!.methods as Method[]).find((m) => m.code === 'colissimo_home')!;
    const range = home.ranges[0]!;
    const base = {
      method_id: String(home.id),
      version: home.version,
      country_isos: range.country_isos.join(', '),
      min_weight_grams: String(range.min_weight_grams),
      max_weight_grams: String(range.max_weight_grams),
      is_active: 'yes',
      intent: 'range',
    };
    const overlap = await send(shipping, '/admin/reglages/livraison', {
      ...base,
      range_id: '',
      price: '5',
    });
    expect(overlap.status).toBe(422);
    expect(JSON.stringify(overlap.data)).toContain('chevauche');
    const negative = await send(shipping, '/admin/reglages/livraison', {
      ...base,
      range_id: String(range.id),
      price: '-1',
    });
    expect(negative.status).toBe(422);
    const edited = await send(shipping, '/admin/reglages/livraison', {
      ...base,
      range_id: String(range.id),
      price: '12,50',
    });
    expect(edited.status).toBe(303);
    const [row] = await test.database.query<{ price: number }>(
      `select price_ht_cents as price from shipping_method_ranges where id = $1`,
      [range.id],
    );
    expect(row!.price).toBe(1250);
    const stale = await send(shipping, '/admin/reglages/livraison', {
      ...base,
      range_id: String(range.id),
      price: '13',
    });
    expect(stale.status).toBe(409);
  });

  it('a range an order used offers no removal, and a forced removal is refused in French', async () => {
    type Method = { id: number; code: string; version: string; ranges: { id: number }[] };
    const methods = async () => {
      const page = await load(shipping, '/admin/reglages/livraison', owner);
      return page.data as { methods: Method[]; inUse: number[] };
    };
    const before = await methods();
    const home = before.methods.find((m) => m.code === 'colissimo_home')!;
    const [used, unused] = home.ranges;
    // A past order placed with the first range (its frozen totals say what it was charged).
    const [order] = await test.database.query<{ id: number }>(
      `insert into orders (status, number, placed_at, shipping_method_range_id, total_ttc_cents)
       values ('paid', '2026-990001', now(), $1, 4990) returning id`,
      [used!.id],
    );
    const page = await methods();
    expect(page.inUse).toEqual([used!.id]);
    const refused = await send(shipping, '/admin/reglages/livraison', {
      intent: 'remove',
      method_id: String(home.id),
      range_id: String(used!.id),
      version: home.version,
    });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.data)).toContain('Désactivez-la');
    const [kept] = await test.database.query<{ range: number | null; total: number }>(
      `select shipping_method_range_id as range, total_ttc_cents as total from orders where id = $1`,
      [order!.id],
    );
    expect(kept).toEqual({ range: used!.id, total: 4990 });
    // A range no order uses is still removed.
    const removed = await send(shipping, '/admin/reglages/livraison', {
      intent: 'remove',
      method_id: String(home.id),
      range_id: String(unused!.id),
      version: home.version,
    });
    expect(removed.status).toBe(303);
    const after = (await methods()).methods.find((m) => m.code === 'colissimo_home')!;
    expect(after.ranges.map((r) => r.id)).toContain(used!.id);
    expect(after.ranges.map((r) => r.id)).not.toContain(unused!.id);
  });
});
