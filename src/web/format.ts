/** Cuts a text to `max` characters (SPEC: domain subtitles 80), ending with an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** `1.2 MB` / `1,2 Mo`: a file's size as the page's language writes it (never `0`). */
export function fileSize(bytes: number, locale: string): string {
  const mb = Math.max(0.1, Math.round(bytes / 104_857.6) / 10);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(mb);
}
