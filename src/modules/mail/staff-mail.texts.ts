/**
 * The words of the back-office invitation (`staff_invitation`): the owner invited an address,
 * with a role (`{role}`, already translated). The back office speaks French and English, so an
 * invitation goes out in one of those; the other languages are there because every account
 * e-mail exists in the shop's six.
 */
import type { Locale } from '../../shared/locale';
import type { TemplateTexts } from './mail.texts';

export const STAFF_INVITATION_TEXTS: Record<Locale, TemplateTexts> = {
  fr: {
    subject: 'Invitation à l’administration de Sellerie Shop',
    preheader: 'Acceptez l’invitation à rejoindre l’équipe Sellerie Shop.',
    intro:
      'Vous êtes invité(e) à rejoindre l’administration de Sellerie Shop avec le rôle « {role} ». Cliquez sur le bouton ci-dessous pour accepter : vous choisirez votre mot de passe, ou garderez celui de votre compte existant.',
    button: 'Accepter l’invitation',
    note: 'Ce lien est valable 7 jours et ne sert qu’une fois. Si vous n’attendiez pas cette invitation, ignorez cet e-mail.',
  },
  en: {
    subject: 'You are invited to the Sellerie Shop back office',
    preheader: 'Accept the invitation to join the Sellerie Shop team.',
    intro:
      'You are invited to join the Sellerie Shop back office with the role “{role}”. Click the button below to accept: you will choose your password, or keep the one of your existing account.',
    button: 'Accept the invitation',
    note: 'This link is valid for 7 days and works only once. If you were not expecting this invitation, ignore this e-mail.',
  },
  es: {
    subject: 'Invitación a la administración de Sellerie Shop',
    preheader: 'Acepte la invitación para unirse al equipo de Sellerie Shop.',
    intro:
      'Le invitamos a unirse a la administración de Sellerie Shop con el rol «{role}». Haga clic en el botón de abajo para aceptar: elegirá su contraseña o conservará la de su cuenta existente.',
    button: 'Aceptar la invitación',
    note: 'Este enlace es válido durante 7 días y solo puede usarse una vez. Si no esperaba esta invitación, ignore este correo.',
  },
  de: {
    subject: 'Einladung zur Verwaltung von Sellerie Shop',
    preheader: 'Nehmen Sie die Einladung in das Team von Sellerie Shop an.',
    intro:
      'Sie sind eingeladen, der Verwaltung von Sellerie Shop mit der Rolle „{role}“ beizutreten. Klicken Sie auf die Schaltfläche unten, um anzunehmen: Sie wählen Ihr Passwort oder behalten das Ihres bestehenden Kontos.',
    button: 'Einladung annehmen',
    note: 'Dieser Link ist 7 Tage gültig und kann nur einmal verwendet werden. Falls Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail.',
  },
  it: {
    subject: 'Invito all’amministrazione di Sellerie Shop',
    preheader: 'Accetta l’invito a entrare nel team di Sellerie Shop.',
    intro:
      'Sei invitato/a a entrare nell’amministrazione di Sellerie Shop con il ruolo «{role}». Fai clic sul pulsante qui sotto per accettare: sceglierai la tua password o terrai quella del tuo account esistente.',
    button: 'Accetta l’invito',
    note: 'Questo link è valido 7 giorni e può essere usato una sola volta. Se non aspettavi questo invito, ignora questa e-mail.',
  },
  pt: {
    subject: 'Convite para a administração da Sellerie Shop',
    preheader: 'Aceite o convite para se juntar à equipa da Sellerie Shop.',
    intro:
      'Foi convidado(a) para a administração da Sellerie Shop com a função «{role}». Clique no botão abaixo para aceitar: escolherá a sua palavra-passe ou manterá a da sua conta existente.',
    button: 'Aceitar o convite',
    note: 'Este link é válido durante 7 dias e só pode ser usado uma vez. Se não esperava este convite, ignore este e-mail.',
  },
};
