import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locale';
import { renderEmail, templateProblem } from './mail.templates';
import { LINK_EMAIL_TEMPLATES } from './mail.texts';

const LINK = 'https://shop.example/compte/verifier?token=abc123&lang=fr';
// `role`: the staff invitation's role name; `reason`: a company's rejection; `product`,
// `question`, `answer`: the product-question mails; `title` and `customer`: a claim's; the
// contact mails' fields (decision 052): who wrote, about what, and the message; the gift card
// mails' amount, code… (others ignore them).
const DATA = {
  firstname: 'Marie',
  link: LINK,
  role: 'staff',
  reason: 'Kbis illisible',
  name: 'Jean Dupont',
  email: 'jean@example.test',
  subject: 'Conseil de montage',
  order_number: 'SC-1',
  attachment: 'photo.jpg',
  message: 'Première ligne\nDeuxième ligne',
  product: 'Housse Clio IV',
  question: 'Compatible avec airbag latéral ?',
  answer: 'Oui, coutures prédécoupées.',
  title: 'Housse déchirée',
  customer: 'Marie Martin',
  sender: 'Alex',
  amount: '50,00 €',
  code: 'CADEAU-ABCD-EFGH-JKLM',
  last_day: '27 novembre 2027',
  number: '2026-001042',
  recipient: 'Camille <camille@example.test>',
};

describe('renderEmail: every account template in every language', () => {
  const cases = LINK_EMAIL_TEMPLATES.flatMap((template) =>
    LOCALES.map((locale) => ({ template, locale })),
  );

  it.each(cases)('$template in $locale', ({ template, locale }) => {
    const mail = renderEmail({ template, locale, data: DATA });
    expect(mail.subject.trim()).not.toBe('');
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.html).toContain('Sellerie');
    // The button and the link written in full, attribute-escaped.
    expect(mail.html).toContain(`href="${LINK.replace('&', '&amp;')}"`);
    expect(mail.html.split(LINK.replace('&', '&amp;')).length - 1).toBe(3);
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain('Marie');
    expect(mail.html).toContain('Marie');
    for (const part of [mail.subject, mail.html, mail.text]) {
      expect(part).not.toMatch(/\{\w+\}/);
    }
  });

  it('has a different subject in each language (real translations)', () => {
    for (const template of LINK_EMAIL_TEMPLATES) {
      const subjects = LOCALES.map(
        (locale) => renderEmail({ template, locale, data: DATA }).subject,
      );
      expect(new Set(subjects).size, template).toBe(LOCALES.length);
    }
  });

  it('keeps the line breaks of a contact message in the HTML part', () => {
    const mail = renderEmail({ template: 'contact_message', locale: 'fr', data: DATA });
    expect(mail.html).toContain('Première ligne<br>Deuxième ligne');
    expect(mail.text).toContain('Première ligne\nDeuxième ligne');
  });

  it('writes French by default', () => {
    const mail = renderEmail({ template: 'verify_email', locale: 'fr', data: DATA });
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail.text.startsWith('Bonjour Marie,')).toBe(true);
    expect(mail.text).toContain(`Confirmer mon adresse\u00a0:\n${LINK}`);
  });
});

describe('renderEmail: escaping', () => {
  const evil = '<script>alert("x")</script>&\'';

  it('escapes interpolated values in the HTML, keeps them as typed in the text', () => {
    const link = 'https://shop.example/r?a="><img src=x onerror=alert(1)>';
    const mail = renderEmail({
      template: 'password_reset',
      locale: 'en',
      data: { firstname: evil, link },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
    expect(mail.html).toContain('href="https://shop.example/r?a=&quot;&gt;&lt;img');
    expect(mail.text).toContain(`Hello ${evil},`);
  });

  it('does not substitute placeholders found inside values', () => {
    const mail = renderEmail({
      template: 'welcome',
      locale: 'fr',
      data: { firstname: '{link}', link: LINK },
    });
    expect(mail.text).toContain('Bonjour {link},');
  });
});

describe('templateProblem', () => {
  it.each([
    [{ firstname: 'A', link: LINK }, null],
    [{ link: LINK }, 'verify_email: missing firstname'],
    [{ firstname: 'A', link: '' }, 'verify_email: missing link'],
    [
      { firstname: 'A', link: 'javascript:alert(1)' },
      'verify_email: link must be an absolute http(s) URL',
    ],
    [{ firstname: 'A', link: '/relative' }, 'verify_email: link must be an absolute http(s) URL'],
  ])('%j → %s', (data, expected) => {
    expect(templateProblem({ template: 'verify_email', locale: 'fr', data })).toBe(expected);
  });

  it('renderEmail refuses what templateProblem refuses', () => {
    expect(() =>
      renderEmail({ template: 'welcome', locale: 'fr', data: { firstname: 'A' } }),
    ).toThrow(/missing link/);
  });
});
