import type { Locale } from '../../shared/locale';
import type { OrderEmailTemplate } from './order-mail.contract';
import { SHOP_NEW_ORDER_TEXTS } from './shop-order-mail.texts';
import { TRANSFER_INSTRUCTIONS_TEXTS, TRANSFER_REMINDER_TEXTS } from './transfer-mail.texts';

/**
 * One order e-mail's words. Placeholders, filled in one pass: `{number}` (the order number),
 * `{amount}` (formatted), `{deadline}` (a date in the mail's language), `{method}` (the payment
 * method's name), `{customer}` (the customer's name, in the shop's own mails).
 */
export interface OrderTemplateTexts {
  subject: string;
  preheader: string;
  intro: string;
  /** Last paragraph before the signature. */
  note: string;
}

export const ORDER_TEXTS: Record<OrderEmailTemplate, Record<Locale, OrderTemplateTexts>> = {
  order_confirmation: {
    fr: {
      subject: 'Confirmation de votre commande {number}',
      preheader: 'Merci pour votre commande : en voici le récapitulatif.',
      intro:
        'Merci pour votre commande\u00a0! Nous l’avons bien enregistrée ; en voici le récapitulatif.',
      note: 'Vous pouvez suivre votre commande et retrouver vos factures à tout moment dans votre espace client.',
    },
    en: {
      subject: 'Confirmation of your order {number}',
      preheader: 'Thank you for your order: here is its summary.',
      intro: 'Thank you for your order! We have received it; here is its summary.',
      note: 'You can follow your order and find your invoices at any time in your customer area.',
    },
    es: {
      subject: 'Confirmación de su pedido {number}',
      preheader: 'Gracias por su pedido: aquí tiene el resumen.',
      intro: '¡Gracias por su pedido! Lo hemos registrado correctamente; aquí tiene el resumen.',
      note: 'Puede seguir su pedido y consultar sus facturas en cualquier momento en su área de cliente.',
    },
    de: {
      subject: 'Bestätigung Ihrer Bestellung {number}',
      preheader: 'Vielen Dank für Ihre Bestellung: hier die Übersicht.',
      intro: 'Vielen Dank für Ihre Bestellung! Wir haben sie erhalten; hier ist die Übersicht.',
      note: 'In Ihrem Kundenbereich können Sie Ihre Bestellung jederzeit verfolgen und Ihre Rechnungen abrufen.',
    },
    it: {
      subject: 'Conferma del tuo ordine {number}',
      preheader: 'Grazie per il tuo ordine: ecco il riepilogo.',
      intro: 'Grazie per il tuo ordine! Lo abbiamo registrato correttamente; ecco il riepilogo.',
      note: 'Puoi seguire il tuo ordine e trovare le tue fatture in qualsiasi momento nella tua area clienti.',
    },
    pt: {
      subject: 'Confirmação da sua encomenda {number}',
      preheader: 'Obrigado pela sua encomenda: eis o resumo.',
      intro: 'Obrigado pela sua encomenda! Registámo-la com sucesso; eis o resumo.',
      note: 'Pode acompanhar a sua encomenda e consultar as suas faturas a qualquer momento na sua área de cliente.',
    },
  },
  transfer_instructions: TRANSFER_INSTRUCTIONS_TEXTS,
  transfer_reminder: TRANSFER_REMINDER_TEXTS,
  payment_received: {
    fr: {
      subject: 'Paiement reçu pour votre commande {number}',
      preheader: 'Votre commande part en préparation.',
      intro:
        'Nous avons bien reçu votre paiement de {amount} ({method}) pour la commande {number}. Merci\u00a0!',
      note: 'Votre commande part en préparation. Votre facture est disponible dans votre espace client.',
    },
    en: {
      subject: 'Payment received for your order {number}',
      preheader: 'Your order is now being prepared.',
      intro: 'We have received your payment of {amount} ({method}) for order {number}. Thank you!',
      note: 'Your order is now being prepared. Your invoice is available in your customer area.',
    },
    es: {
      subject: 'Pago recibido para su pedido {number}',
      preheader: 'Su pedido pasa a preparación.',
      intro: 'Hemos recibido su pago de {amount} ({method}) para el pedido {number}. ¡Gracias!',
      note: 'Su pedido pasa a preparación. Su factura está disponible en su área de cliente.',
    },
    de: {
      subject: 'Zahlung für Ihre Bestellung {number} erhalten',
      preheader: 'Ihre Bestellung wird jetzt vorbereitet.',
      intro:
        'Wir haben Ihre Zahlung von {amount} ({method}) für die Bestellung {number} erhalten. Vielen Dank!',
      note: 'Ihre Bestellung wird jetzt vorbereitet. Ihre Rechnung finden Sie in Ihrem Kundenbereich.',
    },
    it: {
      subject: 'Pagamento ricevuto per il tuo ordine {number}',
      preheader: 'Il tuo ordine è in preparazione.',
      intro:
        'Abbiamo ricevuto il tuo pagamento di {amount} ({method}) per l’ordine {number}. Grazie!',
      note: 'Il tuo ordine è in preparazione. La fattura è disponibile nella tua area clienti.',
    },
    pt: {
      subject: 'Pagamento recebido para a sua encomenda {number}',
      preheader: 'A sua encomenda está a ser preparada.',
      intro:
        'Recebemos o seu pagamento de {amount} ({method}) para a encomenda {number}. Obrigado!',
      note: 'A sua encomenda está a ser preparada. A sua fatura está disponível na sua área de cliente.',
    },
  },
  order_shipped: {
    fr: {
      subject: 'Votre commande {number} a été expédiée',
      preheader: 'Votre colis est en route.',
      intro:
        'Bonne nouvelle\u00a0: votre commande {number} a quitté notre atelier. Vous pouvez suivre votre colis avec le numéro ci-dessous.',
      note: 'Le délai de livraison dépend du transporteur. Pour toute question, notre service client reste à votre disposition.',
    },
    en: {
      subject: 'Your order {number} has been shipped',
      preheader: 'Your parcel is on its way.',
      intro:
        'Good news: your order {number} has left our workshop. You can follow your parcel with the number below.',
      note: 'The delivery time depends on the carrier. If you have any question, our customer service is at your disposal.',
    },
    es: {
      subject: 'Su pedido {number} ha sido enviado',
      preheader: 'Su paquete está en camino.',
      intro:
        'Buenas noticias: su pedido {number} ha salido de nuestro taller. Puede seguir su paquete con el número indicado abajo.',
      note: 'El plazo de entrega depende del transportista. Para cualquier pregunta, nuestro servicio de atención al cliente está a su disposición.',
    },
    de: {
      subject: 'Ihre Bestellung {number} wurde versandt',
      preheader: 'Ihr Paket ist unterwegs.',
      intro:
        'Gute Nachricht: Ihre Bestellung {number} hat unsere Werkstatt verlassen. Mit der unten stehenden Nummer können Sie Ihr Paket verfolgen.',
      note: 'Die Lieferzeit hängt vom Versanddienstleister ab. Bei Fragen steht Ihnen unser Kundenservice gerne zur Verfügung.',
    },
    it: {
      subject: 'Il tuo ordine {number} è stato spedito',
      preheader: 'Il tuo pacco è in viaggio.',
      intro:
        'Buone notizie: il tuo ordine {number} ha lasciato il nostro laboratorio. Puoi seguire il pacco con il numero qui sotto.',
      note: 'I tempi di consegna dipendono dal corriere. Per qualsiasi domanda, il nostro servizio clienti è a tua disposizione.',
    },
    pt: {
      subject: 'A sua encomenda {number} foi expedida',
      preheader: 'A sua encomenda está a caminho.',
      intro:
        'Boas notícias: a sua encomenda {number} saiu da nossa oficina. Pode seguir a encomenda com o número abaixo.',
      note: 'O prazo de entrega depende da transportadora. Para qualquer questão, o nosso serviço de apoio ao cliente está ao seu dispor.',
    },
  },
  order_cancelled: {
    fr: {
      subject: 'Votre commande {number} est annulée',
      preheader: 'Annulation de la commande {number}.',
      intro: 'Votre commande {number} a été annulée.',
      note: 'Pour toute question, notre service client reste à votre disposition.',
    },
    en: {
      subject: 'Your order {number} has been cancelled',
      preheader: 'Cancellation of order {number}.',
      intro: 'Your order {number} has been cancelled.',
      note: 'If you have any question, our customer service is at your disposal.',
    },
    es: {
      subject: 'Su pedido {number} ha sido anulado',
      preheader: 'Anulación del pedido {number}.',
      intro: 'Su pedido {number} ha sido anulado.',
      note: 'Para cualquier pregunta, nuestro servicio de atención al cliente está a su disposición.',
    },
    de: {
      subject: 'Ihre Bestellung {number} wurde storniert',
      preheader: 'Stornierung der Bestellung {number}.',
      intro: 'Ihre Bestellung {number} wurde storniert.',
      note: 'Bei Fragen steht Ihnen unser Kundenservice gerne zur Verfügung.',
    },
    it: {
      subject: 'Il tuo ordine {number} è stato annullato',
      preheader: 'Annullamento dell’ordine {number}.',
      intro: 'Il tuo ordine {number} è stato annullato.',
      note: 'Per qualsiasi domanda, il nostro servizio clienti è a tua disposizione.',
    },
    pt: {
      subject: 'A sua encomenda {number} foi cancelada',
      preheader: 'Cancelamento da encomenda {number}.',
      intro: 'A sua encomenda {number} foi cancelada.',
      note: 'Para qualquer questão, o nosso serviço de apoio ao cliente está ao seu dispor.',
    },
  },
  shop_new_order: SHOP_NEW_ORDER_TEXTS,
};

/** Why an order was cancelled, and the refund sentence, after the cancellation's intro. */
export const CANCELLATION_TEXTS: Record<
  Locale,
  { transfer_not_received: string; cancelled: string; refund: string }
> = {
  fr: {
    transfer_not_received:
      'Nous n’avons pas reçu votre virement dans le délai de 7 jours suivant la commande ; les articles réservés ont été remis en vente.',
    cancelled: 'Les articles réservés ont été remis en vente.',
    refund: 'Le montant déjà réglé vous sera remboursé avec le moyen de paiement utilisé.',
  },
  en: {
    transfer_not_received:
      'We did not receive your bank transfer within 7 days of the order; the reserved items are back on sale.',
    cancelled: 'The reserved items are back on sale.',
    refund: 'The amount already paid will be refunded with the payment method you used.',
  },
  es: {
    transfer_not_received:
      'No hemos recibido su transferencia en los 7 días siguientes al pedido; los artículos reservados vuelven a estar a la venta.',
    cancelled: 'Los artículos reservados vuelven a estar a la venta.',
    refund: 'El importe ya abonado se le reembolsará con la forma de pago utilizada.',
  },
  de: {
    transfer_not_received:
      'Ihre Überweisung ist nicht innerhalb von 7 Tagen nach der Bestellung eingegangen; die reservierten Artikel sind wieder im Verkauf.',
    cancelled: 'Die reservierten Artikel sind wieder im Verkauf.',
    refund: 'Der bereits gezahlte Betrag wird Ihnen über die verwendete Zahlungsart erstattet.',
  },
  it: {
    transfer_not_received:
      'Non abbiamo ricevuto il tuo bonifico entro 7 giorni dall’ordine; gli articoli riservati sono di nuovo in vendita.',
    cancelled: 'Gli articoli riservati sono di nuovo in vendita.',
    refund: 'L’importo già pagato ti sarà rimborsato con il metodo di pagamento utilizzato.',
  },
  pt: {
    transfer_not_received:
      'Não recebemos a sua transferência nos 7 dias seguintes à encomenda; os artigos reservados voltaram a estar à venda.',
    cancelled: 'Os artigos reservados voltaram a estar à venda.',
    refund: 'O montante já pago ser-lhe-á reembolsado pelo método de pagamento utilizado.',
  },
};
