/**
 * The back office's order page: actions the order's state no longer allows, an order changed
 * by someone else meanwhile, the delivery address after the goods left, e-mails sent again.
 * Part of the server's messages (src/shared/messages.ts).
 */
export const ORDER_DESK_MESSAGES = {
  order_changed_meanwhile: {
    fr: "Cette commande a été modifiée par quelqu'un d'autre entre-temps : rechargez la page, rien n'a été enregistré.",
    en: 'This order was changed by someone else in the meantime: reload the page, nothing was saved.',
    es: 'Otra persona ha modificado este pedido mientras tanto: recargue la página, no se ha guardado nada.',
    de: 'Diese Bestellung wurde inzwischen von jemand anderem geändert: Laden Sie die Seite neu, es wurde nichts gespeichert.',
    it: 'Questo ordine è stato modificato da qualcun altro nel frattempo: ricarica la pagina, non è stato salvato nulla.',
    pt: 'Esta encomenda foi alterada por outra pessoa entretanto: recarregue a página, nada foi guardado.',
  },
  order_action_not_allowed: {
    fr: "Cette action n'est pas possible dans l'état actuel de la commande.",
    en: 'This action is not possible in the order’s current state.',
    es: 'Esta acción no es posible en el estado actual del pedido.',
    de: 'Diese Aktion ist im aktuellen Zustand der Bestellung nicht möglich.',
    it: "Questa azione non è possibile nello stato attuale dell'ordine.",
    pt: 'Esta ação não é possível no estado atual da encomenda.',
  },
  delivery_address_locked: {
    fr: "L'adresse de livraison ne peut plus être changée : la commande est expédiée, annulée ou à retirer en magasin.",
    en: 'The delivery address can no longer be changed: the order is shipped, cancelled or collected in store.',
    es: 'La dirección de entrega ya no se puede cambiar: el pedido está enviado, cancelado o se recoge en tienda.',
    de: 'Die Lieferadresse kann nicht mehr geändert werden: Die Bestellung ist versandt, storniert oder wird im Geschäft abgeholt.',
    it: "L'indirizzo di consegna non può più essere cambiato: l'ordine è spedito, annullato o si ritira in negozio.",
    pt: 'A morada de entrega já não pode ser alterada: a encomenda foi enviada, cancelada ou é levantada na loja.',
  },
  delivery_country_locked: {
    fr: 'Le pays de livraison ne change pas après la commande (TVA et frais de port en dépendent) : annulez et recommandez.',
    en: 'The delivery country cannot change once ordered (VAT and delivery price depend on it): cancel and order again.',
    es: 'El país de entrega no cambia tras el pedido (el IVA y el envío dependen de él): cancele y vuelva a pedir.',
    de: 'Das Lieferland ändert sich nach der Bestellung nicht (MwSt. und Versand hängen davon ab): stornieren und neu bestellen.',
    it: "Il paese di consegna non cambia dopo l'ordine (IVA e spedizione ne dipendono): annulla e riordina.",
    pt: 'O país de entrega não muda depois da encomenda (IVA e portes dependem dele): cancele e encomende de novo.',
  },
  email_not_resendable: {
    fr: "Cet e-mail ne correspond pas à l'état actuel de la commande : il n'est pas envoyé.",
    en: 'This e-mail does not match the order’s current state: it is not sent.',
    es: 'Este correo no corresponde al estado actual del pedido: no se envía.',
    de: 'Diese E-Mail passt nicht zum aktuellen Zustand der Bestellung: Sie wird nicht gesendet.',
    it: "Questa e-mail non corrisponde allo stato attuale dell'ordine: non viene inviata.",
    pt: 'Este e-mail não corresponde ao estado atual da encomenda: não é enviado.',
  },
};
