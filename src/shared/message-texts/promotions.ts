import type { Locale } from '../locale';

/**
 * The back office's promotions (codes, deals, gift cards, loyalty) and the per-customer limit
 * of a code. Part of the server's messages (src/shared/messages.ts).
 */
export const PROMOTION_MESSAGES = {
  promo_code_format: {
    fr: 'De 3 à 32 caractères : lettres, chiffres, tiret ou tiret bas.',
    en: '3 to 32 characters: letters, digits, hyphen or underscore.',
    es: 'De 3 a 32 caracteres: letras, cifras, guion o guion bajo.',
    de: '3 bis 32 Zeichen: Buchstaben, Ziffern, Binde- oder Unterstrich.',
    it: 'Da 3 a 32 caratteri: lettere, cifre, trattino o trattino basso.',
    pt: 'De 3 a 32 caracteres: letras, algarismos, hífen ou sublinhado.',
  },
  promo_code_taken: {
    fr: 'Ce code existe déjà.',
    en: 'This code already exists.',
    es: 'Este código ya existe.',
    de: 'Diesen Code gibt es bereits.',
    it: 'Questo codice esiste già.',
    pt: 'Este código já existe.',
  },
  promo_percent_range: {
    fr: 'Une remise de code va de -{min} % à -{max} %.',
    en: 'A code discount goes from -{min} % to -{max} %.',
    es: 'El descuento de un código va de -{min} % a -{max} %.',
    de: 'Ein Code-Rabatt liegt zwischen -{min} % und -{max} %.',
    it: 'Lo sconto di un codice va da -{min} % a -{max} %.',
    pt: 'O desconto de um código vai de -{min} % a -{max} %.',
  },
  promo_scope_empty: {
    fr: 'Choisissez au moins un élément.',
    en: 'Choose at least one item.',
    es: 'Elija al menos un elemento.',
    de: 'Wählen Sie mindestens ein Element.',
    it: 'Scegli almeno un elemento.',
    pt: 'Escolha pelo menos um elemento.',
  },
  promo_window_order: {
    fr: 'La fin doit venir après le début.',
    en: 'The end must come after the start.',
    es: 'El fin debe ser posterior al inicio.',
    de: 'Das Ende muss nach dem Beginn liegen.',
    it: 'La fine deve venire dopo l’inizio.',
    pt: 'O fim deve ser posterior ao início.',
  },
  promotion_changed: {
    fr: 'Quelqu’un a modifié cet élément entre-temps : rechargez la page pour voir sa version.',
    en: 'Someone changed this item in the meantime: reload the page to see their version.',
    es: 'Alguien modificó este elemento mientras tanto: recargue la página.',
    de: 'Jemand hat dieses Element inzwischen geändert: Laden Sie die Seite neu.',
    it: 'Qualcuno ha modificato questo elemento nel frattempo: ricarica la pagina.',
    pt: 'Alguém alterou este elemento entretanto: recarregue a página.',
  },
  deal_percent_range: {
    fr: 'Un bon plan va de -{min} % à -{max} %.',
    en: 'A deal goes from -{min} % to -{max} %.',
    es: 'Una oferta va de -{min} % a -{max} %.',
    de: 'Ein Angebot liegt zwischen -{min} % und -{max} %.',
    it: 'Un’offerta va da -{min} % a -{max} %.',
    pt: 'Uma oferta vai de -{min} % a -{max} %.',
  },
  deal_new_price: {
    fr: 'Le nouveau prix doit être inférieur au prix actuel.',
    en: 'The new price must be below the current price.',
    es: 'El nuevo precio debe ser inferior al precio actual.',
    de: 'Der neue Preis muss unter dem aktuellen Preis liegen.',
    it: 'Il nuovo prezzo deve essere inferiore al prezzo attuale.',
    pt: 'O novo preço deve ser inferior ao preço atual.',
  },
  deal_slug_taken: {
    fr: 'Un autre bon plan porte déjà ce titre.',
    en: 'Another deal already has this title.',
    es: 'Otra oferta ya tiene este título.',
    de: 'Ein anderes Angebot trägt bereits diesen Titel.',
    it: 'Un’altra offerta ha già questo titolo.',
    pt: 'Outra oferta já tem este título.',
  },
  gift_card_amount_range: {
    fr: 'Montant de {min} € à {max} €.',
    en: 'Amount from {min} € to {max} €.',
    es: 'Importe de {min} € a {max} €.',
    de: 'Betrag von {min} € bis {max} €.',
    it: 'Importo da {min} € a {max} €.',
    pt: 'Montante de {min} € a {max} €.',
  },
  gift_card_expiry_past: {
    fr: 'La date d’expiration doit être dans le futur.',
    en: 'The expiry date must be in the future.',
    es: 'La fecha de caducidad debe ser futura.',
    de: 'Das Ablaufdatum muss in der Zukunft liegen.',
    it: 'La data di scadenza deve essere futura.',
    pt: 'A data de validade deve ser futura.',
  },
  code_customer_used_up: {
    fr: 'Vous avez déjà utilisé ce code autant de fois que permis.',
    en: 'You have already used this code as many times as allowed.',
    es: 'Ya ha usado este código tantas veces como se permite.',
    de: 'Sie haben diesen Code bereits so oft wie erlaubt verwendet.',
    it: 'Hai già usato questo codice tante volte quante consentito.',
    pt: 'Já utilizou este código tantas vezes quantas permitido.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
