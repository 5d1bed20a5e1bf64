import type { Locale } from '../locale';

/**
 * Answers of the back office's catalogue structure (categories, filters, vehicle makes and
 * models). Part of the server's messages (src/shared/messages.ts).
 */
export const CATALOGUE_STRUCTURE_MESSAGES = {
  category_not_found: {
    fr: "Cette catégorie n'existe plus.",
    en: 'This category no longer exists.',
    es: 'Esta categoría ya no existe.',
    de: 'Diese Kategorie gibt es nicht mehr.',
    it: 'Questa categoria non esiste più.',
    pt: 'Esta categoria já não existe.',
  },
  parent_not_found: {
    fr: "La catégorie parente choisie n'existe pas.",
    en: 'The chosen parent category does not exist.',
    es: 'La categoría padre elegida no existe.',
    de: 'Die gewählte übergeordnete Kategorie gibt es nicht.',
    it: 'La categoria padre scelta non esiste.',
    pt: 'A categoria-mãe escolhida não existe.',
  },
  category_under_itself: {
    fr: 'Une catégorie ne peut pas être placée sous elle-même ni sous une de ses sous-catégories.',
    en: 'A category cannot be placed under itself or under one of its subcategories.',
    es: 'Una categoría no puede colocarse bajo sí misma ni bajo una de sus subcategorías.',
    de: 'Eine Kategorie kann nicht unter sich selbst oder eine ihrer Unterkategorien gestellt werden.',
    it: 'Una categoria non può essere messa sotto sé stessa o sotto una sua sottocategoria.',
    pt: 'Uma categoria não pode ficar sob si própria nem sob uma das suas subcategorias.',
  },
  category_has_children: {
    fr: 'Cette catégorie a des sous-catégories : déplacez-les ou supprimez-les d’abord.',
    en: 'This category has subcategories: move or delete them first.',
    es: 'Esta categoría tiene subcategorías: muévalas o elimínelas primero.',
    de: 'Diese Kategorie hat Unterkategorien: verschieben oder löschen Sie sie zuerst.',
    it: 'Questa categoria ha sottocategorie: spostale o eliminale prima.',
    pt: 'Esta categoria tem subcategorias: mova-as ou elimine-as primeiro.',
  },
  category_has_products: {
    fr: 'Cette catégorie contient {count} produit(s) : retirez-les d’abord.',
    en: 'This category holds {count} product(s): take them out first.',
    es: 'Esta categoría contiene {count} producto(s): retírelos primero.',
    de: 'Diese Kategorie enthält {count} Produkt(e): entfernen Sie sie zuerst.',
    it: 'Questa categoria contiene {count} prodotto/i: toglili prima.',
    pt: 'Esta categoria contém {count} produto(s): retire-os primeiro.',
  },
  positions_mismatch: {
    fr: 'La liste doit contenir chaque élément une seule fois : rechargez la page.',
    en: 'The list must name every item exactly once: reload the page.',
    es: 'La lista debe contener cada elemento una sola vez: recargue la página.',
    de: 'Die Liste muss jedes Element genau einmal enthalten: laden Sie die Seite neu.',
    it: 'L’elenco deve contenere ogni elemento una sola volta: ricarica la pagina.',
    pt: 'A lista deve conter cada elemento uma única vez: recarregue a página.',
  },
  slug_taken: {
    fr: 'Cette adresse (slug) est déjà utilisée.',
    en: 'This address (slug) is already used.',
    es: 'Esta dirección (slug) ya se usa.',
    de: 'Diese Adresse (Slug) wird bereits verwendet.',
    it: 'Questo indirizzo (slug) è già usato.',
    pt: 'Este endereço (slug) já está a ser usado.',
  },
  invalid_years: {
    fr: 'Années invalides : entre 1900 et 2100, la fin pas avant le début.',
    en: 'Invalid years: between 1900 and 2100, the end not before the start.',
    es: 'Años no válidos: entre 1900 y 2100, el fin no antes del inicio.',
    de: 'Ungültige Jahre: zwischen 1900 und 2100, das Ende nicht vor dem Beginn.',
    it: 'Anni non validi: tra 1900 e 2100, la fine non prima dell’inizio.',
    pt: 'Anos inválidos: entre 1900 e 2100, o fim não antes do início.',
  },
  catalogue_changed: {
    fr: 'Quelqu’un a modifié cet élément entre-temps : rechargez la page et recommencez.',
    en: 'Someone changed this item meanwhile: reload the page and try again.',
    es: 'Alguien ha modificado este elemento mientras tanto: recargue la página e inténtelo de nuevo.',
    de: 'Jemand hat dieses Element inzwischen geändert: laden Sie die Seite neu und versuchen Sie es erneut.',
    it: 'Qualcuno ha modificato questo elemento nel frattempo: ricarica la pagina e riprova.',
    pt: 'Alguém alterou este elemento entretanto: recarregue a página e tente de novo.',
  },
  upload_not_found: {
    fr: "Ce fichier envoyé n'existe pas ou n'est pas public.",
    en: 'This uploaded file does not exist or is not public.',
    es: 'Este archivo enviado no existe o no es público.',
    de: 'Diese hochgeladene Datei gibt es nicht oder sie ist nicht öffentlich.',
    it: 'Questo file caricato non esiste o non è pubblico.',
    pt: 'Este ficheiro enviado não existe ou não é público.',
  },
  upload_not_image: {
    fr: "Ce fichier n'est pas une image lisible.",
    en: 'This file is not a readable picture.',
    es: 'Este archivo no es una imagen legible.',
    de: 'Diese Datei ist kein lesbares Bild.',
    it: 'Questo file non è un’immagine leggibile.',
    pt: 'Este ficheiro não é uma imagem legível.',
  },
} satisfies Record<string, Record<Locale, string>>;
