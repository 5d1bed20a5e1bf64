export { registerCustomerRoutes } from './customers.routes';
export { buildReadContext, requestVat, vatRateBp } from './read-context.service';
export { requireSession, type CustomerRouteDeps } from './route-deps.routes';
export {
  login,
  register,
  forgotPassword,
  resetPassword,
  verifyEmail,
  resendVerification,
  sendRequestedResetLinks,
  PASSWORD_RESET_SWEEP,
  type AccountUrls,
  type AccountDeps,
  type SignedIn,
  type PasswordSignedIn,
} from './accounts.service';
export {
  resolveSession,
  closeSession,
  openSession,
  purgeExpiredSessions,
  type AuthSession,
} from './sessions.service';
/** Who an order or a document names: the account's own fields (invoices, order lists). */
export {
  findUserById as findCustomer,
  userEmails,
  type UserRow as CustomerRow,
} from './customers.repo';
export {
  me,
  getOwnUser,
  updateOwnUser,
  listGenders,
  userDto,
  type CurrentOrderReader,
  type SupportsReader,
  type UserDto,
} from './users.service';
export {
  listAddressDtos,
  getAddress,
  createAddress,
  updateAddress,
  deleteAddress,
  addressForOrder,
  deliveryAddressSnapshot,
  type AddressDto,
  type AddressForOrder,
} from './addresses.service';
export {
  listFavoriteDtos,
  addFavorite,
  deleteFavorite,
  mergeGuestFavorites,
  favoriteProductIds,
  removeFavoriteProduct,
  MAX_FAVORITES,
  type FavoriteOwner,
} from './favorites.service';
export { setCustomerNewsletter, newsletterOf, subscribeGuest } from './newsletter.service';
export { unsubscribeToken, unsubscribeWithToken } from './newsletter-unsubscribe.service';
export {
  confirmedSubscribers,
  listNewsletterSubscribers,
  newsletterCounts,
  NEWSLETTER_PAGE_SIZE,
  type NewsletterSubscriberRow,
} from './newsletter-admin.service';
export { newsletterListInput } from './newsletter-admin.contract';
export {
  newsletterCsv,
  NEWSLETTER_STATUSES,
  type NewsletterStatusName,
} from './newsletter-admin.rules';
export { takeAttempt, tooManyAttempts } from './throttle.service';
export {
  reviewAuthor,
  reviewInvitee,
  reviewOptOutToken,
  stopReviewInvitationsWithToken,
} from './review-invitations-optout.service';
export {
  throttleKey,
  PASSWORD_RULES,
  PASSWORD_MIN_LENGTH,
  unmetPasswordRules,
  accountDisabled,
  SESSION_ABSOLUTE_MS,
  type PasswordRule,
} from './accounts.rules';
export {
  loginInput,
  registerInput,
  updateUserInput,
  forgotPasswordInput,
  newPasswordInput,
  verifyEmailInput,
} from './customers.contract';
export {
  addressInput,
  deliveryAddressInput,
  type DeliveryAddressInput,
} from './addresses.contract';
export { hashPassword, hashToken, newToken } from './secrets.service';
export { purgeAccountLeftovers } from './maintenance.service';
export {
  SOCIAL_PROVIDERS,
  socialClients,
  socialSettingsFromEnv,
  SocialClient,
  type SocialProvider,
  type SocialSettings,
} from './social-providers.adapter';
export { startSocialLogin, finishSocialLogin, type SocialDeps } from './social.service';
export {
  requestUsers,
  requirePermission,
  staffViewer,
  userLabels,
  type RequestUsers,
} from './permissions.service';
export {
  PERMISSIONS,
  STAFF_ROLES,
  allows,
  isStaffRole,
  permissionsOf,
  type Permission,
  type StaffRole,
} from './staff-roles.rules';
export {
  acceptInvitationInput,
  staffInviteInput,
  staffRoleInput,
  type StaffInvitationDto,
  type StaffMemberDto,
} from './staff.contract';
export { changeStaffRole, listStaff } from './staff.service';
export {
  acceptInvitation,
  invitationByToken,
  inviteStaff,
  withdrawInvitation,
  type StaffDeps,
} from './staff-invitations.service';
export {
  ensureAdministrator,
  searchCustomers,
  startImpersonation,
  stopImpersonation,
  type CustomerSummary,
} from './impersonation.service';
export {
  creditLoyaltyPoints,
  loyaltyActions,
  loyaltyBalance,
  pointsSpentOn,
  spendLoyaltyPoints,
  takeBackEarnedPoints,
  type LoyaltyActionDto,
} from './loyalty.service';
export { isProfessionalSql, professionalUserIds } from './professionals.repo';
export { customerIdsMatchingSql } from './customer-search.repo';
export {
  customerPersonalData,
  erasePersonalData,
  erasedEmail,
  isErased,
} from './personal-data.service';
export { customerDetail, listCustomersPage, updateCustomerByStaff } from './customer-admin.service';
export { setCustomerDisabled, signOutEverywhere } from './customer-access.service';
export {
  CUSTOMERS_PAGE_SIZE,
  customerListInput,
  customerUpdateInput,
  type AccountState,
  type CustomerDetail,
  type CustomerListQuery,
  type CustomerListRow,
  type CustomerUpdate,
} from './customer-admin.contract';
export { registerCompanyRoutes, type CompanyRouteDeps } from './companies.routes';
export {
  companyAlertOf,
  companyDtos,
  getOwnCompany,
  listOwnCompanies,
  reverseChargeVatNumber,
  saveOwnCompany,
  type CompanyDeps,
} from './companies.service';
export {
  addCompanyDocument,
  checkDocumentSubmission,
  companyDocumentDeleteRule,
} from './company-documents.service';
export {
  companyDecisionInput,
  companyInput,
  type CompanyDecisionInput,
  type CompanyDocumentDto,
  type CompanyDto,
  type CompanyInput,
} from './company.contract';
export {
  createOfflineVatChecker,
  createViesChecker,
  vatCheckerFromEnv,
  DEFAULT_VIES_URL,
  type VatChecker,
  type VatCheckResult,
} from './vies.adapter';
export { companyQueue, decideCompany, type ReviewedCompany } from './company-review.service';
export { takeGiftCardCheck } from './throttle.service';
