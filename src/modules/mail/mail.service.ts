/**
 * Use cases of the mail module: queue a mail with the caller's transaction, and send what is
 * due (the mail sweep). docs/decisions/012-email.md.
 */
import type { Db } from '../../db/client';
import { isLocale, type Locale } from '../../shared/locale';
import { SMTP_SEND_BOUND_MS, type Mailer } from './mailer.adapter';
import {
  claimDueEmails,
  renewLease,
  insertOutbox,
  markFailedAttempt,
  markSent,
  type ClaimedEmail,
} from './mail.repo';
import { afterFailure, isEmailAddress, isUndeliverableAddress } from './mail.rules';
import { withSellerLine } from './mail-layout.templates';
import { renderEmail, templateProblem } from './mail.templates';
import type { EmailTemplate } from './mail.texts';

export interface EmailRequest {
  to: string;
  locale: Locale;
  template: EmailTemplate;
  /**
   * verify_email, password_reset, welcome: { firstname, link } (link: absolute http(s) URL);
   * order mails: the shapes of order-mail.data.ts (JSON: cents, ISO dates, strings).
   */
  data: Readonly<Record<string, unknown>>;
  /** Files sent with the mail (a gift card's PDF), rendered now and kept with the row. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * Writes the e-mail to the outbox with the caller's handle: pass the transaction (`tx`) of the
 * change that causes the mail, so it is sent iff that change commits. The mail sweep sends it
 * within seconds. A malformed request (bad address, missing data) is a bug: it throws, which
 * rolls the caller's transaction back. Mail to a reserved never-deliverable address (an erased
 * customer's placeholder) is skipped without error: the caller's change still commits.
 */
export async function enqueueEmail(dbOrTx: Db, email: EmailRequest): Promise<void> {
  const to = email.to.trim();
  if (isUndeliverableAddress(to)) return;
  if (!isEmailAddress(to)) throw new Error('enqueueEmail: invalid recipient address');
  if (!isLocale(email.locale)) throw new Error(`enqueueEmail: unknown locale ${email.locale}`);
  const problem = templateProblem(email);
  if (problem) throw new Error(`enqueueEmail: ${problem}`);
  await insertOutbox(dbOrTx, {
    to,
    locale: email.locale,
    template: email.template,
    data: JSON.parse(JSON.stringify(email.data)) as Record<string, unknown>,
    attachments: email.attachments?.length
      ? email.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.content.toString('base64'),
        }))
      : null,
  });
}

export interface SendLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SendDueOptions {
  now: Date;
  /**
   * The seller's line of every mail's footer, read from the settings once per run (the same
   * identity as invoices and the legal notice; given by the app: content depends on mail).
   */
  sellerLine?: () => Promise<string | null>;
  /** The time as the run goes on (leases are renewed mail by mail); default: `now`. */
  clock?: () => Date;
  batchSize?: number;
  /** Batches per run at most, so one run stays short (the rest waits for the next run). */
  maxBatches?: number;
  log?: SendLog;
}

export interface SendReport {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * How long a claimed row is skipped by other sweeps: the longest one SMTP attempt may take
 * (SMTP_SEND_BOUND_MS, 90 s) plus a margin. Each row's lease is renewed just before it is sent,
 * so a batch may take longer than one lease; a process killed mid-send leaves its rows due again
 * two minutes later (they carry the same Message-ID when sent again).
 */
export const CLAIM_LEASE_MS = SMTP_SEND_BOUND_MS + 30_000;

/**
 * Sends due pending mails, oldest first, `batchSize` at a time: marks each sent, or counts a
 * failed attempt (retry with backoff, `failed` after MAX_ATTEMPTS). Safe to run concurrently
 * (rows are claimed with SKIP LOCKED and a lease) and to re-run (sent rows are never due).
 */
export async function sendDueEmails(
  db: Db,
  mailer: Mailer,
  options: SendDueOptions,
): Promise<SendReport> {
  const report: SendReport = { sent: 0, retried: 0, failed: 0 };
  const batchSize = options.batchSize ?? 20;
  let seller: Promise<string | null> | undefined;
  const sellerOnce = () => (seller ??= options.sellerLine?.() ?? Promise.resolve(null));
  for (let batch = 0; batch < (options.maxBatches ?? 10); batch += 1) {
    const leaseUntil = new Date(options.now.getTime() + CLAIM_LEASE_MS);
    const claimed = await claimDueEmails(db, options.now, leaseUntil, batchSize);
    for (const row of claimed)
      await sendOne(db, mailer, row, { ...options, seller: await sellerOnce() }, report);
    if (claimed.length < batchSize) break;
  }
  return report;
}

async function sendOne(
  db: Db,
  mailer: Mailer,
  row: ClaimedEmail,
  options: SendDueOptions & { seller: string | null },
  report: SendReport,
) {
  let rendered;
  try {
    if (!isLocale(row.locale)) throw new Error(`unknown locale ${row.locale}`);
    rendered = withSellerLine(
      renderEmail({ locale: row.locale, template: row.template as EmailTemplate, data: row.data }),
      options.seller,
    );
  } catch (error) {
    // Rendering is deterministic: retrying cannot help.
    await markFailedAttempt(db, row.id, {
      attempts: row.attempts + 1,
      status: 'failed',
      error: errorText(error),
    });
    report.failed += 1;
    options.log?.error({ emailId: row.id, err: error }, 'e-mail cannot be rendered');
    return;
  }
  const now = options.clock?.() ?? options.now;
  const renewed = new Date(Math.max(now.getTime(), options.now.getTime()) + CLAIM_LEASE_MS);
  // Renewing also answers "is this row still ours?" after a long batch: if not, skip it.
  if (!(await renewLease(db, row.id, row.leaseUntil, renewed))) return;
  try {
    await mailer.send({
      to: row.to,
      ...rendered,
      key: outboxMessageKey(row),
      ...(row.attachments?.length
        ? {
            attachments: row.attachments.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              content: Buffer.from(file.content, 'base64'),
            })),
          }
        : {}),
    });
  } catch (error) {
    const attempts = row.attempts + 1;
    const next = afterFailure(attempts, options.now);
    await markFailedAttempt(db, row.id, {
      attempts,
      status: next.status,
      nextAttemptAt: next.status === 'pending' ? next.nextAttemptAt : undefined,
      error: errorText(error),
    });
    if (next.status === 'failed') {
      report.failed += 1;
      options.log?.error({ emailId: row.id, attempts, err: error }, 'e-mail given up');
    } else {
      report.retried += 1;
      options.log?.warn({ emailId: row.id, attempts, err: error }, 'e-mail not sent, will retry');
    }
    return;
  }
  await markSent(db, row.id, options.now);
  report.sent += 1;
}

/** Stable across attempts and unique across databases (a reset restarts the ids). */
export function outboxMessageKey(row: { id: number; createdAt: Date }): string {
  return `outbox.${row.id}.${row.createdAt.getTime().toString(36)}`;
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The shape src/server/sweeps.ts schedules. */
export interface MailSweep {
  name: string;
  everyMs: number;
  run(): Promise<SendReport>;
}

/**
 * The outbox sweep: every 2 s by default, so a mail queued by a request leaves within seconds
 * (an idle run is one indexed query on a partial index of pending rows).
 */
export function createMailSweep(options: {
  db: Db;
  mailer: Mailer;
  clock?: () => Date;
  log?: SendLog;
  everyMs?: number;
  sellerLine?: () => Promise<string | null>;
}): MailSweep {
  const clock = options.clock ?? (() => new Date());
  return {
    name: 'mail',
    everyMs: options.everyMs ?? 2000,
    run: () => sendDueEmails(options.db, options.mailer, { now: clock(), clock, log: options.log }),
  };
}
