import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locale';
import { CATALOGUES, CATALOGUE_FILES, isBackOfficeKey, isLegalTextKey } from './catalogues';
import { translate } from './index';
import { pageMessages, pageMessagesJson } from './page-messages.server';

const reference = Object.keys(CATALOGUES.fr).sort();
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('UI catalogues', () => {
  it.each(LOCALES.filter((locale) => locale !== 'fr'))(
    '%s has exactly the French keys (the back office’s: French and English only)',
    (locale) => {
      const keys = Object.keys(CATALOGUE_FILES[locale]);
      // The back office speaks French and English: English has its keys, the other four none.
      const expected = reference.filter((key) => locale === 'en' || !isBackOfficeKey(key));
      expect(
        expected.filter((key) => !keys.includes(key)),
        'missing keys',
      ).toEqual([]);
      expect(
        keys.filter((key) => !expected.includes(key)),
        'extra keys (a back-office key belongs in fr.json and en.json only)',
      ).toEqual([]);
    },
  );

  it('the back office has its texts in French and English, and only there', () => {
    const backOffice = reference.filter(isBackOfficeKey);
    expect(backOffice.length).toBeGreaterThan(50);
    for (const locale of LOCALES) {
      const held = Object.keys(CATALOGUE_FILES[locale]).filter(isBackOfficeKey);
      expect(held.sort(), locale).toEqual(
        locale === 'fr' || locale === 'en' ? [...backOffice].sort() : [],
      );
    }
  });

  // A page must never announce a feature the shop does not have ("coming soon").
  const FUTURE_PROMISE: Record<(typeof LOCALES)[number], RegExp> = {
    fr: /bientôt|prochainement|à venir/i,
    en: /coming soon|available soon|soon available|will soon/i,
    es: /pronto|próximamente/i,
    de: /in kürze|kommt bald|bald verfügbar|demnächst/i,
    it: /presto|prossimamente/i,
    pt: /em breve|brevemente/i,
  };
  it.each(LOCALES)('%s promises nothing for later', (locale) => {
    const promising = Object.entries(CATALOGUES[locale] as Record<string, string>).filter(
      ([, text]) => FUTURE_PROMISE[locale].test(text),
    );
    expect(promising).toEqual([]);
  });

  it.each(LOCALES)('%s has no empty message and keeps the placeholders', (locale) => {
    for (const key of reference) {
      const text = (CATALOGUES[locale] as Record<string, string>)[key] ?? '';
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(text), `${locale} ${key}`).toEqual(
        placeholders((CATALOGUES.fr as Record<string, string>)[key]!),
      );
    }
  });

  // Brand names, "FAQ", "Contact"… may legitimately read the same; whole swathes may not.
  it.each(LOCALES.filter((locale) => locale !== 'fr'))(
    '%s is a translation, not a copy of the French catalogue',
    (locale) => {
      const french = CATALOGUES.fr as Record<string, string>;
      const texts = CATALOGUES[locale] as Record<string, string>;
      const same = reference.filter(
        (key) => texts[key] === french[key] && /[a-zà-ÿ]{4}/i.test(french[key]!),
      );
      expect(same.length / reference.length, same.join(', ')).toBeLessThan(0.08);
    },
  );

  it('interpolates variables', () => {
    expect(translate('en', 'error.title', { status: 404 })).toBe('Error 404');
    expect(translate('fr', 'footer.rights', { year: 2030, site: 'X' })).toBe(
      '© 2030 X. Tous droits réservés.',
    );
  });
});

describe('texts of SPEC §5 and §8', () => {
  it.each([
    ['form.required', 'Ce champ est requis.'],
    ['form.invalid_date', "La date n'est pas valide."],
    ['form.has_errors', 'Votre formulaire comporte des erreurs, veuillez les corriger.'],
    ['auth.bad_credentials', 'Identifiants incorrects'],
    ['dialog.error_title', 'Une erreur est survenue'],
    ['dialog.delete_confirm', 'Valider la suppression ?'],
    ['dialog.deleted_title', 'Suppression effectuée'],
    ['dialog.deleted_text', 'Les données ont bien été supprimées'],
    [
      'products.load_failed',
      "La liste des produits n'a pas pu être chargée, veuillez vérifier vos filtres ou votre recherche.",
    ],
    ['copy.done', 'Copié'],
    ['copy.failed', 'Erreur de copie'],
  ] as const)('%s reads exactly as the specification in French', (key, text) => {
    expect(translate('fr', key)).toBe(text);
    expect(translate('en', key)).not.toBe(text);
  });
});

describe('page catalogue (what the browser receives)', () => {
  it.each(LOCALES)('%s: every message key, no legal section text', (locale) => {
    const keys = Object.keys(pageMessages(locale));
    expect(keys.filter(isLegalTextKey)).toEqual([]);
    // Back-office pages exist in French and English only: the others do not ship their keys.
    const backOffice = locale === 'fr' || locale === 'en';
    expect(keys.sort()).toEqual(
      reference.filter((key) => !isLegalTextKey(key) && (backOffice || !isBackOfficeKey(key))),
    );
    expect(keys.includes('impersonation.banner')).toBe(true);
    expect(pageMessages(locale)['nav.home']).toBe(CATALOGUES[locale]['nav.home']);
  });
});

it('the root loader sends the page catalogue as JSON', () => {
  expect(JSON.parse(pageMessagesJson('pt'))).toEqual(pageMessages('pt'));
});
