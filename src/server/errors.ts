import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { isDatabaseOverload } from '../db/limits';
import { HttpError } from '../shared/http';
import { parseLocale, type Locale } from '../shared/locale';
import { message, type MessageKey } from '../shared/messages';

/** Seconds a client is asked to wait after a 503 of an overloaded database. */
export const RETRY_AFTER_S = 2;

/**
 * One error policy for the whole API: expected failures answer 4xx with a translated
 * `{ message, errors }`; anything else is logged with the request id and answers a bare 500.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const locale = localeOf(request);
    if (error instanceof HttpError) {
      const errors = error.fieldErrors
        ? Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, list]) => [
              field,
              list.map((e) => message(e.key, locale, e.params)),
            ]),
          )
        : undefined;
      if (error.extra.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.extra.retryAfterSeconds));
      return reply.status(error.statusCode).send({
        ...error.extra.details,
        message: message(error.messageKey, locale, error.extra.params),
        ...(errors ? { errors } : {}),
      });
    }
    // A stalled or saturated database (docs/decisions/021): 503 at once, try again shortly.
    if (isDatabaseOverload(error)) {
      request.log.warn({ err: error }, 'database overloaded: 503');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .send({ message: message('service_unavailable', locale) });
    }
    const known = clientErrorKey(error);
    if (known) return reply.status(known.status).send({ message: message(known.key, locale) });
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: message('server_error', locale) });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: message('not_found', localeOf(request)) });
  });
}

function localeOf(request: FastifyRequest): Locale {
  return request.ctx?.locale ?? parseLocale(undefined);
}

function clientErrorKey(error: FastifyError): { status: number; key: MessageKey } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, key: 'bad_json' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, key: 'unsupported_media_type' };
    case 'FST_ERR_VALIDATION':
      return { status: 422, key: 'form_invalid' };
  }
  if (error instanceof SyntaxError && error.statusCode === 400)
    return { status: 400, key: 'bad_json' };
  if (error.statusCode === 429) return { status: 429, key: 'too_many_requests' };
  if (error.statusCode === 413) return { status: 413, key: 'request_too_large' };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return { status: error.statusCode, key: 'invalid_value' };
  return null;
}
