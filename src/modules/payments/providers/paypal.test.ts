/** PayPal Orders v2 (create, capture), OAuth token caching and refunds, against a local fake PayPal. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOW, paymentRequest } from './fixtures.test-helper';
import type { LocalServer } from './local-server.test-helper';
import { CAPTURE_ID, ORDER_ID, WEBHOOK_ID, fake, startFakePaypal } from './paypal.fake.test-helper';
import { createPaypalProvider } from './paypal.adapter';

let server: LocalServer;
beforeAll(async () => {
  server = await startFakePaypal();
});

afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
});

function paypal() {
  return createPaypalProvider({
    clientId: 'client-id',
    clientSecret: 'client-secret',
    webhookId: WEBHOOK_ID,
    environment: 'sandbox',
    baseUrl: server.base,
    brandName: 'Sellerie',
    fetch,
  });
}

describe('PayPal Orders v2', () => {
  it('creates a CAPTURE order (Bearer token, idempotency key) and redirects to payer-action', async () => {
    const provider = paypal();
    const start = await provider.start(paymentRequest());
    expect(start).toEqual({
      kind: 'redirect',
      url: `https://www.sandbox.paypal.com/checkoutnow?token=${ORDER_ID}`,
      providerPaymentId: ORDER_ID,
    });
    const [tokenCall, create] = server.requests;
    expect(tokenCall?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(create?.headers.authorization).toMatch(/^Bearer A21AA-token-\d+$/);
    expect(create?.headers['paypal-request-id']).toBe('order-PA7K2M9Q4X1B');
    expect(JSON.parse(create!.body)).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'CMD-2024-00042',
          custom_id: 'PA7K2M9Q4X1B',
          invoice_id: 'PA7K2M9Q4X1B',
          amount: { currency_code: 'EUR', value: '62.73' },
        },
      ],
      payment_source: {
        paypal: {
          email_address: 'claire.martin@example.test',
          name: { given_name: 'Claire', surname: 'Martin' },
          experience_context: {
            brand_name: 'Sellerie',
            locale: 'fr-FR',
            landing_page: 'NO_PREFERENCE',
            shipping_preference: 'NO_SHIPPING',
            user_action: 'PAY_NOW',
            return_url: 'https://shop.test/paiement/retour?ok=1',
            cancel_url: 'https://shop.test/paiement/annule',
          },
        },
      },
    });
  });

  it('caches the OAuth token until it expires, given `now`', async () => {
    const provider = paypal();
    const before = fake.tokenCount;
    await provider.start(paymentRequest());
    await provider.start(paymentRequest({ now: new Date(NOW.getTime() + 8 * 3600_000) }));
    expect(fake.tokenCount).toBe(before + 1);
    await provider.start(paymentRequest({ now: new Date(NOW.getTime() + 9 * 3600_000) }));
    expect(fake.tokenCount).toBe(before + 2); // 32400 s, renewed a minute early
  });

  it('captures the approved order; a declined instrument is an error value', async () => {
    const provider = paypal();
    expect(await provider.capture(ORDER_ID, NOW)).toEqual({
      ok: true,
      orderId: ORDER_ID,
      captureId: CAPTURE_ID,
      eventId: `capture:${CAPTURE_ID}:COMPLETED`,
      outcome: 'paid',
      reference: 'PA7K2M9Q4X1B',
      amountCents: 6273,
    });
    const call = server.requests.find((req) => req.path.endsWith('/capture'));
    expect(call?.headers['paypal-request-id']).toBe(`capture-${ORDER_ID}`);
    expect(await provider.capture('DECLINED0000001', NOW)).toEqual({
      ok: false,
      error: 'INSTRUMENT_DECLINED',
    });
  });

  it('refunds a capture', async () => {
    const provider = paypal();
    const result = await provider.refund!({
      reference: 'RF-1',
      providerPaymentId: CAPTURE_ID,
      amountCents: 1000,
      now: NOW,
    });
    expect(result).toEqual({ ok: true, providerRefundId: '1JU08902781691411' });
    const call = server.requests.find((req) => req.path.endsWith('/refund'));
    expect(JSON.parse(call!.body)).toEqual({ amount: { currency_code: 'EUR', value: '10.00' } });
    expect(call?.headers['paypal-request-id']).toBe('refund-RF-1');
    expect(await provider.refund!({ reference: 'RF-2', amountCents: 1, now: NOW })).toMatchObject({
      ok: false,
    });
  });
});
