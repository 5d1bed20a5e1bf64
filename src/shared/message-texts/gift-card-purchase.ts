/**
 * Gift cards bought on the gift cards page (docs/decisions/056): the purchase form and the
 * balance check. Part of the server's messages (src/shared/messages.ts).
 */
export const GIFT_CARD_PURCHASE_MESSAGES = {
  gift_card_delivery_past: {
    fr: 'La date d’envoi ne peut pas être passée.',
    en: 'The sending date cannot be in the past.',
    es: 'La fecha de envío no puede ser pasada.',
    de: 'Das Versanddatum darf nicht in der Vergangenheit liegen.',
    it: 'La data di invio non può essere passata.',
    pt: 'A data de envio não pode ser passada.',
  },
  gift_card_delivery_too_far: {
    fr: 'La date d’envoi doit être dans les {days} prochains jours.',
    en: 'The sending date must be within the next {days} days.',
    es: 'La fecha de envío debe estar dentro de los próximos {days} días.',
    de: 'Das Versanddatum muss innerhalb der nächsten {days} Tage liegen.',
    it: 'La data di invio deve essere entro i prossimi {days} giorni.',
    pt: 'A data de envio deve estar nos próximos {days} dias.',
  },
  gift_card_pro_refused: {
    fr: 'Les cartes cadeaux ne sont pas proposées aux comptes professionnels.',
    en: 'Gift cards are not offered to professional accounts.',
    es: 'Las tarjetas regalo no se ofrecen a las cuentas profesionales.',
    de: 'Geschenkkarten werden für Geschäftskonten nicht angeboten.',
    it: 'Le carte regalo non sono offerte agli account professionali.',
    pt: 'Os cartões-presente não são oferecidos às contas profissionais.',
  },
  gift_card_lines_full: {
    fr: 'Votre panier contient déjà {max} cartes cadeaux.',
    en: 'Your cart already holds {max} gift cards.',
    es: 'Su carrito ya contiene {max} tarjetas regalo.',
    de: 'Ihr Warenkorb enthält bereits {max} Geschenkkarten.',
    it: 'Il tuo carrello contiene già {max} carte regalo.',
    pt: 'O seu carrinho já contém {max} cartões-presente.',
  },
  gift_card_not_for_gift_card: {
    fr: 'Une carte cadeau ne peut pas payer une autre carte cadeau.',
    en: 'A gift card cannot pay for another gift card.',
    es: 'Una tarjeta regalo no puede pagar otra tarjeta regalo.',
    de: 'Eine Geschenkkarte kann keine andere Geschenkkarte bezahlen.',
    it: 'Una carta regalo non può pagare un’altra carta regalo.',
    pt: 'Um cartão-presente não pode pagar outro cartão-presente.',
  },
  gift_card_unknown_or_expired: {
    fr: 'Carte cadeau inconnue ou expirée.',
    en: 'Unknown or expired gift card.',
    es: 'Tarjeta regalo desconocida o caducada.',
    de: 'Unbekannte oder abgelaufene Geschenkkarte.',
    it: 'Carta regalo sconosciuta o scaduta.',
    pt: 'Cartão-presente desconhecido ou expirado.',
  },
  gift_card_check_throttled: {
    fr: 'Trop de vérifications. Réessayez dans quelques minutes.',
    en: 'Too many checks. Try again in a few minutes.',
    es: 'Demasiadas comprobaciones. Inténtelo de nuevo en unos minutos.',
    de: 'Zu viele Abfragen. Versuchen Sie es in einigen Minuten erneut.',
    it: 'Troppe verifiche. Riprova tra qualche minuto.',
    pt: 'Demasiadas verificações. Tente novamente dentro de alguns minutos.',
  },
} as const;
