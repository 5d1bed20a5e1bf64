/**
 * What the Fastify server hands to every loader and action (`getLoadContext` in
 * src/server/ssr.ts). Loaders read data through module functions with `context.database.db`.
 */
import type { Database } from '../db/client';
import type { AccountUrls, RequestUsers, SocialDeps, UserDto } from '../modules/customers';
import type { FileStorage } from '../modules/media';
import type { PlateLookup } from '../modules/vehicles';
import type { RequestSession } from '../shared/http';

declare module 'react-router' {
  interface AppLoadContext {
    database: Database;
    /** Demo or production (docs/decisions/019-demo-and-production-modes.md). */
    shopMode: 'demo' | 'production';
    /** Whether mail lands in the development mailbox (/dev/mailbox), demo mode only. */
    devMailbox: boolean;
    /** Per-request CSP nonce (base64), also sent in the Content-Security-Policy header. */
    cspNonce: string;
    requestId: string;
    /**
     * Hands a loader, action or render error to the server (entry.server's handleError), which
     * answers 503 instead of 500 when the database was stalled (docs/decisions/021).
     */
    reportError?: (error: unknown) => void;
    /** ISO 3166-1 alpha-2 country of the visitor (geo-IP or choice), FR by default. */
    country: string;
    /**
     * Memo of reference data shared by all requests for ~30 s (menus, domains, brands,
     * layout texts). The key must name everything the value depends on, e.g. the locale.
     */
    cached: <T>(key: string, load: () => Promise<T>) => Promise<T>;
    /** The file storage: back-office pictures sent from a plain form (absent in page tests). */
    storage?: FileStorage;
    /** Plate-to-vehicle lookup (the plate search form without JavaScript). */
    plateLookup: PlateLookup;
    /** Intra-EU VAT number check of PRO companies (decision 047). */
    vatChecker: import('../modules/customers').VatChecker;
    /** The signed-in session (auth cookie), null for visitors. */
    session: RequestSession | null;
    /** The shop's clock (injectable in tests). */
    now: () => Date;
    /**
     * Client address and browser, recorded on sessions and used by the login throttle, and the
     * trusted-device cookie a password login checks.
     */
    client: { ip: string; userAgent?: string; device?: string | null };
    /** Set-Cookie values for the auth, administrator and favorite cookies of this request. */
    authCookies: {
      secure: boolean;
      sessionCookie(token: string, expiresAt: Date, now?: Date): string;
      clearSessionCookie(): string;
      adminCookie(token: string, expiresAt: Date, now?: Date): string;
      clearAdminCookie(): string;
      clearFavoriteCookie(): string;
      oauthStateCookie(state: string, maxAgeSeconds: number): string;
      deviceCookie(value: string): string;
    };
    /**
     * The signed-in customer's record, read once per request however many loaders ask (the
     * root loader for the header and an account page for its content run side by side).
     */
    viewer(): Promise<UserDto | null>;
    /**
     * Users' rows for the back office's permission checks, each read once in this request
     * (the layout, the loader and the action all check); never shared between requests.
     */
    users: RequestUsers;
    /** The raw token of `session` (auth cookie): what an administrator's cookie keeps. */
    sessionToken: string | null;
    /** The administrator's own token while they act as a customer (admin cookie), else null. */
    adminToken: string | null;
    /** The visitor's favorite token (cookie), hashed as the favorites table stores it. */
    favoriteOwnerHash: string | null;
    /** A visitor's first favorite: a new token's owner hash and the Set-Cookie carrying it. */
    issueFavoriteToken(): { ownerHash: string; setCookie: string };
    /**
     * The visitor's cart (order-token cookie): its owner hash (null when there is none or when
     * signed in: a customer's cart is found by their id), a new token for a first cart with
     * the Set-Cookie that carries it, and the cookie's removal.
     */
    cart: {
      ownerHash: string | null;
      issue(): { ownerHash: string; setCookie: string };
      clearCookie(): string;
    };
    /**
     * Starts paying a placed order online (the customer's own): what the browser does next —
     * a redirect to the gateway or a form to post to it (src/modules/payments).
     */
    payments: {
      /** Which gateways take payments (the same as the API's). */
      setup: import('../modules/orders').PaymentSetup;
      start(userId: number, orderId: number): Promise<import('../modules/payments').PaymentStart>;
      /** Back office: gives money back through the gateway that took it (refunds.service.ts). */
      refund(
        orderId: number,
        input: { amount_cents: number; reason: string },
        /** Who decided it (the audit log's actor). */
        actorUserId?: number | null,
      ): Promise<import('../modules/payments').RefundCents>;
    };
    /** The carrier's relay point search (the same as the API's). */
    relayPoints: import('../modules/shipping').RelayPointFinder;
    /** Social login: configured providers, and what the `/connexion/{provider}` page needs. */
    social: { providers: string[]; deps: SocialDeps; redirectUri(provider: string): string };
    /** Absolute links for account e-mails. */
    accountUrls: AccountUrls &
      import('../modules/questions').QuestionUrls & {
        home(locale: import('../shared/locale').Locale): string;
        /** The contact e-mails' links (decision 052). */
        shop(locale: import('../shared/locale').Locale): string;
        contactMessage(id: number): string;
        newsletterConfirm(
          id: number,
          token: string,
          locale: import('../shared/locale').Locale,
        ): string;
      };
  }
}

export {};
