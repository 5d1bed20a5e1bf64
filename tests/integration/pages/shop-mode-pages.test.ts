/**
 * The pages in demo and production modes (docs/decisions/019-demo-and-production-modes.md): the
 * root loader asks for the demo ribbon only in demo mode, and the payment step of production
 * offers no method whose gateway has no credentials (here: none has any).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../src/modules/customers';
import type { PaymentPageData } from '../../../src/web/cart/payment.server';
import type { DeliveryPageData } from '../../../src/web/cart/delivery.server';
import * as root from '../../../src/web/root';
import * as cart from '../../../src/web/routes/cart';
import * as delivery from '../../../src/web/routes/checkout-delivery';
import * as payment from '../../../src/web/routes/checkout-payment';
import { registration } from '../../support/accounts';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { answer, get, pageContext, post, type Visitor } from '../../support/page-context';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => test?.cleanup());

type Module = typeof delivery | typeof payment | typeof cart | typeof root;

async function call(module: Module, who: Visitor, request: Request, kind: 'loader' | 'action') {
  const context = await pageContext(test.database, who);
  const run = (module as Record<string, unknown>)[kind] as (args: unknown) => unknown;
  return answer(() => run({ request, context, params: {} }));
}

/** A customer whose cart (30 of one article, delivered by Colissimo) is at the payment step. */
async function readyToPay(): Promise<Visitor> {
  const context = await pageContext(test.database);
  const signed = await register(
    { db: test.database.db, now: context.now, urls: context.accountUrls },
    { ...registration(), newsletter: false } as never,
    { locale: 'fr', countryIso: 'FR' },
  );
  const who = { token: signed.token };
  const [variant] = await test.database.query<{ id: number }>(
    `select v.id from variants v join products p on p.id = v.product_id
      where v.is_active and p.is_active and v.out_of_stock_status = 'stock'
        and v.weight_grams between 100 and 3000 order by v.id limit 1`,
  );
  await test.database.query(`update variants set quantity_available = 500 where id = $1`, [
    variant!.id,
  ]);
  const [france] = await test.database.query<{ id: number }>(
    `select id from countries where iso = 'FR'`,
  );
  const steps: [Module, string, Record<string, string>][] = [
    [cart, '/panier', { intent: 'add', variant_id: String(variant!.id), quantity: '30' }],
    [
      delivery,
      '/panier/livraison',
      {
        intent: 'create',
        name: 'Maison',
        firstname: 'Alice',
        lastname: 'Durand',
        address: '12 rue de la République',
        city: 'Lyon',
        post_code: '69002',
        phone: '06 12 34 56 78',
        country_id: String(france!.id),
      },
    ],
  ];
  for (const [module, path, fields] of steps)
    expect((await call(module, who, post(path, fields), 'action')).status, path).toBe(303);
  const page = (await call(delivery, who, get('/panier/livraison'), 'loader'))
    .data as unknown as DeliveryPageData;
  const home = page.ranges.find((range) => range.shipping_method.code === 'colissimo_home')!;
  const chosen = await call(
    delivery,
    who,
    post('/panier/livraison', { intent: 'continue', range_id: String(home.id) }),
    'action',
  );
  expect(chosen.location).toBe('/panier/paiement');
  return who;
}

describe('pages by mode', () => {
  it('asks for the demo ribbon in demo mode only', async () => {
    for (const [shopMode, demo] of [
      ['demo', { mailbox: false }],
      ['production', null],
    ] as const) {
      const res = await call(root, { shopMode }, get('/'), 'loader');
      expect((res.data as { demo: unknown }).demo, shopMode).toEqual(demo);
    }
  });

  it('offers online methods through the test gateway in the demo, none without credentials in production', async () => {
    const who = await readyToPay();
    const codes = async (shopMode: 'demo' | 'production') => {
      const res = await call(payment, { ...who, shopMode }, get('/panier/paiement'), 'loader');
      expect(res.status).toBe(200);
      return (res.data as unknown as PaymentPageData).methods.map((method) => method.code);
    };
    expect(await codes('demo')).toEqual(
      expect.arrayContaining(['monetico', 'paypal', 'limonetik_3x', 'limonetik_4x', 'transfer']),
    );
    const production = await codes('production');
    expect(production).toEqual(expect.arrayContaining(['transfer', 'check']));
    for (const code of ['monetico', 'paybox', 'paypal', 'limonetik_3x', 'limonetik_4x'])
      expect(production).not.toContain(code);
    // Choosing one anyway (a form forged or kept from the demo) is refused in production.
    const choose = (shopMode: 'demo' | 'production') =>
      call(
        payment,
        { ...who, shopMode },
        post('/panier/paiement', { intent: 'payment', payment_method: 'monetico' }),
        'action',
      );
    const refused = await choose('production');
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.data)).toContain('payment_method');
    expect((await choose('demo')).status).toBe(303);
  });
});
