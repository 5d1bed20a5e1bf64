import type { Locale } from '../locale';

/**
 * Answers about writing and moderating a review (decision 054). Part of the server's messages
 * (src/shared/messages.ts).
 */
export const REVIEW_MESSAGES = {
  review_not_a_buyer: {
    fr: 'Seuls les clients ayant reçu ce produit peuvent laisser un avis.',
    en: 'Only customers who have received this product can review it.',
    es: 'Solo los clientes que han recibido este producto pueden opinar sobre él.',
    de: 'Nur Kunden, die dieses Produkt erhalten haben, können es bewerten.',
    it: 'Solo i clienti che hanno ricevuto questo prodotto possono recensirlo.',
    pt: 'Só os clientes que receberam este produto o podem avaliar.',
  },
  review_not_delivered: {
    fr: 'Vous pourrez donner votre avis dès que votre commande aura été livrée.',
    en: 'You can review this product once your order has been delivered.',
    es: 'Podrá dar su opinión en cuanto su pedido haya sido entregado.',
    de: 'Sie können bewerten, sobald Ihre Bestellung geliefert wurde.',
    it: 'Potrai lasciare una recensione appena il tuo ordine sarà consegnato.',
    pt: 'Poderá avaliar assim que a sua encomenda for entregue.',
  },
  review_already_written: {
    fr: 'Vous avez déjà donné votre avis sur ce produit pour cette commande.',
    en: 'You have already reviewed this product for this order.',
    es: 'Ya ha opinado sobre este producto para este pedido.',
    de: 'Sie haben dieses Produkt für diese Bestellung bereits bewertet.',
    it: 'Hai già recensito questo prodotto per questo ordine.',
    pt: 'Já avaliou este produto para esta encomenda.',
  },
  review_stars_invalid: {
    fr: 'Choisissez une note de 1 à 5 étoiles.',
    en: 'Choose a rating from 1 to 5 stars.',
    es: 'Elija una puntuación de 1 a 5 estrellas.',
    de: 'Wählen Sie eine Bewertung von 1 bis 5 Sternen.',
    it: 'Scegli un voto da 1 a 5 stelle.',
    pt: 'Escolha uma classificação de 1 a 5 estrelas.',
  },
  review_not_pending: {
    fr: 'Cet avis a déjà été modéré.',
    en: 'This review has already been moderated.',
    es: 'Esta opinión ya ha sido moderada.',
    de: 'Diese Bewertung wurde bereits moderiert.',
    it: 'Questa recensione è già stata moderata.',
    pt: 'Esta avaliação já foi moderada.',
  },
} satisfies Record<string, Record<Locale, string>>;
