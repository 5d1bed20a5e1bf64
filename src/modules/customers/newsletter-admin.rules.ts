/**
 * The back office's newsletter list (decision 052), pure: the statuses as staff read them, and
 * the CSV of confirmed subscribers for a mailing tool — `;` between fields (French Excel),
 * UTF-8 with a byte-order mark, CRLF line ends, the shop's local day of the consent.
 */
export const NEWSLETTER_STATUSES = ['enabled', 'pending', 'disabled'] as const;
export type NewsletterStatusName = (typeof NEWSLETTER_STATUSES)[number];

export const NEWSLETTER_CSV_HEADER = ['email', 'language', 'country', 'confirmed_at'] as const;

export interface NewsletterCsvRow {
  email: string;
  locale: string;
  country: string | null;
  confirmedAt: Date | null;
}

/**
 * One field: quoted when it holds a separator, a quote or a line break; a leading `=`, `+`,
 * `-` or `@` is made text so a spreadsheet never runs it (an address is typed by a visitor).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The shop's local day (Paris), `YYYY-MM-DD`. */
export function shopDay(date: Date): string {
  return date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
}

export function newsletterCsv(rows: readonly NewsletterCsvRow[]): string {
  const lines = rows.map((row) =>
    [row.email, row.locale, row.country ?? '', row.confirmedAt ? shopDay(row.confirmedAt) : '']
      .map(csvField)
      .join(';'),
  );
  return `\uFEFF${[NEWSLETTER_CSV_HEADER.join(';'), ...lines].map((l) => `${l}\r\n`).join('')}`;
}
