/** The words of the newsletter sign-up confirmation (`newsletter_confirm`, double opt-in). */
import type { Locale } from '../../shared/locale';
import type { TemplateTexts } from './mail.texts';

export const NEWSLETTER_CONFIRM_TEXTS: Record<Locale, TemplateTexts> = {
  fr: {
    subject: 'Confirmez votre inscription à la newsletter',
    preheader: 'Un clic pour recevoir nos nouveautés et nos offres.',
    intro:
      'Vous avez demandé à recevoir la newsletter Sellerie Shop. Confirmez votre inscription pour recevoir nos nouveautés et nos codes promos.',
    button: 'Confirmer mon inscription',
    note: 'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail : vous ne serez pas inscrit.',
  },
  en: {
    subject: 'Confirm your newsletter subscription',
    preheader: 'One click to receive our news and offers.',
    intro:
      'You asked to receive the Sellerie Shop newsletter. Confirm your subscription to get our new products and promo codes.',
    button: 'Confirm my subscription',
    note: 'If you did not ask for this, simply ignore this e-mail: you will not be subscribed.',
  },
  es: {
    subject: 'Confirme su suscripción al boletín',
    preheader: 'Un clic para recibir nuestras novedades y ofertas.',
    intro:
      'Ha solicitado recibir el boletín de Sellerie Shop. Confirme su suscripción para recibir nuestras novedades y códigos promocionales.',
    button: 'Confirmar mi suscripción',
    note: 'Si no ha realizado esta solicitud, ignore este correo: no quedará suscrito.',
  },
  de: {
    subject: 'Bestätigen Sie Ihr Newsletter-Abonnement',
    preheader: 'Ein Klick, um unsere Neuheiten und Angebote zu erhalten.',
    intro:
      'Sie möchten den Sellerie-Shop-Newsletter erhalten. Bestätigen Sie Ihr Abonnement, um unsere Neuheiten und Gutscheincodes zu bekommen.',
    button: 'Abonnement bestätigen',
    note: 'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach: Sie werden nicht eingetragen.',
  },
  it: {
    subject: 'Conferma l’iscrizione alla newsletter',
    preheader: 'Un clic per ricevere le nostre novità e offerte.',
    intro:
      'Hai chiesto di ricevere la newsletter di Sellerie Shop. Conferma l’iscrizione per ricevere le nostre novità e i codici promozionali.',
    button: 'Conferma l’iscrizione',
    note: 'Se non hai fatto tu questa richiesta, ignora questa e-mail: non verrai iscritto.',
  },
  pt: {
    subject: 'Confirme a sua subscrição da newsletter',
    preheader: 'Um clique para receber as nossas novidades e ofertas.',
    intro:
      'Pediu para receber a newsletter da Sellerie Shop. Confirme a subscrição para receber as nossas novidades e códigos promocionais.',
    button: 'Confirmar a subscrição',
    note: 'Se não fez este pedido, ignore simplesmente este e-mail: não ficará inscrito.',
  },
};
