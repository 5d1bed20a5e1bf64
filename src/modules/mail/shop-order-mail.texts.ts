/**
 * The words of the mail the shop sends itself about a new order (`shop_new_order`): sent in the
 * shop's language, written in all six like every template.
 */
import type { Locale } from '../../shared/locale';
import type { OrderTemplateTexts } from './order-mail.texts';

export const SHOP_NEW_ORDER_TEXTS: Record<Locale, OrderTemplateTexts> = {
  fr: {
    subject: 'Nouvelle commande {number} – {amount}',
    preheader: '{customer} a commandé pour {amount}.',
    intro: 'Nouvelle commande {number} de {customer}\u00a0: {amount}, payée par {method}.',
    note: 'Retrouvez-la dans l’administration, rubrique Commandes, pour la préparer et saisir le numéro de suivi à l’expédition.',
  },
  en: {
    subject: 'New order {number} – {amount}',
    preheader: '{customer} ordered for {amount}.',
    intro: 'New order {number} from {customer}: {amount}, paid by {method}.',
    note: 'Find it in the back office under Orders to prepare it and enter the tracking number when it ships.',
  },
  es: {
    subject: 'Nuevo pedido {number} – {amount}',
    preheader: '{customer} ha pedido por {amount}.',
    intro: 'Nuevo pedido {number} de {customer}: {amount}, pagado con {method}.',
    note: 'Encuéntrelo en la administración, sección Pedidos, para prepararlo e introducir el número de seguimiento al enviarlo.',
  },
  de: {
    subject: 'Neue Bestellung {number} – {amount}',
    preheader: '{customer} hat für {amount} bestellt.',
    intro: 'Neue Bestellung {number} von {customer}: {amount}, bezahlt per {method}.',
    note: 'Sie finden sie in der Verwaltung unter Bestellungen, um sie vorzubereiten und beim Versand die Sendungsnummer einzutragen.',
  },
  it: {
    subject: 'Nuovo ordine {number} – {amount}',
    preheader: '{customer} ha ordinato per {amount}.',
    intro: 'Nuovo ordine {number} di {customer}: {amount}, pagato con {method}.',
    note: 'Lo trovi nell’amministrazione, sezione Ordini, per prepararlo e inserire il numero di tracciamento alla spedizione.',
  },
  pt: {
    subject: 'Nova encomenda {number} – {amount}',
    preheader: '{customer} encomendou {amount}.',
    intro: 'Nova encomenda {number} de {customer}: {amount}, paga com {method}.',
    note: 'Encontre-a na administração, secção Encomendas, para a preparar e indicar o número de seguimento na expedição.',
  },
};

/** The shop's new-order mail: what to do about the payment, after its intro. */
export const SHOP_ORDER_STATE_TEXTS: Record<
  Locale,
  { paid: string; awaiting_payment: string; pay_at_pickup: string }
> = {
  fr: {
    paid: 'Le paiement est reçu\u00a0: la commande est à préparer.',
    awaiting_payment:
      'Le paiement n’est pas encore reçu\u00a0: attendez-le avant d’expédier (un virement non reçu sous 7 jours annule la commande).',
    pay_at_pickup: 'Le client paiera au retrait en magasin\u00a0: la commande est à préparer.',
  },
  en: {
    paid: 'The payment has been received: the order is ready to prepare.',
    awaiting_payment:
      'The payment has not been received yet: wait for it before shipping (a transfer not received within 7 days cancels the order).',
    pay_at_pickup: 'The customer will pay at pickup in the shop: the order is ready to prepare.',
  },
  es: {
    paid: 'El pago se ha recibido: el pedido está listo para preparar.',
    awaiting_payment:
      'El pago aún no se ha recibido: espérelo antes de enviar (una transferencia no recibida en 7 días anula el pedido).',
    pay_at_pickup: 'El cliente pagará al recoger en la tienda: el pedido está listo para preparar.',
  },
  de: {
    paid: 'Die Zahlung ist eingegangen: Die Bestellung kann vorbereitet werden.',
    awaiting_payment:
      'Die Zahlung ist noch nicht eingegangen: Warten Sie vor dem Versand darauf (eine Überweisung, die nicht binnen 7 Tagen eingeht, storniert die Bestellung).',
    pay_at_pickup:
      'Der Kunde zahlt bei der Abholung im Geschäft: Die Bestellung kann vorbereitet werden.',
  },
  it: {
    paid: 'Il pagamento è stato ricevuto: l’ordine è da preparare.',
    awaiting_payment:
      'Il pagamento non è ancora arrivato: attendilo prima di spedire (un bonifico non ricevuto entro 7 giorni annulla l’ordine).',
    pay_at_pickup: 'Il cliente pagherà al ritiro in negozio: l’ordine è da preparare.',
  },
  pt: {
    paid: 'O pagamento foi recebido: a encomenda está pronta para preparar.',
    awaiting_payment:
      'O pagamento ainda não foi recebido: aguarde-o antes de expedir (uma transferência não recebida em 7 dias cancela a encomenda).',
    pay_at_pickup:
      'O cliente pagará no levantamento na loja: a encomenda está pronta para preparar.',
  },
};
