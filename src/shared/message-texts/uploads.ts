import type { Locale } from '../locale';

/**
 * Answers to a file upload (multipart): too large, too many, not an accepted type, empty,
 * unreadable. Part of the server's messages (src/shared/messages.ts).
 */
export const UPLOAD_MESSAGES = {
  upload_too_large: {
    fr: 'Le fichier est trop volumineux (maximum {max} Mo).',
    en: 'The file is too large (maximum {max} MB).',
    es: 'El archivo es demasiado grande (máximo {max} MB).',
    de: 'Die Datei ist zu groß (höchstens {max} MB).',
    it: 'Il file è troppo grande (massimo {max} MB).',
    pt: 'O ficheiro é demasiado grande (máximo {max} MB).',
  },
  upload_too_many: {
    fr: 'Trop de fichiers ou de champs envoyés (maximum {max} fichier(s)).',
    en: 'Too many files or fields sent (maximum {max} file(s)).',
    es: 'Demasiados archivos o campos enviados (máximo {max} archivo(s)).',
    de: 'Zu viele Dateien oder Felder gesendet (höchstens {max} Datei(en)).',
    it: 'Troppi file o campi inviati (massimo {max} file).',
    pt: 'Demasiados ficheiros ou campos enviados (máximo {max} ficheiro(s)).',
  },
  upload_type_refused: {
    fr: "Ce type de fichier n'est pas accepté. Types acceptés : {types}.",
    en: 'This type of file is not accepted. Accepted types: {types}.',
    es: 'Este tipo de archivo no se acepta. Tipos aceptados: {types}.',
    de: 'Dieser Dateityp wird nicht akzeptiert. Erlaubte Typen: {types}.',
    it: 'Questo tipo di file non è accettato. Tipi accettati: {types}.',
    pt: 'Este tipo de ficheiro não é aceite. Tipos aceites: {types}.',
  },
  upload_empty: {
    fr: 'Le fichier est vide.',
    en: 'The file is empty.',
    es: 'El archivo está vacío.',
    de: 'Die Datei ist leer.',
    it: 'Il file è vuoto.',
    pt: 'O ficheiro está vazio.',
  },
  upload_missing: {
    fr: "Aucun fichier n'a été envoyé.",
    en: 'No file was sent.',
    es: 'No se ha enviado ningún archivo.',
    de: 'Es wurde keine Datei gesendet.',
    it: 'Nessun file è stato inviato.',
    pt: 'Nenhum ficheiro foi enviado.',
  },
  upload_unreadable: {
    fr: "L'envoi n'a pas pu être lu (formulaire multipart incomplet ou mal formé).",
    en: 'The upload could not be read (incomplete or malformed multipart form).',
    es: 'No se ha podido leer el envío (formulario multipart incompleto o mal formado).',
    de: 'Die Übertragung konnte nicht gelesen werden (unvollständiges oder fehlerhaftes Multipart-Formular).',
    it: "Non è stato possibile leggere l'invio (modulo multipart incompleto o non valido).",
    pt: 'Não foi possível ler o envio (formulário multipart incompleto ou mal formado).',
  },
  upload_locked: {
    fr: 'Ce fichier ne peut plus être supprimé.',
    en: 'This file can no longer be deleted.',
    es: 'Este archivo ya no se puede eliminar.',
    de: 'Diese Datei kann nicht mehr gelöscht werden.',
    it: 'Questo file non può più essere eliminato.',
    pt: 'Este ficheiro já não pode ser eliminado.',
  },
} satisfies Record<string, Record<Locale, string>>;
