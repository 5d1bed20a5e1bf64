/**
 * Test helper (imported by the PayPal tests only): a local server speaking PayPal's published
 * REST protocol — OAuth2 client credentials, Orders v2 (create, capture), Payments v2 refund and
 * the webhook signature verification endpoint, which answers SUCCESS only for the exact event
 * (raw bytes, transmission id and signature) it "sent" through `deliver`.
 */
import { jsonPost } from './fixtures.test-helper';
import { sendJson, startLocalServer, type LocalServer } from './local-server.test-helper';

export const ORDER_ID = '5O190127TN364715T';
export const CAPTURE_ID = '3C679366HH908993F';
export const WEBHOOK_ID = '8PT597110X687430LKGECATA';
const BASIC = `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`;

export const capture = {
  id: CAPTURE_ID,
  status: 'COMPLETED',
  amount: { currency_code: 'EUR', value: '62.73' },
  final_capture: true,
  custom_id: 'PA7K2M9Q4X1B',
  invoice_id: 'PA7K2M9Q4X1B',
  supplementary_data: { related_ids: { order_id: ORDER_ID } },
};

export function event(
  type: string,
  resource: unknown,
  id = 'WH-58D329510W468432D-8HN650336L201105X',
) {
  return {
    id,
    event_version: '1.0',
    create_time: '2024-03-05T09:10:00.000Z',
    resource_type: type.startsWith('CHECKOUT') ? 'checkout-order' : 'capture',
    resource_version: '2.0',
    event_type: type,
    summary: 'fixture',
    resource,
  };
}

/** Webhook deliveries PayPal "sent": transmission id → { signature, raw body }. */
const sent = new Map<string, { sig: string; raw: string }>();
export const fake = { tokenCount: 0, revoked: new Set<string>() };
let server: LocalServer;

export function deliver(payload: unknown, transmissionId: string) {
  const raw = JSON.stringify(payload, null, 2); // pretty-printed: must be passed on verbatim
  const sig = `sig-${transmissionId}`;
  sent.set(transmissionId, { sig, raw });
  return jsonPost(raw, {
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42',
    'paypal-transmission-id': transmissionId,
    'paypal-transmission-sig': sig,
    'paypal-transmission-time': '2024-03-05T09:10:01Z',
  });
}

export async function startFakePaypal(): Promise<LocalServer> {
  server = await startLocalServer((req, res) => {
    if (req.method === 'POST' && req.path === '/v1/oauth2/token') {
      const ok =
        req.headers.authorization === BASIC && req.body === 'grant_type=client_credentials';
      if (!ok) return sendJson(res, 401, { error: 'invalid_client' });
      fake.tokenCount += 1;
      return sendJson(res, 200, {
        access_token: `A21AA-token-${fake.tokenCount}`,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: 32400,
      });
    }
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token?.startsWith('A21AA-token-') || fake.revoked.has(token)) {
      return sendJson(res, 401, { error: 'invalid_token' });
    }
    const body = JSON.parse(req.body || '{}');
    if (req.path === '/v2/checkout/orders') {
      return sendJson(res, 200, {
        id: ORDER_ID,
        status: 'PAYER_ACTION_REQUIRED',
        links: [
          { href: `${server.base}/v2/checkout/orders/${ORDER_ID}`, rel: 'self', method: 'GET' },
          {
            href: `https://www.sandbox.paypal.com/checkoutnow?token=${ORDER_ID}`,
            rel: 'payer-action',
            method: 'GET',
          },
        ],
      });
    }
    if (req.path === `/v2/checkout/orders/${ORDER_ID}/capture`) {
      return sendJson(res, 201, {
        id: ORDER_ID,
        status: 'COMPLETED',
        purchase_units: [{ reference_id: 'CMD-2024-00042', payments: { captures: [capture] } }],
      });
    }
    if (req.path === '/v2/checkout/orders/DECLINED0000001/capture') {
      return sendJson(res, 422, {
        name: 'UNPROCESSABLE_ENTITY',
        details: [{ issue: 'INSTRUMENT_DECLINED', description: 'The instrument was declined.' }],
      });
    }
    if (req.path === `/v2/payments/captures/${CAPTURE_ID}/refund`) {
      return sendJson(res, 201, { id: '1JU08902781691411', status: 'COMPLETED' });
    }
    if (req.path === '/v1/notifications/verify-webhook-signature') {
      const delivery = sent.get(body.transmission_id);
      const genuine =
        delivery !== undefined &&
        body.transmission_sig === delivery.sig &&
        body.webhook_id === WEBHOOK_ID &&
        body.auth_algo === 'SHA256withRSA' &&
        typeof body.cert_url === 'string' &&
        body.transmission_time === '2024-03-05T09:10:01Z' &&
        req.body.includes(`"webhook_event":${delivery.raw}`);
      return sendJson(res, 200, { verification_status: genuine ? 'SUCCESS' : 'FAILURE' });
    }
    sendJson(res, 404, { name: 'RESOURCE_NOT_FOUND' });
  });
  return server;
}
