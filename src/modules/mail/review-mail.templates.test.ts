import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locale';
import { renderEmail, templateProblem } from './mail.templates';
import { marketingMail } from './marketing-mail.templates';

const data = {
  firstname: 'Léa',
  number: '2026-000123',
  products: [
    { name: 'Housse <Sport>', link: 'https://shop.example/compte/avis/7' },
    { name: 'Tapis', link: 'https://shop.example/compte/avis/8' },
  ],
  unsubscribe: 'https://shop.example/api/review_invitations/unsubscribe/5?token=abc&lang=fr',
};

describe('review_invitation', () => {
  it.each(LOCALES)(
    '%s: subject with the number, every product linked, one-click headers',
    (locale) => {
      const mail = renderEmail({ locale, template: 'review_invitation', data });
      expect(mail.subject).toContain('2026-000123');
      expect(mail.html).toContain('href="https://shop.example/compte/avis/7"');
      expect(mail.html).toContain('href="https://shop.example/compte/avis/8"');
      expect(mail.html).toContain('Housse &lt;Sport&gt;');
      expect(mail.html).not.toContain('<Sport>');
      expect(mail.text).toContain(data.unsubscribe);
      expect(mail.html).toContain('token=abc&amp;lang=fr');
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<${data.unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    },
  );

  it.each([
    ['no product', { ...data, products: [] }],
    ['a relative link', { ...data, products: [{ name: 'A', link: '/compte/avis/7' }] }],
    ['no unsubscribe link', { ...data, unsubscribe: undefined }],
    ['a javascript: unsubscribe link', { ...data, unsubscribe: 'javascript:alert(1)' }],
  ])('refuses %s', (_name, bad) => {
    expect(
      templateProblem({ locale: 'fr', template: 'review_invitation', data: bad }),
    ).not.toBeNull();
  });
});

describe('marketingMail', () => {
  const base = { subject: 'S', html: '<p>x</p>', text: 'x' };
  it('adds the headers and the footer line to both parts', () => {
    const mail = marketingMail(base, { locale: 'en', unsubscribeUrl: 'https://a.example/u?t=1' });
    expect(mail.headers?.['List-Unsubscribe']).toBe('<https://a.example/u?t=1>');
    expect(mail.text).toContain('Unsubscribe: https://a.example/u?t=1');
  });
  it('refuses a link that is not http(s)', () => {
    expect(() => marketingMail(base, { locale: 'fr', unsubscribeUrl: 'mailto:x@y.z' })).toThrow();
  });
});
