/**
 * The PDF of an invoice or credit note (pdfkit, standard Helvetica: nothing to download, no
 * font file). French legal mentions: seller identity (name, legal form, capital, address,
 * SIRET, RCS, intra-EU VAT number), buyer, number and date, order, lines (reference, name,
 * quantity, unit price excl. tax, VAT rate, total excl. tax), discounts, shipping, VAT
 * breakdown, totals, payment, the invoice a credit note cancels, VAT exemption and late-payment
 * terms. Everything comes from the frozen invoice row, never from the live order.
 */
import { formatPrice } from '../../shared/money';
import { isLocale } from '../../shared/locale';
import { paymentMethodName } from '../../shared/payment-methods';
import { SELLER_TIME_ZONE } from './invoice.rules';
import { PDF_LABELS_FR as L, PDF_SECOND_LINE } from './invoice-pdf.texts';
import type { InvoiceRow } from './invoices.repo';

export interface InvoicePdfInput {
  invoice: InvoiceRow;
  /** For a credit note: the invoice it cancels. */
  cancels: { number: string; issuedAt: Date } | null;
}

export interface PdfOptions {
  /** false writes readable content streams (tests read the text). */
  compress?: boolean;
}

// Characters the standard fonts' WinAnsi encoding lacks, mapped to ones it has.
const REPLACEMENTS: Record<string, string> = { '\u202f': '\u00a0', '\u2212': '-', '\u2011': '-' };
const WIN_ANSI_EXTRA = new Set(
  '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split('').map((c) => c.codePointAt(0)!),
);

/** Text the standard PDF fonts can draw: anything else becomes `?` rather than garbage. */
export function pdfText(value: string): string {
  return Array.from(value, (c) => {
    const replaced = REPLACEMENTS[c] ?? c;
    const code = replaced.codePointAt(0)!;
    return code < 256 || WIN_ANSI_EXTRA.has(code) ? replaced : '?';
  }).join('');
}

const money = (cents: number) => pdfText(formatPrice(cents));
const frDate = (date: Date | string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: SELLER_TIME_ZONE }).format(new Date(date));
const rate = (bp: number) => `${String(bp / 100).replace('.', ',')} %`;
const fillIn = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const LEFT = 40;
const RIGHT = 555;
const WIDTH = RIGHT - LEFT;
const GREY = '#666666';
const ACCENT = '#8a4b1f';
const COLUMNS = [
  { key: 'reference', x: LEFT, width: 118, align: 'left' },
  { key: 'description', x: 160, width: 163, align: 'left' },
  { key: 'quantity', x: 325, width: 35, align: 'right' },
  { key: 'unitHt', x: 362, width: 68, align: 'right' },
  { key: 'vatRate', x: 432, width: 45, align: 'right' },
  { key: 'totalHt', x: 479, width: RIGHT - 479, align: 'right' },
] as const;
/** References are long codes: a smaller size keeps them on one line. */
const cellSize = (key: (typeof COLUMNS)[number]['key']) => (key === 'reference' ? 7.5 : 8.5);

export async function renderInvoicePdf(
  input: InvoicePdfInput,
  options: PdfOptions = {},
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const { invoice } = input;
  const title = invoice.kind === 'invoice' ? L.invoice : L.credit_note;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 40, bottom: 60, left: LEFT, right: 595.28 - RIGHT },
    compress: options.compress ?? true,
    bufferPages: true,
    lang: 'fr-FR',
    info: {
      Title: `${invoice.kind === 'invoice' ? 'Facture' : 'Avoir'} ${invoice.number}`,
      Author: pdfText(invoice.seller.name),
      Subject: `Commande ${invoice.details.orderNumber}`,
      CreationDate: invoice.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const second =
    isLocale(invoice.details.locale) && invoice.details.locale !== 'fr'
      ? PDF_SECOND_LINE[invoice.details.locale]
      : null;
  const text = (value: string, x: number, y: number, opts: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(pdfText(value), x, y, opts);

  // Seller (left) and document identity (right).
  const s = invoice.seller;
  doc.font('Helvetica-Bold').fontSize(14).fillColor(ACCENT);
  text(s.name, LEFT, 40, { width: 280 });
  doc.font('Helvetica').fontSize(8.5).fillColor('#222222');
  const sellerLines = [
    `${s.legalForm} ${L.capital} ${s.capital}`,
    ...s.address,
    `SIRET ${s.siret} · ${s.rcs}`,
    `${L.vatNumber} : ${s.vatNumber}`,
    [s.email, s.phone].filter(Boolean).join(' · '),
  ].filter(Boolean);
  text(sellerLines.join('\n'), LEFT, doc.y + 2, { width: 280 });
  const sellerBottom = doc.y;

  doc.font('Helvetica-Bold').fontSize(20).fillColor(ACCENT);
  text(title, 330, 40, { width: RIGHT - 330, align: 'right' });
  if (second) {
    doc.font('Helvetica').fontSize(9).fillColor(GREY);
    text(second[invoice.kind], 330, doc.y, { width: RIGHT - 330, align: 'right' });
  }
  doc.font('Helvetica').fontSize(9).fillColor('#222222');
  const identity = [
    `${L.number} ${invoice.number}`,
    `${L.date} : ${frDate(invoice.issuedAt)}`,
    `${L.order} ${invoice.details.orderNumber} ${L.orderedOn} ${frDate(invoice.details.orderPlacedAt)}`,
    invoice.buyer.customerNumber === null
      ? ''
      : `${L.customerNumber} ${invoice.buyer.customerNumber}`,
  ].filter(Boolean);
  text(identity.join('\n'), 330, doc.y + 4, { width: RIGHT - 330, align: 'right' });

  // Buyer.
  const b = invoice.buyer;
  const buyerTop = Math.max(sellerBottom, doc.y) + 16;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY);
  text(L.billTo, 330, buyerTop, { width: RIGHT - 330 });
  doc.font('Helvetica').fillColor('#222222');
  const buyerLines = [
    b.company ?? '',
    b.name,
    ...b.address,
    b.vatNumber ? `${L.vatNumber} : ${b.vatNumber}` : '',
    b.email ?? '',
  ].filter(Boolean);
  text(buyerLines.join('\n'), 330, doc.y + 2, { width: RIGHT - 330 });
  let y = doc.y + 16;
  if (input.cancels) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(ACCENT);
    text(`${L.cancels} ${input.cancels.number} du ${frDate(input.cancels.issuedAt)}`, LEFT, y, {
      width: WIDTH,
    });
    y = doc.y + 10;
  }

  // Lines, with the header repeated on each page.
  const header = () => {
    doc.rect(LEFT, y, WIDTH, second ? 24 : 16).fill('#f4f1ec');
    doc.font('Helvetica-Bold').fontSize(8).fillColor('#222222');
    for (const c of COLUMNS) text(L[c.key], c.x + 2, y + 4, { width: c.width - 4, align: c.align });
    if (second) {
      doc.font('Helvetica').fontSize(7).fillColor(GREY);
      for (const c of COLUMNS) {
        const label = c.key in second ? second[c.key as keyof typeof second] : '';
        if (label) text(label, c.x + 2, y + 14, { width: c.width - 4, align: c.align });
      }
    }
    y += second ? 28 : 20;
  };
  header();
  doc.font('Helvetica').fontSize(8.5).fillColor('#222222');
  for (const line of invoice.lines) {
    const cells: Record<(typeof COLUMNS)[number]['key'], string> = {
      reference: line.reference,
      description: line.name,
      quantity: String(line.quantity),
      unitHt: money(line.unitHtCents),
      vatRate: rate(line.vatRateBp),
      totalHt: money(line.totalHtCents),
    };
    const height =
      Math.max(
        ...COLUMNS.map((c) =>
          doc.fontSize(cellSize(c.key)).heightOfString(pdfText(cells[c.key]), {
            width: c.width - 4,
          }),
        ),
      ) + 6;
    if (y + height > doc.page.height - 80) {
      doc.addPage();
      y = 40;
      header();
      doc.font('Helvetica').fontSize(8.5).fillColor('#222222');
    }
    for (const c of COLUMNS) {
      doc.fontSize(cellSize(c.key));
      text(cells[c.key], c.x + 2, y + 3, { width: c.width - 4, align: c.align });
    }
    y += height;
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.4).strokeColor('#dddddd').stroke();
  }

  // Totals.
  const d = invoice.details;
  const rows: { label: string; value: string; bold?: boolean }[] = [
    { label: L.productsHt, value: money(d.productsHtCents) },
  ];
  if (d.promoDiscountHtCents !== 0)
    rows.push({
      label: d.promoPercent ? `${L.promo} (${d.promoPercent} %)` : L.promo,
      value: money(-d.promoDiscountHtCents),
    });
  if (d.loyaltyDiscountHtCents !== 0)
    rows.push({ label: L.loyalty, value: money(-d.loyaltyDiscountHtCents) });
  rows.push({
    label: d.shippingMethod ? `${L.shipping} (${d.shippingMethod})` : L.shipping,
    value: money(d.shippingHtCents),
  });
  if (d.paymentFeesHtCents !== 0) rows.push({ label: L.fees, value: money(d.paymentFeesHtCents) });
  rows.push({ label: L.totalHt, value: money(invoice.totalHtCents), bold: true });
  for (const v of invoice.vatBreakdown)
    rows.push({
      label: fillIn(L.vatOn, { rate: rate(v.rateBp), base: money(v.baseHtCents) }),
      value: money(v.vatCents),
    });
  rows.push({ label: L.totalTtc, value: money(invoice.totalTtcCents), bold: true });
  const loyaltyPaid = d.loyaltyUsedCents ?? 0;
  if (d.giftCardUsedCents !== 0 || loyaltyPaid !== 0) {
    if (d.giftCardUsedCents !== 0)
      rows.push({ label: L.giftCard, value: money(-d.giftCardUsedCents) });
    if (loyaltyPaid !== 0) rows.push({ label: L.loyaltyPaid, value: money(-loyaltyPaid) });
    rows.push({ label: L.netToPay, value: money(d.amountDueCents), bold: true });
  }
  y += 10;
  // Totals, payment and terms stay together: on a new page when they would not fit.
  if (y + rows.length * 13 + 130 > doc.page.height - 60) {
    doc.addPage();
    y = 40;
  }
  for (const row of rows) {
    doc
      .font(row.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor('#222222');
    text(row.label, 300, y, { width: 165 });
    text(row.value, 465, y, { width: RIGHT - 465, align: 'right' });
    y = Math.max(doc.y, y + 13);
  }

  // Payment, exemption, terms.
  y += 12;
  doc.font('Helvetica').fontSize(9).fillColor('#222222');
  const method = d.paymentMethod
    ? (paymentMethodName('fr', 'document', d.paymentMethod) ?? d.paymentMethod)
    : '—';
  const notes = [`${L.payment} : ${method}`];
  if (invoice.kind === 'credit_note')
    notes.push(fillIn(L.creditTotal, { amount: money(-invoice.totalTtcCents) }));
  else if (d.settlement === 'paid') notes.push(fillIn(L.paid, { date: frDate(invoice.issuedAt) }));
  else notes.push(L.due);
  if (d.vatExemption === 'reverse_charge') {
    notes.push(L.reverseCharge);
    if (second) notes.push(second.reverseCharge);
    // The customer's number is the reason for the exemption: printed beside the mention too.
    if (invoice.buyer.vatNumber) notes.push(`${L.vatNumber} : ${invoice.buyer.vatNumber}`);
  }
  if (d.vatExemption === 'export') notes.push(L.export);
  text(notes.join('\n'), LEFT, y, { width: WIDTH });
  doc.font('Helvetica').fontSize(7.5).fillColor(GREY);
  text(L.terms, LEFT, doc.y + 8, { width: WIDTH });

  // Footer on every page: the seller's identity and the page number.
  const range = doc.bufferedPageRange();
  const identityLine = `${s.name} · ${s.legalForm} ${L.capital} ${s.capital} · SIRET ${s.siret} · ${s.rcs} · TVA ${s.vatNumber}`;
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing in the margin must not open a new page
    doc.font('Helvetica').fontSize(7).fillColor(GREY);
    text(identityLine, LEFT, doc.page.height - 45, { width: WIDTH - 60, lineBreak: false });
    text(
      fillIn(L.page, { page: String(i + 1), pages: String(range.count) }),
      RIGHT - 60,
      doc.page.height - 45,
      {
        width: 60,
        align: 'right',
        lineBreak: false,
      },
    );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
