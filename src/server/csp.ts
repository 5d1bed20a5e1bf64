/**
 * Content-Security-Policy for every response. Scripts run only with this request's nonce
 * ('strict-dynamic' lets those scripts load the hashed route chunks); third-party origins
 * (chat, ad pixel) will be added here when they land, loaded only after consent.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}
