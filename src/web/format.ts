/** Cuts a text to `max` characters (SPEC: domain subtitles 80), ending with an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max - 1).trimEnd()}…`;
}
