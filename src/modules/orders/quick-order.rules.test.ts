import { describe, expect, it } from 'vitest';
import type { StockState } from '../catalog';
import {
  MAX_QUICK_ORDER_CHARS,
  MAX_QUICK_ORDER_LINES,
  lineRefusal,
  parseQuickOrder,
  uploadedText,
  type LineVariant,
} from './quick-order.rules';

type Wanted = [reference: string, quantity: number, line: number][];
type Unread = [line: number, reason: string][];

// One case a line: name, pasted text → wanted (reference, quantity, line), unread (line, reason).
// prettier-ignore
const PARSES: [string, string, Wanted, Unread][] = [
  ['space', 'AB-1 2', [['AB-1', 2, 1]], []],
  ['tab', 'AB-1\t3', [['AB-1', 3, 1]], []],
  ['semicolon', 'AB-1;4', [['AB-1', 4, 1]], []],
  ['comma with spaces', 'AB-1 , 5', [['AB-1', 5, 1]], []],
  ['quoted CSV cells', '"AB-1";"6"', [['AB-1', 6, 1]], []],
  ['no quantity means one', 'AB-1', [['AB-1', 1, 1]], []],
  ['lower case is upper-cased', 'ab-1 2', [['AB-1', 2, 1]], []],
  ['Windows line ends, blank lines, comments', '# my list\r\n\r\nAB-1 1\r\nCD-2 2\r\n', [['AB-1', 1, 3], ['CD-2', 2, 4]], []],
  ['old Mac line ends', 'AB-1 1\rCD-2 2', [['AB-1', 1, 1], ['CD-2', 2, 2]], []],
  ['byte-order mark', '\uFEFFAB-1 1', [['AB-1', 1, 1]], []],
  ['spreadsheet header skipped', 'Référence;Quantité\nAB-1;2', [['AB-1', 2, 2]], []],
  ['sku header skipped', 'sku,qty\nAB-1,2', [['AB-1', 2, 2]], []],
  ['same reference twice adds up, first line kept', 'AB-1 2\nCD-2 1\nab-1 3', [['AB-1', 5, 1], ['CD-2', 1, 2]], []],
  ['zero', 'AB-1 0', [], [[1, 'quick_order_bad_quantity']]],
  ['negative', 'AB-1 -2', [], [[1, 'quick_order_bad_quantity']]],
  ['fraction', 'AB-1 1.5', [], [[1, 'quick_order_bad_quantity']]],
  ['exponent', 'AB-1 1e3', [], [[1, 'quick_order_bad_quantity']]],
  ['word', 'AB-1 two', [], [[1, 'quick_order_bad_quantity']]],
  ['huge', 'AB-1 999999999999', [], [[1, 'quick_order_bad_quantity']]],
  ['above 99 a line', 'AB-1 100', [], [[1, 'quantity_max']]],
  ['twice above 99 together', 'AB-1 60\nAB-1 60', [['AB-1', 60, 1]], [[2, 'quantity_max']]],
  ['three cells', 'AB-1 2 3', [], [[1, 'quick_order_bad_line']]],
  ['reference too long', `${'X'.repeat(65)} 1`, [], [[1, 'quick_order_bad_line']]],
  ['good and bad lines together', 'AB-1 1\nCD-2 x\nEF-3 2', [['AB-1', 1, 1], ['EF-3', 2, 3]], [[2, 'quick_order_bad_quantity']]],
];

describe('parseQuickOrder', () => {
  it.each(PARSES)('%s', (_name, text, wanted, unread) => {
    const parsed = parseQuickOrder(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.wanted.map((w) => [w.reference, w.quantity, w.line])).toEqual(wanted);
    expect(parsed.unread.map((u) => [u.line, u.reason])).toEqual(unread);
  });

  const lines = (n: number) => Array.from({ length: n }, (_, i) => `R${i} 1`).join('\n');
  // prettier-ignore
  const WHOLE: [string, string, string | null][] = [
    ['empty', '', 'quick_order_empty'],
    ['blank lines and comments only', '\n  \n# nothing\n', 'quick_order_empty'],
    ['exactly the maximum of lines', lines(MAX_QUICK_ORDER_LINES), null],
    ['one line too many', lines(MAX_QUICK_ORDER_LINES + 1), 'quick_order_too_many_lines'],
    ['a thousand lines', lines(1000), 'quick_order_too_many_lines'],
    ['too many characters', 'A'.repeat(MAX_QUICK_ORDER_CHARS + 1), 'quick_order_too_long'],
  ];
  it.each(WHOLE)('whole list: %s', (_name, text, reason) => {
    const parsed = parseQuickOrder(text);
    expect(parsed.ok ? null : parsed.reason).toBe(reason);
  });
});

const AVAILABLE: StockState = { state: 'available' };
const REORDER: StockState = { state: 'reorder', delayMinDays: 5, delayMaxDays: 10 };
const SOLD_OUT: StockState = { state: 'out_of_stock', reason: 'sold_out' };
const GONE: StockState = { state: 'out_of_stock', reason: 'discontinued' };
const v = (stock: StockState, quantityAvailable = 10, isActive = true): LineVariant => ({
  isActive,
  quantityAvailable,
  stock,
});

// One case a line: name, variant, wanted, already in cart, cart lines → refusal (or null).
// prettier-ignore
const REFUSALS: [string, LineVariant | null, number, number, number, ReturnType<typeof lineRefusal>][] = [
  ['in stock', v(AVAILABLE), 2, 0, 0, null],
  ['on reorder', v(REORDER, 0), 5, 0, 0, null],
  ['unknown reference', null, 1, 0, 0, { reason: 'unknown_reference' }],
  ['inactive', v(AVAILABLE, 10, false), 1, 0, 0, { reason: 'variant_unavailable' }],
  ['sold out, none left', v(SOLD_OUT, 0), 1, 0, 0, { reason: 'out_of_stock' }],
  ['sold out, 3 left', v(SOLD_OUT, 3), 5, 0, 0, { reason: 'insufficient_stock', available: 3 }],
  ['sold out, 3 left, 2 already in the cart', v(SOLD_OUT, 3), 5, 2, 1, { reason: 'insufficient_stock', available: 1 }],
  ['sold out, all already in the cart', v(SOLD_OUT, 3), 1, 3, 1, { reason: 'out_of_stock' }],
  ['discontinued', v(GONE, 4), 5, 0, 0, { reason: 'discontinued' }],
  ['99 in all is fine', v(AVAILABLE, 500), 90, 9, 1, null],
  ['100 in all is too many', v(AVAILABLE, 500), 91, 9, 1, { reason: 'quantity_max', max: 99 }],
  ['new line in a full cart', v(AVAILABLE), 1, 0, 100, { reason: 'cart_full', max: 100 }],
  ['more of a line in a full cart', v(AVAILABLE), 1, 1, 100, null],
];

describe('lineRefusal', () => {
  it.each(REFUSALS)('%s', (_name, variant, quantity, inCart, cartLines, refusal) => {
    expect(lineRefusal(variant, quantity, inCart, cartLines)).toEqual(refusal);
  });
});

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

// One case a line: name, uploaded bytes → text read (null: refused).
// prettier-ignore
const UPLOADS: [string, Uint8Array, string | null][] = [
  ['UTF-8 CSV', utf8('Référence;Quantité\r\nAB-1;2\r\n'), 'Référence;Quantité\r\nAB-1;2\r\n'],
  ['UTF-8 with byte-order mark (dropped)', utf8('\uFEFFAB-1\t2'), 'AB-1\t2'],
  ['Windows-1252 (French Excel)', bytes(0x52, 0xe9, 0x66, 0x3b, 0x32), 'Réf;2'],
  ['empty', bytes(), null],
  ['PDF', utf8('%PDF-1.7\n\u0001\u0002'), null],
  ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), null],
  ['ZIP (xlsx)', bytes(0x50, 0x4b, 0x03, 0x04), null],
  ['NUL byte (UTF-16)', bytes(0x41, 0x00, 0x42, 0x00), null],
  ['too big', utf8('A'.repeat(20_001)), null],
];

describe('uploadedText', () => {
  it.each(UPLOADS)('%s', (_name, input, text) => {
    expect(uploadedText(input)).toBe(text);
  });
});
