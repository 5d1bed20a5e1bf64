import { describe, expect, it } from 'vitest';
import { translatedFromForm } from './translated-form';

describe('translatedFromForm', () => {
  it('reads each language of one field, trimmed, leaving empty ones out', () => {
    const form = new URLSearchParams({
      'name.fr': '  Housse avant ',
      'name.en': 'Front cover',
      'name.de': '   ',
      'name.xx': 'ignored',
      'title.fr': 'another field',
    });
    expect(translatedFromForm(form, 'name')).toEqual({ fr: 'Housse avant', en: 'Front cover' });
    expect(translatedFromForm(form, 'slug')).toEqual({});
  });
});
