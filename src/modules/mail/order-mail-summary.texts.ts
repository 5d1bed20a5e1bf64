/** Words of the order summary table (lines, totals, VAT) shared by the order e-mails. */
import type { Locale } from '../../shared/locale';

export interface OrderSummaryLabels {
  orderNumber: string;
  orderDate: string;
  article: string;
  quantity: string;
  unitPrice: string;
  total: string;
  /** After a verified PRO's unit prices (decision 048). */
  exclTax: string;
  products: string;
  promo: string;
  loyalty: string;
  shipping: string;
  free: string;
  fees: string;
  totalHt: string;
  /** `{rate}`: the VAT rate, formatted. */
  vat: string;
  totalTtc: string;
  giftCard: string;
  amountDue: string;
}

export const ORDER_SUMMARY_LABELS: Record<Locale, OrderSummaryLabels> = {
  fr: {
    orderNumber: 'Commande',
    orderDate: 'Date',
    article: 'Article',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire TTC',
    total: 'Total TTC',
    exclTax: 'HT',
    products: 'Sous-total articles',
    promo: 'Remise code promo',
    loyalty: 'Remise fidélité',
    shipping: 'Livraison',
    free: 'Offerte',
    fees: 'Frais de paiement',
    totalHt: 'Total HT',
    vat: 'TVA ({rate})',
    totalTtc: 'Total TTC',
    giftCard: 'Carte cadeau',
    amountDue: 'Reste à payer',
  },
  en: {
    orderNumber: 'Order',
    orderDate: 'Date',
    article: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price incl. VAT',
    total: 'Total incl. VAT',
    exclTax: 'excl. VAT',
    products: 'Items subtotal',
    promo: 'Promo code discount',
    loyalty: 'Loyalty discount',
    shipping: 'Delivery',
    free: 'Free',
    fees: 'Payment fees',
    totalHt: 'Total excl. VAT',
    vat: 'VAT ({rate})',
    totalTtc: 'Total incl. VAT',
    giftCard: 'Gift card',
    amountDue: 'Amount due',
  },
  es: {
    orderNumber: 'Pedido',
    orderDate: 'Fecha',
    article: 'Artículo',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario IVA incl.',
    total: 'Total IVA incl.',
    exclTax: 'sin IVA',
    products: 'Subtotal de artículos',
    promo: 'Descuento del código promocional',
    loyalty: 'Descuento de fidelidad',
    shipping: 'Envío',
    free: 'Gratuito',
    fees: 'Gastos de pago',
    totalHt: 'Total sin IVA',
    vat: 'IVA ({rate})',
    totalTtc: 'Total IVA incluido',
    giftCard: 'Tarjeta regalo',
    amountDue: 'Importe pendiente',
  },
  de: {
    orderNumber: 'Bestellung',
    orderDate: 'Datum',
    article: 'Artikel',
    quantity: 'Menge',
    unitPrice: 'Stückpreis inkl. MwSt.',
    total: 'Gesamt inkl. MwSt.',
    exclTax: 'netto',
    products: 'Zwischensumme Artikel',
    promo: 'Rabatt durch Gutscheincode',
    loyalty: 'Treuerabatt',
    shipping: 'Versand',
    free: 'Kostenlos',
    fees: 'Zahlungsgebühren',
    totalHt: 'Gesamt ohne MwSt.',
    vat: 'MwSt. ({rate})',
    totalTtc: 'Gesamt inkl. MwSt.',
    giftCard: 'Geschenkkarte',
    amountDue: 'Noch zu zahlen',
  },
  it: {
    orderNumber: 'Ordine',
    orderDate: 'Data',
    article: 'Articolo',
    quantity: 'Qtà',
    unitPrice: 'Prezzo unitario IVA incl.',
    total: 'Totale IVA incl.',
    exclTax: 'IVA esclusa',
    products: 'Subtotale articoli',
    promo: 'Sconto codice promozionale',
    loyalty: 'Sconto fedeltà',
    shipping: 'Spedizione',
    free: 'Gratuita',
    fees: 'Costi di pagamento',
    totalHt: 'Totale IVA esclusa',
    vat: 'IVA ({rate})',
    totalTtc: 'Totale IVA inclusa',
    giftCard: 'Carta regalo',
    amountDue: 'Importo da pagare',
  },
  pt: {
    orderNumber: 'Encomenda',
    orderDate: 'Data',
    article: 'Artigo',
    quantity: 'Qtd.',
    unitPrice: 'Preço unitário c/ IVA',
    total: 'Total c/ IVA',
    exclTax: 's/ IVA',
    products: 'Subtotal dos artigos',
    promo: 'Desconto do código promocional',
    loyalty: 'Desconto de fidelidade',
    shipping: 'Envio',
    free: 'Grátis',
    fees: 'Custos de pagamento',
    totalHt: 'Total sem IVA',
    vat: 'IVA ({rate})',
    totalTtc: 'Total com IVA',
    giftCard: 'Cartão oferta',
    amountDue: 'Valor a pagar',
  },
};
