/**
 * PayPal REST: Orders v2, Payments v2 refunds, webhooks (OAuth 2.0 transport: paypal-client.ts).
 *
 * Followed (developer.paypal.com, REST API reference):
 * - Authentication: `POST /v1/oauth2/token`, HTTP Basic client_id:secret,
 *   `grant_type=client_credentials` → { access_token, token_type, expires_in }.
 * - Orders v2 (https://developer.paypal.com/docs/api/orders/v2/, schema "Orders" 2.x):
 *   `POST /v2/checkout/orders` (intent CAPTURE, purchase_units[].reference_id / custom_id /
 *   invoice_id / amount{currency_code,value}, payment_source.paypal.experience_context
 *   {return_url, cancel_url, user_action, shipping_preference, locale, brand_name}, header
 *   `PayPal-Request-Id` for idempotency) → the `payer-action` link (`approve` with the legacy
 *   application_context); `POST /v2/checkout/orders/{id}/capture`.
 * - Payments v2: `POST /v2/payments/captures/{capture_id}/refund` (amount, PayPal-Request-Id).
 * - Webhooks v1: `POST /v1/notifications/verify-webhook-signature` with auth_algo, cert_url,
 *   transmission_id, transmission_sig, transmission_time (the PAYPAL-* headers), webhook_id and
 *   webhook_event → { verification_status: SUCCESS | FAILURE }. The event is embedded as the raw
 *   bytes received: PayPal validates the JSON string exactly as sent (paypal/PayPal-Python-SDK
 *   issue #196), so it is never re-serialized.
 * - Events: PAYMENT.CAPTURE.COMPLETED → paid, .DENIED → refused, .PENDING → pending_review
 *   (resource = a capture: id, amount, custom_id); CHECKOUT.ORDER.APPROVED → pending_review with
 *   `captureRequired` (resource = the order): a safety net for a buyer who never came back —
 *   the shop captures. Any other verified event is `malformed` (no payment outcome), answered
 *   200 so PayPal stops resending it.
 */
import type {
  NotificationVerdict,
  PaymentOutcome,
  PaymentProvider,
  PaymentRequest,
} from './provider.contract';
import { createPaypalClient, type PaypalClientConfig } from './paypal-client.adapter';
import {
  BAD_SIGNATURE,
  MALFORMED,
  centsToDecimal,
  decimalToCents,
  dig,
  header,
  str,
} from './provider-shared.adapter';

export { PAYPAL_BASE_URLS } from './paypal-client.adapter';

export interface PaypalConfig extends PaypalClientConfig {
  /** Id of the webhook configured in the PayPal app (verification needs it). */
  webhookId: string;
  brandName?: string;
}

export type PaypalCaptureResult =
  | {
      ok: true;
      orderId: string;
      captureId: string;
      /** Idempotency key to store like a notification's eventId. */
      eventId: string;
      outcome: PaymentOutcome;
      reference: string | null;
      amountCents: number | null;
    }
  | { ok: false; error: string };

export interface PaypalProvider extends PaymentProvider {
  /** Captures an approved order (the buyer came back, or CHECKOUT.ORDER.APPROVED arrived). */
  capture(orderId: string, now: Date): Promise<PaypalCaptureResult>;
}

const LOCALES: Record<PaymentRequest['locale'], string> = {
  fr: 'fr-FR',
  en: 'en-GB',
  es: 'es-ES',
  de: 'de-DE',
  it: 'it-IT',
  pt: 'pt-PT',
};

const WEBHOOK_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

const CAPTURE_EVENTS = new Map<string, PaymentOutcome>([
  ['PAYMENT.CAPTURE.COMPLETED', 'paid'],
  ['PAYMENT.CAPTURE.DENIED', 'refused'],
  ['PAYMENT.CAPTURE.PENDING', 'pending_review'],
]);

function euros(amount: unknown): number | null {
  if (dig(amount, 'currency_code') !== 'EUR') return null;
  const value = str(dig(amount, 'value'));
  return value === undefined ? null : decimalToCents(value);
}

function issueOf(json: unknown, status: number): string {
  return str(dig(json, 'details', 0, 'issue')) ?? str(dig(json, 'name')) ?? `HTTP ${status}`;
}

export function createPaypalProvider(config: PaypalConfig): PaypalProvider {
  const { call } = createPaypalClient(config);

  return {
    code: 'paypal',

    async start(request) {
      const order = {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: request.orderNumber,
            custom_id: request.reference,
            invoice_id: request.reference,
            amount: { currency_code: 'EUR', value: centsToDecimal(request.amountCents) },
          },
        ],
        payment_source: {
          paypal: {
            email_address: request.email,
            name: { given_name: request.customer.firstname, surname: request.customer.lastname },
            experience_context: {
              ...(config.brandName ? { brand_name: config.brandName } : {}),
              locale: LOCALES[request.locale],
              landing_page: 'NO_PREFERENCE',
              shipping_preference: 'NO_SHIPPING',
              user_action: 'PAY_NOW',
              return_url: request.urls.success,
              cancel_url: request.urls.cancel,
            },
          },
        },
      };
      const { status, json } = await call(
        '/v2/checkout/orders',
        JSON.stringify(order),
        request.now,
        {
          'paypal-request-id': `order-${request.reference}`,
          prefer: 'return=minimal',
        },
      );
      const id = str(dig(json, 'id'));
      const links = dig(json, 'links');
      const link = Array.isArray(links)
        ? (links.find((item) => dig(item, 'rel') === 'payer-action') ??
          links.find((item) => dig(item, 'rel') === 'approve'))
        : undefined;
      const url = str(dig(link, 'href'));
      if (status >= 300 || !id || !url) {
        throw new Error(`PayPal order creation failed: ${issueOf(json, status)}`);
      }
      return { kind: 'redirect', url, providerPaymentId: id };
    },

    async capture(orderId, now) {
      try {
        const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`;
        const { status, json } = await call(path, '{}', now, {
          'paypal-request-id': `capture-${orderId}`,
          prefer: 'return=representation',
        });
        if (status >= 300) return { ok: false, error: issueOf(json, status) };
        const capture = dig(json, 'purchase_units', 0, 'payments', 'captures', 0);
        const captureId = str(dig(capture, 'id'));
        const captureStatus = dig(capture, 'status');
        if (!captureId) return { ok: false, error: 'NO_CAPTURE_IN_RESPONSE' };
        const outcome: PaymentOutcome =
          captureStatus === 'COMPLETED'
            ? 'paid'
            : captureStatus === 'PENDING'
              ? 'pending_review'
              : 'refused';
        return {
          ok: true,
          orderId,
          captureId,
          eventId: `capture:${captureId}:${String(captureStatus)}`,
          outcome,
          reference: str(dig(capture, 'custom_id')) ?? null,
          amountCents: euros(dig(capture, 'amount')),
        };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : 'PayPal unreachable' };
      }
    },

    async verifyNotification(notification): Promise<NotificationVerdict> {
      // 1. Ask PayPal whether it sent these exact bytes.
      const raw = notification.rawBody.trim();
      let event: unknown;
      try {
        event = JSON.parse(raw);
      } catch {
        return BAD_SIGNATURE;
      }
      const transmission: Record<string, string> = {};
      for (const [field, name] of Object.entries(WEBHOOK_HEADERS)) {
        const value = header(notification, name);
        if (!value) return BAD_SIGNATURE;
        transmission[field] = value;
      }
      const request = JSON.stringify({ ...transmission, webhook_id: config.webhookId });
      const body = `${request.slice(0, -1)},"webhook_event":${raw}}`;
      try {
        const { status, json } = await call(
          '/v1/notifications/verify-webhook-signature',
          body,
          undefined,
        );
        if (status >= 300 || dig(json, 'verification_status') !== 'SUCCESS') return BAD_SIGNATURE;
      } catch {
        return BAD_SIGNATURE; // could not be verified now: answered non-2xx, PayPal resends
      }

      // 2. Verified: parse.
      const eventId = str(dig(event, 'id'));
      const type = str(dig(event, 'event_type'));
      const resource = dig(event, 'resource');
      if (!eventId || !type) return MALFORMED;
      const captureOutcome = CAPTURE_EVENTS.get(type);
      if (captureOutcome) {
        const reference = str(dig(resource, 'custom_id'));
        const captureId = str(dig(resource, 'id'));
        if (!reference || !captureId) return MALFORMED;
        return {
          ok: true,
          eventId,
          reference,
          outcome: captureOutcome,
          amountCents: euros(dig(resource, 'amount')),
          providerPaymentId: captureId,
          ...(captureOutcome === 'refused' ? { declineReason: 'wrong_bank_details' as const } : {}),
        };
      }
      if (type === 'CHECKOUT.ORDER.APPROVED') {
        const reference = str(dig(resource, 'purchase_units', 0, 'custom_id'));
        const orderId = str(dig(resource, 'id'));
        if (!reference || !orderId) return MALFORMED;
        return {
          ok: true,
          eventId,
          reference,
          outcome: 'pending_review',
          amountCents: euros(dig(resource, 'purchase_units', 0, 'amount')),
          providerPaymentId: orderId,
          captureRequired: true,
        };
      }
      return MALFORMED;
    },

    notificationAnswer(verdict) {
      // PayPal resends on any non-2xx: refuse unverified messages only.
      return verdict.ok || verdict.reason === 'malformed'
        ? { status: 200, contentType: 'text/plain', body: '' }
        : { status: 400, contentType: 'text/plain', body: 'unverified' };
    },

    async refund(input) {
      if (!input.providerPaymentId) return { ok: false, error: 'MISSING_CAPTURE_ID' };
      try {
        const path = `/v2/payments/captures/${encodeURIComponent(input.providerPaymentId)}/refund`;
        const body = JSON.stringify({
          amount: { currency_code: 'EUR', value: centsToDecimal(input.amountCents) },
        });
        const { status, json } = await call(path, body, input.now, {
          'paypal-request-id': `refund-${input.reference}`,
          prefer: 'return=representation',
        });
        const refundStatus = dig(json, 'status');
        const id = str(dig(json, 'id'));
        if (status >= 300 || !id) return { ok: false, error: issueOf(json, status) };
        if (refundStatus !== 'COMPLETED' && refundStatus !== 'PENDING') {
          return { ok: false, providerRefundId: id, error: String(refundStatus) };
        }
        return { ok: true, providerRefundId: id };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : 'PayPal unreachable' };
      }
    },
  };
}
