/**
 * Quick order by reference (docs/decisions/049-quick-order-and-reorder.md): what a pasted list
 * or a small CSV/TXT file says, line by line, and whether one wanted line may join the cart.
 * Pure: no database, no clock. Pages and the API share these rules (and their message keys).
 */
import type { StockState } from '../catalog';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart.contract';

/** A list longer than this is refused whole: a quick order, not a catalogue import. */
export const MAX_QUICK_ORDER_LINES = 200;
/** A pasted list or an uploaded file above this many characters is refused whole. */
export const MAX_QUICK_ORDER_CHARS = 20_000;
/** A reference longer than this is not one (the catalogue's are far shorter). */
const MAX_REFERENCE_LENGTH = 64;

/** One wanted reference: the first line that named it, its total quantity. */
export interface WantedReference {
  line: number;
  reference: string;
  quantity: number;
}

/** A line the parser could not read (nothing of it is looked up). */
export interface UnreadLine {
  line: number;
  text: string;
  reason: 'quick_order_bad_line' | 'quick_order_bad_quantity' | 'quantity_max';
}

export type QuickOrderParse =
  | { ok: true; wanted: WantedReference[]; unread: UnreadLine[] }
  | {
      ok: false;
      reason: 'quick_order_empty' | 'quick_order_too_many_lines' | 'quick_order_too_long';
    };

/** Separators between reference and quantity: spaces, tabs, semicolons, commas. */
const SEPARATORS = /[\s;,]+/;
/** A spreadsheet's first row naming its columns ("Référence;Quantité", "sku,qty"…). */
const HEADER =
  /^(r[ée]f[ée]rence|r[ée]f|reference|referencia|referenz|riferimento|sku|code|article|artikel)$/i;

/** Quotes a spreadsheet puts around a cell ("REF-1";"2"). */
const unquote = (token: string) => token.replace(/^["']+|["']+$/g, '');

/**
 * Reads "reference quantity" lines: blank lines and `#` comments are skipped, a missing
 * quantity means 1, a first row naming the columns is skipped, and a reference named twice is
 * wanted once with the quantities added (its first line is the one reported). References are
 * compared without regard to case (`ab-12` is `AB-12`).
 */
export function parseQuickOrder(text: string): QuickOrderParse {
  if (text.length > MAX_QUICK_ORDER_CHARS) return { ok: false, reason: 'quick_order_too_long' };
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((raw, index) => ({ line: index + 1, text: raw.trim() }))
    .filter((row) => row.text !== '' && !row.text.startsWith('#'));
  if (rows.length === 0) return { ok: false, reason: 'quick_order_empty' };
  if (rows.length > MAX_QUICK_ORDER_LINES + 1)
    return { ok: false, reason: 'quick_order_too_many_lines' };
  const wanted = new Map<string, WantedReference>();
  const unread: UnreadLine[] = [];
  rows.forEach((row, index) => {
    const tokens = row.text.split(SEPARATORS).map(unquote).filter(Boolean);
    if (index === 0 && tokens[0] && HEADER.test(tokens[0])) return;
    const [reference, quantityText, ...rest] = tokens;
    if (!reference || rest.length > 0 || reference.length > MAX_REFERENCE_LENGTH) {
      unread.push({ line: row.line, text: row.text, reason: 'quick_order_bad_line' });
      return;
    }
    const quantity = quantityText === undefined ? 1 : wholeNumber(quantityText);
    if (quantity === null || quantity < 1) {
      unread.push({ line: row.line, text: row.text, reason: 'quick_order_bad_quantity' });
      return;
    }
    const key = reference.toUpperCase();
    const before = wanted.get(key);
    const total = (before?.quantity ?? 0) + quantity;
    if (total > MAX_LINE_QUANTITY) {
      unread.push({ line: row.line, text: row.text, reason: 'quantity_max' });
      return;
    }
    wanted.set(key, { line: before?.line ?? row.line, reference: key, quantity: total });
  });
  const lines = [...wanted.values()];
  if (lines.length + unread.length > MAX_QUICK_ORDER_LINES)
    return { ok: false, reason: 'quick_order_too_many_lines' };
  return { ok: true, wanted: lines, unread };
}

/** "12" → 12; "1.5", "-2", "1e3", "" → null (never Number's generosity). */
function wholeNumber(text: string): number | null {
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

/** Why a wanted line is not added (the message keys of shared/message-texts/quick-order.ts). */
export type LineRefusal =
  | { reason: 'unknown_reference' }
  | { reason: 'variant_unavailable' }
  | { reason: 'out_of_stock' }
  | { reason: 'discontinued' }
  | { reason: 'insufficient_stock'; available: number }
  | { reason: 'quantity_max'; max: number }
  | { reason: 'cart_full'; max: number };

/** What the cart needs of a variant to decide (the catalogue's sale facts). */
export interface LineVariant {
  isActive: boolean;
  quantityAvailable: number;
  stock: StockState;
}

/**
 * Whether `quantity` more of a variant may join a cart that already holds `inCart` of it and
 * `cartLines` distinct lines: the same limits as one "add to cart" (SPEC §4 stock states,
 * 99 a line, 100 lines), stated as a reason rather than thrown, so that a list can name every
 * refused line. `stock` is the variant's state for the cart's whole quantity.
 */
export function lineRefusal(
  variant: LineVariant | null,
  quantity: number,
  inCart: number,
  cartLines: number,
): LineRefusal | null {
  if (!variant) return { reason: 'unknown_reference' };
  if (!variant.isActive) return { reason: 'variant_unavailable' };
  if (inCart + quantity > MAX_LINE_QUANTITY)
    return { reason: 'quantity_max', max: MAX_LINE_QUANTITY };
  if (inCart === 0 && cartLines >= MAX_CART_LINES)
    return { reason: 'cart_full', max: MAX_CART_LINES };
  if (variant.stock.state !== 'out_of_stock') return null;
  if (variant.stock.reason === 'discontinued') return { reason: 'discontinued' };
  const available = Math.max(0, variant.quantityAvailable - inCart);
  return available > 0 ? { reason: 'insufficient_stock', available } : { reason: 'out_of_stock' };
}

/** An uploaded list above this many bytes is refused (the pasted list's cap, in bytes). */
export const MAX_QUICK_ORDER_FILE_BYTES = MAX_QUICK_ORDER_CHARS;

/**
 * The text of an uploaded list, judged by its bytes and never by its name or declared type:
 * UTF-8 (with or without byte-order mark), else Windows-1252 as a French Excel saves CSV.
 * Null for anything else — empty, too big, or holding control bytes (a PDF, a picture, a
 * spreadsheet's zip): only tabs and line ends may appear in a text list.
 */
export function uploadedText(bytes: Uint8Array): string | null {
  if (bytes.length === 0 || bytes.length > MAX_QUICK_ORDER_FILE_BYTES) return null;
  if (bytes.some((b) => (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) || b === 0x7f))
    return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
