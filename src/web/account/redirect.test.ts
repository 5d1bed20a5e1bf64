import { describe, expect, it } from 'vitest';
import { noticeOf, safeRedirect, withNotice } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/compte/addresses?x=1', '/compte/addresses?x=1'],
    ['/en/account', '/en/account'],
    ['//evil.test/x', '/fallback'],
    ['/\\evil.test', '/fallback'],
    ['https://evil.test', '/fallback'],
    ['compte', '/fallback'],
    ['/compte\n/x', '/fallback'],
    ['/a\tb', '/fallback'],
    [null, '/fallback'],
    ['/' + 'x'.repeat(2001), '/fallback'],
  ])('%j → %s', (value, expected) => {
    expect(safeRedirect(value, '/fallback')).toBe(expected);
  });
});

describe('notices', () => {
  it('reads only known notices and writes them over any query', () => {
    expect(noticeOf(new URL('http://x/compte?notice=deleted'))).toBe('deleted');
    expect(noticeOf(new URL('http://x/compte?notice=<script>'))).toBeNull();
    expect(withNotice('/compte/addresses?delete=3', 'deleted')).toBe(
      '/compte/addresses?notice=deleted',
    );
  });
});
