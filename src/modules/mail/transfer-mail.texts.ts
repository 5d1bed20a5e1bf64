/**
 * The words of the two bank-transfer mails: the instructions sent with the order and the reminder
 * before the deadline (SPEC: unpaid transfers are cancelled after 7 days).
 */
import type { Locale } from '../../shared/locale';
import type { OrderTemplateTexts } from './order-mail.texts';

export const TRANSFER_INSTRUCTIONS_TEXTS: Record<Locale, OrderTemplateTexts> = {
  fr: {
    subject: 'Commande {number} : vos instructions de virement',
    preheader: 'Virement de {amount} à effectuer avant le {deadline}.',
    intro:
      'Pour finaliser votre commande {number}, effectuez un virement de {amount} sur le compte ci-dessous en indiquant la référence {number}.',
    note: 'Nous préparons votre commande dès réception du virement. S’il ne nous parvient pas au plus tard le {deadline}, la commande sera annulée automatiquement.',
  },
  en: {
    subject: 'Order {number}: your bank transfer instructions',
    preheader: 'Transfer of {amount} to make before {deadline}.',
    intro:
      'To complete your order {number}, please transfer {amount} to the account below, quoting the reference {number}.',
    note: 'We prepare your order as soon as the transfer arrives. If it has not reached us by {deadline}, the order will be cancelled automatically.',
  },
  es: {
    subject: 'Pedido {number}: sus instrucciones de transferencia',
    preheader: 'Transferencia de {amount} antes del {deadline}.',
    intro:
      'Para finalizar su pedido {number}, realice una transferencia de {amount} a la cuenta indicada abajo con la referencia {number}.',
    note: 'Preparamos su pedido en cuanto recibimos la transferencia. Si no la hemos recibido a más tardar el {deadline}, el pedido se anulará automáticamente.',
  },
  de: {
    subject: 'Bestellung {number}: Ihre Überweisungsdaten',
    preheader: 'Überweisung von {amount} bis spätestens {deadline}.',
    intro:
      'Um Ihre Bestellung {number} abzuschließen, überweisen Sie bitte {amount} auf das unten stehende Konto mit dem Verwendungszweck {number}.',
    note: 'Wir bereiten Ihre Bestellung vor, sobald die Überweisung eingegangen ist. Ist sie bis zum {deadline} nicht bei uns eingegangen, wird die Bestellung automatisch storniert.',
  },
  it: {
    subject: 'Ordine {number}: le istruzioni per il bonifico',
    preheader: 'Bonifico di {amount} da effettuare entro il {deadline}.',
    intro:
      'Per completare l’ordine {number}, effettua un bonifico di {amount} sul conto indicato qui sotto, con la causale {number}.',
    note: 'Prepariamo il tuo ordine appena riceviamo il bonifico. Se non ci arriva entro il {deadline}, l’ordine sarà annullato automaticamente.',
  },
  pt: {
    subject: 'Encomenda {number}: instruções para a transferência',
    preheader: 'Transferência de {amount} a efetuar até {deadline}.',
    intro:
      'Para concluir a sua encomenda {number}, faça uma transferência de {amount} para a conta abaixo, indicando a referência {number}.',
    note: 'Preparamos a sua encomenda assim que recebermos a transferência. Se não a recebermos até {deadline}, a encomenda será cancelada automaticamente.',
  },
};

export const TRANSFER_REMINDER_TEXTS: Record<Locale, OrderTemplateTexts> = {
  fr: {
    subject: 'Rappel : virement en attente pour votre commande {number}',
    preheader: 'Votre commande sera annulée sans virement reçu le {deadline}.',
    intro:
      'Nous n’avons pas encore reçu votre virement de {amount} pour la commande {number}. Voici de nouveau nos coordonnées bancaires ; indiquez la référence {number}.',
    note: 'Sans virement reçu au plus tard le {deadline}, la commande sera annulée. Si vous avez déjà effectué le virement, ne tenez pas compte de ce message.',
  },
  en: {
    subject: 'Reminder: bank transfer awaited for your order {number}',
    preheader: 'Your order will be cancelled if no transfer arrives by {deadline}.',
    intro:
      'We have not received your transfer of {amount} for order {number} yet. Here are our bank details again; please quote the reference {number}.',
    note: 'If no transfer reaches us by {deadline}, the order will be cancelled. If you have already made the transfer, please disregard this message.',
  },
  es: {
    subject: 'Recordatorio: transferencia pendiente para su pedido {number}',
    preheader: 'Su pedido se anulará si no recibimos la transferencia el {deadline}.',
    intro:
      'Aún no hemos recibido su transferencia de {amount} para el pedido {number}. Le recordamos nuestros datos bancarios; indique la referencia {number}.',
    note: 'Si no recibimos la transferencia a más tardar el {deadline}, el pedido se anulará. Si ya ha realizado la transferencia, no tenga en cuenta este mensaje.',
  },
  de: {
    subject: 'Erinnerung: Überweisung für Ihre Bestellung {number} ausstehend',
    preheader: 'Ohne Zahlungseingang bis {deadline} wird Ihre Bestellung storniert.',
    intro:
      'Ihre Überweisung von {amount} für die Bestellung {number} ist noch nicht bei uns eingegangen. Hier noch einmal unsere Bankverbindung; bitte geben Sie den Verwendungszweck {number} an.',
    note: 'Geht bis zum {deadline} keine Überweisung ein, wird die Bestellung storniert. Falls Sie bereits überwiesen haben, betrachten Sie diese Nachricht bitte als gegenstandslos.',
  },
  it: {
    subject: 'Promemoria: bonifico in attesa per l’ordine {number}',
    preheader: 'Il tuo ordine sarà annullato se il bonifico non arriva entro il {deadline}.',
    intro:
      'Non abbiamo ancora ricevuto il tuo bonifico di {amount} per l’ordine {number}. Ecco di nuovo le nostre coordinate bancarie; indica la causale {number}.',
    note: 'Se il bonifico non arriva entro il {deadline}, l’ordine sarà annullato. Se hai già effettuato il bonifico, ignora questo messaggio.',
  },
  pt: {
    subject: 'Lembrete: transferência pendente para a sua encomenda {number}',
    preheader: 'A sua encomenda será cancelada se a transferência não chegar até {deadline}.',
    intro:
      'Ainda não recebemos a sua transferência de {amount} para a encomenda {number}. Eis de novo os nossos dados bancários; indique a referência {number}.',
    note: 'Se a transferência não chegar até {deadline}, a encomenda será cancelada. Se já efetuou a transferência, ignore esta mensagem.',
  },
};
