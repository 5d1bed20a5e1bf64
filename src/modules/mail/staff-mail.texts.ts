/**
 * The words of the back-office invitation (`staff_invitation`): the owner invited an address,
 * with a role (`{role}`, already translated). The back office speaks French and English; the
 * other languages carry the English text (an invitation is sent in the owner's page language).
 */
import type { Locale } from '../../shared/locale';
import type { TemplateTexts } from './mail.texts';

const EN: TemplateTexts = {
  subject: 'You are invited to the Sellerie Shop back office',
  preheader: 'Accept the invitation to join the Sellerie Shop team.',
  intro:
    'You are invited to join the Sellerie Shop back office with the role “{role}”. Click the button below to accept: you will choose your password, or keep the one of your existing account.',
  button: 'Accept the invitation',
  note: 'This link is valid for 7 days and works only once. If you were not expecting this invitation, ignore this e-mail.',
};

export const STAFF_INVITATION_TEXTS: Record<Locale, TemplateTexts> = {
  fr: {
    subject: 'Invitation à l’administration de Sellerie Shop',
    preheader: 'Acceptez l’invitation à rejoindre l’équipe Sellerie Shop.',
    intro:
      'Vous êtes invité(e) à rejoindre l’administration de Sellerie Shop avec le rôle « {role} ». Cliquez sur le bouton ci-dessous pour accepter : vous choisirez votre mot de passe, ou garderez celui de votre compte existant.',
    button: 'Accepter l’invitation',
    note: 'Ce lien est valable 7 jours et ne sert qu’une fois. Si vous n’attendiez pas cette invitation, ignorez cet e-mail.',
  },
  en: EN,
  es: EN,
  de: EN,
  it: EN,
  pt: EN,
};
