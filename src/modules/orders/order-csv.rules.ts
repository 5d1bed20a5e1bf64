/**
 * The orders list as CSV for French Excel: `;` between fields, a comma in amounts, UTF-8 with
 * a byte-order mark (without it Excel reads the accents as Latin-1), CRLF line ends. Pure.
 */
export const CSV_BOM = '\uFEFF';

export const ORDER_CSV_HEADER = [
  'numero',
  'date',
  'client',
  'email',
  'etat',
  'paiement',
  'moyen',
  'total_ttc',
] as const;

export interface OrderCsvRow {
  number: string | null;
  placedAt: Date | null;
  customerName: string | null;
  email: string | null;
  status: string;
  paymentStatus: string;
  paymentMethod: string | null;
  totalTtcCents: number | null;
}

/**
 * One field: quoted when it holds a separator, a quote or a line break; a leading `=`, `+`,
 * `-` or `@` (a name typed by a customer) is made text so a spreadsheet never runs it.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Cents as French euros: 123456 → `1234,56`, -5 → `-0,05`. */
export function eurosWithComma(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** The shop's local time (Paris), `YYYY-MM-DD HH:MM`. */
export function shopDateTime(date: Date): string {
  return date.toLocaleString('sv-SE', { timeZone: 'Europe/Paris', hour12: false }).slice(0, 16);
}

export function orderCsvLine(row: OrderCsvRow): string {
  return `${[
    row.number ?? '',
    row.placedAt ? shopDateTime(row.placedAt) : '',
    row.customerName ?? '',
    row.email ?? '',
    row.status,
    row.paymentStatus,
    row.paymentMethod ?? '',
    row.totalTtcCents === null ? '' : eurosWithComma(row.totalTtcCents),
  ]
    .map(csvField)
    .join(';')}\r\n`;
}

export function orderCsvHeader(): string {
  return `${CSV_BOM}${ORDER_CSV_HEADER.join(';')}\r\n`;
}
