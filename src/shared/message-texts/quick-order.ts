import type { Locale } from '../locale';

/**
 * Quick order by reference and reorder (docs/decisions/049-quick-order-and-reorder.md): why a
 * list cannot be read, and why one of its lines is not added. The stock and limit reasons
 * (out_of_stock, insufficient_stock, quantity_max, cart_full, variant_unavailable) are the
 * cart's own, in orders.ts. Part of the server's messages (src/shared/messages.ts).
 */
export const QUICK_ORDER_MESSAGES = {
  quick_order_empty: {
    fr: 'Indiquez au moins une ligne « référence quantité ».',
    en: 'Enter at least one “reference quantity” line.',
    es: 'Indique al menos una línea «referencia cantidad».',
    de: 'Geben Sie mindestens eine Zeile „Referenz Menge“ ein.',
    it: 'Inserisca almeno una riga «riferimento quantità».',
    pt: 'Indique pelo menos uma linha «referência quantidade».',
  },
  quick_order_too_many_lines: {
    fr: 'Une commande rapide compte au plus {max} lignes : divisez votre liste.',
    en: 'A quick order holds at most {max} lines: please split your list.',
    es: 'Un pedido rápido tiene como máximo {max} líneas: divida su lista.',
    de: 'Eine Schnellbestellung umfasst höchstens {max} Zeilen: Bitte teilen Sie Ihre Liste auf.',
    it: 'Un ordine rapido conta al massimo {max} righe: divida il suo elenco.',
    pt: 'Uma encomenda rápida tem no máximo {max} linhas: divida a sua lista.',
  },
  quick_order_too_long: {
    fr: 'Cette liste est trop longue pour une commande rapide.',
    en: 'This list is too long for a quick order.',
    es: 'Esta lista es demasiado larga para un pedido rápido.',
    de: 'Diese Liste ist für eine Schnellbestellung zu lang.',
    it: 'Questo elenco è troppo lungo per un ordine rapido.',
    pt: 'Esta lista é demasiado longa para uma encomenda rápida.',
  },
  quick_order_file_type: {
    fr: 'Envoyez un fichier texte (.csv ou .txt) de moins de 20 Ko.',
    en: 'Send a text file (.csv or .txt) under 20 KB.',
    es: 'Envíe un archivo de texto (.csv o .txt) de menos de 20 KB.',
    de: 'Senden Sie eine Textdatei (.csv oder .txt) unter 20 KB.',
    it: 'Invii un file di testo (.csv o .txt) inferiore a 20 KB.',
    pt: 'Envie um ficheiro de texto (.csv ou .txt) com menos de 20 KB.',
  },
  quick_order_bad_line: {
    fr: 'Ligne illisible : écrivez la référence puis la quantité.',
    en: 'Unreadable line: write the reference, then the quantity.',
    es: 'Línea ilegible: escriba la referencia y luego la cantidad.',
    de: 'Unlesbare Zeile: Schreiben Sie die Referenz, dann die Menge.',
    it: 'Riga illeggibile: scriva il riferimento, poi la quantità.',
    pt: 'Linha ilegível: escreva a referência e depois a quantidade.',
  },
  quick_order_bad_quantity: {
    fr: 'La quantité doit être un nombre entier supérieur à 0.',
    en: 'The quantity must be a whole number above 0.',
    es: 'La cantidad debe ser un número entero mayor que 0.',
    de: 'Die Menge muss eine ganze Zahl größer als 0 sein.',
    it: 'La quantità deve essere un numero intero maggiore di 0.',
    pt: 'A quantidade deve ser um número inteiro superior a 0.',
  },
  quick_order_nothing_added: {
    fr: "Aucun article n'a pu être ajouté à votre panier.",
    en: 'No item could be added to your cart.',
    es: 'No se ha podido añadir ningún artículo a su carrito.',
    de: 'Es konnte kein Artikel in Ihren Warenkorb gelegt werden.',
    it: 'Nessun articolo ha potuto essere aggiunto al carrello.',
    pt: 'Nenhum artigo pôde ser adicionado ao seu carrinho.',
  },
  unknown_reference: {
    fr: 'Aucun article ne porte cette référence.',
    en: 'No item has this reference.',
    es: 'Ningún artículo tiene esta referencia.',
    de: 'Kein Artikel hat diese Referenz.',
    it: 'Nessun articolo ha questo riferimento.',
    pt: 'Nenhum artigo tem esta referência.',
  },
  discontinued: {
    fr: "Cet article n'est plus fabriqué.",
    en: 'This item is discontinued.',
    es: 'Este artículo ya no se fabrica.',
    de: 'Dieser Artikel wird nicht mehr hergestellt.',
    it: 'Questo articolo non è più prodotto.',
    pt: 'Este artigo já não é fabricado.',
  },
} satisfies Record<string, Record<Locale, string>>;
