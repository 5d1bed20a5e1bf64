/**
 * The words of a gift card bought in the shop (decision 056): `gift_card` to whom it is for
 * (its PDF attached), `gift_card_sent` telling the buyer it left. `{message}` is the buyer's
 * own words, or nothing.
 */
import type { Locale } from '../../shared/locale';
import type { TemplateTexts } from './mail.texts';

export const GIFT_CARD_TEXTS: Record<Locale, TemplateTexts> = {
  fr: {
    subject: '{sender} vous offre une carte cadeau de {amount}',
    preheader: 'Votre code : {code}, valable jusqu’au {last_day}.',
    intro:
      '{sender} vous offre une carte cadeau Sellerie Shop de {amount}. Votre code : {code}, valable jusqu’au {last_day}. Saisissez-le dans le champ « code promo ou carte cadeau » du panier. La carte imprimable est jointe en PDF. {message}',
    button: 'Découvrir la boutique',
    note: 'Le solde de la carte se consulte à tout moment sur la page Cartes cadeaux.',
  },
  en: {
    subject: '{sender} gives you a {amount} gift card',
    preheader: 'Your code: {code}, valid until {last_day}.',
    intro:
      '{sender} gives you a Sellerie Shop gift card worth {amount}. Your code: {code}, valid until {last_day}. Enter it in the “promo code or gift card” field of the cart. The printable card is attached as a PDF. {message}',
    button: 'Visit the shop',
    note: 'You can check the card’s balance at any time on the Gift cards page.',
  },
  es: {
    subject: '{sender} le regala una tarjeta regalo de {amount}',
    preheader: 'Su código: {code}, válido hasta el {last_day}.',
    intro:
      '{sender} le regala una tarjeta regalo Sellerie Shop de {amount}. Su código: {code}, válido hasta el {last_day}. Introdúzcalo en el campo «código promocional o tarjeta regalo» del carrito. La tarjeta imprimible va adjunta en PDF. {message}',
    button: 'Descubrir la tienda',
    note: 'Puede consultar el saldo de la tarjeta en cualquier momento en la página Tarjetas regalo.',
  },
  de: {
    subject: '{sender} schenkt Ihnen eine Geschenkkarte über {amount}',
    preheader: 'Ihr Code: {code}, gültig bis {last_day}.',
    intro:
      '{sender} schenkt Ihnen eine Sellerie-Shop-Geschenkkarte über {amount}. Ihr Code: {code}, gültig bis {last_day}. Geben Sie ihn im Warenkorb im Feld „Gutscheincode oder Geschenkkarte“ ein. Die druckbare Karte ist als PDF angehängt. {message}',
    button: 'Zum Shop',
    note: 'Das Guthaben der Karte können Sie jederzeit auf der Seite Geschenkkarten abfragen.',
  },
  it: {
    subject: '{sender} ti regala una carta regalo da {amount}',
    preheader: 'Il tuo codice: {code}, valido fino al {last_day}.',
    intro:
      '{sender} ti regala una carta regalo Sellerie Shop da {amount}. Il tuo codice: {code}, valido fino al {last_day}. Inseriscilo nel campo «codice promo o carta regalo» del carrello. La carta stampabile è allegata in PDF. {message}',
    button: 'Scopri il negozio',
    note: 'Puoi consultare il saldo della carta in qualsiasi momento nella pagina Carte regalo.',
  },
  pt: {
    subject: '{sender} oferece-lhe um cartão-presente de {amount}',
    preheader: 'O seu código: {code}, válido até {last_day}.',
    intro:
      '{sender} oferece-lhe um cartão-presente Sellerie Shop de {amount}. O seu código: {code}, válido até {last_day}. Introduza-o no campo «código promocional ou cartão-presente» do carrinho. O cartão imprimível segue em anexo em PDF. {message}',
    button: 'Descobrir a loja',
    note: 'Pode consultar o saldo do cartão a qualquer momento na página Cartões-presente.',
  },
};

export const GIFT_CARD_SENT_TEXTS: Record<Locale, TemplateTexts> = {
  fr: {
    subject: 'Votre carte cadeau de {amount} a été envoyée',
    preheader: 'Envoyée à {recipient}.',
    intro:
      'La carte cadeau de {amount} achetée avec la commande {number} vient d’être envoyée à {recipient}.',
    button: 'Voir la page Cartes cadeaux',
    note: 'Merci pour votre achat.',
  },
  en: {
    subject: 'Your {amount} gift card has been sent',
    preheader: 'Sent to {recipient}.',
    intro: 'The {amount} gift card bought with order {number} has just been sent to {recipient}.',
    button: 'See the Gift cards page',
    note: 'Thank you for your purchase.',
  },
  es: {
    subject: 'Su tarjeta regalo de {amount} ha sido enviada',
    preheader: 'Enviada a {recipient}.',
    intro:
      'La tarjeta regalo de {amount} comprada con el pedido {number} acaba de enviarse a {recipient}.',
    button: 'Ver la página Tarjetas regalo',
    note: 'Gracias por su compra.',
  },
  de: {
    subject: 'Ihre Geschenkkarte über {amount} wurde versendet',
    preheader: 'Versendet an {recipient}.',
    intro:
      'Die mit Bestellung {number} gekaufte Geschenkkarte über {amount} wurde soeben an {recipient} versendet.',
    button: 'Seite Geschenkkarten ansehen',
    note: 'Vielen Dank für Ihren Einkauf.',
  },
  it: {
    subject: 'La tua carta regalo da {amount} è stata inviata',
    preheader: 'Inviata a {recipient}.',
    intro:
      'La carta regalo da {amount} acquistata con l’ordine {number} è appena stata inviata a {recipient}.',
    button: 'Vedi la pagina Carte regalo',
    note: 'Grazie per il tuo acquisto.',
  },
  pt: {
    subject: 'O seu cartão-presente de {amount} foi enviado',
    preheader: 'Enviado para {recipient}.',
    intro:
      'O cartão-presente de {amount} comprado com a encomenda {number} acaba de ser enviado para {recipient}.',
    button: 'Ver a página Cartões-presente',
    note: 'Obrigado pela sua compra.',
  },
};
