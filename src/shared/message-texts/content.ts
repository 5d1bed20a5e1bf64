/**
 * Answers of the back office's content editors (articles, FAQ, banners, legal pages). Part of
 * the server's messages (src/shared/messages.ts).
 */
export const CONTENT_MESSAGES = {
  invalid_slug: {
    fr: 'Adresse invalide : lettres minuscules sans accent, chiffres et tirets seulement.',
    en: 'Invalid address: lower-case letters without accents, digits and hyphens only.',
    es: 'Dirección no válida: solo minúsculas sin acentos, cifras y guiones.',
    de: 'Ungültige Adresse: nur Kleinbuchstaben ohne Akzente, Ziffern und Bindestriche.',
    it: 'Indirizzo non valido: solo lettere minuscole senza accenti, cifre e trattini.',
    pt: 'Endereço inválido: apenas minúsculas sem acentos, algarismos e hífenes.',
  },
  article_slug_taken: {
    fr: 'Cette adresse est déjà celle d’un autre article dans cette langue.',
    en: 'This address already belongs to another article in this language.',
    es: 'Esta dirección ya pertenece a otro artículo en este idioma.',
    de: 'Diese Adresse gehört in dieser Sprache schon zu einem anderen Artikel.',
    it: 'Questo indirizzo appartiene già a un altro articolo in questa lingua.',
    pt: 'Este endereço já pertence a outro artigo neste idioma.',
  },
  date_range: {
    fr: 'La date de fin doit suivre la date de début.',
    en: 'The end date must come after the start date.',
    es: 'La fecha de fin debe ser posterior a la de inicio.',
    de: 'Das Enddatum muss nach dem Startdatum liegen.',
    it: 'La data di fine deve seguire quella di inizio.',
    pt: 'A data de fim deve ser posterior à de início.',
  },
  content_changed: {
    fr: 'Quelqu’un a modifié ce contenu entre-temps : rechargez la page, rien n’a été enregistré.',
    en: 'Someone changed this content in the meantime: reload the page, nothing was saved.',
    es: 'Alguien modificó este contenido mientras tanto: recargue la página, no se guardó nada.',
    de: 'Jemand hat diesen Inhalt inzwischen geändert: Seite neu laden, nichts wurde gespeichert.',
    it: 'Qualcuno ha modificato questo contenuto nel frattempo: ricarica la pagina, nulla è stato salvato.',
    pt: 'Alguém alterou este conteúdo entretanto: recarregue a página, nada foi guardado.',
  },
  image_refused: {
    fr: 'Cette image est introuvable ou n’est pas une image.',
    en: 'This picture cannot be found or is not a picture.',
    es: 'Esta imagen no se encuentra o no es una imagen.',
    de: 'Dieses Bild ist nicht auffindbar oder kein Bild.',
    it: 'Questa immagine non si trova o non è un’immagine.',
    pt: 'Esta imagem não foi encontrada ou não é uma imagem.',
  },
} as const;
