import type { Locale } from '../../shared/locale';
import { CATALOGUES, type LegalTextKey } from '../i18n/catalogues';
import type { LegalSection } from './legal-page';

export type LegalPageKey = 'cgv' | 'legal' | 'privacy';

/**
 * Sections `page.<page>.s1 … sN` (title + body) of a legal page in `locale`, in order. These
 * long texts stay out of the page catalogue every page carries: only their page's loader
 * sends them.
 */
export function legalSections(page: LegalPageKey, locale: Locale): LegalSection[] {
  const texts = CATALOGUES[locale];
  const sections: LegalSection[] = [];
  for (let n = 1; `page.${page}.s${n}.title` in texts; n++) {
    sections.push({
      title: texts[`page.${page}.s${n}.title` as LegalTextKey],
      body: texts[`page.${page}.s${n}.body` as LegalTextKey] ?? '',
    });
  }
  return sections;
}
