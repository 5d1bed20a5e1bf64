import type { FastifyRequest } from 'fastify';
import type { Locale } from '../shared/locale';
import { configuredPublicOrigin } from '../shared/public-origin';
import { href } from '../web/paths';

/** Origin of links in e-mails: PUBLIC_URL when set, else the origin the request came to. */
export function requestOrigin(request: FastifyRequest): string {
  return configuredPublicOrigin() ?? `${request.protocol}://${request.host}`;
}

/** Absolute links of account e-mails, on the pages of the customer's language. */
export function accountUrls(request: FastifyRequest) {
  const origin = requestOrigin(request);
  const withToken = (path: string, token: string) =>
    `${origin}${path}?${new URLSearchParams({ token })}`;
  return {
    verifyEmail: (token: string, locale: Locale) => withToken(href('compte', null, locale), token),
    resetPassword: (token: string, locale: Locale) =>
      withToken(href('nouveau-mot-de-passe', null, locale), token),
    forgotPassword: (locale: Locale) => `${origin}${href('nouveau-mot-de-passe', null, locale)}`,
    account: (locale: Locale) => `${origin}${href('compte', null, locale)}`,
    professional: (locale: Locale) => `${origin}${href('compte-professional', null, locale)}`,
    home: (locale: Locale) => `${origin}${href('index', null, locale)}`,
    // The contact e-mails (decision 052): the shop in the sender's language, and the message
    // in the back office (French, the customer service's language).
    shop: (locale: Locale) => `${origin}${href('index', null, locale)}`,
    contactMessage: (id: number) => `${origin}${href('admin-contacts', null, 'fr')}?message=${id}`,
    newsletter: (locale: Locale) => `${origin}${href('newsletter', null, locale)}`,
    /** A product page (question answered, decision 053). */
    product: (slug: string, locale: Locale) => `${origin}${href('p-slug', { slug }, locale)}`,
    /** The back office's question queue, in French (the shop's language). */
    adminQuestions: () => `${origin}${href('admin-questions', null, 'fr')}`,
    // The back office speaks French and English: other languages get the English page.
    staffInvitation: (token: string, locale: Locale) =>
      withToken(href('admin-invitation', null, locale === 'fr' ? 'fr' : 'en'), token),
    // `lang`: the API answers a browser with the newsletter page in the subscriber's language.
    newsletterConfirm: (id: number, token: string, locale: Locale) =>
      `${withToken(`/api/newsletter_subscriptions/enable_guest/${id}`, token)}&lang=${locale}`,
    newsletterUnsubscribe: (id: number, token: string, locale: Locale) =>
      `${withToken(`/api/newsletter_subscriptions/unsubscribe/${id}`, token)}&lang=${locale}`,
  };
}

/** Links of the claims' e-mails: the customer's claim page, the back office's claim page. */
export function supportUrls(request: FastifyRequest) {
  const origin = requestOrigin(request);
  return {
    claim: (id: number, locale: Locale) => `${origin}${href('compte-supports-id', { id }, locale)}`,
    adminClaim: (id: number) => `${origin}${href('admin-customer-service-id', { id }, 'fr')}`,
  };
}
