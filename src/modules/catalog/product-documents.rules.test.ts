import { describe, expect, it } from 'vitest';
import { parseDocumentTitle } from './product-documents.rules';

describe('document titles', () => {
  it.each([
    ['French only', { fr: 'Notice' }, [], { fr: 'Notice' }],
    [
      'spaces folded, empty languages left out',
      { fr: '  Notice   de  montage ', en: ' ' },
      [],
      { fr: 'Notice de montage' },
    ],
    [
      'six languages',
      { fr: 'a', en: 'b', es: 'c', de: 'd', it: 'e', pt: 'f' },
      [],
      { fr: 'a', en: 'b', es: 'c', de: 'd', it: 'e', pt: 'f' },
    ],
    ['French missing', { en: 'Sheet' }, ['title.fr'], null],
    ['nothing at all', undefined, ['title.fr'], null],
    ['not an object', 'Notice', ['title.fr'], null],
    ['a list', ['Notice'], ['title.fr'], null],
    ['150 characters kept', { fr: 'x'.repeat(150) }, [], { fr: 'x'.repeat(150) }],
    ['151 refused', { fr: 'x'.repeat(151) }, ['title.fr'], null],
    ['a number refused', { fr: 'Notice', de: 12 }, ['title.de'], null],
    ['unknown languages ignored', { fr: 'Notice', nl: 'Handleiding' }, [], { fr: 'Notice' }],
  ])('%s', (_label, raw, errors, value) => {
    const result = parseDocumentTitle(raw);
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual(errors);
    if (value) expect(result.ok && result.value).toEqual(value);
  });
});
