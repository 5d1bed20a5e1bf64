/**
 * Answers of customer service: the contact form (decision 052); claims (decision 051): a
 * message to a closed claim, an order that is not the customer's. Part of the server's
 * messages (src/shared/messages.ts).
 */
export const SUPPORT_MESSAGES = {
  message_too_short: {
    fr: 'Votre message doit comporter au moins 10 caractères.',
    en: 'Your message must be at least 10 characters long.',
    es: 'Su mensaje debe tener al menos 10 caracteres.',
    de: 'Ihre Nachricht muss mindestens 10 Zeichen lang sein.',
    it: 'Il messaggio deve contenere almeno 10 caratteri.',
    pt: 'A sua mensagem deve ter pelo menos 10 caracteres.',
  },
  contact_refused: {
    fr: "Votre message n'a pas pu être envoyé. Écrivez-nous directement par e-mail.",
    en: 'Your message could not be sent. Please write to us by e-mail directly.',
    es: 'No se ha podido enviar su mensaje. Escríbanos directamente por correo electrónico.',
    de: 'Ihre Nachricht konnte nicht gesendet werden. Schreiben Sie uns bitte direkt per E-Mail.',
    it: 'Non è stato possibile inviare il messaggio. Scrivici direttamente via e-mail.',
    pt: 'Não foi possível enviar a sua mensagem. Escreva-nos diretamente por e-mail.',
  },
  contact_too_many: {
    fr: 'Vous nous avez déjà écrit plusieurs fois. Réessayez dans {wait}.',
    en: 'You have already written to us several times. Please try again in {wait}.',
    es: 'Ya nos ha escrito varias veces. Vuelva a intentarlo dentro de {wait}.',
    de: 'Sie haben uns bereits mehrmals geschrieben. Versuchen Sie es in {wait} erneut.',
    it: 'Ci hai già scritto più volte. Riprova tra {wait}.',
    pt: 'Já nos escreveu várias vezes. Tente novamente dentro de {wait}.',
  },
  contact_busy: {
    fr: 'Nous recevons beaucoup de messages en ce moment. Réessayez dans {wait}.',
    en: 'We are receiving a lot of messages right now. Please try again in {wait}.',
    es: 'Estamos recibiendo muchos mensajes en este momento. Vuelva a intentarlo dentro de {wait}.',
    de: 'Wir erhalten gerade sehr viele Nachrichten. Versuchen Sie es in {wait} erneut.',
    it: 'Stiamo ricevendo molti messaggi in questo momento. Riprova tra {wait}.',
    pt: 'Estamos a receber muitas mensagens neste momento. Tente novamente dentro de {wait}.',
  },
  claim_closed: {
    fr: 'Cette réclamation est close : rouvrez-la pour écrire un nouveau message.',
    en: 'This claim is closed: reopen it to write a new message.',
    es: 'Esta reclamación está cerrada: vuelva a abrirla para escribir un nuevo mensaje.',
    de: 'Diese Reklamation ist geschlossen: Öffnen Sie sie erneut, um eine neue Nachricht zu schreiben.',
    it: 'Questo reclamo è chiuso: lo riapra per scrivere un nuovo messaggio.',
    pt: 'Esta reclamação está encerrada: reabra-a para escrever uma nova mensagem.',
  },
  claim_order_unknown: {
    fr: 'Choisissez une de vos commandes.',
    en: 'Choose one of your orders.',
    es: 'Elija uno de sus pedidos.',
    de: 'Wählen Sie eine Ihrer Bestellungen.',
    it: 'Scelga uno dei suoi ordini.',
    pt: 'Escolha uma das suas encomendas.',
  },
} as const;
