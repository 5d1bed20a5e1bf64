import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps short texts and cuts long ones to at most max characters', () => {
    expect(truncate('Housse', 80)).toBe('Housse');
    const long =
      'Jeu complet de housses de siège sur mesure Audi A1 8X / GB – tissu enduit premium noir';
    const cut = truncate(long, 40);
    expect([...cut].length).toBeLessThanOrEqual(40);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });
  it('cuts inside a word when no space is near', () => {
    expect(truncate('a'.repeat(100), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
