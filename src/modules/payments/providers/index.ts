export type {
  DeclineReason,
  IncomingNotification,
  NotificationVerdict,
  PaymentOutcome,
  PaymentProvider,
  PaymentProviderCode,
  PaymentRequest,
  PaymentStart,
} from './provider';
export type { FetchLike } from './shared';
export {
  createOfflineProvider,
  offlinePageSignature,
  signOfflineNotification,
  verifyOfflinePageSignature,
  type OfflineConfig,
  type OfflineNotification,
} from './offline';
export {
  MONETICO_ACTION_URLS,
  createMoneticoProvider,
  moneticoUsableKey,
  parseMoneticoAmount,
  type MoneticoConfig,
} from './monetico';
export {
  PAYBOX_ACTION_URLS,
  PAYBOX_RETOUR,
  createPayboxProvider,
  payboxHmac,
  payboxOutcome,
  type PayboxConfig,
} from './paybox';
export {
  PAYPAL_BASE_URLS,
  createPaypalProvider,
  type PaypalCaptureResult,
  type PaypalConfig,
  type PaypalProvider,
} from './paypal';
export {
  LIMONETIK_BASE_URLS,
  createLimonetikProvider,
  type LimonetikConfig,
  type LimonetikProvider,
} from './limonetik';
