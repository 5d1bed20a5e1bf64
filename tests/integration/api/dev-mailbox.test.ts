import { describe, expect, it } from 'vitest';
import { devMailbox } from '../../../src/db/schema';
import { enqueueEmail, type EmailRequest } from '../../../src/modules/mail';
import { createTestApp, useTestApp } from '../../support/app';

/** The development mailbox (decision 012), turned on explicitly as browser tests do. */
const api = useTestApp({ devMailbox: true });

const verify = (to: string, firstname = 'Marie'): EmailRequest => ({
  to,
  locale: 'fr',
  template: 'verify_email',
  data: { firstname, link: `https://shop.example/compte/verifier?token=${to.length}abc&x=1` },
});

describe('/dev/mailbox', () => {
  it('shows what the sweep sent: list newest first, one mail, its HTML sandboxed, JSON', async () => {
    await enqueueEmail(api.database.db, verify('first@example.com'));
    await enqueueEmail(api.database.db, verify('Second@Example.com', '<b>Zoé</b>'));
    await api.app.sweeps.runSweepsOnce();

    const list = await api.app.inject({ url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.headers['content-security-policy']).toContain("script-src 'nonce-");
    expect(list.body).toContain('Confirmez votre adresse e-mail');
    expect(list.body.indexOf('Second@Example.com')).toBeLessThan(
      list.body.indexOf('first@example.com'),
    );
    expect(list.body).not.toMatch(/<script/i);

    const json = await api.getJson('/dev/mailbox.json?to=second@example.com');
    expect(json.data).toHaveLength(1);
    const [mail] = json.data;
    expect(mail).toMatchObject({
      to: 'Second@Example.com',
      subject: 'Confirmez votre adresse e-mail',
      links: ['https://shop.example/compte/verifier?token=18abc&x=1'],
    });
    expect(mail.text).toContain('Bonjour <b>Zoé</b>,');
    expect(mail.html).toContain('Bonjour &lt;b&gt;Zoé&lt;/b&gt;,');
    expect(Date.parse(mail.created_at)).not.toBeNaN();
    expect((await api.getJson('/dev/mailbox.json')).data).toHaveLength(2);
    expect((await api.getJson('/dev/mailbox.json?to=nobody@example.com')).data).toEqual([]);

    const detail = await api.app.inject({ url: `/dev/mailbox/${mail.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain(`<iframe src="/dev/mailbox/${mail.id}/html"`);
    // The text version with its link clickable, everything escaped.
    expect(detail.body).toContain('Bonjour &lt;b&gt;Zoé&lt;/b&gt;,');
    expect(detail.body).toContain(
      '<a href="https://shop.example/compte/verifier?token=18abc&amp;x=1">',
    );

    const framed = await api.app.inject({ url: `/dev/mailbox/${mail.id}/html` });
    expect(framed.statusCode).toBe(200);
    const csp = framed.headers['content-security-policy'] as string;
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain('allow-scripts');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(framed.body).toContain('<base target="_top">');
    expect(framed.body).toContain(
      'href="https://shop.example/compte/verifier?token=18abc&amp;x=1"',
    );
  });

  it('escapes every stored value on its pages', async () => {
    const [row] = await api.database.db
      .insert(devMailbox)
      .values({
        to: '"><script>alert(1)</script>@example.com',
        subject: '<img src=x onerror=alert(2)>',
        html: '<p>ok</p>',
        text: 'see https://shop.example/a?b=<script>alert(3)</script> and "quotes"',
      })
      .returning({ id: devMailbox.id });
    for (const url of ['/dev/mailbox', `/dev/mailbox/${row!.id}`]) {
      const res = await api.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toMatch(/<script|<img/i);
      expect(res.body, url).toContain('&lt;img src=x onerror=alert(2)&gt;');
    }
    const detail = await api.app.inject({ url: `/dev/mailbox/${row!.id}` });
    expect(detail.body).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@example.com');
    expect(detail.body).toContain('<a href="https://shop.example/a?b=">');
    expect(detail.body).toContain('&quot;quotes&quot;');
  });

  it('answers 404 for a mail that does not exist', async () => {
    for (const url of ['/dev/mailbox/999999', '/dev/mailbox/abc', '/dev/mailbox/999999/html']) {
      expect((await api.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe('the mailbox exists only in demo mode without SMTP (decisions 012, 019)', () => {
  it.each([
    ['SMTP_URL is set', 'demo', { smtpUrl: 'smtp://127.0.0.1:1', from: 'Sellerie <a@b.c>' }, true],
    ['production mode without SMTP_URL', 'production', { from: 'x <a@b.c>' }, false],
  ] as const)('absent when %s', async (_case, shopMode, mail, mailSweep) => {
    const started = await createTestApp({ shopMode, mail });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox/1']) {
        expect((await started.app.inject({ url })).statusCode, url).toBe(404);
      }
      // Production without SMTP: no sweep, mail waits in the outbox.
      expect(started.app.sweeps.names.includes('mail')).toBe(mailSweep);
    } finally {
      await started.close();
    }
  });

  it('present in demo mode without SMTP_URL', async () => {
    const started = await createTestApp({ shopMode: 'demo', mail: { from: 'x <a@b.c>' } });
    try {
      expect((await started.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(200);
      expect(started.app.sweeps.names).toContain('mail');
    } finally {
      await started.close();
    }
  });
});
