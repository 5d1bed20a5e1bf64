import type { Locale } from './locale';

/**
 * Messages the API sends back (validation, errors). French texts are SPEC §5/§8 verbatim.
 * The UI has its own catalogues in src/web/i18n; these are for server answers only.
 */
const MESSAGES = {
  required: {
    fr: 'Ce champ est requis.',
    en: 'This field is required.',
    es: 'Este campo es obligatorio.',
    de: 'Dieses Feld ist erforderlich.',
    it: 'Questo campo è obbligatorio.',
    pt: 'Este campo é obrigatório.',
  },
  invalid_date: {
    fr: "La date n'est pas valide.",
    en: 'The date is not valid.',
    es: 'La fecha no es válida.',
    de: 'Das Datum ist ungültig.',
    it: 'La data non è valida.',
    pt: 'A data não é válida.',
  },
  form_invalid: {
    fr: 'Votre formulaire comporte des erreurs, veuillez les corriger.',
    en: 'Your form contains errors, please correct them.',
    es: 'Su formulario contiene errores, por favor corríjalos.',
    de: 'Ihr Formular enthält Fehler, bitte korrigieren Sie diese.',
    it: 'Il modulo contiene degli errori, si prega di correggerli.',
    pt: 'O seu formulário contém erros, por favor corrija-os.',
  },
  invalid_value: {
    fr: "Cette valeur n'est pas valide.",
    en: 'This value is not valid.',
    es: 'Este valor no es válido.',
    de: 'Dieser Wert ist ungültig.',
    it: 'Questo valore non è valido.',
    pt: 'Este valor não é válido.',
  },
  invalid_integer: {
    fr: 'Cette valeur doit être un nombre entier positif.',
    en: 'This value must be a positive whole number.',
    es: 'Este valor debe ser un número entero positivo.',
    de: 'Dieser Wert muss eine positive ganze Zahl sein.',
    it: 'Questo valore deve essere un numero intero positivo.',
    pt: 'Este valor deve ser um número inteiro positivo.',
  },
  invalid_price_range: {
    fr: 'Fourchette de prix invalide : deux montants séparés par une virgule (-1 pour aucune limite).',
    en: 'Invalid price range: two amounts separated by a comma (-1 for no limit).',
    es: 'Rango de precios no válido: dos importes separados por una coma (-1 para sin límite).',
    de: 'Ungültige Preisspanne: zwei durch ein Komma getrennte Beträge (-1 für keine Grenze).',
    it: 'Fascia di prezzo non valida: due importi separati da una virgola (-1 per nessun limite).',
    pt: 'Intervalo de preços inválido: dois valores separados por vírgula (-1 para sem limite).',
  },
  unknown_parameter: {
    fr: "Ce paramètre n'est pas reconnu.",
    en: 'This parameter is not recognised.',
    es: 'Este parámetro no se reconoce.',
    de: 'Dieser Parameter wird nicht erkannt.',
    it: 'Questo parametro non è riconosciuto.',
    pt: 'Este parâmetro não é reconhecido.',
  },
  unknown_value: {
    fr: 'Valeur non reconnue. Valeurs possibles : {allowed}.',
    en: 'Unrecognised value. Allowed values: {allowed}.',
    es: 'Valor no reconocido. Valores posibles: {allowed}.',
    de: 'Unbekannter Wert. Mögliche Werte: {allowed}.',
    it: 'Valore non riconosciuto. Valori possibili: {allowed}.',
    pt: 'Valor não reconhecido. Valores possíveis: {allowed}.',
  },
  bad_json: {
    fr: "Le corps de la requête n'est pas un JSON valide.",
    en: 'The request body is not valid JSON.',
    es: 'El cuerpo de la solicitud no es un JSON válido.',
    de: 'Der Anfragetext ist kein gültiges JSON.',
    it: 'Il corpo della richiesta non è un JSON valido.',
    pt: 'O corpo do pedido não é um JSON válido.',
  },
  unsupported_media_type: {
    fr: "Ce type de contenu n'est pas accepté.",
    en: 'This content type is not accepted.',
    es: 'Este tipo de contenido no se acepta.',
    de: 'Dieser Inhaltstyp wird nicht akzeptiert.',
    it: 'Questo tipo di contenuto non è accettato.',
    pt: 'Este tipo de conteúdo não é aceite.',
  },
  not_found: {
    fr: "Cette ressource n'existe pas.",
    en: 'This resource does not exist.',
    es: 'Este recurso no existe.',
    de: 'Diese Ressource existiert nicht.',
    it: 'Questa risorsa non esiste.',
    pt: 'Este recurso não existe.',
  },
  unauthenticated: {
    fr: "Votre session n'est pas valide ou a expiré. Veuillez vous reconnecter.",
    en: 'Your session is not valid or has expired. Please log in again.',
    es: 'Su sesión no es válida o ha caducado. Vuelva a iniciar sesión.',
    de: 'Ihre Sitzung ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.',
    it: 'La sessione non è valida o è scaduta. Effettua di nuovo l’accesso.',
    pt: 'A sua sessão não é válida ou expirou. Inicie sessão novamente.',
  },
  too_many_requests: {
    fr: 'Trop de requêtes. Veuillez réessayer dans quelques instants.',
    en: 'Too many requests. Please try again in a moment.',
    es: 'Demasiadas solicitudes. Vuelva a intentarlo en unos instantes.',
    de: 'Zu viele Anfragen. Bitte versuchen Sie es gleich noch einmal.',
    it: 'Troppe richieste. Riprova tra qualche istante.',
    pt: 'Demasiados pedidos. Tente novamente dentro de momentos.',
  },
  server_error: {
    fr: 'Une erreur est survenue',
    en: 'An error occurred',
    es: 'Se ha producido un error',
    de: 'Ein Fehler ist aufgetreten',
    it: 'Si è verificato un errore',
    pt: 'Ocorreu um erro',
  },
  service_unavailable: {
    fr: 'Le service est momentanément indisponible.',
    en: 'The service is temporarily unavailable.',
    es: 'El servicio no está disponible temporalmente.',
    de: 'Der Dienst ist vorübergehend nicht verfügbar.',
    it: 'Il servizio è temporaneamente non disponibile.',
    pt: 'O serviço está temporariamente indisponível.',
  },
  plate_invalid: {
    fr: "Cette immatriculation n'a pas un format valide (ex. AB-123-CD ou 123 ABC 45).",
    en: 'This registration number is not in a valid format (e.g. AB-123-CD or 123 ABC 45).',
    es: 'Esta matrícula no tiene un formato válido (p. ej. AB-123-CD o 123 ABC 45).',
    de: 'Dieses Kennzeichen hat kein gültiges Format (z. B. AB-123-CD oder 123 ABC 45).',
    it: 'Questa targa non ha un formato valido (es. AB-123-CD o 123 ABC 45).',
    pt: 'Esta matrícula não tem um formato válido (ex. AB-123-CD ou 123 ABC 45).',
  },
  plate_unknown: {
    fr: "Nous n'avons pas trouvé ce véhicule : choisissez sa marque et son modèle.",
    en: "We couldn't find this vehicle: please choose its make and model.",
    es: 'No hemos encontrado este vehículo: elija su marca y su modelo.',
    de: 'Wir haben dieses Fahrzeug nicht gefunden: Bitte wählen Sie Marke und Modell.',
    it: 'Non abbiamo trovato questo veicolo: scegli la marca e il modello.',
    pt: 'Não encontrámos este veículo: escolha a marca e o modelo.',
  },
} satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function message(
  key: MessageKey,
  locale: Locale,
  params: Record<string, string> = {},
): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[];
