import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locale';
import { CATALOGUES, isLegalTextKey } from '../i18n/catalogues';
import { legalSections } from './legal-page.server';

const identity = {
  name: 'Atelier Test',
  legalForm: 'SARL',
  capital: '5 000 €',
  address: ['1 rue A', '75001 Paris'],
  siret: '123 456 789 00012',
  rcs: 'RCS Paris 123 456 789',
  vatNumber: 'FR12123456789',
  publicationDirector: 'Jeanne Test',
  email: 'contact@test.example',
  phone: '+33 1 00 00 00 00',
  host: { name: 'Hôte SA', address: ['9 rue B'], phone: '+33 2 00 00 00 00' },
};

describe('legalSections', () => {
  it.each([
    ['cgv', 7],
    ['legal', 5],
    ['privacy', 7],
  ] as const)('reads every section of %s, titled and written, in each language', (page, count) => {
    for (const locale of LOCALES) {
      const sections = legalSections(page, locale, identity);
      expect(sections, locale).toHaveLength(count);
      for (const section of sections) {
        expect(section.title.trim(), locale).not.toBe('');
        expect(section.body.trim(), locale).not.toBe('');
      }
    }
  });

  it('fills the seller and host of the settings in, leaving no placeholder', () => {
    for (const locale of LOCALES) {
      const text = legalSections('legal', locale, identity)
        .map((section) => section.body)
        .join('\n');
      for (const value of ['Atelier Test SARL', '1 rue A, 75001 Paris', '123 456 789 00012'])
        expect(text, locale).toContain(value);
      for (const value of ['FR12123456789', 'Jeanne Test', 'Hôte SA', '9 rue B', '5 000 €'])
        expect(text, locale).toContain(value);
      expect(text, locale).not.toMatch(/\{\w+\}/);
      expect(text, locale).not.toContain('Sellerie Shop SAS');
    }
  });

  it('names as legal texts exactly the section keys (not the pages’ titles)', () => {
    const keys = Object.keys(CATALOGUES.fr).filter(isLegalTextKey);
    expect(keys).toHaveLength(2 * (7 + 5 + 7));
    expect(isLegalTextKey('page.cgv.title')).toBe(false);
    expect(isLegalTextKey('page.cgv.description')).toBe(false);
  });
});
