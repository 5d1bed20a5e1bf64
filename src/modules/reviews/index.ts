export { registerReviewRoutes } from './reviews.routes';
export {
  reviewsSummary,
  reviewStatsSql,
  latestReviews,
  setReviewPublished,
  type ReviewsSummary,
  type PublishedReview,
  type RefreshListing,
} from './reviews.service';
