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
 * third-party loaders). `thirdParties: false` (the back office, decision 037) leaves the pixel's
 * and the chat's origins out: their beacons, sockets, styles and images are refused there
 * (a script a trusted one inserted would still run: 'strict-dynamic' ignores script hosts).
 */
export function contentSecurityPolicy(
  nonce: string,
  { thirdParties = true }: { thirdParties?: boolean } = {},
): string {
  const pixel = thirdParties ? PIXEL : { script: [], beacon: [] };
  const chat = thirdParties ? CHAT : null;
  const origins = (...lists: (readonly string[])[]) =>
    lists
      .flat()
      .map((origin) => ` ${origin}`)
      .join('');
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'${origins(pixel.script, chat ? [chat.main] : [])}`,
    `style-src 'self' 'unsafe-inline'${origins(chat ? [chat.main] : [])}`,
    `img-src 'self' data:${origins(pixel.beacon, chat ? [chat.main, ...chat.images] : [])}`,
    `font-src 'self'${origins(chat ? [chat.main] : [])}`,
    `media-src 'self'${origins(chat ? [chat.main] : [])}`,
    `connect-src 'self'${origins(pixel.beacon, chat ? [chat.main, chat.images[1]!, ...chat.sockets] : [])}`,
    `worker-src 'self' blob:`,
    "base-uri 'self'",
    `form-action 'self'${origins(PAYMENT_FORM_ORIGINS, configuredOrigins())}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}
