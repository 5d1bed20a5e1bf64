/** Customer claims (decision 051): what other modules, the server and the pages may use. */
export { registerSupportRoutes, type SupportRouteDeps } from './support.routes';
export {
  addCustomerMessage,
  checkClaimInput,
  checkCustomerMessage,
  getOwnClaim,
  listOwnClaims,
  openClaim,
  ownClaim,
  setOwnClaimState,
  supportsOfUser,
} from './support.service';
export {
  INBOX_PAGE_SIZE,
  addStaffMessage,
  checkStaffMessage,
  claimInbox,
  claimsWaitingForUs,
  setClaimStateByStaff,
  staffClaim,
} from './support-admin.service';
export type { SupportDeps, SupportUrls } from './support-messages.service';
export {
  claimFileDeleteRule,
  customerClaimsData,
  forgetCustomerClaims,
  mayReadClaimFile,
} from './support-data.service';
export type * from './support.contract';
export {
  CLAIM_LIMITS,
  INBOX_FILTERS,
  isInboxFilter,
  type ClaimAwaiting,
  type ClaimState,
  type InboxFilter,
} from './support.rules';
