export {
  listFeaturedPromoCodes,
  listActiveDeals,
  getDeal,
  listDealSlugs,
  promoCodeById,
  promoCodeByName,
  type PromoCodeRow,
  type FeaturedPromoCode,
  type DealSummary,
  type DealPage,
} from './promotions.service';
