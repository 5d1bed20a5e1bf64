export type {
  DeclineReason,
  IncomingNotification,
  NotificationVerdict,
  PaymentOutcome,
  PaymentProvider,
  PaymentProviderCode,
  PaymentRequest,
  PaymentStart,
} from './provider.contract';
export type { FetchLike } from './provider-shared.adapter';
export {
  createOfflineProvider,
  offlinePageSignature,
  signOfflineNotification,
  verifyOfflinePageSignature,
  type OfflineConfig,
  type OfflineNotification,
} from './offline.adapter';
export {
  MONETICO_ACTION_URLS,
  createMoneticoProvider,
  moneticoUsableKey,
  parseMoneticoAmount,
  type MoneticoConfig,
} from './monetico.adapter';
export {
  PAYBOX_ACTION_URLS,
  PAYBOX_RETOUR,
  createPayboxProvider,
  payboxHmac,
  payboxOutcome,
  type PayboxConfig,
} from './paybox.adapter';
export {
  PAYPAL_BASE_URLS,
  createPaypalProvider,
  type PaypalCaptureResult,
  type PaypalConfig,
  type PaypalProvider,
} from './paypal.adapter';
export {
  LIMONETIK_BASE_URLS,
  createLimonetikProvider,
  type LimonetikConfig,
  type LimonetikProvider,
} from './limonetik.adapter';
