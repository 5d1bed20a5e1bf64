/**
 * Monetico Paiement (Crédit Mutuel / CIC, formerly CM-CIC p@iement): payment form version 3.0
 * and its return interface ("CGI2", server-to-server POST to the URL configured on the TPE).
 *
 * Followed:
 * - Monetico Paiement "Documentation technique" v2.0 (form version 3.0),
 *   https://www.monetico-paiement.fr/fr/info/documentations/Monetico_Paiement_documentation_technique_v2.0.pdf
 *   — return fields pp. 25–30 (`code-retour` payetest/paiement/annulation, `motifrefus`,
 *   `motifrefusautorisation`, `numauto`, `vld`, date `JJ/MM/AAAA_a_HH:MM:SS`), as transcribed
 *   field by field in public integrations (github.com/dansmaculotte/monetico-php docs/Purchase.md,
 *   src/Requests/PurchaseRequest.php, src/Responses/PurchaseResponse.php).
 * - The 3.0 seal: every field sent (or received) except `MAC`, sorted by name, `name=value`
 *   joined by `*`, HMAC-SHA1 with the "usable" key, upper-case hex.
 * - The usable key: Euro-Information's open-source kit (MoneticoPaiement_Ept.inc.php,
 *   `MoneticoPaiementHmac::_getUsableKey`; the CM-CIC v3.0 manual, 2011: "la clé … 40 caractères
 *   hexadécimaux … doit être convertie en une chaîne de 20 octets").
 * - Receipt answer: `version=2\ncdr=0\n` (MAC right) / `version=2\ncdr=1\n` (MAC wrong).
 * - `contexte_commande`: base64 of the UTF-8 JSON order context required for 3-D Secure v2
 *   (`billing`: firstName, lastName, addressLine1..3 ≤ 50, city, postalCode ≤ 10, country
 *   ISO 3166-1 alpha-2, email).
 */
import { createHmac } from 'node:crypto';
import type {
  DeclineReason,
  NotificationVerdict,
  PaymentProvider,
  PaymentRequest,
} from './provider.contract';
import {
  BAD_SIGNATURE,
  MALFORMED,
  centsToDecimal,
  formFields,
  safeEqual,
} from './provider-shared.adapter';

export const MONETICO_ACTION_URLS = {
  production: 'https://p.monetico-services.com/paiement.cgi',
  test: 'https://p.monetico-services.com/test/paiement.cgi',
} as const;

export interface MoneticoConfig {
  /** Virtual terminal number (7 characters). */
  tpe: string;
  /** The merchant key in its external form: 40 hexadecimal characters. */
  key: string;
  /** `societe` code given by Monetico. */
  companyCode: string;
  /** Form action; default production. */
  actionUrl?: string;
  /** Time zone of the `date` field (the merchant's local time). Default Europe/Paris. */
  timeZone?: string;
}

const LANGUAGES: Record<PaymentRequest['locale'], string> = {
  fr: 'FR',
  en: 'EN',
  es: 'ES',
  de: 'DE',
  it: 'IT',
  pt: 'PT',
};

/** The kit's `_getUsableKey`: 40-character external key → 20-byte operational key. */
export function moneticoUsableKey(key: string): Buffer {
  if (key.length !== 40) throw new RangeError('Monetico key must have 40 characters');
  let hex = key.slice(0, 38);
  const final = `${key.slice(38, 40)}00`;
  const first = final.charCodeAt(0);
  if (first > 70 && first < 97) hex += String.fromCharCode(first - 23) + final.charAt(1);
  else if (final.charAt(1) === 'M') hex += `${final.charAt(0)}0`;
  else hex += final.slice(0, 2);
  if (!/^[0-9a-fA-F]{40}$/.test(hex)) throw new RangeError('Monetico key is not hexadecimal');
  return Buffer.from(hex, 'hex');
}

/** Seal of a field set (MAC excluded by the caller): sorted `name=value` joined by `*`. */
function seal(usableKey: Buffer, fields: Record<string, string>): string {
  const data = Object.keys(fields)
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('*');
  return createHmac('sha1', usableKey).update(data, 'utf8').digest('hex').toUpperCase();
}

function localDate(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '00';
  return `${part('day')}/${part('month')}/${part('year')}:${part('hour')}:${part('minute')}:${part('second')}`;
}

/** Splits a street address into Monetico's address lines (≤ 50 characters, at most 3). */
function addressLines(address: string): Record<string, string> {
  const lines: string[] = [];
  let rest = address.replace(/\s+/g, ' ').trim();
  while (rest !== '' && lines.length < 3) {
    let cut = rest.length <= 50 ? rest.length : rest.lastIndexOf(' ', 50);
    if (cut <= 0) cut = 50;
    lines.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  return Object.fromEntries(lines.map((line, index) => [`addressLine${index + 1}`, line]));
}

function orderContext(request: PaymentRequest): string {
  const { customer } = request;
  const billing = {
    firstName: customer.firstname.slice(0, 45),
    lastName: customer.lastname.slice(0, 45),
    ...addressLines(customer.address),
    city: customer.city.slice(0, 50),
    postalCode: customer.postCode.slice(0, 10),
    country: customer.countryIso.toUpperCase(),
    email: request.email,
  };
  return Buffer.from(JSON.stringify({ billing }), 'utf8').toString('base64');
}

/** "62.73EUR" → 6273 ("42EUR", "62.7EUR" accepted); another currency or shape → null. */
export function parseMoneticoAmount(montant: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?EUR$/.exec(montant);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Card validity `vld` (MMYY) before the month of the transaction `date` (JJ/MM/AAAA_a_…). */
function cardExpired(vld: string | undefined, date: string): boolean {
  const card = /^(\d{2})(\d{2})$/.exec(vld ?? '');
  const day = /^\d{2}\/(\d{2})\/(\d{4})/.exec(date);
  if (!card || !day) return false;
  const cardMonth = (2000 + Number(card[2])) * 12 + Number(card[1]);
  return cardMonth < Number(day[2]) * 12 + Number(day[1]);
}

function declineReason(fields: Record<string, string>, date: string): DeclineReason {
  const motif = (fields.motifrefus ?? '').trim().toLowerCase();
  const detail = (fields.motifrefusautorisation ?? '').trim().toLowerCase();
  if (detail.includes('expir') || cardExpired(fields.vld, date)) return 'card_expiring';
  if (motif === 'appel phonie' || detail === 'refus technique' || detail === 'refus temporaire') {
    return 'technical';
  }
  // filtrage / scoring: blocked by the fraud module; 3DSecure: authentication failed;
  // Refus / Interdit: the bank declined the card.
  if (['filtrage', 'scoring', '3dsecure', 'refus', 'interdit'].includes(motif)) {
    return 'wrong_bank_details';
  }
  return 'technical';
}

export function createMoneticoProvider(config: MoneticoConfig): PaymentProvider {
  const usableKey = moneticoUsableKey(config.key);
  const action = config.actionUrl ?? MONETICO_ACTION_URLS.production;
  const timeZone = config.timeZone ?? 'Europe/Paris';

  return {
    code: 'monetico',

    async start(request) {
      if (!/^[A-Za-z0-9]{1,12}$/.test(request.reference)) {
        throw new RangeError('Monetico reference must be 1 to 12 alphanumerics');
      }
      const fields: Record<string, string> = {
        TPE: config.tpe,
        contexte_commande: orderContext(request),
        date: localDate(request.now, timeZone),
        lgue: LANGUAGES[request.locale],
        mail: request.email,
        montant: `${centsToDecimal(request.amountCents)}EUR`,
        reference: request.reference,
        societe: config.companyCode,
        'texte-libre': request.orderNumber,
        url_retour_err: request.urls.failure,
        url_retour_ok: request.urls.success,
        version: '3.0',
      };
      return {
        kind: 'form',
        action,
        method: 'POST',
        fields: { ...fields, MAC: seal(usableKey, fields) },
      };
    },

    async verifyNotification(notification): Promise<NotificationVerdict> {
      // 1. The seal: over every received field except MAC. Without a right MAC: bad_signature.
      const fields = formFields(notification);
      const mac = fields?.MAC;
      if (!fields || !mac) return BAD_SIGNATURE;
      const signed = { ...fields };
      delete signed.MAC;
      if (!safeEqual(seal(usableKey, signed), mac.toUpperCase())) return BAD_SIGNATURE;

      // 2. Authenticated: parse.
      const reference = fields.reference;
      const codeRetour = fields['code-retour'];
      const date = fields.date;
      if (!reference || !codeRetour || !date || fields.TPE !== config.tpe) return MALFORMED;
      const amountCents = parseMoneticoAmount(fields.montant ?? '');
      if (amountCents === null) return MALFORMED;
      const eventId = `${reference}|${date}|${fields.numauto || '-'}|${codeRetour}`;
      const base = { ok: true as const, eventId, reference, amountCents };
      const code = codeRetour.toLowerCase();
      if (code === 'payetest' || code === 'paiement' || /^paiement_pf[2-4]$/.test(code)) {
        return {
          ...base,
          outcome: 'paid',
          ...(fields.numauto ? { providerPaymentId: fields.numauto } : {}),
        };
      }
      if (code === 'annulation' || /^annulation_pf[2-4]$/.test(code)) {
        return { ...base, outcome: 'refused', declineReason: declineReason(fields, date) };
      }
      return MALFORMED;
    },

    notificationAnswer(verdict) {
      // cdr=0 acknowledges a message whose MAC is right (malformed means authenticated here).
      const macRight = verdict.ok || verdict.reason === 'malformed';
      return {
        status: 200,
        contentType: 'text/plain',
        body: `version=2\ncdr=${macRight ? 0 : 1}\n`,
      };
    },
  };
}
