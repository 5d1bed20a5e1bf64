import { describe, expect, it } from 'vitest';
import { hashSeed, mulberry32, streamFor } from './random';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Housses de siège – simili cuir', 'housses-de-siege-simili-cuir'],
    ['Équipements', 'equipements'],
    ['Fußmatten für Transporter', 'fussmatten-fur-transporter'],
    ['Kofferraumwanne ẞ', 'kofferraumwanne-ss'],
    ["Housses d'appuie-tête", 'housses-d-appuie-tete'],
    ['Housses d’appuie-tête', 'housses-d-appuie-tete'],
    ["Driver's seat cover", 'drivers-seat-cover'],
    ["Coprisedili per l'auto dell'anno", 'coprisedili-per-l-auto-dell-anno'],
    ['Ford Ka+ III', 'ford-ka-plus-iii'],
    ['Volkswagen Up! I', 'volkswagen-up-i'],
    ['ID.3', 'id-3'],
    ['Mégane IV', 'megane-iv'],
    ['Citroën C3 Aircross', 'citroen-c3-aircross'],
    ['Doblò', 'doblo'],
    ['Cœur & Æther', 'coeur-aether'],
    ['Łódź Øresund', 'lodz-oresund'],
    ['  --Espaces   multiples--  ', 'espaces-multiples'],
    ['Épaisseur (mm) : 20 mm', 'epaisseur-mm-20-mm'],
    ['Ação à medida', 'acao-a-medida'],
    ['¿Más vendido?', 'mas-vendido'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('spells German umlauts out for German text only', () => {
    expect(slugify('Türverkleidungen für Transporter', { locale: 'de' })).toBe(
      'tuerverkleidungen-fuer-transporter',
    );
    expect(slugify('Größe', { locale: 'de' })).toBe('groesse');
    expect(slugify('Pingüino', { locale: 'es' })).toBe('pinguino');
  });

  it('cuts long slugs on a word boundary', () => {
    const slug = slugify('mot '.repeat(100), { maxLength: 40 });
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.split('-').every((part) => part === 'mot')).toBe(true);
  });
});

describe('random streams', () => {
  it('are deterministic and independent per index', () => {
    const a = Array.from({ length: 5 }, () => mulberry32(42).next());
    expect(new Set(a).size).toBe(1);
    expect(streamFor(1, 7).int(0, 1_000_000)).toBe(streamFor(1, 7).int(0, 1_000_000));
    expect(streamFor(1, 7).next()).not.toBe(streamFor(1, 8).next());
    expect(hashSeed(1, 2)).not.toBe(hashSeed(2, 1));
  });

  it('keeps int, pick, weighted and sample within bounds', () => {
    const rng = mulberry32(1);
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
    }
    expect(['a', 'b']).toContain(rng.pick(['a', 'b']));
    expect(rng.weighted(['never', 'always'], [0, 1])).toBe('always');
    const sample = rng.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
    expect(rng.sample([1, 2], 5)).toHaveLength(2);
  });
});
