import { describe, expect, it } from 'vitest';
import { findControlCharacter, hasControlCharacter } from './text-input';

describe('the text rule', () => {
  it.each([
    ['a\u0000b', true],
    ['\u0001', true],
    ['\u001b[31m', true],
    ['\u007f', true],
    ['line\nline\r\n\tindented', false],
    ['Sellerie Démo — 12 rue de l’Exemple 💺', false],
    ['', false],
  ])('%j has a control character: %s', (text, expected) => {
    expect(hasControlCharacter(text)).toBe(expected);
  });

  it('names the first field holding one, at any depth, keys included', () => {
    expect(findControlCharacter({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(findControlCharacter({ 'k\u0000': 'v' })).toBe('k?');
    expect(findControlCharacter('\u0000')).toBe('body');
    expect(findControlCharacter({ a: 1, b: null, c: true, d: ['x'] })).toBeNull();
    expect(findControlCharacter(undefined)).toBeNull();
  });

  it('refuses a structure nested beyond any form', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(findControlCharacter({ deep })).not.toBeNull();
  });
});
