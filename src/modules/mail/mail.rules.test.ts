import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  isEmailAddress,
  isUndeliverableAddress,
  mailTransport,
  MAX_ATTEMPTS,
} from './mail.rules';

const NOW = new Date('2030-01-01T00:00:00Z');
const minutesLater = (result: ReturnType<typeof afterFailure>) =>
  result.status === 'pending' ? (result.nextAttemptAt.getTime() - NOW.getTime()) / 60_000 : null;

describe('afterFailure', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 4],
    [4, 8],
    [7, 64],
  ])('attempt %i failed → retry in %i min', (attempts, minutes) => {
    expect(minutesLater(afterFailure(attempts, NOW))).toBe(minutes);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts`, () => {
    expect(afterFailure(MAX_ATTEMPTS, NOW)).toEqual({ status: 'failed' });
    expect(afterFailure(MAX_ATTEMPTS + 3, NOW)).toEqual({ status: 'failed' });
  });
});

describe('mailTransport (decisions 012, 019)', () => {
  it.each([
    [{ mode: 'demo' }, 'dev'],
    [{ mode: 'production' }, 'none'],
    [{ mode: 'demo', smtpUrl: 'smtp://mail:25' }, 'smtp'],
    [{ mode: 'production', smtpUrl: 'smtp://mail:25' }, 'smtp'],
    [{ mode: 'demo', smtpUrl: 'smtp://mail:25', devMailbox: true }, 'dev'],
    [{ mode: 'production', devMailbox: true }, 'dev'],
    [{ mode: 'demo', devMailbox: false }, 'none'],
    [{ mode: 'demo', smtpUrl: 'smtp://mail:25', devMailbox: false }, 'smtp'],
  ] as const)('%j → %s', (options, expected) => {
    expect(mailTransport(options)).toBe(expected);
  });
});

describe('isEmailAddress', () => {
  it.each([
    ['marie@example.com', true],
    ['marie.dupont+shop@sub.example.fr', true],
    ['marie@localhost', false],
    ['marie example@example.com', false],
    ['a@b.c\r\nBcc: x@y.z', false],
    ['<a@b.c>', false],
    ['a@b.c, d@e.f', false],
    [`${'a'.repeat(250)}@b.co`, false],
  ])('%s → %s', (value, expected) => {
    expect(isEmailAddress(value)).toBe(expected);
  });
});

describe('isUndeliverableAddress', () => {
  it.each([
    ['erased-12@invalid', true],
    ['erased-12@INVALID', true],
    ['someone@shop.invalid', true],
    ['someone@invalid.', true],
    ['someone@invalid.fr', false],
    ['invalid@example.com', false],
    ['someone@example.com', false],
    ['no-at-sign', false],
  ])('%s → %s', (value, expected) => {
    expect(isUndeliverableAddress(value)).toBe(expected);
  });
});
