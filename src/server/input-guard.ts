import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound, validationFailed } from '../shared/http';
import { parseLocale } from '../shared/locale';
import { message, type MessageKey } from '../shared/messages';
import { findControlCharacter } from '../shared/text-input';

/**
 * The text rule of src/shared/text-input.ts applied once, before any route runs: a route
 * parameter, query parameter or body string (JSON, form, multipart) holding a control character
 * is refused here — 404 for a path (it names nothing), 422 naming the field otherwise — so no
 * route, present or future, hands one to PostgreSQL. API and /dev answers are JSON through the
 * error handler; pages get a short HTML page in their language.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (findControlCharacter(request.params) !== null) return refuse(request, reply, notFound());
    // Page actions read a form (request.formData()): any other body would make them throw.
    if (isPage(request) && request.method !== 'GET' && request.method !== 'HEAD') {
      const problem = await formProblem(request);
      if (problem) return refuse(request, reply, problem);
    }
    const field =
      findControlCharacter(request.query) ?? findControlCharacter(await readableBody(request));
    if (field === null) return;
    return refuse(request, reply, validationFailed({ [field]: [{ key: 'invalid_characters' }] }));
  });
}

function refuse(request: FastifyRequest, reply: FastifyReply, error: HttpError) {
  if (!isPage(request)) throw error;
  // The page's language is its path prefix (/en/…), French without one.
  const locale = parseLocale(/^\/([a-z]{2})(?:\/|$|\?)/.exec(request.url)?.[1]);
  const key: MessageKey =
    error.messageKey === 'form_invalid' ? 'invalid_characters' : error.messageKey;
  const text = escapeHtml(message(key, locale));
  return reply
    .status(error.statusCode)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${text}</title>` +
        `<meta name="robots" content="noindex"></head><body><p>${text}</p>` +
        `<p><a href="/${locale === 'fr' ? '' : locale}">⌂</a></p></body></html>`,
    );
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** 415 for a page write that is not a form, 400 for a multipart body that cannot be read. */
async function formProblem(request: FastifyRequest): Promise<HttpError | null> {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  // A post without a body nor a type is an empty form (the bridge in ssr.ts reads it so).
  const empty = !Buffer.isBuffer(request.body) || request.body.length === 0;
  if (type === '' && empty) return null;
  if (!FORM_TYPES.some((form) => type.startsWith(form)))
    return new HttpError(415, 'unsupported_media_type');
  if (type.startsWith('multipart/form-data') && (await readableBody(request)) === MALFORMED)
    return new HttpError(400, 'invalid_value');
  return null;
}

const MALFORMED = Symbol('malformed body');

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function isPage(request: FastifyRequest): boolean {
  return !/^\/(api|dev)(\/|\?|$)/.test(request.url) && !request.url.startsWith('/payments/');
}

/**
 * The body as values: parsed JSON as it is; a page's raw body (the pages' scope hands React
 * Router the bytes) read as its content type says.
 */
async function readableBody(request: FastifyRequest): Promise<unknown> {
  const body = request.body;
  if (!Buffer.isBuffer(body)) return body;
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded'))
    return [...new URLSearchParams(body.toString('utf8'))];
  if (type.startsWith('multipart/form-data')) {
    try {
      // The boundary is case-sensitive (Chrome's has capitals): parse with the header as sent.
      const form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': String(request.headers['content-type']) },
      }).formData();
      // Files keep their bytes: only names and text fields are text.
      return [...form].map(([name, value]) =>
        typeof value === 'string' ? [name, value] : [name, value.name],
      );
    } catch {
      return MALFORMED; // refused by formProblem for pages
    }
  }
  if (type.startsWith('text/') || type.includes('json')) {
    const text = body.toString('utf8');
    try {
      return type.includes('json') ? JSON.parse(text) : text;
    } catch {
      return text;
    }
  }
  return null;
}
