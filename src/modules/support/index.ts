/**
 * Customer service: claims (decision 051) and the contact form's messages (decision 052) —
 * what other modules, the server and the pages may use.
 */
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
export { registerContactRoutes, type ContactRouteDeps } from './contact.routes';
export {
  sendContactMessage,
  setContactStatus,
  type ContactDeps,
  type ContactSender,
  type ContactUrls,
} from './contact.service';
export {
  CONTACT_PAGE_SIZE,
  contactCounts,
  contactMessage,
  contactMessagesOf,
  forgetContactMessagesOf,
  listContactMessages,
} from './contact-admin.service';
export {
  contactInput,
  contactListInput,
  contactStatusInput,
  type ContactInput,
  type ContactListQuery,
  type ContactMessageDto,
} from './contact.contract';
export {
  CONTACT_LIMITS,
  CONTACT_STATUSES,
  CONTACT_SUBJECTS,
  type ContactStatus,
  type ContactSubject,
} from './contact.rules';
