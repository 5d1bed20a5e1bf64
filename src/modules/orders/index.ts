export { registerOrderRoutes } from './orders.routes';
export type { OrderRouteDeps } from './route-deps.routes';
export type { PaymentSetup } from './payment-choice.service';
export {
  addToCart,
  cartItemsCount,
  deleteCart,
  getOrder,
  mergeGuestCart,
  readOrder,
  removeLine,
  updateLine,
  type CartDeps,
  type OrderRef,
} from './cart.service';
export { addLineInput, updateLineInput, type AddLineInput } from './cart.contract';
export type * from './orders.contract';
export type * from './order-views.contract';
export type { CartOwner } from './orders.repo';
export { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart.contract';
export {
  applyCode,
  assignAddress,
  markAsGift,
  requireCustomer,
  setCustomerInstructions,
  useLoyaltyPoints,
  type CheckoutDeps,
} from './checkout.service';
export { availableShippingRanges, chooseShippingRange, listRelayPoints } from './delivery.service';
export {
  assignPaymentMethod,
  availablePaymentMethodsFor,
  paymentOffer,
} from './payment-choice.service';
export { placeOrder, formatOrderNumber, type PlacedOrder } from './place-order.service';
export {
  applyOrderEvent,
  expireUnpaidTransfers,
  type OrderEventResult,
} from './order-events.service';
export { listCustomerOrders } from './customer-orders.service';
export {
  deliveredOrdersSince,
  purchasedLines,
  type DeliveredOrder,
  type PurchasedLineView,
} from './review-purchases.service';
export {
  currentCartSummary,
  deleteAbandonedGuestCarts,
  findOwnedOrder,
  type OrderRow,
} from './orders.repo';
export * from './orders.rules';
export { availablePaymentMethods, type PaymentOffer } from './payment-methods.rules';
export {
  awaitingTransfersPlaced,
  findPlacedOrder,
  lockOrder,
  readOrderSnapshot,
  type OrderRecord,
  type OrderSnapshot,
  type SnapshotLine,
} from './order-snapshot.repo';
export type { AddressSnapshot, RelayPointSnapshot } from './orders.tables';
export {
  MAX_SAVED_CARTS,
  listSavedCarts,
  saveCart,
  saveCartInput,
  selectSavedCart,
} from './saved-carts.service';
export {
  addShipment,
  cancelOrderByShop,
  instalmentsOf,
  listShipments,
  type ShipmentDto,
} from './follow-up.service';
export {
  backOfficeOrder,
  type BackOfficeOrder,
  type BackOfficeOrderRow,
} from './back-office.service';
export { shipmentInput } from './follow-up.routes';
export {
  ORDER_LIST_FILTERS,
  ORDER_LIST_PAGE_SIZE,
  LISTED_STATUSES,
  PAYMENT_STATUSES,
  orderListInput,
  type OrderListFilter,
} from './order-list.contract';
export { listBackOfficeOrders, type OrderListRow } from './order-list.service';
export {
  followOrders,
  type MoneyInReader,
  type OrderFollowers,
  type OrderMove,
  type ParcelRecord,
} from './order-followers.service';
export {
  hasGateway,
  listPaymentMethodSettings,
  paymentMethodChoices,
  savePaymentMethodChoices,
  type PaymentMethodChange,
  type PaymentMethodSettingDto,
} from './payment-method-settings.service';
export {
  CONFIGURABLE_METHODS,
  percentInputToBp,
  type ConfigurableMethod,
} from './payment-method-settings.rules';
export { ORDER_QUEUES, isOrderQueue, type OrderQueue } from './order-queues.repo';
export {
  orderQueueCounts,
  ordersOfCustomers,
  paymentMethodMix,
  salesByBucket,
  salesByVariant,
  shippingRangesInUse,
  type BucketUnit,
  type CustomerShare,
  type MethodShare,
  type QueueCount,
  type SalesBucket,
  type SalesWindow,
  type VariantSales,
} from './order-stats.service';
export { customerOrdersData, forgetCustomerOrders } from './personal-data.service';
export { addOrderNote, listOrderNotes } from './order-notes.service';
export {
  MAX_NOTE_LENGTH,
  orderNoteInput,
  type OrderNoteDto,
  type OrderNoteInput,
} from './order-notes.contract';
export { changeDeliveryAddress, orderVersion } from './delivery-address.service';
export {
  orderDeliveryAddressInput,
  type OrderDeliveryAddressInput,
} from './delivery-address.contract';
export { orderSummaryWire } from './orders-wire.routes';
export {
  customerCodeUses,
  giftCardUses,
  promoCodeUsage,
  type GiftCardUse,
  type PromoCodeUsage,
} from './promotion-usage.service';
export {
  addQuickOrder,
  previewQuickOrder,
  quickOrderInput,
  reorder,
  type QuickOrderOutcome,
} from './quick-order.service';
export type { AcceptedLine, BatchCheck, RefusedLine } from './cart-batch.service';
export {
  MAX_QUICK_ORDER_CHARS,
  MAX_QUICK_ORDER_FILE_BYTES,
  MAX_QUICK_ORDER_LINES,
  parseQuickOrder,
  uploadedText,
} from './quick-order.rules';
export {
  pointsEarned,
  earningBaseOfOrder,
  earningBaseOfTotals,
  type EarningBase,
} from './loyalty-earning.rules';
export { loyaltyProgram, type LoyaltyProgram } from './loyalty-program.service';
export { customerOrderNumbers } from './customer-orders.service';
export { addGiftCardToCart, isProReader, removeGiftCardFromCart } from './gift-card-cart.service';
export { sendDueGiftCards } from './gift-card-issue.service';
export { checkGiftCardBalance } from './gift-card.routes';
export {
  checkGiftCardPurchase,
  GIFT_CARD_DELIVERY_MAX_DAYS,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_PRESET_CENTS,
  GIFT_CARD_PURCHASE_MAX_CENTS,
  GIFT_CARD_PURCHASE_MIN_CENTS,
  type GiftCardPurchaseInput,
} from './gift-card-purchase.rules';
