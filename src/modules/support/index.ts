/** Customer service: the contact form's messages (decision 052). */
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
