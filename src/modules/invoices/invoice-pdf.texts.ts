import type { Locale } from '../../shared/locale';

/**
 * Labels of the invoice PDF. Invoices are legal documents of a French seller: French labels,
 * with the headings repeated below in the customer's language when it is not French.
 */
export const PDF_LABELS_FR = {
  invoice: 'FACTURE',
  credit_note: 'AVOIR',
  number: 'N°',
  date: 'Date',
  order: 'Commande',
  orderedOn: 'du',
  customerNumber: 'Client n°',
  billTo: 'Facturé à',
  vatNumber: 'N° TVA intracommunautaire',
  cancels: 'Avoir annulant la facture',
  reference: 'Référence',
  description: 'Désignation',
  quantity: 'Qté',
  unitHt: 'PU HT',
  vatRate: 'TVA',
  totalHt: 'Total HT',
  productsHt: 'Total articles HT',
  promo: 'Remise code promo',
  loyalty: 'Remise fidélité',
  shipping: 'Livraison',
  fees: 'Frais de paiement',
  vatOn: 'TVA {rate} sur {base}',
  totalVat: 'Total TVA',
  totalTtc: 'Total TTC',
  giftCard: 'Réglé par carte cadeau',
  loyaltyPaid: 'Réglé par points de fidélité',
  netToPay: 'Net à payer',
  payment: 'Mode de paiement',
  paid: 'Facture acquittée le {date}.',
  due: 'À régler lors du retrait en magasin.',
  creditTotal: 'Montant total de l’avoir : {amount}.',
  capital: 'au capital de',
  reverseCharge:
    'Autoliquidation — article 196 de la directive 2006/112/CE : TVA due par le preneur (art. 283-2 du CGI).',
  export: 'Exonération de TVA, art. 262 I du CGI (livraison hors de l’Union européenne).',
  terms:
    'Pas d’escompte pour paiement anticipé. Clients professionnels, en cas de retard de paiement : pénalités au taux de la BCE majoré de 10 points et indemnité forfaitaire de 40 € pour frais de recouvrement (art. L441-10 et D441-5 du Code de commerce).',
  page: 'Page {page} / {pages}',
};

/** The headings repeated in the customer's language (a second, smaller line). */
export interface SecondLine {
  invoice: string;
  credit_note: string;
  description: string;
  quantity: string;
  unitHt: string;
  totalHt: string;
  totalTtc: string;
  /** The reverse-charge mention (decision 047), in the customer's language below the French. */
  reverseCharge: string;
}

export const PDF_SECOND_LINE: Record<Exclude<Locale, 'fr'>, SecondLine> = {
  en: {
    invoice: 'Invoice',
    credit_note: 'Credit note',
    description: 'Description',
    quantity: 'Qty',
    unitHt: 'Unit excl. VAT',
    totalHt: 'Total excl. VAT',
    totalTtc: 'Total incl. VAT',
    reverseCharge:
      'Reverse charge — Article 196 of Directive 2006/112/EC: VAT due by the customer.',
  },
  es: {
    invoice: 'Factura',
    credit_note: 'Factura rectificativa',
    description: 'Descripción',
    quantity: 'Cant.',
    unitHt: 'Unitario sin IVA',
    totalHt: 'Total sin IVA',
    totalTtc: 'Total IVA incl.',
    reverseCharge:
      'Inversión del sujeto pasivo — artículo 196 de la Directiva 2006/112/CE: IVA a cargo del destinatario.',
  },
  de: {
    invoice: 'Rechnung',
    credit_note: 'Gutschrift',
    description: 'Bezeichnung',
    quantity: 'Menge',
    unitHt: 'Einzelpreis netto',
    totalHt: 'Gesamt netto',
    totalTtc: 'Gesamt brutto',
    reverseCharge:
      'Steuerschuldnerschaft des Leistungsempfängers — Artikel 196 der Richtlinie 2006/112/EG.',
  },
  it: {
    invoice: 'Fattura',
    credit_note: 'Nota di credito',
    description: 'Descrizione',
    quantity: 'Qtà',
    unitHt: 'Unitario IVA escl.',
    totalHt: 'Totale IVA escl.',
    totalTtc: 'Totale IVA incl.',
    reverseCharge:
      'Inversione contabile — articolo 196 della direttiva 2006/112/CE: IVA dovuta dal destinatario.',
  },
  pt: {
    invoice: 'Fatura',
    credit_note: 'Nota de crédito',
    description: 'Descrição',
    quantity: 'Qtd.',
    unitHt: 'Unitário s/ IVA',
    totalHt: 'Total s/ IVA',
    totalTtc: 'Total c/ IVA',
    reverseCharge:
      'Autoliquidação — artigo 196.º da Diretiva 2006/112/CE: IVA devido pelo adquirente.',
  },
};
