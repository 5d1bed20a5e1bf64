import type { Locale } from '../locale';

/**
 * Answers about a PRO company and its documents (decision 047). Part of the server's messages
 * (src/shared/messages.ts). The document's age: SPEC §5 ("must be less than 3 months old").
 */
export const COMPANY_MESSAGES = {
  siret_invalid: {
    fr: "Ce numéro SIRET n'est pas valide (14 chiffres, clé de contrôle incorrecte).",
    en: 'This SIRET number is not valid (14 digits, wrong check digit).',
    es: 'Este número SIRET no es válido (14 cifras, dígito de control incorrecto).',
    de: 'Diese SIRET-Nummer ist ungültig (14 Ziffern, falsche Prüfziffer).',
    it: 'Questo numero SIRET non è valido (14 cifre, cifra di controllo errata).',
    pt: 'Este número SIRET não é válido (14 dígitos, dígito de controlo incorreto).',
  },
  vat_number_invalid: {
    fr: "Ce numéro de TVA intracommunautaire n'a pas le format de son pays (ex. FR40303265045).",
    en: 'This intra-EU VAT number does not have the format of its country (e.g. FR40303265045).',
    es: 'Este número de IVA intracomunitario no tiene el formato de su país (p. ej. FR40303265045).',
    de: 'Diese USt-IdNr. hat nicht das Format ihres Landes (z. B. FR40303265045).',
    it: 'Questa partita IVA intracomunitaria non ha il formato del suo paese (es. FR40303265045).',
    pt: 'Este número de IVA intracomunitário não tem o formato do seu país (ex. FR40303265045).',
  },
  company_exists: {
    fr: 'Votre compte a déjà une société.',
    en: 'Your account already has a company.',
    es: 'Su cuenta ya tiene una empresa.',
    de: 'Ihr Konto hat bereits ein Unternehmen.',
    it: 'Il suo account ha già una società.',
    pt: 'A sua conta já tem uma empresa.',
  },
  company_locked: {
    fr: 'Votre société est vérifiée : contactez-nous pour modifier ses informations ou ses documents.',
    en: 'Your company is verified: contact us to change its details or documents.',
    es: 'Su empresa está verificada: contáctenos para modificar sus datos o documentos.',
    de: 'Ihr Unternehmen ist verifiziert: Kontaktieren Sie uns, um Angaben oder Dokumente zu ändern.',
    it: 'La sua società è verificata: ci contatti per modificarne i dati o i documenti.',
    pt: 'A sua empresa está verificada: contacte-nos para alterar os seus dados ou documentos.',
  },
  company_incomplete: {
    fr: "Complétez d'abord les informations de votre société.",
    en: "First complete your company's details.",
    es: 'Complete primero los datos de su empresa.',
    de: 'Vervollständigen Sie zuerst die Angaben zu Ihrem Unternehmen.',
    it: 'Completi prima i dati della sua società.',
    pt: 'Complete primeiro os dados da sua empresa.',
  },
  document_too_old: {
    fr: 'Le document doit dater de moins de 3 mois.',
    en: 'The document must be less than 3 months old.',
    es: 'El documento debe tener menos de 3 meses.',
    de: 'Das Dokument darf nicht älter als 3 Monate sein.',
    it: 'Il documento deve risalire a meno di 3 mesi fa.',
    pt: 'O documento deve ter menos de 3 meses.',
  },
  document_date_future: {
    fr: 'La date du document ne peut pas être dans le futur.',
    en: "The document's date cannot be in the future.",
    es: 'La fecha del documento no puede ser futura.',
    de: 'Das Datum des Dokuments darf nicht in der Zukunft liegen.',
    it: 'La data del documento non può essere nel futuro.',
    pt: 'A data do documento não pode ser no futuro.',
  },
  company_not_pending: {
    fr: "Cette société n'est plus en attente de vérification.",
    en: 'This company is no longer awaiting verification.',
    es: 'Esta empresa ya no está pendiente de verificación.',
    de: 'Dieses Unternehmen wartet nicht mehr auf Prüfung.',
    it: 'Questa società non è più in attesa di verifica.',
    pt: 'Esta empresa já não está a aguardar verificação.',
  },
} satisfies Record<string, Record<Locale, string>>;
