/**
 * `text` as an ILIKE pattern matching any value that contains it: `%`, `_` and `\` typed by a
 * person are matched as themselves, not as wildcards. Pure.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
