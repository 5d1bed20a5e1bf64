/** What the account routes share: their dependencies and the signed-in session check. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import type { AccountUrls } from './accounts.service';
import type { CurrentOrderReader, SupportsReader } from './users.service';
import type { SocialClient, SocialProvider } from './social-providers.adapter';

export interface CustomerRouteDeps {
  db: Db;
  now: () => Date;
  /** Absolute links of e-mails, for the origin the request came to (or PUBLIC_URL). */
  urlsFor(request: FastifyRequest): AccountUrls & {
    newsletterConfirm(id: number, token: string, locale: Locale): string;
    home(locale: Locale): string;
    newsletter(locale: Locale): string;
    /** The back-office invitation's acceptance page, with its token. */
    staffInvitation(token: string, locale: Locale): string;
  };
  /** Cookie plumbing owned by the server (names depend on HTTPS). */
  cookies: {
    clearSession(reply: FastifyReply): void;
    favoriteToken(request: FastifyRequest): string | null;
    ensureFavoriteToken(request: FastifyRequest, reply: FastifyReply): string;
    clearFavoriteToken(reply: FastifyReply): void;
    /** The visitor's recently-viewed token (`/visits`). */
    visitToken(request: FastifyRequest): string | null;
    ensureVisitToken(request: FastifyRequest, reply: FastifyReply): string;
    clearVisitToken(reply: FastifyReply): void;
    /** The trusted-device cookie of a password login (OWASP device cookies). */
    deviceCookie(request: FastifyRequest): string | null;
    setDeviceCookie(reply: FastifyReply, value: string): void;
  };
  /** Runs a background sweep soon (the password-reset queue). */
  kick(sweep: string): void;
  favoriteOwnerHash(token: string): string;
  visitOwnerHash(token: string): string;
  /** Configured social login providers (empty: the social routes answer 404). */
  socialClients: ReadonlyMap<SocialProvider, SocialClient>;
  /** The provider's redirect URI: the `/connexion/{provider}` page of this origin. */
  socialRedirectUri(request: FastifyRequest, provider: string): string;
  /** The current cart's summary for `/auth/me?include=current_order` (the orders module's). */
  currentOrder: CurrentOrderReader;
  /** The customer's claims for `/auth/me?include=supports` (the support module's). */
  supports: SupportsReader;
}

/** The signed-in session or a 401. */
export function requireSession(request: FastifyRequest) {
  const session = request.ctx.session;
  if (!session || request.ctx.userId === null) throw new HttpError(401, 'unauthenticated');
  return { userId: request.ctx.userId, sessionId: session.sessionId };
}
