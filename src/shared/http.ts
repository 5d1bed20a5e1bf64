import { parseListQuery, type ListQuery, type ListQuerySpec, type QueryErrors } from './api-query';
import type { Locale } from './locale';
import type { MessageKey } from './messages';
import type { ReadContext } from './read-context';

/**
 * What a route may throw to answer with a 4xx: a message key (translated by the error handler
 * into the request's language) and optional per-field errors. Everything else thrown is a bug → 500.
 */
/** Marks every HttpError, whichever copy of this module made it (see below). */
const HTTP_ERROR = Symbol.for('sellerie.HttpError');

/**
 * A client error with its translated message key. `instanceof HttpError` is decided by a
 * registered symbol, not by the class object: the pages' server bundle has its own copy of this
 * module, and services handed to pages through the load context (payments, refunds) throw the
 * server's copy — a plain prototype check would take their 4xx for a crash.
 */
export class HttpError extends Error {
  readonly [HTTP_ERROR] = true;

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && HTTP_ERROR in value;
  }

  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly fieldErrors?: QueryErrors,
    /**
     * Values of the message's placeholders, extra fields of the answer (`available`), and for
     * a 429 the seconds to wait (`Retry-After`).
     */
    readonly extra: {
      params?: Record<string, string>;
      details?: Record<string, unknown>;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export const notFound = () => new HttpError(404, 'not_found');
export const validationFailed = (errors: QueryErrors) => new HttpError(422, 'form_invalid', errors);

/** Parses the list conventions or throws a 422 listing every bad parameter. */
export function parseQueryOrThrow(raw: unknown, spec: ListQuerySpec): ListQuery {
  const parsed = parseListQuery((raw ?? {}) as Record<string, unknown>, spec);
  if (!parsed.ok) throw validationFailed(parsed.errors);
  return parsed.query;
}

/** Parses a numeric route id (`/things/12`) or throws 404 (a malformed id names nothing). */
export function parseId(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw notFound();
  return Number(value);
}

export interface ListBody<T> {
  data: T[];
  meta: { total: number; page: number; limit: number; last_page: number };
}

export function listBody<T>(
  data: T[],
  total: number,
  query: Pick<ListQuery, 'page' | 'limit'>,
): ListBody<T> {
  return {
    data,
    meta: {
      total,
      page: query.page,
      limit: query.limit,
      last_page: Math.max(1, Math.ceil(total / query.limit)),
    },
  };
}

export interface RequestSession {
  sessionId: number;
  userId: number;
  /** Set when an administrator acts as this customer (their own session id). */
  impersonatorSessionId: number | null;
  /** How the token came: the cookie needs CSRF checks on writes, a Bearer header does not. */
  via: 'bearer' | 'cookie';
}

/** Who is asking, in which language, from which country: resolved once per request. */
export interface RequestContext {
  requestId: string;
  locale: Locale;
  country: string;
  /** The signed-in customer; null for visitors. */
  userId: number | null;
  /** The session that signed the request (Bearer token or auth cookie). */
  session: RequestSession | null;
  /** VAT of `country` in basis points, set by the API before any handler runs. */
  vatRateBp?: number;
  /**
   * The request's read context (prices: VAT, customer, PRO status), built on first use by the
   * one builder and kept for the request; set by the API before any handler runs.
   */
  read?: () => Promise<ReadContext>;
  /** Set once `read` has been called: the answer then says its price basis (decision 048). */
  readStarted?: Promise<ReadContext>;
}

/** The read context of an API request (see `RequestContext.read`). */
export function requestReadContext(request: { ctx: RequestContext }): Promise<ReadContext> {
  if (!request.ctx.read) throw new Error('The API sets request.ctx.read before any route runs.');
  return request.ctx.read();
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
    cspNonce: string;
  }
}
