/**
 * Limonetik — payment in 3 or 4 instalments (credit providers reached through Limonetik's
 * payment pages). REST API V40, JSON, `Authorization: Basic <API key as issued by Limonetik>`.
 *
 * What was found and followed (Limonetik's own reference, docs.limonetik.com/v1.0/reference,
 * is not in the stored corpus; these public clients mirror it):
 * - Base URLs `https://api.limonetik.com/Rest/V40/` and `https://api.limonetikqualif.com/Rest/V40/`
 *   (test), operations PaymentOrder/Create, PaymentOrder/Detail?Id=…, PaymentOrder/Charge,
 *   PaymentOrder/Refund, ReturnCode 1000 = success (2000 invalid data, 2500 not allowed,
 *   3000 refused, 5000/5050 remote errors, 9401/9403/9404…), statuses Created,
 *   Payment_In_Progress, Authorizing, Authorized, Charged, Refused, Aborted, Cancelled, Error,
 *   Refunded — github.com/winzou/limonetik-php-api `src/APIClient.php`,
 *   github.com/winzou/payum-limonetik `src/Action/StatusAction.php`.
 * - Create body { PaymentOrder: { MerchantId, PaymentPageId, Amount (decimal, 2 places),
 *   Currency, MerchantUrls { ReturnUrl, AbortedUrl, ErrorUrl, ServerNotificationUrl },
 *   MerchantOrder { Id ≤ 20, TotalAmount, Currency, Customer { FirstName, LastName, Email,
 *   MobilePhone, Culture }, BillingAddress { … } } } } → { ReturnCode, PaymentOrderId,
 *   PaymentPageUrl } — github.com/AClerbois/Ingenico.Limonetik.Proxy `Contracts/*`, whose
 *   MerchantUrls doc says: on return, check the status with PaymentOrder/Detail "for security
 *   reasons" unless the server-to-server notification has arrived.
 *
 * NOT FOUND: the exact body of Limonetik's server-to-server notification and any signature on
 * it. Minimal protocol used here, on purpose independent of that body: the notification only
 * tells us WHICH payment order changed (`PaymentOrderId`, or `Id`, read from the query, a form
 * body or a JSON body); the verdict comes from an authenticated PaymentOrder/Detail call with
 * our API key (so a forged notification can only make us re-read Limonetik's truth), checked
 * against our MerchantId. eventId = `<PaymentOrderId>:<Status>` (each status change is one event).
 * Outcomes: Charged → paid; Authorized → paid + captureRequired (the credit is granted; call
 * `charge`); Authorizing, Created, Payment_In_Progress → pending_review (the credit provider is
 * reviewing the application); Refused → refused; Error → refused/technical; Aborted →
 * cancelled/user_cancelled; Cancelled → cancelled; anything else (Refunded…) → malformed.
 */
import type {
  IncomingNotification,
  NotificationVerdict,
  PaymentOutcome,
  PaymentProvider,
  PaymentRequest,
} from './provider.contract';
import {
  BAD_SIGNATURE,
  MALFORMED,
  centsToDecimal,
  decimalToCents,
  dig,
  formFields,
  isRecord,
  readJson,
  str,
  type FetchLike,
} from './provider-shared.adapter';

export const LIMONETIK_BASE_URLS = {
  production: 'https://api.limonetik.com/Rest/V40',
  qualification: 'https://api.limonetikqualif.com/Rest/V40',
} as const;

export interface LimonetikConfig {
  code: 'limonetik_3x' | 'limonetik_4x';
  merchantId: string;
  /** The key for `Authorization: Basic …`, exactly as Limonetik issues it. */
  apiKey: string;
  /** Payment page of the 3x / 4x offer, as configured by Limonetik for this merchant. */
  paymentPageId: string;
  environment: 'production' | 'qualification';
  baseUrl?: string;
  fetch: FetchLike;
}

export interface LimonetikProvider extends PaymentProvider {
  /** Collects an Authorized credit (PaymentOrder/Charge). */
  charge(input: {
    paymentOrderId: string;
    amountCents: number;
  }): Promise<{ ok: boolean; error?: string }>;
}

const CULTURES: Record<PaymentRequest['locale'], string> = {
  fr: 'fr-FR',
  en: 'en-GB',
  es: 'es-ES',
  de: 'de-DE',
  it: 'it-IT',
  pt: 'pt-PT',
};

type Mapped = Pick<
  Extract<NotificationVerdict, { ok: true }>,
  'outcome' | 'declineReason' | 'captureRequired'
>;

const OUTCOMES = new Map<string, Mapped>(
  Object.entries({
    Charged: { outcome: 'paid' },
    Authorized: { outcome: 'paid', captureRequired: true },
    Authorizing: { outcome: 'pending_review' },
    Created: { outcome: 'pending_review' },
    Payment_In_Progress: { outcome: 'pending_review' },
    Refused: { outcome: 'refused' },
    Error: { outcome: 'refused', declineReason: 'technical' },
    Aborted: { outcome: 'cancelled', declineReason: 'user_cancelled' },
    Cancelled: { outcome: 'cancelled' },
  } satisfies Record<string, Mapped>),
);

const SUCCESS = 1000;

/** Limonetik amounts are 2-decimal JSON numbers (62.73): `toFixed(2)` gives the exact decimal. */
function decimalAmountToCents(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return decimalToCents(value.toFixed(2));
  if (typeof value === 'string') return decimalToCents(value);
  return null;
}

function paymentOrderIdOf(notification: IncomingNotification): string | null {
  let candidate: unknown;
  const raw = notification.rawBody.trim();
  if (raw.startsWith('{')) {
    try {
      const json: unknown = JSON.parse(raw);
      candidate = dig(json, 'PaymentOrderId') ?? dig(json, 'Id') ?? dig(json, 'PaymentOrder', 'Id');
    } catch {
      candidate = undefined;
    }
  } else if (isRecord(notification.body) && !raw) {
    candidate = notification.body.PaymentOrderId ?? notification.body.Id;
  }
  if (candidate === undefined) {
    const fields = formFields(notification);
    candidate = fields?.PaymentOrderId ?? fields?.Id;
  }
  const id = typeof candidate === 'number' ? String(candidate) : candidate;
  return typeof id === 'string' && /^\d{1,20}$/.test(id) ? id : null;
}

export function createLimonetikProvider(config: LimonetikConfig): LimonetikProvider {
  const base = (config.baseUrl ?? LIMONETIK_BASE_URLS[config.environment]).replace(/\/$/, '');
  const headers = {
    authorization: `Basic ${config.apiKey}`,
    accept: 'application/json',
    'content-type': 'application/json; charset=utf-8',
  };

  async function post(operation: string, payload: unknown): Promise<unknown> {
    const response = await config.fetch(`${base}/${operation}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
    });
    return readJson(response);
  }

  const failure = (json: unknown) =>
    `${String(dig(json, 'ReturnCode') ?? 'no ReturnCode')} ${str(dig(json, 'ReturnMessage')) ?? ''}`.trim();

  async function operation(name: 'Charge' | 'Refund', id: string, cents: number) {
    if (!/^\d{1,20}$/.test(id)) return { ok: false, error: 'INVALID_PAYMENT_ORDER_ID' };
    try {
      const amount = Number(centsToDecimal(cents));
      const json = await post(`PaymentOrder/${name}`, {
        PaymentOrderId: Number(id),
        [`${name}Amount`]: amount,
        Currency: 'EUR',
      });
      return dig(json, 'ReturnCode') === SUCCESS
        ? { ok: true }
        : { ok: false, error: failure(json) };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : 'Limonetik unreachable' };
    }
  }

  return {
    code: config.code,

    async start(request) {
      const amount = Number(centsToDecimal(request.amountCents));
      const { customer } = request;
      const json = await post('PaymentOrder/Create', {
        PaymentOrder: {
          MerchantId: config.merchantId,
          PaymentPageId: config.paymentPageId,
          Amount: amount,
          Currency: 'EUR',
          MerchantUrls: {
            ReturnUrl: request.urls.success,
            AbortedUrl: request.urls.cancel,
            ErrorUrl: request.urls.failure,
            ServerNotificationUrl: request.urls.notify,
          },
          MerchantOrder: {
            Id: request.reference,
            TotalAmount: amount,
            Currency: 'EUR',
            RawCustom1: request.orderNumber,
            Customer: {
              FirstName: customer.firstname,
              LastName: customer.lastname,
              Email: request.email,
              ...(customer.phone ? { MobilePhone: customer.phone } : {}),
              Culture: CULTURES[request.locale],
            },
            BillingAddress: {
              FirstName: customer.firstname,
              LastName: customer.lastname,
              Address1: customer.address,
              ZipCode: customer.postCode,
              City: customer.city,
              Country: customer.countryIso.toUpperCase(),
            },
          },
        },
      });
      const id = dig(json, 'PaymentOrderId');
      const url = str(dig(json, 'PaymentPageUrl'));
      if (
        dig(json, 'ReturnCode') !== SUCCESS ||
        (typeof id !== 'number' && typeof id !== 'string') ||
        !url
      ) {
        throw new Error(`Limonetik PaymentOrder/Create failed: ${failure(json)}`);
      }
      return { kind: 'redirect', url, providerPaymentId: String(id) };
    },

    async verifyNotification(notification): Promise<NotificationVerdict> {
      const id = paymentOrderIdOf(notification);
      if (!id) return MALFORMED;
      // Authentication: Limonetik's own answer to our authenticated request.
      let order: unknown;
      try {
        const response = await config.fetch(`${base}/PaymentOrder/Detail?Id=${id}`, {
          method: 'GET',
          headers,
        });
        const json = await readJson(response);
        if (!response.ok || dig(json, 'ReturnCode') !== SUCCESS) return BAD_SIGNATURE;
        order = dig(json, 'PaymentOrder');
      } catch {
        return BAD_SIGNATURE; // not verifiable now: answered non-2xx so that it comes again
      }
      const merchantId = dig(order, 'MerchantId');
      if (merchantId !== undefined && String(merchantId) !== config.merchantId)
        return BAD_SIGNATURE;
      const detailId = dig(order, 'Id');
      if (detailId !== undefined && String(detailId) !== id) return BAD_SIGNATURE;

      const status = str(dig(order, 'Status'));
      const reference = str(dig(order, 'MerchantOrder', 'Id'));
      const mapped = status ? OUTCOMES.get(status) : undefined;
      if (!status || !reference || !mapped) return MALFORMED;
      if (dig(order, 'Currency') !== undefined && dig(order, 'Currency') !== 'EUR')
        return MALFORMED;
      const outcome: PaymentOutcome = mapped.outcome;
      return {
        ...mapped,
        outcome,
        ok: true,
        eventId: `${id}:${status}`,
        reference,
        amountCents: decimalAmountToCents(dig(order, 'Amount')),
        providerPaymentId: id,
      };
    },

    notificationAnswer(verdict) {
      return verdict.ok || verdict.reason === 'malformed'
        ? { status: 200, contentType: 'text/plain', body: 'OK' }
        : { status: 503, contentType: 'text/plain', body: 'not verified' };
    },

    charge: (input) => operation('Charge', input.paymentOrderId, input.amountCents),

    async refund(input) {
      return operation('Refund', input.providerPaymentId ?? '', input.amountCents);
    },
  };
}
