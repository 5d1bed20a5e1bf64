/** PayPal webhooks: verification through PayPal, then the event → outcome mapping. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOW, jsonPost, paymentRequest } from './fixtures.test-helper';
import type { LocalServer } from './local-server.test-helper';
import {
  CAPTURE_ID,
  ORDER_ID,
  WEBHOOK_ID,
  capture,
  deliver,
  event,
  fake,
  startFakePaypal,
} from './paypal.fake.test-helper';
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

describe('PayPal webhooks', () => {
  it('verifies through PayPal (raw event embedded verbatim), then maps the capture events', async () => {
    const provider = paypal();
    const completed = deliver(event('PAYMENT.CAPTURE.COMPLETED', capture), 'tr-1');
    const verdict = await provider.verifyNotification(completed);
    expect(verdict).toEqual({
      ok: true,
      eventId: 'WH-58D329510W468432D-8HN650336L201105X',
      reference: 'PA7K2M9Q4X1B',
      outcome: 'paid',
      amountCents: 6273,
      providerPaymentId: CAPTURE_ID,
    });
    expect(provider.notificationAnswer(verdict).status).toBe(200);
    const denied = deliver(
      event('PAYMENT.CAPTURE.DENIED', { ...capture, status: 'DECLINED' }, 'WH-2'),
      'tr-2',
    );
    expect(await provider.verifyNotification(denied)).toMatchObject({
      ok: true,
      outcome: 'refused',
      declineReason: 'wrong_bank_details',
    });
    const pending = deliver(event('PAYMENT.CAPTURE.PENDING', capture, 'WH-3'), 'tr-3');
    expect(await provider.verifyNotification(pending)).toMatchObject({
      ok: true,
      outcome: 'pending_review',
    });
  });

  it('turns CHECKOUT.ORDER.APPROVED into pending_review + captureRequired', async () => {
    const order = {
      id: ORDER_ID,
      status: 'APPROVED',
      purchase_units: [
        {
          reference_id: 'CMD-2024-00042',
          custom_id: 'PA7K2M9Q4X1B',
          amount: { currency_code: 'EUR', value: '62.73' },
        },
      ],
    };
    const approved = deliver(event('CHECKOUT.ORDER.APPROVED', order, 'WH-4'), 'tr-4');
    expect(await paypal().verifyNotification(approved)).toEqual({
      ok: true,
      eventId: 'WH-4',
      reference: 'PA7K2M9Q4X1B',
      outcome: 'pending_review',
      amountCents: 6273,
      providerPaymentId: ORDER_ID,
      captureRequired: true,
    });
  });

  it('rejects a forged event (PayPal answers FAILURE) with a non-2xx answer', async () => {
    const provider = paypal();
    const genuine = deliver(event('PAYMENT.CAPTURE.COMPLETED', capture, 'WH-5'), 'tr-5');
    const forgedEvent = event('PAYMENT.CAPTURE.COMPLETED', {
      ...capture,
      amount: { currency_code: 'EUR', value: '0.01' },
    });
    const forged = { ...genuine, rawBody: JSON.stringify(forgedEvent) };
    const verdict = await provider.verifyNotification(forged);
    expect(verdict).toEqual({ ok: false, reason: 'bad_signature' });
    expect(provider.notificationAnswer(verdict).status).toBe(400);
    const stolenSignature = deliver(event('PAYMENT.CAPTURE.COMPLETED', capture, 'WH-6'), 'tr-6');
    stolenSignature.headers['paypal-transmission-sig'] = 'sig-tr-5';
    expect((await provider.verifyNotification(stolenSignature)).ok).toBe(false);
  });

  it('does not call PayPal for a body without transmission headers or not JSON', async () => {
    const provider = paypal();
    expect(await provider.verifyNotification(jsonPost(JSON.stringify(event('X', {}))))).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const notJson = deliver({}, 'tr-7');
    expect((await provider.verifyNotification({ ...notJson, rawBody: 'not json' })).ok).toBe(false);
    expect(server.requests.some((req) => req.path.includes('verify-webhook'))).toBe(false);
  });

  it('renews a revoked token once (401) and ignores verified events without an outcome', async () => {
    const provider = paypal();
    await provider.start(paymentRequest());
    fake.revoked.add(`A21AA-token-${fake.tokenCount}`);
    const refunded = deliver(event('PAYMENT.CAPTURE.REFUNDED', capture, 'WH-8'), 'tr-8');
    const odd = deliver(event('toString', capture, 'WH-10'), 'tr-10');
    expect(await provider.verifyNotification(odd)).toEqual({ ok: false, reason: 'malformed' });
    const verdict = await provider.verifyNotification(refunded);
    expect(verdict).toEqual({ ok: false, reason: 'malformed' });
    expect(provider.notificationAnswer(verdict).status).toBe(200); // stop PayPal resending
    const statuses = server.requests.map((req) => req.path);
    expect(statuses.filter((path) => path === '/v1/oauth2/token')).toHaveLength(2);
  });

  it('never throws when PayPal cannot be reached', async () => {
    const provider = createPaypalProvider({
      clientId: 'client-id',
      clientSecret: 'client-secret',
      webhookId: WEBHOOK_ID,
      environment: 'live',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const delivery = deliver(event('PAYMENT.CAPTURE.COMPLETED', capture, 'WH-9'), 'tr-9');
    expect(await provider.verifyNotification(delivery)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(await provider.capture(ORDER_ID, NOW)).toEqual({ ok: false, error: 'fetch failed' });
    await expect(provider.start(paymentRequest())).rejects.toThrow('fetch failed');
  });
});
