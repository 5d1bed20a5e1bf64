import type { Locale } from '../../shared/locale';
import {
  COMPANY_RECEIVED_TEXTS,
  COMPANY_REJECTED_TEXTS,
  COMPANY_VERIFIED_TEXTS,
} from './company-mail.texts';
import { CONTACT_MESSAGE_TEXTS, CONTACT_RECEIVED_TEXTS } from './contact-mail.texts';
import { GIFT_CARD_SENT_TEXTS, GIFT_CARD_TEXTS } from './gift-card-mail.texts';
import { NEWSLETTER_CONFIRM_TEXTS } from './newsletter-mail.texts';
import type { OrderEmailTemplate } from './order-mail.contract';
import { LOGIN_ATTACK_TEXTS, PASSWORD_RESET_TEXTS } from './password-mail.texts';
import { QUESTION_ANSWERED_TEXTS, SHOP_NEW_QUESTION_TEXTS } from './question-mail.texts';
import { VERIFY_EMAIL_TEXTS, WELCOME_TEXTS } from './signup-mail.texts';
import { STAFF_INVITATION_TEXTS } from './staff-mail.texts';
import { CLAIM_REPLY_TEXTS, SHOP_CLAIM_TEXTS } from './support-mail.texts';

/** The account e-mails: a few words, a button and its link. */
export const LINK_EMAIL_TEMPLATES = [
  'verify_email',
  'password_reset',
  'welcome',
  'newsletter_confirm',
  'login_attack',
  'staff_invitation',
  'company_received',
  'company_verified',
  'company_rejected',
  'contact_message',
  'contact_received',
  'question_answered',
  'shop_new_question',
  'claim_reply',
  'shop_claim',
  'gift_card',
  'gift_card_sent',
] as const;
export type LinkEmailTemplate = (typeof LINK_EMAIL_TEMPLATES)[number];

/** The transactional e-mails the shop sends: account mails, then order mails (order-mail.*). */
export type EmailTemplate = LinkEmailTemplate | OrderEmailTemplate | 'review_invitation';
/** Data each account template needs (all strings; `link` is an absolute http(s) URL). */
export const LINK_TEMPLATE_FIELDS: Record<LinkEmailTemplate, readonly string[]> = {
  verify_email: ['firstname', 'link'],
  password_reset: ['firstname', 'link'],
  welcome: ['firstname', 'link'],
  newsletter_confirm: ['link'],
  login_attack: ['firstname', 'link'],
  staff_invitation: ['link', 'role'],
  company_received: ['firstname', 'link'],
  company_verified: ['firstname', 'link'],
  company_rejected: ['firstname', 'link', 'reason'],
  contact_message: ['link', 'name', 'email', 'subject', 'order_number', 'attachment', 'message'],
  contact_received: ['link', 'subject'],
  question_answered: ['firstname', 'link', 'product', 'question', 'answer'],
  shop_new_question: ['link', 'product', 'question'],
  claim_reply: ['firstname', 'link', 'title'],
  shop_claim: ['link', 'title', 'customer'],
  gift_card: ['link', 'sender', 'amount', 'code', 'last_day'],
  gift_card_sent: ['firstname', 'link', 'amount', 'number', 'recipient'],
};

/** One e-mail's words; `{name}` is replaced by the data value of that name. */
export interface TemplateTexts {
  subject: string;
  /** First line shown by mail clients next to the subject. */
  preheader: string;
  intro: string;
  button: string;
  /** After the button: validity, "ignore if it was not you". */
  note: string;
}

/** Words shared by every e-mail of a language. */
export interface CommonTexts {
  greeting: string;
  /** The greeting of the mails the shop sends itself (no first name). */
  teamGreeting: string;
  /** Before the link written in full. */
  fallback: string;
  signature: string;
  footer: string;
  /** After the button label in the text part (French puts a no-break space before it). */
  colon: string;
}

/** French texts use no-break spaces before : ; ! (typography: they never wrap alone). */
export const COMMON: Record<Locale, CommonTexts> = {
  fr: {
    greeting: 'Bonjour {firstname},',
    teamGreeting: 'Bonjour,',
    fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    signature: 'L’équipe Sellerie Shop',
    footer:
      'Cet e-mail vous a été envoyé automatiquement par Sellerie Shop ; merci de ne pas y répondre.',
    colon: '\u00a0:',
  },
  en: {
    greeting: 'Hello {firstname},',
    teamGreeting: 'Hello,',
    fallback: 'If the button does not work, copy this link into your browser:',
    signature: 'The Sellerie Shop team',
    footer: 'This e-mail was sent automatically by Sellerie Shop; please do not reply to it.',
    colon: ':',
  },
  es: {
    greeting: 'Hola {firstname}:',
    teamGreeting: 'Hola:',
    fallback: 'Si el botón no funciona, copie este enlace en su navegador:',
    signature: 'El equipo de Sellerie Shop',
    footer: 'Sellerie Shop le ha enviado este correo automáticamente; por favor, no responda.',
    colon: ':',
  },
  de: {
    greeting: 'Hallo {firstname},',
    teamGreeting: 'Hallo,',
    fallback:
      'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    signature: 'Ihr Sellerie-Shop-Team',
    footer:
      'Diese E-Mail wurde automatisch von Sellerie Shop versendet; bitte antworten Sie nicht darauf.',
    colon: ':',
  },
  it: {
    greeting: 'Gentile {firstname},',
    teamGreeting: 'Buongiorno,',
    fallback: 'Se il pulsante non funziona, copia questo link nel tuo browser:',
    signature: 'Il team Sellerie Shop',
    footer:
      'Questa e-mail è stata inviata automaticamente da Sellerie Shop; ti preghiamo di non rispondere.',
    colon: ':',
  },
  pt: {
    greeting: 'Olá {firstname},',
    teamGreeting: 'Olá,',
    fallback: 'Se o botão não funcionar, copie este link para o seu navegador:',
    signature: 'A equipa Sellerie Shop',
    footer: 'Este e-mail foi enviado automaticamente pela Sellerie Shop; por favor, não responda.',
    colon: ':',
  },
};

/** The words of each account e-mail, one file per family. */
export const TEXTS: Record<LinkEmailTemplate, Record<Locale, TemplateTexts>> = {
  verify_email: VERIFY_EMAIL_TEXTS,
  password_reset: PASSWORD_RESET_TEXTS,
  welcome: WELCOME_TEXTS,
  newsletter_confirm: NEWSLETTER_CONFIRM_TEXTS,
  login_attack: LOGIN_ATTACK_TEXTS,
  staff_invitation: STAFF_INVITATION_TEXTS,
  company_received: COMPANY_RECEIVED_TEXTS,
  company_verified: COMPANY_VERIFIED_TEXTS,
  company_rejected: COMPANY_REJECTED_TEXTS,
  contact_message: CONTACT_MESSAGE_TEXTS,
  contact_received: CONTACT_RECEIVED_TEXTS,
  question_answered: QUESTION_ANSWERED_TEXTS,
  shop_new_question: SHOP_NEW_QUESTION_TEXTS,
  claim_reply: CLAIM_REPLY_TEXTS,
  shop_claim: SHOP_CLAIM_TEXTS,
  gift_card: GIFT_CARD_TEXTS,
  gift_card_sent: GIFT_CARD_SENT_TEXTS,
};
