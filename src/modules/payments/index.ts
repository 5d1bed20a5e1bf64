export {
  registerPaymentApiRoutes,
  registerPaymentPublicRoutes,
  type PaymentRouteDeps,
} from './payments.routes';
export {
  applyVerdict,
  handleNotification,
  lastPayment,
  ordersWithMoneyIn,
  paymentReference,
  startPayment,
  type NotificationResult,
  type PaymentDeps,
  type PaymentUrls,
} from './payments.service';
export * from './providers';
export { listRefunds, refundOrder, type RefundCents } from './refunds.service';
export { refundInput } from './refunds.routes';
export { followRefunds, type RefundFollowers } from './refund-followers.service';
export {
  completePickup,
  orderPaymentState,
  recordReceivedPayment,
  type OrderPaymentCents,
  type OrderPaymentStateCents,
  type ReceivedPaymentInput,
} from './manual-payments.service';
export { pickupInput, receivedPaymentInput } from './manual-payments.routes';
export { shopDay } from './payments.rules';
export { paymentNotificationsOf, type PaymentNotificationRecord } from './payment-history.service';
