export { registerOrderRoutes } from './orders.routes';
export type { OrderRouteDeps } from './route-context';
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
export { addLineInput, updateLineInput, type AddLineInput } from './cart.schema';
export type * from './orders.contract';
export type { CartOwner } from './orders.repo';
export { MAX_CART_LINES, MAX_LINE_QUANTITY } from './orders.tables';
