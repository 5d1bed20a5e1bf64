export { registerReviewRoutes, type ReviewRouteDeps } from './reviews.routes';
export {
  reviewsSummary,
  reviewStatsSql,
  latestReviews,
  setReviewPublished,
  type ReviewsSummary,
  type PublishedReview,
  type RefreshListing,
} from './reviews.service';
export {
  reviewInput,
  reviewDecisionInput,
  type ReviewDto,
  type ReviewInput,
  type ReviewDecisionInput,
  type ReviewPhotoDto,
  type ReviewStatus,
} from './reviews.contract';
export { REVIEW_LIMITS, reviewableLine, starsOutOfFive, type PurchasedLine } from './reviews.rules';
export {
  writeReview,
  reviewedLineIds,
  reviewsOfCustomer,
  type ReviewWriteDeps,
} from './review-writing.service';
export {
  decideReview,
  reviewQueue,
  REVIEW_QUEUE_PAGE_SIZE,
  type ModerationDeps,
} from './review-moderation.service';
export { reviewDtos } from './review-dto.service';
export {
  sendReviewInvitations,
  invitedOrdersSql,
  INVITATION_WINDOW_DAYS,
  type InvitationDeps,
  type InvitationReport,
} from './review-invitations.service';
export { customerReviewsData, forgetReviewAuthor } from './reviews-personal-data.service';
