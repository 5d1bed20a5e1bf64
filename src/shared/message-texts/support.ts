/**
 * Answers about claims (decision 051): a message to a closed claim, an order that is not the
 * customer's. Part of the server's messages (src/shared/messages.ts).
 */
export const SUPPORT_MESSAGES = {
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
