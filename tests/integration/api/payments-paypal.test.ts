import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import { createPaypalProvider } from '../../../src/modules/payments';
import { paymentSettings } from '../../../src/server/payments';
import { createTestApp } from '../../support/app';

/**
 * PayPal end to end against a local server speaking its REST protocol: the shop creates the
 * PayPal order, the buyer approves and comes back, the shop captures server to server and only
 * then marks the order paid; a second return (reload) captures nothing new.
 */
let paypal: Server;
let base: string;
const created = new Map<string, { customId: string; value: string }>();
let captures = 0;

beforeAll(async () => {
  paypal = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.url === '/v1/oauth2/token')
        return send(200, { access_token: 'A21AA-test', token_type: 'Bearer', expires_in: 3600 });
      if (req.headers.authorization !== 'Bearer A21AA-test') return send(401, {});
      if (req.url === '/v2/checkout/orders') {
        const unit = JSON.parse(body).purchase_units[0];
        const id = `PP${created.size + 1}ORDER`;
        created.set(id, { customId: unit.custom_id, value: unit.amount.value });
        return send(200, {
          id,
          status: 'PAYER_ACTION_REQUIRED',
          links: [{ rel: 'payer-action', href: `https://paypal.test/checkoutnow?token=${id}` }],
        });
      }
      const capture = /^\/v2\/checkout\/orders\/(\w+)\/capture$/.exec(req.url ?? '');
      const order = capture && created.get(capture[1]!);
      if (order) {
        captures += 1;
        return send(201, {
          id: capture[1],
          status: 'COMPLETED',
          purchase_units: [
            {
              payments: {
                captures: [
                  {
                    id: `CAP-${capture[1]}`,
                    status: 'COMPLETED',
                    custom_id: order.customId,
                    amount: { currency_code: 'EUR', value: order.value },
                  },
                ],
              },
            },
          ],
        });
      }
      send(404, { name: 'RESOURCE_NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => paypal.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(paypal.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => paypal.close(() => resolve())));

describe('PayPal', () => {
  it('captures on the buyer’s return and marks the order paid once', async () => {
    const settings = paymentSettings({}, true);
    const provider = createPaypalProvider({
      clientId: 'id',
      clientSecret: 'secret',
      webhookId: 'WH',
      environment: 'sandbox',
      baseUrl: base,
      fetch,
    });
    settings.gateways.set('paypal', provider);
    settings.providers.set('paypal', provider);
    (settings.setup.online as Set<string>).add('paypal');
    const api = await createTestApp({ payments: settings });
    try {
      const [variant] = await api.database.query<{ id: number }>(
        `select v.id from variants v join products p on p.id = v.product_id
          where v.is_active and p.is_active and v.out_of_stock_status = 'stock' order by v.id limit 1`,
      );
      const [range] = await api.database.query<{ id: number }>(
        `select r.id from shipping_method_ranges r join shipping_methods m on m.id = r.shipping_method_id
          where m.code = 'store_pickup'`,
      );
      const [user] = await api.database.query<{ id: number }>(
        `insert into users (email, firstname, lastname) values ('pp@example.test', 'Pat', 'Pal') returning id`,
      );
      const address = JSON.stringify({
        firstname: 'Pat',
        lastname: 'Pal',
        company: null,
        address: '1 rue de la Paix',
        address_complement: null,
        floor: null,
        building: null,
        city: 'Paris',
        post_code: '75002',
        country_id: 1,
        country_iso: 'FR',
        phone: '+33612345678',
        fixed_phone: null,
      });
      const [order] = await api.database.query<{ id: number }>(
        `insert into orders (user_id, shipping_address, billing_address, shipping_method_range_id, payment_method)
         values ($1, $2::jsonb, $2::jsonb, $3, 'paypal') returning id`,
        [user!.id, address, range!.id],
      );
      await api.database.query(
        `insert into order_variants (order_id, variant_id, quantity) values ($1, $2, 1)`,
        [order!.id, variant!.id],
      );
      const { token } = await openSession(api.database.db, user!.id, new Date());
      const headers = { authorization: `Bearer ${token}` };
      expect(
        (await api.app.inject({ method: 'POST', url: '/api/orders/current/place', headers }))
          .statusCode,
      ).toBe(201);
      const link = await api.app.inject({
        method: 'POST',
        url: `/api/orders/${order!.id}/payment_methods/paypal/paymentLink`,
        headers,
      });
      expect(link.statusCode).toBe(201);
      const url = new URL((link.json() as { data: { url: string } }).data.url);
      const paypalOrder = url.searchParams.get('token')!;
      const status = async () =>
        (
          await api.database.query<{ status: string }>(`select status from orders where id = $1`, [
            order!.id,
          ])
        )[0]!.status;
      // Approved at PayPal but not captured yet: nothing changes.
      expect(await status()).toBe('awaiting_payment');
      const back = await api.app.inject({
        url: `/payments/paypal/return?token=${paypalOrder}&PayerID=BUYER`,
      });
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toContain(`/panier/confirmation?order=${order!.id}`);
      expect(await status()).toBe('paid');
      await api.app.inject({ url: `/payments/paypal/return?token=${paypalOrder}&PayerID=BUYER` });
      expect(await status()).toBe('paid');
      const [notes] = await api.database.query<{ n: number }>(
        `select count(*)::int as n from payment_notifications where provider = 'paypal'`,
      );
      expect(notes!.n).toBe(1);
      expect(captures).toBe(1);
      const unknown = await api.app.inject({ url: '/payments/paypal/return?token=FORGED' });
      expect(unknown.statusCode).toBe(404);
    } finally {
      await api.close();
    }
  });
});
