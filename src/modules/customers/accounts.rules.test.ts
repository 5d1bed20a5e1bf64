import { describe, expect, it } from 'vitest';
import {
  accountDisabled,
  isProfessional,
  retryAfterSeconds,
  THROTTLE_POLICIES,
  throttleKey,
  throttleWaitMs,
  waitText,
  type ThrottleCounter,
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

describe('throttling', () => {
  const t0 = new Date('2026-01-01T10:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);
  const counter = (failures: number, lastMs = 0, startMs = 0) => ({
    windowStart: at(startMs),
    failures,
    lastAttemptAt: at(lastMs),
  });
  const { pair, account, ip, emails, currentPassword } = THROTTLE_POLICIES;
  const MIN = 60_000;

  it.each([
    ['pair: no counter yet', pair, null, 0, 0],
    ['pair: 4 failures, the 5th goes', pair, counter(4), 0, 0],
    ['pair: 5 failures, the 6th waits 1 s', pair, counter(5), 0, 1_000],
    ['pair: … but not once that second has passed', pair, counter(5), 1_000, 0],
    ['pair: 7 failures wait 4 s', pair, counter(7, 10_000), 11_000, 3_000],
    ['pair: the wait stops doubling at 15 min', pair, counter(40, 0), 0, 15 * MIN],
    ['pair: a new window starts afresh', pair, counter(40, 59 * MIN), 60 * MIN, 0],
    ['pair: never past the window end', pair, counter(40, 55 * MIN), 55 * MIN, 5 * MIN],
    ['account: 19 failures from anywhere, nothing slowed', account, counter(19), 0, 0],
    ['account: under attack, an unknown device waits 30 s', account, counter(20, 0), 0, 30_000],
    ['account: … never more than 30 s', account, counter(400, 10_000), 10_000, 30_000],
    ['account: 30 s after the last try, one more goes', account, counter(400), 30_000, 0],
    ['ip: 299 failures, the 300th goes', ip, counter(299), 0, 0],
    ['ip: 300 failures, wait for the window end', ip, counter(300, 20 * MIN), 20 * MIN, 40 * MIN],
    [
      'emails: 3 sent, the 4th waits the window end',
      emails,
      counter(3, 5 * MIN),
      5 * MIN,
      55 * MIN,
    ],
    ['current password: slowed like a login', currentPassword, counter(6, 0), 0, 2_000],
  ] as const)('%s', (_name, policy, state, nowMs, expected) => {
    expect(throttleWaitMs(policy, state, at(nowMs))).toBe(expected);
  });

  it('caps what one stranger can try: an hour of one pair is about 20 guesses', () => {
    let state = null as ThrottleCounter | null;
    let now = 0;
    let tries = 0;
    while (now < 60 * MIN) {
      now += throttleWaitMs(pair, state, at(now));
      if (now >= 60 * MIN) break;
      state = {
        windowStart: state?.windowStart ?? at(now),
        failures: tries + 1,
        lastAttemptAt: at(now),
      };
      tries += 1;
    }
    expect(tries).toBeGreaterThanOrEqual(15);
    expect(tries).toBeLessThanOrEqual(25);
  });

  it('says how long to wait in whole seconds or minutes', () => {
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(29_001)).toBe(30);
    expect(waitText(30)).toBe('30 s');
    expect(waitText(900)).toBe('15 min');
  });

  it('keys the pair by the e-mail without case, and the address', () => {
    expect(throttleKey.pair(' Camille@Example.test', '10.0.0.1')).toBe(
      'pair:camille@example.test|10.0.0.1',
    );
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
