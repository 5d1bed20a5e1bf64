import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { GeoIp } from '../modules/geo';
import { parseCountry, parseLocale } from '../shared/locale';
import { assertSameOrigin, resolveRequestSession } from './auth';
import { isBackOfficePath } from '../web/admin/back-office.server';
import { contentSecurityPolicy } from './csp';
import { PERMISSIONS_POLICY } from './permissions-policy';
import { configuredPublicOrigin } from '../shared/public-origin';

export const LOCALE_COOKIE = 'i18n_redirected';
const STATIC_PREFIXES = ['/assets/', '/media/', '/favicon'];
export const COUNTRY_COOKIE = 'user_country';

/**
 * The first hook of every request: Permissions-Policy, the CSP nonce and policy, `request.ctx`
 * (request id, locale, country, session), and the CSRF origin check.
 */
export function registerRequestContext(
  app: FastifyInstance,
  options: {
    database: Database;
    clock: () => Date;
    geoIp: GeoIp;
    mode: 'production' | 'development' | 'test';
  },
) {
  app.addHook('onRequest', async (request, reply) => {
    // First: every answer carries it, errors of the checks below included.
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    request.cspNonce = randomBytes(16).toString('base64');
    // SPEC §7: `country` header (API clients) > user_country cookie > geo-IP > FR.
    const chosenCountry = header(request.headers, 'country') ?? request.cookies[COUNTRY_COOKIE];
    request.ctx = {
      requestId: String(request.id),
      locale: parseLocale(header(request.headers, 'language') ?? request.cookies[LOCALE_COOKIE]),
      country: parseCountry(
        chosenCountry ?? (await options.geoIp.lookup(request.ip, request.headers)),
      ),
      userId: null,
      session: null,
    };
    reply.header('x-request-id', request.id);
    // Static files never depend on who asks: no session look-up for them.
    const session = STATIC_PREFIXES.some((prefix) => request.url.startsWith(prefix))
      ? null
      : await resolveRequestSession(request, options.database, options.clock());
    request.ctx.session = session;
    request.ctx.userId = session?.userId ?? null;
    assertSameOrigin(request, configuredPublicOrigin());
    const policy = contentSecurityPolicy(request.cspNonce, {
      thirdParties: !isBackOfficePath(request.url.split('?')[0]!),
    });
    // Vite's dev client injects scripts of its own: report only, never block, in development.
    reply.header(
      options.mode === 'development'
        ? 'content-security-policy-report-only'
        : 'content-security-policy',
      policy,
    );
  });
}

/** `language` / `country` headers of SPEC §7, also accepted with an `x-` prefix. */
function header(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name] ?? headers[`x-${name}`];
  return Array.isArray(value) ? value[0] : value;
}
