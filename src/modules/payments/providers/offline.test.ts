import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NOW, formPost, paymentRequest, rawGet } from './fixtures.test-helper';
import {
  createOfflineProvider,
  signOfflineNotification,
  verifyOfflinePageSignature,
} from './offline.adapter';

const SECRET = 'offline-test-secret';
const provider = createOfflineProvider({ secret: SECRET });
const hmac = (data: string) => createHmac('sha256', SECRET).update(data).digest('hex');

describe('offline card gateway', () => {
  it('redirects to the hosted test page with sig = HMAC-SHA256(ref|amountCents|notifyUrl)', async () => {
    const request = paymentRequest();
    const start = await provider.start(request);
    expect(start.kind).toBe('redirect');
    if (start.kind !== 'redirect') return;
    const url = new URL(start.url, 'https://shop.test');
    expect(url.pathname).toBe('/paiement/test');
    expect(url.searchParams.get('ref')).toBe('PA7K2M9Q4X1B');
    expect(url.searchParams.get('amount')).toBe('6273');
    const expected = hmac(`PA7K2M9Q4X1B|6273|${request.urls.notify}`);
    expect(url.searchParams.get('sig')).toBe(expected);
    expect(
      verifyOfflinePageSignature(SECRET, {
        reference: 'PA7K2M9Q4X1B',
        amountCents: 6273,
        notifyUrl: request.urls.notify,
        sig: expected,
      }),
    ).toBe(true);
    expect(
      verifyOfflinePageSignature(SECRET, {
        reference: 'PA7K2M9Q4X1B',
        amountCents: 1,
        notifyUrl: request.urls.notify,
        sig: expected,
      }),
    ).toBe(false);
  });

  it('uses the configured page path', async () => {
    const custom = createOfflineProvider({ secret: SECRET, pagePath: '/en/test-payment?x=1' });
    const start = await custom.start(paymentRequest({ now: NOW }));
    expect(start.kind === 'redirect' && start.url.startsWith('/en/test-payment?x=1&ref=')).toBe(
      true,
    );
  });

  it('signs the notification fields independently checkable, and verifies them (POST and GET)', async () => {
    const fields = signOfflineNotification(SECRET, {
      reference: 'PA7K2M9Q4X1B',
      outcome: 'paid',
      amountCents: 6273,
      eventId: 'evt-1',
    });
    expect(fields.sig).toBe(hmac('evt-1|PA7K2M9Q4X1B|paid||6273'));
    const expected = {
      ok: true,
      eventId: 'evt-1',
      reference: 'PA7K2M9Q4X1B',
      outcome: 'paid',
      amountCents: 6273,
    };
    expect(await provider.verifyNotification(formPost(fields))).toEqual(expected);
    const get = rawGet(new URLSearchParams(fields).toString());
    expect(await provider.verifyNotification(get)).toEqual(expected);
    expect(provider.notificationAnswer(expected as never).status).toBe(200);
  });

  it('carries the decline reason of a refusal', async () => {
    const fields = signOfflineNotification(SECRET, {
      reference: 'PA7K2M9Q4X1B',
      outcome: 'refused',
      declineReason: 'card_expiring',
      amountCents: 6273,
      eventId: 'evt-2',
    });
    expect(fields.sig).toBe(hmac('evt-2|PA7K2M9Q4X1B|refused|card_expiring|6273'));
    expect(await provider.verifyNotification(formPost(fields))).toMatchObject({
      ok: true,
      outcome: 'refused',
      declineReason: 'card_expiring',
    });
  });

  it('rejects a tampered amount, a wrong secret or a missing sig as bad_signature (400)', async () => {
    const fields = signOfflineNotification(SECRET, {
      reference: 'PA7K2M9Q4X1B',
      outcome: 'paid',
      amountCents: 6273,
      eventId: 'evt-3',
    });
    const tampered = await provider.verifyNotification(formPost({ ...fields, amountCents: '1' }));
    expect(tampered).toEqual({ ok: false, reason: 'bad_signature' });
    expect(provider.notificationAnswer(tampered).status).toBe(400);
    const other = signOfflineNotification('another-secret', {
      reference: 'PA7K2M9Q4X1B',
      outcome: 'paid',
      amountCents: 6273,
      eventId: 'evt-3',
    });
    expect(await provider.verifyNotification(formPost(other))).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const { sig: _sig, ...unsigned } = fields;
    expect((await provider.verifyNotification(formPost(unsigned))).ok).toBe(false);
    expect((await provider.verifyNotification(formPost({}))).ok).toBe(false);
  });

  it('answers malformed for a well-signed but meaningless outcome, never throws', async () => {
    const data = 'evt-4|PA7K2M9Q4X1B|teleported||6273';
    const fields = {
      eventId: 'evt-4',
      reference: 'PA7K2M9Q4X1B',
      outcome: 'teleported',
      amountCents: '6273',
      sig: hmac(data),
    };
    expect(await provider.verifyNotification(formPost(fields))).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const garbage = { method: 'POST' as const, query: {}, body: 42, rawBody: '%%%', headers: {} };
    expect((await provider.verifyNotification(garbage)).ok).toBe(false);
  });

  it('refuses to sign a value that would make the signed string ambiguous', () => {
    expect(() =>
      signOfflineNotification(SECRET, {
        reference: 'A|B',
        outcome: 'paid',
        amountCents: 1,
        eventId: 'e',
      }),
    ).toThrow();
  });

  it('refunds without moving money', async () => {
    expect(await provider.refund!({ reference: 'RF1', amountCents: 100, now: NOW })).toEqual({
      ok: true,
      providerRefundId: 'offline-refund-RF1',
    });
  });
});
