/**
 * Which gateway takes each online payment method, from the environment (README "Payments").
 * A method uses its real provider when its credentials are set; otherwise, outside production
 * (or with PAYMENTS_OFFLINE=1), the offline gateway's hosted test page; otherwise it is not
 * offered. Bank transfer, cheque and payment at the shop need no gateway.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PaymentMethodCode, PaymentSetup } from '../modules/orders';
import {
  createLimonetikProvider,
  createMoneticoProvider,
  createOfflineProvider,
  createPayboxProvider,
  createPaypalProvider,
  type PaymentProvider,
  type PaymentRouteDeps,
} from '../modules/payments';
import type { Database } from '../db/client';
import { href } from '../web/paths';
import { requestOrigin } from './account-urls';

export interface PaymentSettings {
  setup: PaymentSetup;
  gateways: Map<PaymentMethodCode, PaymentProvider>;
  providers: Map<string, PaymentProvider>;
  offlineSecret: string | null;
}

type Env = Record<string, string | undefined>;

export function paymentSettings(env: Env, production: boolean): PaymentSettings {
  const offlineAllowed = env.PAYMENTS_OFFLINE ? env.PAYMENTS_OFFLINE === '1' : !production;
  // A per-process secret is enough on a laptop; several processes need PAYMENT_OFFLINE_SECRET.
  const offlineSecret = offlineAllowed
    ? env.PAYMENT_OFFLINE_SECRET || randomBytes(32).toString('hex')
    : null;
  const offline = offlineSecret ? createOfflineProvider({ secret: offlineSecret }) : null;
  const cardMethod = env.PAYMENT_CARD_GATEWAY === 'paybox' ? 'paybox' : 'monetico';
  const gateways = new Map<PaymentMethodCode, PaymentProvider>();

  let card: PaymentProvider | null = null;
  if (cardMethod === 'monetico' && env.MONETICO_TPE && env.MONETICO_KEY && env.MONETICO_COMPANY)
    card = createMoneticoProvider({
      tpe: env.MONETICO_TPE,
      key: env.MONETICO_KEY,
      companyCode: env.MONETICO_COMPANY,
      ...(env.MONETICO_URL ? { actionUrl: env.MONETICO_URL } : {}),
    });
  if (
    cardMethod === 'paybox' &&
    env.PAYBOX_SITE &&
    env.PAYBOX_HMAC_KEY &&
    env.PAYBOX_PUBLIC_KEY_FILE
  )
    card = createPayboxProvider({
      site: env.PAYBOX_SITE,
      rang: env.PAYBOX_RANG ?? '01',
      identifiant: env.PAYBOX_IDENTIFIANT ?? '',
      hmacKeyHex: env.PAYBOX_HMAC_KEY,
      publicKeyPem: readFileSync(env.PAYBOX_PUBLIC_KEY_FILE, 'utf8'),
      ...(env.PAYBOX_URL ? { actionUrl: env.PAYBOX_URL } : {}),
    });
  const paypal =
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET && env.PAYPAL_WEBHOOK_ID
      ? createPaypalProvider({
          clientId: env.PAYPAL_CLIENT_ID,
          clientSecret: env.PAYPAL_CLIENT_SECRET,
          webhookId: env.PAYPAL_WEBHOOK_ID,
          environment: env.PAYPAL_ENV === 'live' ? 'live' : 'sandbox',
          fetch,
        })
      : null;
  const limonetik = (code: 'limonetik_3x' | 'limonetik_4x', page: string | undefined) =>
    env.LIMONETIK_MERCHANT_ID && env.LIMONETIK_API_KEY && page
      ? createLimonetikProvider({
          code,
          merchantId: env.LIMONETIK_MERCHANT_ID,
          apiKey: env.LIMONETIK_API_KEY,
          paymentPageId: page,
          environment: env.LIMONETIK_ENV === 'production' ? 'production' : 'qualification',
          fetch,
        })
      : null;

  const choose = (method: PaymentMethodCode, real: PaymentProvider | null) => {
    const provider = real ?? offline;
    if (provider) gateways.set(method, provider);
  };
  choose(cardMethod, card);
  choose('paypal', paypal);
  choose('limonetik_3x', limonetik('limonetik_3x', env.LIMONETIK_PAGE_3X));
  choose('limonetik_4x', limonetik('limonetik_4x', env.LIMONETIK_PAGE_4X));

  const providers = new Map<string, PaymentProvider>();
  for (const provider of gateways.values()) providers.set(provider.code, provider);
  if (offline) providers.set('offline', offline);
  const online = new Set<'card' | 'paypal' | 'limonetik_3x' | 'limonetik_4x'>();
  if (gateways.has(cardMethod)) online.add('card');
  if (gateways.has('paypal')) online.add('paypal');
  if (gateways.has('limonetik_3x')) online.add('limonetik_3x');
  if (gateways.has('limonetik_4x')) online.add('limonetik_4x');
  return { setup: { cardMethod, online }, gateways, providers, offlineSecret };
}

/** The payment routes' dependencies: return pages in the order's language, notify URLs. */
export function paymentRouteDeps(
  database: Database,
  clock: () => Date,
  settings: PaymentSettings,
): PaymentRouteDeps {
  return {
    db: database.db,
    now: clock,
    gateways: settings.gateways,
    providers: settings.providers,
    offlineSecret: settings.offlineSecret,
    originOf: requestOrigin,
    urls(order, provider, origin) {
      const query = `?order=${order.id}`;
      const confirmation = `${origin}${href('panier-confirmation', null, order.locale)}${query}`;
      return {
        // PayPal's buyer comes back to the capture route, which then shows the confirmation.
        success: provider === 'paypal' ? `${origin}/payments/paypal/return` : confirmation,
        confirmation,
        failure: `${origin}${href('panier-annulation', null, order.locale)}${query}`,
        cancel: `${origin}${href('panier-annulation', null, order.locale)}${query}`,
        notify: `${origin}/payments/${provider}/notify`,
      };
    },
  };
}
