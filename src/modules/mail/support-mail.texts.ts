/**
 * The words of a claim's e-mails (decision 051). `claim_reply`: staff answered the customer's
 * claim `{title}`, in the customer's language; the button opens the claim (the answer itself
 * is read there, signed in: an e-mail may be forwarded). `shop_claim`: the shop's contact
 * address learns that a customer (`{customer}`) opened a claim or wrote in one; sent in
 * French (the shop's language), the other languages exist as for every account e-mail.
 */
import type { Locale } from '../../shared/locale';
import type { TemplateTexts } from './mail.texts';

export const CLAIM_REPLY_TEXTS: Record<Locale, TemplateTexts> = {
  fr: {
    subject: 'Réponse à votre réclamation « {title} »',
    preheader: 'Notre service client vous a répondu.',
    intro:
      'Notre service client a répondu à votre réclamation « {title} ». Lisez sa réponse et répondez-nous si besoin depuis votre compte.',
    button: 'Lire la réponse',
    note: 'Si votre demande est réglée, vous pouvez clore la réclamation depuis la même page.',
  },
  en: {
    subject: 'Reply to your claim “{title}”',
    preheader: 'Our customer service has replied.',
    intro:
      'Our customer service has replied to your claim “{title}”. Read the reply and answer us if needed from your account.',
    button: 'Read the reply',
    note: 'If your request is settled, you can close the claim from the same page.',
  },
  es: {
    subject: 'Respuesta a su reclamación «{title}»',
    preheader: 'Nuestro servicio de atención al cliente le ha respondido.',
    intro:
      'Nuestro servicio de atención al cliente ha respondido a su reclamación «{title}». Lea la respuesta y contéstenos si es necesario desde su cuenta.',
    button: 'Leer la respuesta',
    note: 'Si su solicitud está resuelta, puede cerrar la reclamación desde la misma página.',
  },
  de: {
    subject: 'Antwort auf Ihre Reklamation „{title}“',
    preheader: 'Unser Kundenservice hat Ihnen geantwortet.',
    intro:
      'Unser Kundenservice hat auf Ihre Reklamation „{title}“ geantwortet. Lesen Sie die Antwort und antworten Sie uns bei Bedarf in Ihrem Kundenkonto.',
    button: 'Antwort lesen',
    note: 'Ist Ihr Anliegen erledigt, können Sie die Reklamation auf derselben Seite schließen.',
  },
  it: {
    subject: 'Risposta al suo reclamo «{title}»',
    preheader: 'Il nostro servizio clienti le ha risposto.',
    intro:
      'Il nostro servizio clienti ha risposto al suo reclamo «{title}». Legga la risposta e ci risponda se necessario dal suo account.',
    button: 'Leggi la risposta',
    note: 'Se la sua richiesta è risolta, può chiudere il reclamo dalla stessa pagina.',
  },
  pt: {
    subject: 'Resposta à sua reclamação «{title}»',
    preheader: 'O nosso serviço de apoio ao cliente respondeu-lhe.',
    intro:
      'O nosso serviço de apoio ao cliente respondeu à sua reclamação «{title}». Leia a resposta e responda-nos se necessário a partir da sua conta.',
    button: 'Ler a resposta',
    note: 'Se o seu pedido estiver resolvido, pode encerrar a reclamação na mesma página.',
  },
};

export const SHOP_CLAIM_TEXTS: Record<Locale, TemplateTexts> = {
  fr: {
    subject: 'Réclamation « {title} » : message de {customer}',
    preheader: 'Un client attend une réponse du service client.',
    intro:
      '{customer} a écrit dans la réclamation « {title} ». Elle attend une réponse du service client.',
    button: 'Ouvrir la réclamation',
    note: 'Répondez depuis le service client de l’administration : le client est prévenu par e-mail.',
  },
  en: {
    subject: 'Claim “{title}”: message from {customer}',
    preheader: 'A customer is waiting for customer service.',
    intro: '{customer} wrote in the claim “{title}”. It is waiting for customer service to answer.',
    button: 'Open the claim',
    note: 'Answer from the back office’s customer service: the customer is told by e-mail.',
  },
  es: {
    subject: 'Reclamación «{title}»: mensaje de {customer}',
    preheader: 'Un cliente espera una respuesta del servicio de atención al cliente.',
    intro:
      '{customer} ha escrito en la reclamación «{title}». Espera una respuesta del servicio de atención al cliente.',
    button: 'Abrir la reclamación',
    note: 'Responda desde el servicio de atención al cliente de la administración: el cliente recibe un aviso por correo.',
  },
  de: {
    subject: 'Reklamation „{title}“: Nachricht von {customer}',
    preheader: 'Ein Kunde wartet auf eine Antwort des Kundenservice.',
    intro:
      '{customer} hat in der Reklamation „{title}“ geschrieben. Sie wartet auf eine Antwort des Kundenservice.',
    button: 'Reklamation öffnen',
    note: 'Antworten Sie im Kundenservice der Verwaltung: Der Kunde wird per E-Mail benachrichtigt.',
  },
  it: {
    subject: 'Reclamo «{title}»: messaggio di {customer}',
    preheader: 'Un cliente attende una risposta dal servizio clienti.',
    intro:
      '{customer} ha scritto nel reclamo «{title}». Attende una risposta dal servizio clienti.',
    button: 'Apri il reclamo',
    note: 'Rispondi dal servizio clienti dell’amministrazione: il cliente riceve un avviso via e-mail.',
  },
  pt: {
    subject: 'Reclamação «{title}»: mensagem de {customer}',
    preheader: 'Um cliente aguarda resposta do serviço de apoio ao cliente.',
    intro:
      '{customer} escreveu na reclamação «{title}». Aguarda resposta do serviço de apoio ao cliente.',
    button: 'Abrir a reclamação',
    note: 'Responda a partir do serviço de apoio ao cliente da administração: o cliente é avisado por e-mail.',
  },
};
