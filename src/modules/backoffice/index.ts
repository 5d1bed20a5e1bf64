export {
  COUNTER_SOURCES,
  claimCounters,
  loadDashboard,
  orderCounters,
  stockCounters,
  type CounterSource,
  type DashboardInput,
} from './dashboard.service';
export type * from './dashboard.contract';
export {
  DASHBOARD_PERIODS,
  DEFAULT_PERIOD,
  SHOP_TIME_ZONE,
  parsePeriod,
  type DashboardPeriod,
} from './dashboard.rules';
export {
  DEFAULT_BOX,
  mixSegments,
  seriesGeometry,
  type ChartBox,
  type MixSegment,
  type SeriesGeometry,
} from './charts.rules';
export {
  CUSTOMER_EXPORT_VERSION,
  eraseCustomer,
  exportCustomerData,
} from './customer-data.service';
export { registerCustomerDataAdminRoutes } from './customer-data.routes';
export { orderTimeline } from './order-timeline.service';
export { registerOrderTimelineRoutes } from './order-timeline.routes';
export {
  TIMELINE_KINDS,
  composeTimeline,
  type TimelineEntry,
  type TimelineKind,
} from './order-timeline.rules';
export { customerPage, CUSTOMER_PAGE_ORDERS, type CustomerPage } from './customer-admin.service';
export { registerCustomerAdminRoutes } from './customer-admin.routes';
export { registerDashboardRoutes, dashboardWire } from './dashboard.routes';
export { registerPromotionsAdminRoutes } from './promotions-admin.routes';
export {
  categoryChoices,
  codeViewById,
  dealTargetOptions,
  dealViewById,
  giftCardViewById,
  isCodeState,
  issueGiftCardFrom,
  listCodeViews,
  listDealViews,
  listGiftCardViews,
  loyaltyView,
  productChoices,
  saveCodeFrom,
  saveDealFrom,
  saveLoyaltyFrom,
  setGiftCardActiveFrom,
  type CodeView,
  type DealVariantOption,
  type DealView,
  type GiftCardView,
  type LoyaltyView,
  type ProductChoice,
} from './promotions-admin.service';
export { registerCatalogueStructureRoutes } from './catalogue-structure.routes';
export { registerProductAdminRoutes } from './product-admin.routes';
