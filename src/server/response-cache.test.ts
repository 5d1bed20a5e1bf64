import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './response-cache';

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['deflate', null],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['BR;Q=0.1, GZIP', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
  ] as const)('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('ignores a repeated header (an array)', () => {
    expect(preferredEncoding(['br', 'gzip'])).toBeNull();
  });
});
