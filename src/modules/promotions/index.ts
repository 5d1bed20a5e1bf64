export {
  listFeaturedPromoCodes,
  listActiveDeals,
  getDeal,
  listDealSlugs,
  type FeaturedPromoCode,
  type DealSummary,
  type DealPage,
} from './promotions.service';
