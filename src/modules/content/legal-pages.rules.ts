/**
 * The legal pages (CGV, legal notice, data protection) whose text the owner edits per language:
 * their names, the text block that holds each, and the `## Title` text format. Pure: no I/O.
 */
import { LOCALES, type Locale } from '../../shared/locale';
import { LIMITS, type Problems } from './content-admin.rules';

export const LEGAL_PAGES = ['cgv', 'legal', 'privacy'] as const;
export type LegalPageName = (typeof LEGAL_PAGES)[number];

export const isLegalPage = (value: string): value is LegalPageName =>
  (LEGAL_PAGES as readonly string[]).includes(value);

/** The text block holding a legal page's edited text in one language. */
export const legalTextIdentifier = (page: LegalPageName) => `page_${page}`;

/**
 * A legal page's text as the editor types it: `## Title` opens a section, the lines below are
 * its body (paragraphs separated by a blank line). Text before the first title is ignored.
 */
export function parseLegalText(text: string): Array<{ title: string; body: string }> {
  const sections: Array<{ title: string; lines: string[] }> = [];
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    const heading = /^##\s+(.+)$/.exec(line);
    if (heading) sections.push({ title: heading[1]!.trim(), lines: [] });
    else sections.at(-1)?.lines.push(line);
  }
  return sections.map((s) => ({ title: s.title, body: s.lines.join('\n').trim() }));
}

/** The sections back into the editor's text (the default catalogue text as a starting point). */
export function legalText(sections: ReadonlyArray<{ title: string; body: string }>): string {
  return sections.map((s) => `## ${s.title}\n\n${s.body}`).join('\n\n');
}

/** A legal page's text: at least one `## ` section in French, none too long. */
export function checkLegalText(values: Partial<Record<Locale, string>>): Problems {
  const problems: Problems = {};
  for (const locale of LOCALES) {
    const value = values[locale] ?? '';
    if (!value.trim()) continue;
    if (value.length > LIMITS.page) problems[`text.${locale}`] = 'too_long';
    else if (parseLegalText(value).length === 0) problems[`text.${locale}`] = 'invalid_value';
  }
  return problems;
}
