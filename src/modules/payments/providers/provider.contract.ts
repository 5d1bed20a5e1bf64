/**
 * The one interface every payment provider adapter implements (pure protocol code: no database,
 * no clock reads — `now` comes in —, HTTP only through an injected `fetch`).
 *
 * Rules shared by every adapter (GUIDE.md "Payments exactly once"):
 * - `verifyNotification` authenticates FIRST (MAC, RSA signature, or a call to the provider's
 *   own API), then parses. It never throws: a message that cannot be authenticated (no or wrong
 *   signature, verification service unreachable) is `bad_signature`; an authenticated message
 *   that carries no usable payment outcome is `malformed`.
 * - `eventId` is the provider's identity of the event: store it under a unique key
 *   (provider, eventId) before acting, in the same transaction as the action.
 * - The customer's browser return never changes an order by itself: only verified
 *   notifications (or authenticated server-to-server calls such as PayPal's capture) do.
 * - Amounts are integer cents (EUR) in and out; each adapter formats them per protocol.
 */
export type PaymentProviderCode =
  'offline' | 'monetico' | 'paybox' | 'paypal' | 'limonetik_3x' | 'limonetik_4x';

export interface PaymentRequest {
  /** Our payment attempt reference sent to the provider (unique per attempt, ≤ 12 alphanumerics for Monetico). */
  reference: string;
  orderNumber: string;
  amountCents: number; // EUR
  email: string;
  locale: 'fr' | 'en' | 'es' | 'de' | 'it' | 'pt';
  customer: {
    firstname: string;
    lastname: string;
    address: string;
    postCode: string;
    city: string;
    countryIso: string;
    phone: string | null;
  };
  urls: { success: string; failure: string; cancel: string; notify: string };
  now: Date;
}

export type PaymentStart =
  | { kind: 'redirect'; url: string; providerPaymentId?: string }
  | { kind: 'form'; action: string; method: 'POST'; fields: Record<string, string> };

/**
 * The provider's HTTP call as received.
 * - `rawBody`: the request body exactly as received. For a GET notification, the route passes
 *   the raw query string (the part after `?`, undecoded): Paybox signs those exact bytes.
 * - `headers`: lower-case names (as Node gives them).
 */
export interface IncomingNotification {
  method: 'GET' | 'POST';
  query: Record<string, string>;
  body: Record<string, string> | unknown;
  rawBody: string;
  headers: Record<string, string | undefined>;
}

export type PaymentOutcome = 'paid' | 'refused' | 'cancelled' | 'pending_review';

export type DeclineReason = 'user_cancelled' | 'wrong_bank_details' | 'card_expiring' | 'technical';

export type NotificationVerdict =
  | { ok: false; reason: 'bad_signature' | 'malformed' }
  | {
      ok: true;
      /** Provider's unique id of this event (idempotency key). */
      eventId: string;
      reference: string;
      outcome: PaymentOutcome;
      amountCents: number | null;
      declineReason?: DeclineReason;
      providerPaymentId?: string;
      /**
       * The provider holds the buyer's approval but has not moved the money yet: the shop
       * must call the adapter's capture step (PayPal `capture(providerPaymentId)` on
       * CHECKOUT.ORDER.APPROVED, outcome `pending_review`; Limonetik `charge(...)` on an
       * `Authorized` credit, outcome `paid` because the credit provider guarantees the funds).
       */
      captureRequired?: boolean;
    };

export interface PaymentProvider {
  code: PaymentProviderCode;
  /** Rejects (Error) when the provider refuses to open the payment or cannot be reached. */
  start(request: PaymentRequest): Promise<PaymentStart>;
  /** Verifies the signature FIRST, then parses. */
  verifyNotification(notification: IncomingNotification): Promise<NotificationVerdict>;
  /** What the provider expects as the HTTP answer to its notification (Monetico: `version=2\ncdr=0\n`). */
  notificationAnswer(verdict: NotificationVerdict): {
    status: number;
    contentType: string;
    body: string;
  };
  /** `reference` identifies the refund (unique per refund): it is the idempotency key where supported. */
  refund?(input: {
    reference: string;
    providerPaymentId?: string;
    amountCents: number;
    now: Date;
  }): Promise<{ ok: boolean; providerRefundId?: string; error?: string }>;
}
