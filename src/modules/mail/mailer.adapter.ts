/**
 * Where rendered mail goes. One small interface, two adapters (docs/decisions/012-email.md):
 * SMTP through nodemailer when SMTP_URL is set, else the development mailer, which keeps every
 * mail in the `dev_mailbox` table (read at /dev/mailbox).
 */
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Db } from '../../db/client';
import { insertDevMail } from './mail.repo';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (a marketing mail's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Readonly<Record<string, string>>;
  /**
   * Names the message, the same on every attempt (the outbox row): its Message-ID, so a mail
   * sent twice — a process killed between the server's acceptance and `sent` — is recognisable
   * as one message by the receiving side.
   */
  key?: string;
  /** Files sent with the mail (a gift card's PDF). */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

export interface Mailer {
  /** Rejects when the mail was not accepted (the sweep retries it later). */
  send(mail: OutgoingMail): Promise<void>;
  /** Releases connections (SMTP pool) at shutdown. */
  close?(): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Sellerie Shop <no-reply@localhost>';

/**
 * nodemailer's defaults wait minutes on a dead server while the sweep holds its rows. With
 * these, one message is accepted or given up within SMTP_SEND_BOUND_MS, which bounds the claim
 * lease of the outbox (mail.service.ts).
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 60_000,
} as const;
export const SMTP_SEND_BOUND_MS =
  SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;

/** `<key@domain-of-the-sender>` (RFC 5322 msg-id); `localhost` when the sender has none. */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${key}@${domain}>`;
}

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 (nodemailer's connection URL). */
  url: string;
  from?: string;
}

export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const settings: SMTPTransport.Options = { url: options.url, ...SMTP_TIMEOUTS };
  const transport = nodemailer.createTransport(settings);
  const from = options.from ?? DEFAULT_MAIL_FROM;
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.headers ? { headers: { ...mail.headers } } : {}),
        ...(mail.key ? { messageId: messageIdFor(mail.key, from) } : {}),
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}

/** Development: "sending" is a row in `dev_mailbox`. */
export function createDevMailer(db: Db): Mailer {
  return {
    async send(mail) {
      await insertDevMail(db, {
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments?.map((file) => file.filename) ?? null,
      });
    },
  };
}
