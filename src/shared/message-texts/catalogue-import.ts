/**
 * The catalogue's CSV import: refusals of the file and of its apply.
 * Part of the server's messages (src/shared/messages.ts).
 */
export const CATALOGUE_IMPORT_MESSAGES = {
  catalogue_import_too_large: {
    fr: 'Le fichier est trop volumineux (maximum {max} Mo).',
    en: 'The file is too large (maximum {max} MB).',
    es: 'El archivo es demasiado grande (máximo {max} MB).',
    de: 'Die Datei ist zu groß (höchstens {max} MB).',
    it: 'Il file è troppo grande (massimo {max} MB).',
    pt: 'O ficheiro é demasiado grande (máximo {max} MB).',
  },
  catalogue_import_empty: {
    fr: 'Le fichier est vide : il faut une ligne d’en-têtes et au moins une ligne.',
    en: 'The file is empty: it needs a header line and at least one line.',
    es: 'El archivo está vacío: necesita una línea de encabezados y al menos una línea.',
    de: 'Die Datei ist leer: Sie braucht eine Kopfzeile und mindestens eine Zeile.',
    it: 'Il file è vuoto: servono una riga di intestazione e almeno una riga.',
    pt: 'O ficheiro está vazio: precisa de uma linha de cabeçalhos e de pelo menos uma linha.',
  },
  catalogue_import_not_csv: {
    fr: 'Ce fichier n’est pas un CSV lisible (texte séparé par des points-virgules ou des virgules).',
    en: 'This file is not a readable CSV (text separated by semicolons or commas).',
    es: 'Este archivo no es un CSV legible (texto separado por punto y coma o comas).',
    de: 'Diese Datei ist keine lesbare CSV-Datei (Text mit Semikolon oder Komma getrennt).',
    it: 'Questo file non è un CSV leggibile (testo separato da punto e virgola o virgole).',
    pt: 'Este ficheiro não é um CSV legível (texto separado por ponto e vírgula ou vírgulas).',
  },
  catalogue_import_unknown: {
    fr: 'Ce fichier n’a pas été vérifié : importez-le de nouveau.',
    en: 'This file has not been checked: import it again.',
    es: 'Este archivo no se ha comprobado: impórtelo de nuevo.',
    de: 'Diese Datei wurde nicht geprüft: Importieren Sie sie erneut.',
    it: 'Questo file non è stato verificato: importalo di nuovo.',
    pt: 'Este ficheiro não foi verificado: importe-o novamente.',
  },
  catalogue_import_applied: {
    fr: 'Ce fichier a déjà été appliqué.',
    en: 'This file has already been applied.',
    es: 'Este archivo ya se ha aplicado.',
    de: 'Diese Datei wurde bereits angewendet.',
    it: 'Questo file è già stato applicato.',
    pt: 'Este ficheiro já foi aplicado.',
  },
  catalogue_import_stale: {
    fr: 'Le catalogue a changé depuis la vérification : vérifiez de nouveau le fichier, rien n’a été enregistré.',
    en: 'The catalogue changed since the check: check the file again, nothing was saved.',
    es: 'El catálogo ha cambiado desde la comprobación: compruebe de nuevo el archivo, no se ha guardado nada.',
    de: 'Der Katalog hat sich seit der Prüfung geändert: Prüfen Sie die Datei erneut, nichts wurde gespeichert.',
    it: 'Il catalogo è cambiato dalla verifica: verifica di nuovo il file, non è stato salvato nulla.',
    pt: 'O catálogo mudou desde a verificação: verifique novamente o ficheiro, nada foi guardado.',
  },
  catalogue_import_has_errors: {
    fr: 'Le fichier contient des erreurs : corrigez-les, rien n’a été enregistré.',
    en: 'The file has errors: correct them, nothing was saved.',
    es: 'El archivo contiene errores: corríjalos, no se ha guardado nada.',
    de: 'Die Datei enthält Fehler: Korrigieren Sie sie, nichts wurde gespeichert.',
    it: 'Il file contiene errori: correggili, non è stato salvato nulla.',
    pt: 'O ficheiro contém erros: corrija-os, nada foi guardado.',
  },
} as const;
