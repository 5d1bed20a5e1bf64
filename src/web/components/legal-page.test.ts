import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../i18n';
import { numberedSections } from './legal-page';

describe('numberedSections', () => {
  it.each([
    ['cgv', 7],
    ['legal', 5],
    ['privacy', 7],
  ] as const)('names only existing texts for %s, and all of them', (page, count) => {
    const keys = numberedSections(page, count).flatMap((s) => [s.title, s.body]);
    expect(keys.filter((key) => !(key in CATALOGUES.fr))).toEqual([]);
    // One more section would name texts that do not exist: the count is complete.
    const [extra] = numberedSections(page, count + 1).slice(-1);
    expect(extra!.title in CATALOGUES.fr).toBe(false);
  });
});
