import { describe, expect, it } from 'vitest';
import {
  accountDisabled,
  isProfessional,
  isThrottled,
  normaliseEmail,
  sessionIsActive,
  sessionNeedsTouch,
  unmetPasswordRules,
} from './accounts.rules';
import { normaliseMobilePhone, postCodeIsValid } from './addresses.rules';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.UTC(2026, 0, 1) + days * DAY);

describe('password rule (SPEC §5)', () => {
  it.each([
    ['Sellerie1!', []],
    ['Éléphant9#', []],
    ['Pass1!', ['length']],
    ['Password!', ['digit']],
    ['password1!', ['uppercase']],
    ['Password1', ['special']],
    ['Password 1', ['special']],
    ['', ['length', 'digit', 'uppercase', 'special']],
    ['ÉCOLE-42x', []],
  ])('%j misses %j', (password, unmet) => {
    expect(unmetPasswordRules(password)).toEqual(unmet);
  });
});

describe('sessions', () => {
  const session = { lastUsedAt: at(0), expiresAt: at(30) };
  it.each([
    [at(0), true],
    [at(13.9), true],
    [at(14), false], // 14 idle days
  ])('idle: active at %s → %s', (now, active) => {
    expect(sessionIsActive(session, now)).toBe(active);
  });
  it('ends at its absolute end even when used every day', () => {
    expect(sessionIsActive({ lastUsedAt: at(29.9), expiresAt: at(30) }, at(30))).toBe(false);
  });
  it('writes the last use at most every 5 minutes', () => {
    expect(sessionNeedsTouch(session, new Date(at(0).getTime() + 4 * 60_000))).toBe(false);
    expect(sessionNeedsTouch(session, new Date(at(0).getTime() + 5 * 60_000))).toBe(true);
  });
});

describe('unverified accounts (SPEC §4)', () => {
  it.each([
    [{ emailVerifiedAt: null, verificationEmailExpiresAt: at(14) }, at(13), false],
    [{ emailVerifiedAt: null, verificationEmailExpiresAt: at(14) }, at(14), true],
    [{ emailVerifiedAt: at(1), verificationEmailExpiresAt: at(14) }, at(20), false],
    [{ emailVerifiedAt: null, verificationEmailExpiresAt: null }, at(99), false],
  ])('%j at %s disabled → %s', (user, now, disabled) => {
    expect(accountDisabled(user, now)).toBe(disabled);
  });
});

describe('throttle limits', () => {
  it('allows 100 attempts per account and 300 per address in the window', () => {
    expect(isThrottled('account', 100)).toBe(false);
    expect(isThrottled('account', 101)).toBe(true);
    expect(isThrottled('ip', 300)).toBe(false);
    expect(isThrottled('ip', 301)).toBe(true);
  });
});

describe('small rules', () => {
  it('compares e-mails without case and spaces', () => {
    expect(normaliseEmail('  Camille@Example.TEST ')).toBe('camille@example.test');
  });
  it('makes a customer PRO only with a verified company (SPEC §4)', () => {
    expect(isProfessional('verified')).toBe(true);
    expect(isProfessional('pending')).toBe(false);
    expect(isProfessional(null)).toBe(false);
  });
});

describe('mobile phone per country (SPEC §5)', () => {
  it.each([
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['+33 6 12 34 56 78', 'DE', '+33612345678'],
    ['01 45 67 89 01', 'FR', null], // a landline
    ['0170 1234567', 'DE', '+491701234567'],
    ['912 345 678', 'PT', '+351912345678'],
    ['612 34', 'FR', null],
    ['not a phone', 'FR', null],
  ])('%s in %s → %s', (phone, iso, expected) => {
    expect(normaliseMobilePhone(phone, iso)).toBe(expected);
  });
});

describe('post codes', () => {
  it.each([
    ['69002', 'FR', true],
    ['6900', 'FR', false],
    ['1000', 'BE', true],
    ['1000-001', 'PT', true],
    ['1012 AB', 'NL', true],
    ['98000', 'MC', true],
    ['ABC', 'FR', false],
  ])('%s in %s → %s', (code, iso, valid) => {
    expect(postCodeIsValid(code, iso)).toBe(valid);
  });
});
