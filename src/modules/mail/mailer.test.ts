import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from './mail.templates';
import { createSmtpMailer } from './mailer.adapter';

/** A real SMTP server on a free local port, keeping what it receives. */
interface Received {
  from: string;
  to: string[];
  user?: string;
  raw: string;
}
const received: Received[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'shop' && auth.password === 's3cret') callback(null, { user: 'shop' });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example')) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(resolve));
});

/** Quoted-printable body → text (soft line breaks and =XX bytes). */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('SMTP mailer (nodemailer) against a local SMTP server', () => {
  it('sends the rendered mail: envelope, headers, text and HTML parts, with authentication', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://shop:s3cret@127.0.0.1:${port}`,
      from: 'Sellerie <boutique@sellerie.example>',
    });
    const link = 'https://shop.example/en/account/reset?token=0123456789abcdef0123456789abcdef';
    const mail = renderEmail({
      template: 'password_reset',
      locale: 'en',
      data: { firstname: 'Zoé', link },
    });
    await mailer.send({ to: 'marie@example.com', ...mail });
    await mailer.close?.();

    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message.user).toBe('shop');
    expect(message.from).toBe('boutique@sellerie.example');
    expect(message.to).toEqual(['marie@example.com']);
    const [head, ...rest] = message.raw.split('\r\n\r\n');
    const headers = head!.replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^From: Sellerie <boutique@sellerie\.example>$/m);
    expect(headers).toMatch(/^To: marie@example\.com$/m);
    expect(headers).toMatch(/^Subject: Reset your password$/m);
    expect(headers).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(headers).toMatch(/^Message-ID: <.+>$/m);
    const body = decodeQuotedPrintable(rest.join('\r\n\r\n'));
    expect(body).toContain('Content-Type: text/plain; charset=utf-8');
    expect(body).toContain('Content-Type: text/html; charset=utf-8');
    expect(body).toContain('Hello Zoé,');
    expect(body).toContain(link);
    expect(body).toContain(`href="${link}"`);
  });

  it('rejects when the server refuses the recipient (the sweep retries later)', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}` });
    await expect(
      mailer.send({ to: 'nobody@refused.example', subject: 's', html: '<p>h</p>', text: 't' }),
    ).rejects.toThrow(/550|Mailbox unavailable/);
    await mailer.close?.();
  });

  it('rejects when no server listens', async () => {
    const mailer = createSmtpMailer({ url: 'smtp://127.0.0.1:1' });
    await expect(
      mailer.send({ to: 'marie@example.com', subject: 's', html: '<p>h</p>', text: 't' }),
    ).rejects.toThrow();
  });

  it('uses the default sender when MAIL_FROM is not set', async () => {
    const before = received.length;
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}` });
    await mailer.send({ to: 'marie@example.com', subject: 's', html: '<p>h</p>', text: 't' });
    await mailer.close?.();
    expect(received[before]!.from).toBe('no-reply@localhost');
    expect(received[before]!.raw).toMatch(/^From: Sellerie Shop <no-reply@localhost>\r$/m);
  });
});
