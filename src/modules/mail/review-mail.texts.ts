/** The words of the review invitation (`review_invitation`, decision 054). */
import type { Locale } from '../../shared/locale';

export interface ReviewInvitationTexts {
  subject: string;
  preheader: string;
  intro: string;
  /** The link beside each product. */
  button: string;
  note: string;
  /** What the unsubscribe line says the recipient stops receiving. */
  what: string;
}

export const REVIEW_INVITATION_TEXTS: Record<Locale, ReviewInvitationTexts> = {
  fr: {
    subject: 'Votre avis sur votre commande {number}',
    preheader: 'Deux minutes pour aider les autres clients à choisir.',
    intro:
      'Votre commande {number} vous a été livrée. Votre avis aide les autres clients à choisir : notez chaque produit en quelques clics.',
    button: 'Donner mon avis',
    note: 'Chaque avis est lu par notre équipe avant d’être publié, qu’il soit positif ou négatif.',
    what: 'nos invitations à donner votre avis',
  },
  en: {
    subject: 'Your review of order {number}',
    preheader: 'Two minutes to help other customers choose.',
    intro:
      'Your order {number} has been delivered. Your review helps other customers choose: rate each product in a few clicks.',
    button: 'Write a review',
    note: 'Every review is read by our team before it is published, whether positive or negative.',
    what: 'our review invitations',
  },
  es: {
    subject: 'Su opinión sobre el pedido {number}',
    preheader: 'Dos minutos para ayudar a otros clientes a elegir.',
    intro:
      'Su pedido {number} ha sido entregado. Su opinión ayuda a otros clientes a elegir: valore cada producto en unos clics.',
    button: 'Dar mi opinión',
    note: 'Nuestro equipo lee cada opinión antes de publicarla, tanto las positivas como las negativas.',
    what: 'nuestras invitaciones a opinar',
  },
  de: {
    subject: 'Ihre Bewertung der Bestellung {number}',
    preheader: 'Zwei Minuten, um anderen Kunden bei der Wahl zu helfen.',
    intro:
      'Ihre Bestellung {number} wurde geliefert. Ihre Bewertung hilft anderen Kunden bei der Wahl: Bewerten Sie jedes Produkt mit wenigen Klicks.',
    button: 'Bewertung schreiben',
    note: 'Jede Bewertung wird vor der Veröffentlichung von unserem Team gelesen – ob positiv oder negativ.',
    what: 'Einladungen zur Bewertung',
  },
  it: {
    subject: 'La tua opinione sull’ordine {number}',
    preheader: 'Due minuti per aiutare gli altri clienti a scegliere.',
    intro:
      'Il tuo ordine {number} è stato consegnato. La tua recensione aiuta gli altri clienti a scegliere: valuta ogni prodotto in pochi clic.',
    button: 'Scrivi una recensione',
    note: 'Ogni recensione viene letta dal nostro team prima della pubblicazione, positiva o negativa che sia.',
    what: 'i nostri inviti a lasciare una recensione',
  },
  pt: {
    subject: 'A sua opinião sobre a encomenda {number}',
    preheader: 'Dois minutos para ajudar outros clientes a escolher.',
    intro:
      'A sua encomenda {number} foi entregue. A sua avaliação ajuda outros clientes a escolher: avalie cada produto em poucos cliques.',
    button: 'Avaliar',
    note: 'Cada avaliação é lida pela nossa equipa antes de ser publicada, seja positiva ou negativa.',
    what: 'os nossos convites para avaliar',
  },
};
