import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locale';
import { CATALOGUES, isLegalTextKey } from '../i18n/catalogues';
import { legalSections } from './legal-page.server';

describe('legalSections', () => {
  it.each([
    ['cgv', 7],
    ['legal', 5],
    ['privacy', 7],
  ] as const)('reads every section of %s, titled and written, in each language', (page, count) => {
    for (const locale of LOCALES) {
      const sections = legalSections(page, locale);
      expect(sections, locale).toHaveLength(count);
      for (const section of sections) {
        expect(section.title.trim(), locale).not.toBe('');
        expect(section.body.trim(), locale).not.toBe('');
      }
    }
  });

  it('names as legal texts exactly the section keys (not the pages’ titles)', () => {
    const keys = Object.keys(CATALOGUES.fr).filter(isLegalTextKey);
    expect(keys).toHaveLength(2 * (7 + 5 + 7));
    expect(isLegalTextKey('page.cgv.title')).toBe(false);
    expect(isLegalTextKey('page.cgv.description')).toBe(false);
  });
});
