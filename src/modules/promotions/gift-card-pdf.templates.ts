/**
 * The printable gift card (PDF, one A4 page) sent with its e-mail (docs/decisions/056): the
 * amount, the code, the last day, who it is for and from, the message. pdfkit with the standard
 * Helvetica, like the invoices: nothing to download, no font file. In the buyer's language.
 */
import { formatPrice } from '../../shared/money';
import type { Locale } from '../../shared/locale';

export interface GiftCardPdfInput {
  locale: Locale;
  shopName: string;
  amountCents: number;
  code: string;
  /** Last day it can be spent (`YYYY-MM-DD`). */
  lastDay: string;
  recipientName: string | null;
  senderName: string | null;
  message: string | null;
}

const LABELS: Record<
  Locale,
  { title: string; code: string; until: string; to: string; from: string; how: string }
> = {
  fr: {
    title: 'Carte cadeau',
    code: 'Code',
    until: 'Valable jusqu’au',
    to: 'Pour',
    from: 'De la part de',
    how: 'À saisir dans le champ « code promo ou carte cadeau » du panier.',
  },
  en: {
    title: 'Gift card',
    code: 'Code',
    until: 'Valid until',
    to: 'For',
    from: 'From',
    how: 'Enter it in the “promo code or gift card” field of the cart.',
  },
  es: {
    title: 'Tarjeta regalo',
    code: 'Código',
    until: 'Válida hasta el',
    to: 'Para',
    from: 'De parte de',
    how: 'Introdúzcalo en el campo «código promocional o tarjeta regalo» del carrito.',
  },
  de: {
    title: 'Geschenkkarte',
    code: 'Code',
    until: 'Gültig bis',
    to: 'Für',
    from: 'Von',
    how: 'Im Warenkorb im Feld „Gutscheincode oder Geschenkkarte“ eingeben.',
  },
  it: {
    title: 'Carta regalo',
    code: 'Codice',
    until: 'Valida fino al',
    to: 'Per',
    from: 'Da parte di',
    how: 'Da inserire nel campo «codice promo o carta regalo» del carrello.',
  },
  pt: {
    title: 'Cartão-presente',
    code: 'Código',
    until: 'Válido até',
    to: 'Para',
    from: 'Da parte de',
    how: 'Introduza-o no campo «código promocional ou cartão-presente» do carrinho.',
  },
};

export const GIFT_CARD_TITLE = Object.fromEntries(
  Object.entries(LABELS).map(([locale, labels]) => [locale, labels.title]),
) as Record<Locale, string>;

// Characters the standard fonts' WinAnsi encoding lacks become `?` rather than garbage.
const WIN_ANSI_EXTRA = new Set(
  '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split('').map((c) => c.codePointAt(0)!),
);
function pdfText(value: string): string {
  return Array.from(value.replace(/[\u202f]/g, '\u00a0'), (c) => {
    const code = c.codePointAt(0)!;
    return code < 256 || WIN_ANSI_EXTRA.has(code) ? c : '?';
  }).join('');
}

const ACCENT = '#8a4b1f';

export async function renderGiftCardPdf(
  input: GiftCardPdfInput,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const L = LABELS[input.locale];
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 60, bottom: 60, left: 60, right: 60 },
    compress: options.compress ?? true,
    lang: input.locale,
    info: { Title: `${L.title} ${input.shopName}`, Author: pdfText(input.shopName) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = 595.28 - 120;
  const text = (value: string, opts: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(pdfText(value), { width, ...opts });
  const day = new Intl.DateTimeFormat(input.locale, { timeZone: 'UTC', dateStyle: 'long' }).format(
    new Date(`${input.lastDay}T12:00:00Z`),
  );

  doc.roundedRect(60, 60, width, 300, 12).lineWidth(2).strokeColor(ACCENT).stroke();
  doc.y = 90;
  doc.font('Helvetica-Bold').fontSize(14).fillColor(ACCENT);
  text(input.shopName, { align: 'center' });
  doc.moveDown(0.5).fontSize(28);
  text(L.title, { align: 'center' });
  doc.moveDown(0.5).fontSize(40).fillColor('#222222');
  text(formatPrice(input.amountCents), { align: 'center' });
  doc.moveDown(0.6).font('Helvetica').fontSize(12).fillColor('#444444');
  text(L.code, { align: 'center' });
  doc.font('Courier-Bold').fontSize(22).fillColor('#222222');
  text(input.code, { align: 'center' });
  doc.moveDown(0.6).font('Helvetica').fontSize(12).fillColor('#444444');
  text(`${L.until} ${day}`, { align: 'center' });

  doc.y = 390;
  doc.font('Helvetica').fontSize(12).fillColor('#222222');
  if (input.recipientName) text(`${L.to} : ${input.recipientName}`);
  if (input.senderName) text(`${L.from} : ${input.senderName}`);
  if (input.message) {
    doc.moveDown(0.6).font('Helvetica-Oblique');
    text(input.message);
  }
  doc.moveDown(1.2).font('Helvetica').fontSize(10).fillColor('#666666');
  text(L.how);
  doc.end();
  return done;
}
