export { registerReviewRoutes } from './reviews.routes';
export { reviewsSummary, type ReviewsSummary } from './reviews.service';
