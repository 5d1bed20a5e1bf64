/**
 * The contact form's e-mails (decision 052): `contact_message`, the message as the customer
 * service receives it (sent in the shop's language), and `contact_received`, the
 * acknowledgement to the sender in their language. The acknowledgement repeats nothing the
 * sender typed (no name, no message): a form that mails anyone is a spammer's relay otherwise.
 */
import type { Locale } from '../../shared/locale';
import type { TemplateTexts } from './mail.texts';

export const CONTACT_MESSAGE_TEXTS: Record<Locale, TemplateTexts> = {
  fr: {
    subject: 'Contact\u00a0: {subject} – {name}',
    preheader: '{name} ({email}) vous a écrit.',
    intro:
      'Message de {name} ({email}), sujet\u00a0: {subject}, commande\u00a0: {order_number}, pièce jointe\u00a0: {attachment}.\n\n{message}',
    button: 'Ouvrir dans l’administration',
    note: 'Répondez à {email}, puis marquez le message comme traité.',
  },
  en: {
    subject: 'Contact: {subject} – {name}',
    preheader: '{name} ({email}) wrote to you.',
    intro:
      'Message from {name} ({email}), subject: {subject}, order: {order_number}, attachment: {attachment}.\n\n{message}',
    button: 'Open in the back office',
    note: 'Reply to {email}, then mark the message as handled.',
  },
  es: {
    subject: 'Contacto: {subject} – {name}',
    preheader: '{name} ({email}) le ha escrito.',
    intro:
      'Mensaje de {name} ({email}), asunto: {subject}, pedido: {order_number}, archivo adjunto: {attachment}.\n\n{message}',
    button: 'Abrir en la administración',
    note: 'Responda a {email} y marque el mensaje como tratado.',
  },
  de: {
    subject: 'Kontakt: {subject} – {name}',
    preheader: '{name} ({email}) hat Ihnen geschrieben.',
    intro:
      'Nachricht von {name} ({email}), Betreff: {subject}, Bestellung: {order_number}, Anhang: {attachment}.\n\n{message}',
    button: 'In der Verwaltung öffnen',
    note: 'Antworten Sie an {email} und markieren Sie die Nachricht dann als erledigt.',
  },
  it: {
    subject: 'Contatto: {subject} – {name}',
    preheader: '{name} ({email}) ti ha scritto.',
    intro:
      'Messaggio di {name} ({email}), oggetto: {subject}, ordine: {order_number}, allegato: {attachment}.\n\n{message}',
    button: 'Apri nell’amministrazione',
    note: 'Rispondi a {email}, poi segna il messaggio come gestito.',
  },
  pt: {
    subject: 'Mensagem de contacto: {subject} – {name}',
    preheader: '{name} ({email}) escreveu-lhe.',
    intro:
      'Mensagem de {name} ({email}), assunto: {subject}, encomenda: {order_number}, anexo: {attachment}.\n\n{message}',
    button: 'Abrir na administração',
    note: 'Responda a {email} e depois marque a mensagem como tratada.',
  },
};

export const CONTACT_RECEIVED_TEXTS: Record<Locale, TemplateTexts> = {
  fr: {
    subject: 'Nous avons bien reçu votre message',
    preheader: 'Notre service client vous répond sous deux jours ouvrés.',
    intro:
      'Merci de nous avoir écrit au sujet de\u00a0: {subject}. Notre service client vous répond par e-mail sous deux jours ouvrés.',
    button: 'Retourner sur la boutique',
    note: 'Si vous n’êtes pas à l’origine de ce message, ignorez simplement cet e-mail.',
  },
  en: {
    subject: 'We have received your message',
    preheader: 'Our customer service will reply within two working days.',
    intro:
      'Thank you for writing to us about: {subject}. Our customer service will reply by e-mail within two working days.',
    button: 'Back to the shop',
    note: 'If you did not send this message, simply ignore this e-mail.',
  },
  es: {
    subject: 'Hemos recibido su mensaje',
    preheader: 'Nuestro servicio de atención al cliente le responderá en dos días laborables.',
    intro:
      'Gracias por escribirnos sobre: {subject}. Nuestro servicio de atención al cliente le responderá por correo electrónico en dos días laborables.',
    button: 'Volver a la tienda',
    note: 'Si no ha enviado este mensaje, ignore este correo.',
  },
  de: {
    subject: 'Wir haben Ihre Nachricht erhalten',
    preheader: 'Unser Kundenservice antwortet Ihnen innerhalb von zwei Werktagen.',
    intro:
      'Vielen Dank für Ihre Nachricht zum Thema: {subject}. Unser Kundenservice antwortet Ihnen innerhalb von zwei Werktagen per E-Mail.',
    button: 'Zurück zum Shop',
    note: 'Wenn Sie diese Nachricht nicht gesendet haben, ignorieren Sie diese E-Mail einfach.',
  },
  it: {
    subject: 'Abbiamo ricevuto il tuo messaggio',
    preheader: 'Il nostro servizio clienti ti risponderà entro due giorni lavorativi.',
    intro:
      'Grazie per averci scritto a proposito di: {subject}. Il nostro servizio clienti ti risponderà via e-mail entro due giorni lavorativi.',
    button: 'Torna al negozio',
    note: 'Se non hai inviato tu questo messaggio, ignora questa e-mail.',
  },
  pt: {
    subject: 'Recebemos a sua mensagem',
    preheader: 'O nosso serviço de apoio ao cliente responde-lhe em dois dias úteis.',
    intro:
      'Obrigado por nos escrever sobre: {subject}. O nosso serviço de apoio ao cliente responde-lhe por e-mail em dois dias úteis.',
    button: 'Voltar à loja',
    note: 'Se não enviou esta mensagem, ignore simplesmente este e-mail.',
  },
};
