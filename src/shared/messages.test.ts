import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import { MESSAGE_KEYS, message } from './messages';

describe('API messages', () => {
  it('keeps the French texts of SPEC §5 verbatim', () => {
    expect(message('required', 'fr')).toBe('Ce champ est requis.');
    expect(message('invalid_date', 'fr')).toBe("La date n'est pas valide.");
    expect(message('form_invalid', 'fr')).toBe(
      'Votre formulaire comporte des erreurs, veuillez les corriger.',
    );
  });

  it('has a real translation of every message in every language', () => {
    for (const key of MESSAGE_KEYS) {
      const texts = LOCALES.map((locale) => message(key, locale));
      expect(texts.every((t) => t.length > 0)).toBe(true);
      // Translations differ from French (catches copy-pasted French).
      expect(new Set(texts).size, key).toBeGreaterThan(3);
    }
  });

  it('defines each key in one message file only (a second one would silently win)', async () => {
    const dir = new URL('./message-texts/', import.meta.url);
    const owners = new Map<string, string[]>();
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
      const module = (await import(new URL(file, dir).href)) as Record<string, unknown>;
      for (const texts of Object.values(module)) {
        if (typeof texts !== 'object' || texts === null) continue;
        for (const key of Object.keys(texts)) owners.set(key, [...(owners.get(key) ?? []), file]);
      }
    }
    expect(owners.size).toBeGreaterThan(100);
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it('fills parameters', () => {
    expect(message('unknown_value', 'en', { allowed: 'a, b' })).toBe(
      'Unrecognised value. Allowed values: a, b.',
    );
  });
});
