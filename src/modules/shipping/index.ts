export {
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
