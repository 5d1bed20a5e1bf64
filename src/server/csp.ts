/**
 * Third-party origins, used only once the visitor has consented (src/web/third-party):
 * the Meta ad pixel (script from connect.facebook.net, beacons to www.facebook.com) and the
 * Crisp chat widget (its required domains per docs.crisp.chat "Crisp Domain Names").
 * With 'strict-dynamic' modern browsers ignore script hosts (the nonced loader is trusted);
 * they stay listed for browsers that only know CSP 2.
 */
const PIXEL = { script: ['https://connect.facebook.net'], beacon: ['https://www.facebook.com'] };
const CHAT = {
  main: 'https://client.crisp.chat',
  images: ['https://image.crisp.chat', 'https://storage.crisp.chat'],
  sockets: ['wss://client.relay.crisp.chat'],
};

/**
 * Where the shopper's browser may post a payment form or be sent by one (CSP `form-action`
 * covers redirects after a form post too): the gateways of src/modules/payments, plus the
 * origins of MONETICO_URL / PAYBOX_URL when a test server is configured.
 */
const PAYMENT_FORM_ORIGINS = [
  'https://p.monetico-services.com',
  'https://tpeweb.paybox.com',
  'https://tpeweb1.paybox.com',
  'https://preprod-tpeweb.paybox.com',
  'https://tpeweb.e-transactions.fr',
  'https://www.paypal.com',
  'https://www.sandbox.paypal.com',
  'https://*.limonetik.com',
  'https://*.limonetikqualif.com',
];

function configuredOrigins(): string[] {
  return [process.env.MONETICO_URL, process.env.PAYBOX_URL].flatMap((url) => {
    try {
      return url ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  });
}

/**
 * Content-Security-Policy for every response. Scripts run only with this request's nonce
 * ('strict-dynamic' lets those scripts load the hashed route chunks and the consented
 * third-party loaders).
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' ${[...PIXEL.script, CHAT.main].join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${CHAT.main}`,
    `img-src 'self' data: ${[...PIXEL.beacon, CHAT.main, ...CHAT.images].join(' ')}`,
    `font-src 'self' ${CHAT.main}`,
    `media-src 'self' ${CHAT.main}`,
    `connect-src 'self' ${[...PIXEL.beacon, CHAT.main, CHAT.images[1], ...CHAT.sockets].join(' ')}`,
    `worker-src 'self' blob:`,
    "base-uri 'self'",
    `form-action 'self' ${[...PAYMENT_FORM_ORIGINS, ...configuredOrigins()].join(' ')}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}
