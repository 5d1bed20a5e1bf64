import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  CONSENT_MAX_AGE_S,
  NO_CHOICE,
  REFUSE_ALL,
  parseConsent,
  parseCookies,
  serialiseConsent,
  serialiseCookie,
} from './consent-rules';

describe('consent cookies', () => {
  it('reads no choice without accept_cookies=true', () => {
    expect(parseConsent(undefined)).toEqual(NO_CHOICE);
    expect(parseConsent('')).toEqual(NO_CHOICE);
    expect(parseConsent('fonctionnal_cookies=true; publicity_cookies=true')).toEqual(NO_CHOICE);
    expect(parseConsent('accept_cookies=false; publicity_cookies=true')).toEqual(NO_CHOICE);
  });

  it.each([
    ['accept_cookies=true; fonctionnal_cookies=true; publicity_cookies=true', ACCEPT_ALL],
    ['accept_cookies=true; fonctionnal_cookies=false; publicity_cookies=false', REFUSE_ALL],
    ['accept_cookies=true', REFUSE_ALL],
    [
      'a=1; accept_cookies=true; fonctionnal_cookies=true; publicity_cookies=false',
      { decided: true, functional: true, publicity: false },
    ],
    ['accept_cookies=1;publicity_cookies=1', { decided: true, functional: false, publicity: true }],
  ])('%s', (header, expected) => {
    expect(parseConsent(header)).toEqual(expected);
  });

  it('serialises accept: all three true, path /, SameSite Lax, Max-Age 172800 s', () => {
    expect(serialiseConsent(ACCEPT_ALL)).toEqual([
      'accept_cookies=true; Path=/; Max-Age=172800; SameSite=Lax',
      'fonctionnal_cookies=true; Path=/; Max-Age=172800; SameSite=Lax',
      'publicity_cookies=true; Path=/; Max-Age=172800; SameSite=Lax',
    ]);
    expect(CONSENT_MAX_AGE_S * 1000).toBe(172_800_000);
  });

  it('serialises refuse: the choice is made, functional and publicity false', () => {
    const cookies = serialiseConsent(REFUSE_ALL, { secure: true });
    expect(cookies[0]).toBe('accept_cookies=true; Path=/; Max-Age=172800; SameSite=Lax; Secure');
    expect(cookies.slice(1).map((c) => c.split(';')[0])).toEqual([
      'fonctionnal_cookies=false',
      'publicity_cookies=false',
    ]);
  });

  it('round-trips every choice', () => {
    for (const functional of [true, false]) {
      for (const publicity of [true, false]) {
        const header = serialiseConsent({ functional, publicity })
          .map((c) => c.split(';')[0])
          .join('; ');
        expect(parseConsent(header)).toEqual({ decided: true, functional, publicity });
      }
    }
  });

  it('parses cookie headers leniently', () => {
    const cookies = parseCookies('a=1; b = x%20y ; c=%E0%A4%A; =bad; d; a=2');
    expect(Object.fromEntries(cookies)).toEqual({ a: '1', b: 'x y', c: '%E0%A4%A' });
    expect(serialiseCookie('user_country', 'DE', { maxAgeS: 10 })).toBe(
      'user_country=DE; Path=/; Max-Age=10; SameSite=Lax',
    );
  });
});
