/**
 * The words of a PRO company's e-mails (decision 047), in the customer's language: its
 * document received (the company waits for verification), verified, rejected (`{reason}`, the
 * administrator's words). The button opens the professional account page.
 */
import type { Locale } from '../../shared/locale';
import type { TemplateTexts } from './mail.texts';

export const COMPANY_RECEIVED_TEXTS: Record<Locale, TemplateTexts> = {
  fr: {
    subject: 'Nous avons bien reçu votre justificatif',
    preheader: 'Votre compte professionnel est en attente de vérification.',
    intro:
      'Nous avons bien reçu le justificatif de votre société. Notre équipe le vérifie et vous écrira dès que votre compte professionnel sera activé.',
    button: 'Voir mon compte professionnel',
    note: 'Vous pouvez ajouter ou retirer un document tant que la vérification n’est pas terminée.',
  },
  en: {
    subject: 'We have received your company document',
    preheader: 'Your professional account is awaiting verification.',
    intro:
      'We have received your company’s document. Our team is checking it and will write to you as soon as your professional account is active.',
    button: 'See my professional account',
    note: 'You can add or remove a document until the verification is over.',
  },
  es: {
    subject: 'Hemos recibido su justificante',
    preheader: 'Su cuenta profesional está pendiente de verificación.',
    intro:
      'Hemos recibido el justificante de su empresa. Nuestro equipo lo está comprobando y le escribirá en cuanto su cuenta profesional esté activa.',
    button: 'Ver mi cuenta profesional',
    note: 'Puede añadir o retirar un documento mientras la verificación no haya terminado.',
  },
  de: {
    subject: 'Wir haben Ihren Nachweis erhalten',
    preheader: 'Ihr Geschäftskonto wartet auf die Prüfung.',
    intro:
      'Wir haben den Nachweis Ihres Unternehmens erhalten. Unser Team prüft ihn und schreibt Ihnen, sobald Ihr Geschäftskonto aktiviert ist.',
    button: 'Mein Geschäftskonto ansehen',
    note: 'Sie können Dokumente hinzufügen oder entfernen, solange die Prüfung nicht abgeschlossen ist.',
  },
  it: {
    subject: 'Abbiamo ricevuto il suo documento',
    preheader: 'Il suo account professionale è in attesa di verifica.',
    intro:
      'Abbiamo ricevuto il documento della sua società. Il nostro team lo sta verificando e le scriverà appena il suo account professionale sarà attivo.',
    button: 'Vedi il mio account professionale',
    note: 'Può aggiungere o togliere un documento finché la verifica non è terminata.',
  },
  pt: {
    subject: 'Recebemos o seu comprovativo',
    preheader: 'A sua conta profissional aguarda verificação.',
    intro:
      'Recebemos o comprovativo da sua empresa. A nossa equipa está a verificá-lo e escrever-lhe-á assim que a sua conta profissional estiver ativa.',
    button: 'Ver a minha conta profissional',
    note: 'Pode adicionar ou retirar um documento enquanto a verificação não terminar.',
  },
};

export const COMPANY_VERIFIED_TEXTS: Record<Locale, TemplateTexts> = {
  fr: {
    subject: 'Votre compte professionnel est activé',
    preheader: 'Vos prix hors taxes et remises professionnelles vous attendent.',
    intro:
      'Bonne nouvelle : notre équipe a vérifié votre société. Votre compte est désormais professionnel : prix hors taxes, remises dédiées et codes réservés.',
    button: 'Voir mon compte professionnel',
    note: 'Pour modifier les informations de votre société, contactez-nous.',
  },
  en: {
    subject: 'Your professional account is active',
    preheader: 'Your prices excluding VAT and professional discounts are waiting.',
    intro:
      'Good news: our team has checked your company. Your account is now a professional account: prices excluding VAT, dedicated discounts and reserved codes.',
    button: 'See my professional account',
    note: 'To change your company’s details, contact us.',
  },
  es: {
    subject: 'Su cuenta profesional está activada',
    preheader: 'Le esperan sus precios sin IVA y descuentos profesionales.',
    intro:
      'Buenas noticias: nuestro equipo ha verificado su empresa. Su cuenta ya es profesional: precios sin IVA, descuentos dedicados y códigos reservados.',
    button: 'Ver mi cuenta profesional',
    note: 'Para modificar los datos de su empresa, contáctenos.',
  },
  de: {
    subject: 'Ihr Geschäftskonto ist aktiviert',
    preheader: 'Ihre Nettopreise und Geschäftskundenrabatte warten auf Sie.',
    intro:
      'Gute Nachricht: Unser Team hat Ihr Unternehmen geprüft. Ihr Konto ist jetzt ein Geschäftskonto: Nettopreise, eigene Rabatte und reservierte Codes.',
    button: 'Mein Geschäftskonto ansehen',
    note: 'Um die Angaben zu Ihrem Unternehmen zu ändern, kontaktieren Sie uns.',
  },
  it: {
    subject: 'Il suo account professionale è attivo',
    preheader: 'La aspettano i prezzi IVA esclusa e gli sconti professionali.',
    intro:
      'Buone notizie: il nostro team ha verificato la sua società. Il suo account è ora professionale: prezzi IVA esclusa, sconti dedicati e codici riservati.',
    button: 'Vedi il mio account professionale',
    note: 'Per modificare i dati della sua società, ci contatti.',
  },
  pt: {
    subject: 'A sua conta profissional está ativa',
    preheader: 'Os seus preços sem IVA e descontos profissionais esperam por si.',
    intro:
      'Boas notícias: a nossa equipa verificou a sua empresa. A sua conta é agora profissional: preços sem IVA, descontos dedicados e códigos reservados.',
    button: 'Ver a minha conta profissional',
    note: 'Para alterar os dados da sua empresa, contacte-nos.',
  },
};

export const COMPANY_REJECTED_TEXTS: Record<Locale, TemplateTexts> = {
  fr: {
    subject: 'Votre compte professionnel n’a pas pu être activé',
    preheader: 'Un nouveau justificatif est nécessaire.',
    intro:
      'Notre équipe n’a pas pu vérifier votre société. Motif : {reason}. Corrigez vos informations ou envoyez un nouveau justificatif de moins de 3 mois depuis votre compte.',
    button: 'Voir mon compte professionnel',
    note: 'Une question ? Répondez-nous depuis la page Contact.',
  },
  en: {
    subject: 'Your professional account could not be activated',
    preheader: 'A new document is needed.',
    intro:
      'Our team could not verify your company. Reason: {reason}. Correct your details or send a new document less than 3 months old from your account.',
    button: 'See my professional account',
    note: 'A question? Write to us from the Contact page.',
  },
  es: {
    subject: 'No se ha podido activar su cuenta profesional',
    preheader: 'Se necesita un nuevo justificante.',
    intro:
      'Nuestro equipo no ha podido verificar su empresa. Motivo: {reason}. Corrija sus datos o envíe un nuevo justificante de menos de 3 meses desde su cuenta.',
    button: 'Ver mi cuenta profesional',
    note: '¿Alguna pregunta? Escríbanos desde la página Contacto.',
  },
  de: {
    subject: 'Ihr Geschäftskonto konnte nicht aktiviert werden',
    preheader: 'Ein neuer Nachweis ist nötig.',
    intro:
      'Unser Team konnte Ihr Unternehmen nicht verifizieren. Grund: {reason}. Korrigieren Sie Ihre Angaben oder senden Sie aus Ihrem Konto einen neuen Nachweis, nicht älter als 3 Monate.',
    button: 'Mein Geschäftskonto ansehen',
    note: 'Fragen? Schreiben Sie uns über die Kontaktseite.',
  },
  it: {
    subject: 'Non è stato possibile attivare il suo account professionale',
    preheader: 'Serve un nuovo documento.',
    intro:
      'Il nostro team non ha potuto verificare la sua società. Motivo: {reason}. Corregga i suoi dati o invii dal suo account un nuovo documento di meno di 3 mesi.',
    button: 'Vedi il mio account professionale',
    note: 'Una domanda? Ci scriva dalla pagina Contatti.',
  },
  pt: {
    subject: 'Não foi possível ativar a sua conta profissional',
    preheader: 'É necessário um novo comprovativo.',
    intro:
      'A nossa equipa não conseguiu verificar a sua empresa. Motivo: {reason}. Corrija os seus dados ou envie a partir da sua conta um novo comprovativo com menos de 3 meses.',
    button: 'Ver a minha conta profissional',
    note: 'Alguma pergunta? Escreva-nos a partir da página Contacto.',
  },
};
