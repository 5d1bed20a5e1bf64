/** Test helper (imported by the adapters' *.test.ts only): a payment request and notifications. */
import type { IncomingNotification, PaymentRequest } from './provider.contract';

/** 2024-03-05 09:07:03 UTC = 10:07:03 in Paris (winter time). */
export const NOW = new Date('2024-03-05T09:07:03Z');

export function paymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    reference: 'PA7K2M9Q4X1B',
    orderNumber: 'CMD-2024-00042',
    amountCents: 6273,
    email: 'claire.martin@example.test',
    locale: 'fr',
    customer: {
      firstname: 'Claire',
      lastname: 'Martin',
      address: '12 rue des Tanneurs',
      postCode: '67000',
      city: 'Strasbourg',
      countryIso: 'FR',
      phone: '+33612345678',
    },
    urls: {
      success: 'https://shop.test/paiement/retour?ok=1',
      failure: 'https://shop.test/paiement/retour?ok=0',
      cancel: 'https://shop.test/paiement/annule',
      notify: 'https://shop.test/api/payments/notify/x',
    },
    now: NOW,
    ...overrides,
  };
}

/** A form POST as Fastify would hand it over: raw body + parsed fields. */
export function formPost(fields: Record<string, string>): IncomingNotification {
  const rawBody = new URLSearchParams(fields).toString();
  return { method: 'POST', query: {}, body: { ...fields }, rawBody, headers: {} };
}

/** A GET whose raw query string is passed as `rawBody` (the documented convention). */
export function rawGet(rawQuery: string): IncomingNotification {
  return {
    method: 'GET',
    query: Object.fromEntries(new URLSearchParams(rawQuery)),
    body: undefined,
    rawBody: rawQuery,
    headers: {},
  };
}

export function jsonPost(
  rawBody: string,
  headers: Record<string, string | undefined> = {},
): IncomingNotification {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    body = undefined;
  }
  return { method: 'POST', query: {}, body, rawBody, headers };
}
