import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formPost, paymentRequest } from './fixtures.test-helper';
import { createMoneticoProvider, moneticoUsableKey, parseMoneticoAmount } from './monetico.adapter';

/**
 * Fixtures computed by hand from the Monetico 3.0 specification: MAC = upper-case hex
 * HMAC-SHA1 over the fields (MAC excluded) sorted by name as `name=value` joined by `*`, with
 * the key in operational form (40 hex characters → 20 bytes).
 */
const KEY = '0123456789ABCDEF0123456789ABCDEF01234567'; // the manual's example key
const provider = createMoneticoProvider({ tpe: '1234567', key: KEY, companyCode: 'sellerie' });

function handMac(fields: Record<string, string>): string {
  const data = Object.keys(fields)
    .filter((name) => name !== 'MAC')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('*');
  return createHmac('sha1', Buffer.from(KEY, 'hex')).update(data).digest('hex').toUpperCase();
}

const authentification = Buffer.from(
  JSON.stringify({ protocol: '3DSecure', version: '2.2.0', status: 'authenticated' }),
).toString('base64');

/** A CGI2 return as Monetico posts it for an accepted payment. */
function cgi2(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    TPE: '1234567',
    date: '05/03/2024_a_10:09:12',
    montant: '62.73EUR',
    reference: 'PA7K2M9Q4X1B',
    'texte-libre': 'CMD-2024-00042',
    'code-retour': 'paiement',
    cvx: 'oui',
    vld: '1226',
    brand: 'VI',
    numauto: '010101',
    usage: 'credit',
    typecompte: 'particulier',
    ecard: 'non',
    originecb: 'FRA',
    bincb: '49710000',
    hpancb: '74E94B03C22D786E0F2C2CADBFC1C00B004B7C45',
    ipclient: '203.0.113.7',
    originetr: 'FRA',
    modepaiement: 'CB',
    authentification,
    ...overrides,
  };
  const defined = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return { ...defined, MAC: handMac(defined) };
}

describe('Monetico usable key', () => {
  it('is the hex-decoded key, with the kit’s fix-up of a non-hex 39th character', () => {
    expect(moneticoUsableKey(KEY).toString('hex').toUpperCase()).toBe(KEY);
    // 'G' (71) becomes chr(71 - 23) = '0'; a final 'M' becomes '0'.
    const g = `${KEY.slice(0, 38)}G7`;
    expect(moneticoUsableKey(g).toString('hex').toUpperCase()).toBe(`${KEY.slice(0, 38)}07`);
    const m = `${KEY.slice(0, 38)}3M`;
    expect(moneticoUsableKey(m).toString('hex').toUpperCase()).toBe(`${KEY.slice(0, 38)}30`);
    expect(() => moneticoUsableKey('ABC')).toThrow();
  });
});

describe('Monetico payment form 3.0', () => {
  it('posts the 3.0 fields with the MAC computed by hand', async () => {
    const start = await provider.start(paymentRequest());
    if (start.kind !== 'form') throw new Error('expected a form');
    expect(start.action).toBe('https://p.monetico-services.com/paiement.cgi');
    const { fields } = start;
    expect(fields).toMatchObject({
      TPE: '1234567',
      date: '05/03/2024:10:07:03', // Paris time
      lgue: 'FR',
      mail: 'claire.martin@example.test',
      montant: '62.73EUR',
      reference: 'PA7K2M9Q4X1B',
      societe: 'sellerie',
      'texte-libre': 'CMD-2024-00042',
      url_retour_err: 'https://shop.test/paiement/retour?ok=0',
      url_retour_ok: 'https://shop.test/paiement/retour?ok=1',
      version: '3.0',
    });
    expect(Object.keys(fields).sort()).toEqual(
      [
        'MAC',
        'TPE',
        'contexte_commande',
        'date',
        'lgue',
        'mail',
        'montant',
        'reference',
        'societe',
        'texte-libre',
        'url_retour_err',
        'url_retour_ok',
        'version',
      ].sort(),
    );
    expect(fields.MAC).toMatch(/^[0-9A-F]{40}$/);
    expect(fields.MAC).toBe(handMac(fields));
    const context = JSON.parse(Buffer.from(fields.contexte_commande!, 'base64').toString('utf8'));
    expect(context).toEqual({
      billing: {
        firstName: 'Claire',
        lastName: 'Martin',
        addressLine1: '12 rue des Tanneurs',
        city: 'Strasbourg',
        postalCode: '67000',
        country: 'FR',
        email: 'claire.martin@example.test',
      },
    });
  });

  it('formats amounts and languages per protocol; summer time; rejects a long reference', async () => {
    const start = await provider.start(
      paymentRequest({
        amountCents: 5,
        locale: 'pt',
        now: new Date('2024-07-14T22:30:00Z'),
      }),
    );
    if (start.kind !== 'form') throw new Error('expected a form');
    expect(start.fields).toMatchObject({
      montant: '0.05EUR',
      lgue: 'PT',
      date: '15/07/2024:00:30:00',
    });
    await expect(
      provider.start(paymentRequest({ reference: 'TOO-LONG-REFERENCE' })),
    ).rejects.toThrow();
  });
});

describe('Monetico return interface (CGI2)', () => {
  it('accepts a payment whose MAC is right and acknowledges with cdr=0', async () => {
    const verdict = await provider.verifyNotification(formPost(cgi2()));
    expect(verdict).toEqual({
      ok: true,
      eventId: 'PA7K2M9Q4X1B|05/03/2024_a_10:09:12|010101|paiement',
      reference: 'PA7K2M9Q4X1B',
      outcome: 'paid',
      amountCents: 6273,
      providerPaymentId: '010101',
    });
    expect(provider.notificationAnswer(verdict)).toEqual({
      status: 200,
      contentType: 'text/plain',
      body: 'version=2\ncdr=0\n',
    });
    const sandbox = await provider.verifyNotification(
      formPost(cgi2({ 'code-retour': 'payetest' })),
    );
    expect(sandbox).toMatchObject({ ok: true, outcome: 'paid' });
  });

  it('answers bad_signature and cdr=1 for a tampered field, a foreign key or no MAC', async () => {
    const tampered = { ...cgi2(), montant: '0.01EUR' };
    const verdict = await provider.verifyNotification(formPost(tampered));
    expect(verdict).toEqual({ ok: false, reason: 'bad_signature' });
    expect(provider.notificationAnswer(verdict).body).toBe('version=2\ncdr=1\n');
    const added = { ...cgi2(), motifrefus: '' };
    expect((await provider.verifyNotification(formPost(added))).ok).toBe(false);
    const { MAC: _mac, ...unsigned } = cgi2();
    expect(await provider.verifyNotification(formPost(unsigned))).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const lowerCaseMac = cgi2();
    lowerCaseMac.MAC = lowerCaseMac.MAC!.toLowerCase();
    expect((await provider.verifyNotification(formPost(lowerCaseMac))).ok).toBe(true);
  });

  it.each([
    [{ motifrefus: 'filtrage', filtragecause: '4' }, 'wrong_bank_details'],
    [{ motifrefus: '3DSecure' }, 'wrong_bank_details'],
    [{ motifrefus: 'scoring' }, 'wrong_bank_details'],
    [{ motifrefus: 'Refus', motifrefusautorisation: 'Refus emetteur' }, 'wrong_bank_details'],
    [{ motifrefus: 'Interdit' }, 'wrong_bank_details'],
    [{ motifrefus: 'Refus', vld: '0124' }, 'card_expiring'],
    [{ motifrefus: 'Refus', motifrefusautorisation: 'Carte expiree' }, 'card_expiring'],
    [{ motifrefus: 'Appel Phonie' }, 'technical'],
    [{ motifrefus: 'Refus', motifrefusautorisation: 'Refus technique' }, 'technical'],
    [{ motifrefus: 'Refus', motifrefusautorisation: 'Refus temporaire' }, 'technical'],
    [{ motifrefus: 'quelque chose de nouveau' }, 'technical'],
  ])('refusal %o → %s', async (motif, declineReason) => {
    const fields = cgi2({ 'code-retour': 'Annulation', numauto: undefined, ...motif });
    const verdict = await provider.verifyNotification(formPost(fields));
    expect(verdict).toEqual({
      ok: true,
      eventId: 'PA7K2M9Q4X1B|05/03/2024_a_10:09:12|-|Annulation',
      reference: 'PA7K2M9Q4X1B',
      outcome: 'refused',
      amountCents: 6273,
      declineReason,
    });
    expect(provider.notificationAnswer(verdict).body).toBe('version=2\ncdr=0\n');
  });

  it('parses amounts; a signed but unusable message is malformed (still cdr=0)', async () => {
    expect(parseMoneticoAmount('62.73EUR')).toBe(6273);
    expect(parseMoneticoAmount('42EUR')).toBe(4200);
    expect(parseMoneticoAmount('62.7EUR')).toBe(6270);
    expect(parseMoneticoAmount('0.05EUR')).toBe(5);
    expect(parseMoneticoAmount('62,73EUR')).toBeNull();
    expect(parseMoneticoAmount('62.73USD')).toBeNull();
    expect(parseMoneticoAmount('62.734EUR')).toBeNull();
    const dollars = await provider.verifyNotification(formPost(cgi2({ montant: '62.73USD' })));
    expect(dollars).toEqual({ ok: false, reason: 'malformed' });
    expect(provider.notificationAnswer(dollars).body).toBe('version=2\ncdr=0\n');
    const odd = await provider.verifyNotification(formPost(cgi2({ 'code-retour': 'bizarre' })));
    expect(odd).toEqual({ ok: false, reason: 'malformed' });
    const amount = await provider.verifyNotification(formPost(cgi2({ montant: '42EUR' })));
    expect(amount).toMatchObject({ ok: true, amountCents: 4200 });
  });

  it('never throws on garbage', async () => {
    const garbage = { method: 'POST' as const, query: {}, body: null, rawBody: '', headers: {} };
    expect(await provider.verifyNotification(garbage)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const repeated = {
      ...garbage,
      rawBody: 'MAC=AA&MAC=BB&reference=X',
    };
    expect((await provider.verifyNotification(repeated)).ok).toBe(false);
  });
});
