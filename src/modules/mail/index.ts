/** E-mail: outbox written in the caller's transaction, mailers, the mail sweep, the dev mailbox. */
export type { EmailTemplate, LinkEmailTemplate } from './mail.texts';
export { LINK_EMAIL_TEMPLATES } from './mail.texts';
export {
  ORDER_EMAIL_TEMPLATES,
  type MailPaymentMethod,
  type OrderEmailTemplate,
  type OrderEmailData,
  type OrderConfirmationData,
  type OrderMailDelivery,
  type OrderMailLine,
  type OrderMailTotals,
} from './order-mail.contract';
export {
  renderEmail,
  templateProblem,
  escapeHtml,
  SHOP_NAME,
  type RenderedEmail,
} from './mail.templates';
export {
  afterFailure,
  isEmailAddress,
  isUndeliverableAddress,
  mailTransport,
  MAX_ATTEMPTS,
  type MailTransport,
} from './mail.rules';
export {
  createDevMailer,
  createSmtpMailer,
  DEFAULT_MAIL_FROM,
  messageIdFor,
  SMTP_SEND_BOUND_MS,
  type Mailer,
  type OutgoingMail,
  type SmtpMailerOptions,
} from './mailer.adapter';
export {
  createMailSweep,
  CLAIM_LEASE_MS,
  enqueueEmail,
  outboxMessageKey,
  sendDueEmails,
  type EmailRequest,
  type MailSweep,
  type SendDueOptions,
  type SendLog,
  type SendReport,
} from './mail.service';
export { forgetRecipient, listDevMail, type DevMail } from './mail.repo';
export { registerDevMailboxRoutes } from './mail.routes';
export { orderEmailHistory, type OrderEmailRecord } from './mail-history.service';
