/**
 * Paybox System (Verifone; Up2pay e-Transactions of Crédit Agricole speaks the same protocol):
 * an auto-submitted form to MYchoix_pagepaiement.cgi, and the IPN (PBX_REPONDRE_A).
 *
 * THE ORDER IS VALIDATED ONLY BY THE IPN (server-to-server call to PBX_REPONDRE_A, signed by
 * Paybox), NEVER BY THE BROWSER REDIRECT to PBX_EFFECTUE/REFUSE/ANNULE/ATTENTE: Paybox itself
 * warns that PBX_EFFECTUE "n'est pas sécurisée … et n'est pas garantie comme étant lancée".
 *
 * Followed:
 * - Paybox integrator documentation, "La solution Paybox System — Gestion de la réponse",
 *   https://www.paybox.com/espace-integrateur-documentation/la-solution-paybox-system/gestion-de-la-reponse/
 *   and "Dictionnaire des données — Codes réponses",
 *   http://www1.paybox.com/espace-integrateur-documentation/dictionnaire-des-donnees/codes-reponses/
 * - Paybox System integration manual (ManuelIntegrationPayboxSystem V6+): PBX_HMAC = upper-case
 *   hex HMAC(PBX_HASH) of the `name=value&…` string of every field in the order sent, keyed by
 *   the hex-decoded secret; PBX_TIME ISO 8601; PBX_TOTAL in cents (3 to 10 digits); PBX_DEVISE
 *   978; PBX_RETOUR `name:letter;…` with the signature K last; the signature is RSA-SHA1
 *   (PKCS#1 v1.5) by Paybox's private key over the URL-encoded data preceding `&Sign=`, itself
 *   base64 then URL-encoded; error codes 00000, 00001, 00003…00040, 001xx (authorization
 *   centre answer xx), 99999. Codes and labels cross-checked with public integrations
 *   (entrouvert eopayment `paybox.py`, thislg/payum-paybox `PayboxRetour.php`).
 * - 3-D Secure v2 fields PBX_SHOPPINGCART / PBX_BILLING (XML; CountryCode ISO 3166-1 numeric),
 *   as sent by the Up2pay e-Transactions modules.
 *
 * IPN input: `rawBody` must hold the raw query string (GET) or form body (POST) as received —
 * the signature covers those exact bytes.
 */
import { createHmac, createPublicKey, verify, type KeyObject } from 'node:crypto';
import type {
  DeclineReason,
  NotificationVerdict,
  PaymentOutcome,
  PaymentProvider,
  PaymentRequest,
} from './provider.contract';
import { BAD_SIGNATURE, MALFORMED, assertCents } from './provider-shared.adapter';

export const PAYBOX_ACTION_URLS = {
  production: 'https://tpeweb.paybox.com/cgi/MYchoix_pagepaiement.cgi',
  productionBackup: 'https://tpeweb1.paybox.com/cgi/MYchoix_pagepaiement.cgi',
  preproduction: 'https://preprod-tpeweb.paybox.com/cgi/MYchoix_pagepaiement.cgi',
  etransactions: 'https://tpeweb.e-transactions.fr/cgi/MYchoix_pagepaiement.cgi',
  etransactionsPreproduction:
    'https://preprod-tpeweb.e-transactions.fr/cgi/MYchoix_pagepaiement.cgi',
} as const;

/** Variables Paybox returns to the IPN; the signature K must be last. */
export const PAYBOX_RETOUR = 'Mt:M;Ref:R;Auto:A;Erreur:E;Trans:S;Sign:K';

export interface PayboxConfig {
  site: string; // PBX_SITE, 7 digits
  rang: string; // PBX_RANG
  identifiant: string; // PBX_IDENTIFIANT
  /** HMAC secret key from the back office, hexadecimal (128 characters). */
  hmacKeyHex: string;
  /** Paybox's public key (PEM, "pubkey.pem") verifying the IPN signature. */
  publicKeyPem: string;
  /** Form action; default Paybox production. */
  actionUrl?: string;
}

const LANGUAGES: Record<PaymentRequest['locale'], string> = {
  fr: 'FRA',
  en: 'GBR',
  es: 'ESP',
  de: 'DEU',
  it: 'ITA',
  pt: 'PRT',
};

/** ISO 3166-1 alpha-2 → numeric for PBX_BILLING (shipping countries; unknown → France 250). */
const COUNTRY_NUMERIC = new Map(
  (
    'AD020 AT040 BE056 BG100 CA124 CH756 CY196 CZ203 DE276 DK208 EE233 ES724 FI246 FR250 ' +
    'GB826 GF254 GP312 GR300 HR191 HU348 IE372 IS352 IT380 LI438 LT440 LU442 LV428 MC492 ' +
    'MQ474 MT470 NL528 NO578 PL616 PT620 RE638 RO642 SE752 SI705 SK703 US840'
  )
    .split(' ')
    .map((entry) => [entry.slice(0, 2), entry.slice(2)] as const),
);

function xml(value: string, max: number): string {
  return value
    .slice(0, max)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function billingXml(request: PaymentRequest): string {
  const { customer } = request;
  const country = COUNTRY_NUMERIC.get(customer.countryIso.toUpperCase()) ?? '250';
  return (
    '<?xml version="1.0" encoding="utf-8"?><Billing><Address>' +
    `<FirstName>${xml(customer.firstname, 30)}</FirstName>` +
    `<LastName>${xml(customer.lastname, 30)}</LastName>` +
    `<Address1>${xml(customer.address, 50)}</Address1>` +
    `<ZipCode>${xml(customer.postCode, 16)}</ZipCode>` +
    `<City>${xml(customer.city, 50)}</City>` +
    `<CountryCode>${country}</CountryCode>` +
    '</Address></Billing>'
  );
}

/** "2024-03-05T09:07:03+00:00" (ISO 8601, UTC). */
function isoTime(now: Date): string {
  return `${now.toISOString().slice(0, 19)}+00:00`;
}

/** Upper-case hex HMAC-SHA512 over `name=value&…` in field order, keyed by the binary secret. */
export function payboxHmac(hmacKeyHex: string, fields: [string, string][]): string {
  const data = fields.map(([name, value]) => `${name}=${value}`).join('&');
  return createHmac('sha512', Buffer.from(hmacKeyHex, 'hex'))
    .update(data, 'utf8')
    .digest('hex')
    .toUpperCase();
}

const CARD_EXPIRED = new Set(['00008', '00133', '00154']);
const USER_CANCELLED = new Set(['00117', '00030']);
const TECHNICAL = new Set(
  (
    '00001 00003 00006 00009 00010 00011 00015 00016 00031 00032 00103 00113 00119 00120 ' +
    '00124 00125 00126 00127 00128 00129 00130 00131 00168 00190 00191 00194 00196 00197 ' +
    '00198 00199'
  ).split(' '),
);

/** Paybox error code → outcome (+ decline reason). */
export function payboxOutcome(erreur: string): {
  outcome: PaymentOutcome;
  declineReason?: DeclineReason;
} {
  if (erreur === '00000') return { outcome: 'paid' };
  if (erreur === '99999') return { outcome: 'pending_review' };
  if (USER_CANCELLED.has(erreur)) return { outcome: 'cancelled', declineReason: 'user_cancelled' };
  if (CARD_EXPIRED.has(erreur)) return { outcome: 'refused', declineReason: 'card_expiring' };
  if (TECHNICAL.has(erreur)) return { outcome: 'refused', declineReason: 'technical' };
  // 001xx refused by the card's bank (do not honour, invalid number, lost/stolen, funds…),
  // 00004 invalid number/CVV, 00021 card not allowed, 00029, 00033 country, 00040 no 3-DS.
  if (/^001\d\d$/.test(erreur) || ['00004', '00021', '00029', '00033', '00040'].includes(erreur)) {
    return { outcome: 'refused', declineReason: 'wrong_bank_details' };
  }
  return { outcome: 'refused', declineReason: 'technical' };
}

export function createPayboxProvider(config: PayboxConfig): PaymentProvider {
  if (!/^([0-9a-fA-F]{2})+$/.test(config.hmacKeyHex)) {
    throw new Error('Paybox HMAC key must be hexadecimal');
  }
  const publicKey: KeyObject = createPublicKey(config.publicKeyPem);
  const action = config.actionUrl ?? PAYBOX_ACTION_URLS.production;

  return {
    code: 'paybox',

    async start(request) {
      assertCents(request.amountCents);
      const fields: [string, string][] = [
        ['PBX_SITE', config.site],
        ['PBX_RANG', config.rang],
        ['PBX_IDENTIFIANT', config.identifiant],
        ['PBX_TOTAL', String(request.amountCents).padStart(3, '0')],
        ['PBX_DEVISE', '978'],
        ['PBX_CMD', request.reference],
        ['PBX_PORTEUR', request.email],
        ['PBX_RETOUR', PAYBOX_RETOUR],
        ['PBX_EFFECTUE', request.urls.success],
        ['PBX_REFUSE', request.urls.failure],
        ['PBX_ANNULE', request.urls.cancel],
        ['PBX_ATTENTE', request.urls.success], // 99999 (pending): the success page says so
        ['PBX_REPONDRE_A', request.urls.notify],
        ['PBX_LANGUE', LANGUAGES[request.locale]],
        [
          'PBX_SHOPPINGCART',
          '<?xml version="1.0" encoding="utf-8"?><shoppingcart><total><totalQuantity>1</totalQuantity></total></shoppingcart>',
        ],
        ['PBX_BILLING', billingXml(request)],
        ['PBX_HASH', 'SHA512'],
        ['PBX_TIME', isoTime(request.now)],
      ];
      const hmac = payboxHmac(config.hmacKeyHex, fields);
      return {
        kind: 'form',
        action,
        method: 'POST',
        fields: Object.fromEntries([...fields, ['PBX_HMAC', hmac]]),
      };
    },

    async verifyNotification(notification): Promise<NotificationVerdict> {
      // 1. RSA-SHA1 signature of the exact bytes preceding `&Sign=` (Sign must be last).
      const raw = notification.rawBody.trim().replace(/^\?/, '');
      const at = raw.lastIndexOf('&Sign=');
      if (at <= 0) return BAD_SIGNATURE;
      const data = raw.slice(0, at);
      const encoded = raw.slice(at + '&Sign='.length);
      if (encoded === '' || encoded.includes('&')) return BAD_SIGNATURE;
      let valid = false;
      try {
        const signature = Buffer.from(decodeURIComponent(encoded), 'base64');
        valid = verify('sha1', Buffer.from(data, 'utf8'), publicKey, signature);
      } catch {
        valid = false;
      }
      if (!valid) return BAD_SIGNATURE;

      // 2. Authenticated: parse the signed variables only.
      const fields = new URLSearchParams(data);
      const reference = fields.get('Ref');
      const erreur = fields.get('Erreur');
      const amount = fields.get('Mt');
      if (
        !reference ||
        !erreur ||
        !/^\d{5}$/.test(erreur) ||
        !amount ||
        !/^\d{1,10}$/.test(amount)
      ) {
        return MALFORMED;
      }
      const trans = fields.get('Trans') || '-';
      const auto = fields.get('Auto');
      const { outcome, declineReason } = payboxOutcome(erreur);
      return {
        ok: true,
        eventId: `${reference}|${trans}|${erreur}`,
        reference,
        outcome,
        amountCents: Number(amount),
        ...(declineReason ? { declineReason } : {}),
        ...(trans !== '-' ? { providerPaymentId: trans } : auto ? { providerPaymentId: auto } : {}),
      };
    },

    notificationAnswer(verdict) {
      // Paybox only needs an HTTP 200 for a message it signed; a forged one gets a 400.
      return verdict.ok || verdict.reason === 'malformed'
        ? { status: 200, contentType: 'text/plain', body: '' }
        : { status: 400, contentType: 'text/plain', body: 'bad signature' };
    },
  };
}
