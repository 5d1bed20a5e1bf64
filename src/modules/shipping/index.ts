export { registerShippingRoutes } from './shipping.routes';
export {
  placedOrderShippingOffer,
  rangeIdsOfKind,
  shippingMethodOfRange,
  shippingOffers,
  shippingOfferForRange,
  type ShippingOffer,
} from './shipping.service';
export { destinationProblems, parcelWeightGrams, type DestinationProblem } from './shipping.rules';
export {
  offlineRelayPointFinder,
  type RelayPoint,
  type RelayPointFinder,
  type RelayPointQuery,
} from './relay-points.adapter';
export type { ShippingKind } from './shipping.tables';
export { createMondialRelayFinder, type MondialRelayConfig } from './mondial-relay.adapter';
export {
  listShippingAdmin,
  removeShippingRange,
  saveShippingRange,
  updateShippingMethod,
  type AdminShippingMethod,
  type AdminShippingRange,
  type MethodChange,
} from './shipping-admin.service';
export { isShippingKind, parseCountryList, type RangeInput } from './shipping-grid.rules';
