import { createHmac, createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formPost, paymentRequest, rawGet } from './fixtures.test-helper';
import { PAYBOX_RETOUR, createPayboxProvider, payboxOutcome } from './paybox.adapter';

/**
 * Fixtures from the Paybox System specification: the form's PBX_HMAC is recomputed here
 * independently; IPN query strings are signed RSA-SHA1 with a key pair made for the test
 * (standing in for Paybox's private key / pubkey.pem), the signature base64 then URL-encoded
 * and appended as the last variable `Sign`.
 */
const HMAC_KEY = '0123456789ABCDEF'.repeat(8); // 128 hex characters, as the back office shows
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PUBLIC_PEM = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const provider = createPayboxProvider({
  site: '1999888',
  rang: '32',
  identifiant: '107904482',
  hmacKeyHex: HMAC_KEY,
  publicKeyPem: PUBLIC_PEM,
});

function signedQuery(data: string, key = privateKey): string {
  const signature = createSign('RSA-SHA1').update(data).sign(key).toString('base64');
  return `${data}&Sign=${encodeURIComponent(signature)}`;
}

function ipn(erreur: string, extra: { mt?: string; auto?: string; trans?: string } = {}): string {
  const params = new URLSearchParams({
    Mt: extra.mt ?? '6273',
    Ref: 'PA7K2M9Q4X1B',
    Auto: extra.auto ?? (erreur === '00000' ? 'XXXXXX' : ''),
    Erreur: erreur,
    Trans: extra.trans ?? '601234567',
  });
  return signedQuery(params.toString());
}

describe('Paybox System form', () => {
  it('sends the fields in order with PBX_HMAC = HMAC-SHA512 of name=value&… by the binary key', async () => {
    const start = await provider.start(paymentRequest());
    if (start.kind !== 'form') throw new Error('expected a form');
    expect(start.action).toBe('https://tpeweb.paybox.com/cgi/MYchoix_pagepaiement.cgi');
    const entries = Object.entries(start.fields);
    expect(entries.map(([name]) => name)).toEqual([
      'PBX_SITE',
      'PBX_RANG',
      'PBX_IDENTIFIANT',
      'PBX_TOTAL',
      'PBX_DEVISE',
      'PBX_CMD',
      'PBX_PORTEUR',
      'PBX_RETOUR',
      'PBX_EFFECTUE',
      'PBX_REFUSE',
      'PBX_ANNULE',
      'PBX_ATTENTE',
      'PBX_REPONDRE_A',
      'PBX_LANGUE',
      'PBX_SHOPPINGCART',
      'PBX_BILLING',
      'PBX_HASH',
      'PBX_TIME',
      'PBX_HMAC',
    ]);
    expect(start.fields).toMatchObject({
      PBX_SITE: '1999888',
      PBX_RANG: '32',
      PBX_IDENTIFIANT: '107904482',
      PBX_TOTAL: '6273',
      PBX_DEVISE: '978',
      PBX_CMD: 'PA7K2M9Q4X1B',
      PBX_PORTEUR: 'claire.martin@example.test',
      PBX_RETOUR: 'Mt:M;Ref:R;Auto:A;Erreur:E;Trans:S;Sign:K',
      PBX_REPONDRE_A: 'https://shop.test/api/payments/notify/x',
      PBX_LANGUE: 'FRA',
      PBX_HASH: 'SHA512',
      PBX_TIME: '2024-03-05T09:07:03+00:00',
    });
    expect(PAYBOX_RETOUR.endsWith('Sign:K')).toBe(true);
    expect(start.fields.PBX_BILLING).toBe(
      '<?xml version="1.0" encoding="utf-8"?><Billing><Address><FirstName>Claire</FirstName>' +
        '<LastName>Martin</LastName><Address1>12 rue des Tanneurs</Address1>' +
        '<ZipCode>67000</ZipCode><City>Strasbourg</City><CountryCode>250</CountryCode>' +
        '</Address></Billing>',
    );
    const signed = entries
      .filter(([name]) => name !== 'PBX_HMAC')
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
    const independent = createHmac('sha512', Buffer.from(HMAC_KEY, 'hex'))
      .update(signed)
      .digest('hex')
      .toUpperCase();
    expect(start.fields.PBX_HMAC).toBe(independent);
  });

  it('pads small amounts to 3 digits and escapes XML in the billing address', async () => {
    const start = await provider.start(
      paymentRequest({
        amountCents: 5,
        locale: 'de',
        customer: { ...paymentRequest().customer, address: 'Rue <A> & "B"', countryIso: 'be' },
      }),
    );
    if (start.kind !== 'form') throw new Error('expected a form');
    expect(start.fields.PBX_TOTAL).toBe('005');
    expect(start.fields.PBX_LANGUE).toBe('DEU');
    expect(start.fields.PBX_BILLING).toContain(
      '<Address1>Rue &lt;A&gt; &amp; &quot;B&quot;</Address1>',
    );
    expect(start.fields.PBX_BILLING).toContain('<CountryCode>056</CountryCode>');
  });
});

describe('Paybox IPN (PBX_REPONDRE_A)', () => {
  it('accepts a payment signed by Paybox (GET raw query, or POST body)', async () => {
    const query = ipn('00000');
    const verdict = await provider.verifyNotification(rawGet(query));
    expect(verdict).toEqual({
      ok: true,
      eventId: 'PA7K2M9Q4X1B|601234567|00000',
      reference: 'PA7K2M9Q4X1B',
      outcome: 'paid',
      amountCents: 6273,
      providerPaymentId: '601234567',
    });
    expect(provider.notificationAnswer(verdict).status).toBe(200);
    const post = { ...formPost({}), rawBody: query };
    expect(await provider.verifyNotification(post)).toEqual(verdict);
  });

  it('rejects a tampered amount, another key, a missing or misplaced Sign', async () => {
    const query = ipn('00000');
    const tampered = query.replace('Mt=6273', 'Mt=100');
    const verdict = await provider.verifyNotification(rawGet(tampered));
    expect(verdict).toEqual({ ok: false, reason: 'bad_signature' });
    expect(provider.notificationAnswer(verdict).status).toBe(400);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = signedQuery('Mt=6273&Ref=PA7K2M9Q4X1B&Auto=X&Erreur=00000&Trans=1', other);
    expect((await provider.verifyNotification(rawGet(forged))).ok).toBe(false);
    const unsigned = query.slice(0, query.indexOf('&Sign='));
    expect((await provider.verifyNotification(rawGet(unsigned))).ok).toBe(false);
    expect((await provider.verifyNotification(rawGet(`${query}&Extra=1`))).ok).toBe(false);
    expect((await provider.verifyNotification(rawGet('Sign=%%%'))).ok).toBe(false);
    expect((await provider.verifyNotification(rawGet(''))).ok).toBe(false);
  });

  it.each([
    ['00105', 'refused', 'wrong_bank_details'], // do not honour
    ['00114', 'refused', 'wrong_bank_details'], // invalid card number
    ['00115', 'refused', 'wrong_bank_details'], // unknown issuer
    ['00151', 'refused', 'wrong_bank_details'], // insufficient funds
    ['00004', 'refused', 'wrong_bank_details'], // invalid number or CVV
    ['00133', 'refused', 'card_expiring'], // expired card
    ['00154', 'refused', 'card_expiring'], // validity date passed
    ['00117', 'cancelled', 'user_cancelled'], // "annulation client"
    ['00030', 'cancelled', 'user_cancelled'], // buyer idle > 15 min on the payment page
    ['00001', 'refused', 'technical'], // authorization centre unreachable
    ['00003', 'refused', 'technical'], // Paybox error
    ['00196', 'refused', 'technical'], // system malfunction
  ])('Erreur=%s → %s / %s', async (erreur, outcome, declineReason) => {
    const verdict = await provider.verifyNotification(rawGet(ipn(erreur)));
    expect(verdict).toMatchObject({ ok: true, outcome, declineReason, amountCents: 6273 });
    expect(payboxOutcome(erreur)).toEqual({ outcome, declineReason });
  });

  it('maps 99999 (awaiting the issuer) to pending_review; a signed nonsense is malformed', async () => {
    expect(await provider.verifyNotification(rawGet(ipn('99999')))).toMatchObject({
      ok: true,
      outcome: 'pending_review',
    });
    const noAmount = await provider.verifyNotification(rawGet(ipn('00000', { mt: 'abc' })));
    expect(noAmount).toEqual({ ok: false, reason: 'malformed' });
    expect(provider.notificationAnswer(noAmount).status).toBe(200);
  });
});
