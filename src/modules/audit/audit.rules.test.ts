import { describe, expect, it } from 'vitest';
import { ERASED_VALUE, mentionsAny, redactSnapshot } from './audit.rules';

describe('redactSnapshot', () => {
  const mentions = mentionsAny(['Al', 'ada@example.test', '+33600000001', '', 'x']);

  it('hides strings naming the person as a whole word, keeps the rest', () => {
    expect(
      redactSnapshot(
        {
          status: 'partially_paid',
          note: 'Called Al about it',
          to: 'ADA@example.test',
          nested: [{ phone_seen: 'tel +33600000001' }, 3, null, true],
        },
        mentions,
        false,
      ),
    ).toEqual({
      status: 'partially_paid',
      note: ERASED_VALUE,
      to: ERASED_VALUE,
      nested: [{ phone_seen: ERASED_VALUE }, 3, null, true],
    });
  });

  it('hides every personal key when asked, even a value no longer current', () => {
    expect(
      redactSnapshot(
        { email: 'old@example.test', firstname: 'Former', phone: null, role: 'customer' },
        mentions,
        true,
      ),
    ).toEqual({ email: ERASED_VALUE, firstname: ERASED_VALUE, phone: null, role: 'customer' });
    expect(redactSnapshot({ email: 'old@example.test' }, mentions, false)).toEqual({
      email: 'old@example.test',
    });
  });

  it('matches nothing when given only empty or one-letter values', () => {
    expect(redactSnapshot({ a: 'x y' }, mentionsAny(['', 'x']), false)).toEqual({ a: 'x y' });
  });
});
