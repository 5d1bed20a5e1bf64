import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOW, formPost, jsonPost, paymentRequest, rawGet } from './fixtures.test-helper';
import { createLimonetikProvider } from './limonetik.adapter';
import { sendJson, startLocalServer, type LocalServer } from './local-server.test-helper';

/**
 * The Limonetik adapter against a local server speaking the REST V40 protocol as published
 * clients use it: PaymentOrder/Create, PaymentOrder/Detail?Id=, Charge, Refund, `Authorization:
 * Basic <key>`, ReturnCode 1000. The notification itself is unauthenticated by design: only
 * the Detail answer (authenticated, our merchant) decides.
 */
const API_KEY = 'bWVyY2hhbnQ6c2VjcmV0LWtleQ==';
const MERCHANT = 'SELLERIE01';

/** Payment orders known to the fake Limonetik: id → [status, merchant, amount]. */
const orders = new Map<string, [string, string, number]>();
let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.headers.authorization !== `Basic ${API_KEY}`) {
      return sendJson(res, 401, { ReturnCode: 9401, ReturnMessage: 'Unauthorized' });
    }
    const body = req.body ? JSON.parse(req.body) : {};
    if (req.method === 'POST' && req.path === '/Rest/V40/PaymentOrder/Create') {
      const order = body.PaymentOrder;
      if (order?.MerchantId !== MERCHANT || order?.PaymentPageId !== 'oney-3x') {
        return sendJson(res, 200, { ReturnCode: 2000, ReturnMessage: 'Invalid data' });
      }
      orders.set('7700001', ['Created', MERCHANT, order.Amount]);
      return sendJson(res, 200, {
        ReturnCode: 1000,
        ReturnMessage: 'Success',
        RequestId: 'req-1',
        PaymentOrderId: 7700001,
        PaymentPageUrl: 'https://payment.limonetikqualif.com/PaymentPage/7700001',
      });
    }
    if (req.method === 'GET' && req.path === '/Rest/V40/PaymentOrder/Detail') {
      const id = req.url.searchParams.get('Id') ?? '';
      const order = orders.get(id);
      if (!order) return sendJson(res, 404, { ReturnCode: 9404, ReturnMessage: 'Not found' });
      const [status, merchant, amount] = order;
      return sendJson(res, 200, {
        ReturnCode: 1000,
        ReturnMessage: 'Success',
        PaymentOrder: {
          Id: Number(id),
          MerchantId: merchant,
          PaymentPageId: 'oney-3x',
          Status: status,
          Amount: amount,
          Currency: 'EUR',
          MerchantOrder: { Id: 'PA7K2M9Q4X1B', TotalAmount: amount, Currency: 'EUR' },
        },
      });
    }
    if (req.method === 'POST' && /^\/Rest\/V40\/PaymentOrder\/(Charge|Refund)$/.test(req.path)) {
      const known = orders.has(String(body.PaymentOrderId));
      return sendJson(
        res,
        200,
        known ? { ReturnCode: 1000 } : { ReturnCode: 3000, ReturnMessage: 'Refused' },
      );
    }
    sendJson(res, 404, { ReturnCode: 9404 });
  });
});

afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
});

function limonetik(overrides: { merchantId?: string } = {}) {
  return createLimonetikProvider({
    code: 'limonetik_3x',
    merchantId: overrides.merchantId ?? MERCHANT,
    apiKey: API_KEY,
    paymentPageId: 'oney-3x',
    environment: 'qualification',
    baseUrl: `${server.base}/Rest/V40`,
    fetch,
  });
}

describe('Limonetik PaymentOrder/Create', () => {
  it('creates the payment order and redirects to its payment page', async () => {
    const start = await limonetik().start(paymentRequest());
    expect(start).toEqual({
      kind: 'redirect',
      url: 'https://payment.limonetikqualif.com/PaymentPage/7700001',
      providerPaymentId: '7700001',
    });
    const [create] = server.requests;
    expect(create?.headers.authorization).toBe(`Basic ${API_KEY}`);
    expect(create?.body).toContain('"Amount":62.73');
    expect(JSON.parse(create!.body)).toEqual({
      PaymentOrder: {
        MerchantId: MERCHANT,
        PaymentPageId: 'oney-3x',
        Amount: 62.73,
        Currency: 'EUR',
        MerchantUrls: {
          ReturnUrl: 'https://shop.test/paiement/retour?ok=1',
          AbortedUrl: 'https://shop.test/paiement/annule',
          ErrorUrl: 'https://shop.test/paiement/retour?ok=0',
          ServerNotificationUrl: 'https://shop.test/api/payments/notify/x',
        },
        MerchantOrder: {
          Id: 'PA7K2M9Q4X1B',
          TotalAmount: 62.73,
          Currency: 'EUR',
          RawCustom1: 'CMD-2024-00042',
          Customer: {
            FirstName: 'Claire',
            LastName: 'Martin',
            Email: 'claire.martin@example.test',
            MobilePhone: '+33612345678',
            Culture: 'fr-FR',
          },
          BillingAddress: {
            FirstName: 'Claire',
            LastName: 'Martin',
            Address1: '12 rue des Tanneurs',
            ZipCode: '67000',
            City: 'Strasbourg',
            Country: 'FR',
          },
        },
      },
    });
  });

  it('rejects when Limonetik refuses to create the order', async () => {
    const wrong = createLimonetikProvider({
      code: 'limonetik_4x',
      merchantId: MERCHANT,
      apiKey: API_KEY,
      paymentPageId: 'unknown-page',
      environment: 'qualification',
      baseUrl: `${server.base}/Rest/V40`,
      fetch,
    });
    await expect(wrong.start(paymentRequest())).rejects.toThrow('2000 Invalid data');
  });
});

describe('Limonetik notification → PaymentOrder/Detail', () => {
  it.each([
    ['Charged', { outcome: 'paid' }],
    ['Authorized', { outcome: 'paid', captureRequired: true }],
    ['Authorizing', { outcome: 'pending_review' }],
    ['Payment_In_Progress', { outcome: 'pending_review' }],
    ['Refused', { outcome: 'refused' }],
    ['Error', { outcome: 'refused', declineReason: 'technical' }],
    ['Aborted', { outcome: 'cancelled', declineReason: 'user_cancelled' }],
    ['Cancelled', { outcome: 'cancelled' }],
  ])('status %s → %o (read from Limonetik, not from the notification)', async (status, mapped) => {
    orders.set('7700002', [status, MERCHANT, 62.73]);
    const provider = limonetik();
    const verdict = await provider.verifyNotification(formPost({ PaymentOrderId: '7700002' }));
    expect(verdict).toEqual({
      ok: true,
      eventId: `7700002:${status}`,
      reference: 'PA7K2M9Q4X1B',
      amountCents: 6273,
      providerPaymentId: '7700002',
      ...mapped,
    });
    expect(provider.notificationAnswer(verdict).status).toBe(200);
    const detail = server.requests.at(-1);
    expect(detail?.url.search).toBe('?Id=7700002');
    expect(detail?.headers.authorization).toBe(`Basic ${API_KEY}`);
  });

  it('reads the id from a JSON body or the query string too', async () => {
    orders.set('7700003', ['Charged', MERCHANT, 100]);
    const provider = limonetik();
    expect(await provider.verifyNotification(jsonPost('{"PaymentOrderId":7700003}'))).toMatchObject(
      {
        ok: true,
        amountCents: 10000,
      },
    );
    expect(await provider.verifyNotification(rawGet('Id=7700003'))).toMatchObject({ ok: true });
  });

  it('treats an unknown payment order or another merchant’s as bad_signature (non-2xx)', async () => {
    const provider = limonetik();
    const unknown = await provider.verifyNotification(formPost({ PaymentOrderId: '1234' }));
    expect(unknown).toEqual({ ok: false, reason: 'bad_signature' });
    expect(provider.notificationAnswer(unknown).status).toBeGreaterThanOrEqual(400);
    orders.set('7700004', ['Charged', 'SOMEONE-ELSE', 62.73]);
    expect((await provider.verifyNotification(formPost({ PaymentOrderId: '7700004' }))).ok).toBe(
      false,
    );
  });

  it('is malformed without an id or with an unknown status; never throws when unreachable', async () => {
    const provider = limonetik();
    expect(await provider.verifyNotification(formPost({ Status: 'Charged' }))).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(await provider.verifyNotification(formPost({ PaymentOrderId: '../etc' }))).toEqual({
      ok: false,
      reason: 'malformed',
    });
    orders.set('7700007', ['constructor', MERCHANT, 62.73]); // no prototype look-up
    expect((await provider.verifyNotification(formPost({ PaymentOrderId: '7700007' }))).ok).toBe(
      false,
    );
    orders.set('7700005', ['Refunded', MERCHANT, 62.73]);
    expect(await provider.verifyNotification(formPost({ PaymentOrderId: '7700005' }))).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const offline = createLimonetikProvider({
      code: 'limonetik_3x',
      merchantId: MERCHANT,
      apiKey: API_KEY,
      paymentPageId: 'oney-3x',
      environment: 'production',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await offline.verifyNotification(formPost({ PaymentOrderId: '7700001' }))).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(
      await offline.refund!({ reference: 'R', providerPaymentId: '1', amountCents: 1, now: NOW }),
    ).toEqual({ ok: false, error: 'fetch failed' });
  });
});

describe('Limonetik Charge and Refund', () => {
  it('charges an authorized credit and refunds it', async () => {
    orders.set('7700006', ['Authorized', MERCHANT, 62.73]);
    const provider = limonetik();
    expect(await provider.charge({ paymentOrderId: '7700006', amountCents: 6273 })).toEqual({
      ok: true,
    });
    expect(JSON.parse(server.requests.at(-1)!.body)).toEqual({
      PaymentOrderId: 7700006,
      ChargeAmount: 62.73,
      Currency: 'EUR',
    });
    const refund = await provider.refund!({
      reference: 'RF-1',
      providerPaymentId: '7700006',
      amountCents: 2000,
      now: NOW,
    });
    expect(refund).toEqual({ ok: true });
    expect(JSON.parse(server.requests.at(-1)!.body)).toEqual({
      PaymentOrderId: 7700006,
      RefundAmount: 20,
      Currency: 'EUR',
    });
    expect(
      await provider.refund!({
        reference: 'RF-2',
        providerPaymentId: '999',
        amountCents: 1,
        now: NOW,
      }),
    ).toEqual({ ok: false, error: '3000 Refused' });
  });
});
