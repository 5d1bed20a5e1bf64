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
}

export interface Mailer {
  /** Rejects when the mail was not accepted (the sweep retries it later). */
  send(mail: OutgoingMail): Promise<void>;
  /** Releases connections (SMTP pool) at shutdown. */
  close?(): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Sellerie Shop <no-reply@localhost>';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 (nodemailer's connection URL). */
  url: string;
  from?: string;
}

export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const settings: SMTPTransport.Options = {
    url: options.url,
    // nodemailer's defaults wait minutes on a dead server while the sweep holds its rows.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  };
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
      await insertDevMail(db, mail);
    },
  };
}
