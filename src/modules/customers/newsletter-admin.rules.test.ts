import { describe, expect, it } from 'vitest';
import { csvField, newsletterCsv, shopDay } from './newsletter-admin.rules';

describe('newsletter CSV', () => {
  it.each([
    ['plain@example.test', 'plain@example.test'],
    ['a;b@example.test', '"a;b@example.test"'],
    ['=cmd@example.test', "'=cmd@example.test"],
    ['say "hi"', '"say ""hi"""'],
    ['-x', "'-x"],
  ])('field %s → %s', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('dates the consent in Paris time (late evening UTC is the next day)', () => {
    expect(shopDay(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(shopDay(new Date('2026-01-15T10:00:00Z'))).toBe('2026-01-15');
  });

  it('writes a header, one line per subscriber, a BOM and CRLF', () => {
    const csv = newsletterCsv([
      {
        email: 'a@example.test',
        locale: 'de',
        country: 'DE',
        confirmedAt: new Date('2026-03-01T09:00:00Z'),
      },
      { email: 'b@example.test', locale: 'fr', country: null, confirmedAt: null },
    ]);
    expect(csv).toBe(
      '\uFEFFemail;language;country;confirmed_at\r\na@example.test;de;DE;2026-03-01\r\nb@example.test;fr;;\r\n',
    );
  });
});
