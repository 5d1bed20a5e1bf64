import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { devMailbox, emailOutbox } from '../../src/db/schema';
import {
  createDevMailer,
  createSmtpMailer,
  enqueueEmail,
  CLAIM_LEASE_MS,
  MAX_ATTEMPTS,
  outboxMessageKey,
  SMTP_SEND_BOUND_MS,
  sendDueEmails,
  type EmailRequest,
  type Mailer,
  type OutgoingMail,
} from '../../src/modules/mail';
import { claimDueEmails } from '../../src/modules/mail/mail.repo';
import { createSweeps } from '../../src/server/sweeps';
import { createTestDatabase, type TestDatabase } from '../support/db';

let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = testDb.database;
});
afterAll(async () => testDb?.cleanup());
beforeEach(async () => {
  await database.db.delete(emailOutbox);
  await database.db.delete(devMailbox);
});

const request = (to: string): EmailRequest => ({
  to,
  locale: 'fr',
  template: 'verify_email',
  data: { firstname: 'Marie', link: 'https://shop.example/verifier?t=1' },
});

/** Records what it sends; each send takes a little time so concurrent sweeps overlap. */
function recordingMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      sent.push(mail);
    },
  };
}

/** A clock reading a little ahead of the database's, so rows queued just now are due. */
const soon = () => new Date(Date.now() + 1000);
const MINUTE = 60_000;

const outboxRows = () => database.db.select().from(emailOutbox).orderBy(emailOutbox.id);

describe('enqueueEmail with the caller’s transaction', () => {
  it('a rolled-back change sends nothing', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueEmail(tx, request('rollback@example.com'));
        tx.rollback();
      }),
    ).rejects.toThrow();
    const mailer = recordingMailer();
    expect(await sendDueEmails(database.db, mailer, { now: soon() })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(mailer.sent).toEqual([]);
    expect(await outboxRows()).toEqual([]);
  });

  it('a committed change is sent once, even by two sweeps at the same time', async () => {
    // More than one batch (20), queued in one transaction.
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 45; i += 1) await enqueueEmail(tx, request(`c${i}@example.com`));
    });
    const mailer = recordingMailer();
    const now = soon();
    const reports = await Promise.all([
      sendDueEmails(database.db, mailer, { now }),
      sendDueEmails(database.db, mailer, { now }),
    ]);
    expect(reports[0]!.sent + reports[1]!.sent).toBe(45);
    expect(mailer.sent.map((m) => m.to).sort()).toEqual(
      Array.from({ length: 45 }, (_, i) => `c${i}@example.com`).sort(),
    );
    // Oldest first within a sweep.
    const first = mailer.sent.filter((m) => ['c0@example.com', 'c1@example.com'].includes(m.to));
    expect(first.map((m) => m.to)).toEqual(['c0@example.com', 'c1@example.com']);
    const rows = await outboxRows();
    expect(rows.every((r) => r.status === 'sent' && r.sentAt !== null)).toBe(true);
    // Idempotent: nothing is due any more.
    expect((await sendDueEmails(database.db, mailer, { now: soon() })).sent).toBe(0);
    expect(mailer.sent).toHaveLength(45);
  });

  it('two schedulers (two processes) running the mail sweep send each mail once', async () => {
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 30; i += 1) await enqueueEmail(tx, request(`p${i}@example.com`));
    });
    const log = { error: (details: object) => expect.fail(JSON.stringify(details)) };
    const processes = [createSweeps(database, log), createSweeps(database, log)];
    for (const sweeps of processes) {
      const mailer = createDevMailer(database.db);
      sweeps.registerSweep({
        name: 'mail',
        everyMs: 1000,
        run: () => sendDueEmails(database.db, mailer, { now: soon() }),
      });
    }
    await Promise.all(processes.flatMap((s) => [s.runSweepsOnce(), s.runSweepsOnce()]));
    const [counts] = await database.query<{ count: number; recipients: number }>(
      'select count(*)::int as count, count(distinct "to")::int as recipients from dev_mailbox',
    );
    expect(counts).toEqual({ count: 30, recipients: 30 });
    const pending = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.status, 'pending'));
    expect(pending).toEqual([]);
  });

  it('refuses malformed requests (a bug of the caller) by throwing', async () => {
    await expect(enqueueEmail(database.db, request('not an address'))).rejects.toThrow(/address/);
    await expect(
      enqueueEmail(database.db, { ...request('a@example.com'), data: { firstname: 'A' } }),
    ).rejects.toThrow(/missing link/);
    await expect(
      enqueueEmail(database.db, {
        ...request('a@example.com'),
        data: { firstname: 'A', link: 'javascript:alert(1)' },
      }),
    ).rejects.toThrow(/http/);
    expect(await outboxRows()).toEqual([]);
  });
});

describe('retries', () => {
  it('a failing mailer is retried with exponential backoff, then the mail is failed', async () => {
    await enqueueEmail(database.db, request('retry@example.com'));
    let calls = 0;
    const failing: Mailer = {
      async send() {
        calls += 1;
        throw new Error('421 service not available');
      },
    };
    let now = soon();
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      expect(await sendDueEmails(database.db, failing, { now })).toEqual({
        sent: 0,
        retried: 1,
        failed: 0,
      });
      const [row] = await outboxRows();
      expect(row!.status).toBe('pending');
      expect(row!.attempts).toBe(attempt);
      expect(row!.lastError).toContain('421 service not available');
      const delay = MINUTE * 2 ** (attempt - 1);
      expect(row!.nextAttemptAt.getTime() - now.getTime()).toBe(delay);
      // Not due a moment before its time.
      await sendDueEmails(database.db, failing, { now: new Date(now.getTime() + delay - 1000) });
      expect(calls).toBe(attempt);
      now = row!.nextAttemptAt;
    }
    expect(await sendDueEmails(database.db, failing, { now })).toEqual({
      sent: 0,
      retried: 0,
      failed: 1,
    });
    const [row] = await outboxRows();
    expect(row!.status).toBe('failed');
    expect(row!.attempts).toBe(MAX_ATTEMPTS);
    await sendDueEmails(database.db, failing, {
      now: new Date(now.getTime() + 100 * 24 * 60 * MINUTE),
    });
    expect(calls).toBe(MAX_ATTEMPTS);
  });

  it('recovers: a mail that failed once is sent at its next attempt', async () => {
    await enqueueEmail(database.db, request('flaky@example.com'));
    let fail = true;
    const mailer = recordingMailer();
    const flaky: Mailer = {
      send: async (mail) => {
        if (fail) throw new Error('timeout');
        await mailer.send(mail);
      },
    };
    const now = soon();
    await sendDueEmails(database.db, flaky, { now });
    fail = false;
    expect(
      (await sendDueEmails(database.db, flaky, { now: new Date(now.getTime() + MINUTE) })).sent,
    ).toBe(1);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('rows claimed by a process that died are due again when the lease ends', async () => {
    await enqueueEmail(database.db, request('lease@example.com'));
    const now = soon();
    // The lease is what one SMTP attempt may take (90 s of timeouts) and a margin, not minutes.
    expect(CLAIM_LEASE_MS).toBeGreaterThan(SMTP_SEND_BOUND_MS);
    expect(CLAIM_LEASE_MS).toBeLessThanOrEqual(2 * MINUTE);
    const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS);
    expect(await claimDueEmails(database.db, now, leaseUntil, 20)).toHaveLength(1);
    const mailer = recordingMailer();
    expect((await sendDueEmails(database.db, mailer, { now })).sent).toBe(0);
    const justBefore = new Date(leaseUntil.getTime() - 1000);
    expect((await sendDueEmails(database.db, mailer, { now: justBefore })).sent).toBe(0);
    expect((await sendDueEmails(database.db, mailer, { now: leaseUntil })).sent).toBe(1);
  });

  it('a claim whose lease ran out while its batch was slow is left to the sweep that took it', async () => {
    await enqueueEmail(database.db, request('slow-1@example.com'));
    await enqueueEmail(database.db, request('slow-2@example.com'));
    const now = soon();
    const later = new Date(now.getTime() + CLAIM_LEASE_MS + MINUTE);
    const other = recordingMailer();
    // The first send takes longer than a lease: meanwhile another sweep claims the second row.
    const slow: Mailer & { sent: OutgoingMail[] } = {
      sent: [],
      async send(mail) {
        if (this.sent.length === 0) await sendDueEmails(database.db, other, { now: later });
        this.sent.push(mail);
      },
    };
    await sendDueEmails(database.db, slow, { now, clock: () => later });
    expect(slow.sent.map((m) => m.to)).toEqual(['slow-1@example.com']);
    expect(other.sent.map((m) => m.to)).toEqual(['slow-2@example.com']);
  });

  it('a mail that cannot be rendered is failed at once (retrying cannot help)', async () => {
    await database.db.insert(emailOutbox).values({
      to: 'x@example.com',
      locale: 'fr',
      template: 'no_such_template',
      data: {},
    });
    const mailer = recordingMailer();
    expect(await sendDueEmails(database.db, mailer, { now: soon() })).toEqual({
      sent: 0,
      retried: 0,
      failed: 1,
    });
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toContain('no_such_template');
    expect(mailer.sent).toEqual([]);
  });
});

it('the due-mail index is a partial index on pending rows', async () => {
  const rows = await database.db.execute(
    sql`select indexdef from pg_indexes where indexname = 'email_outbox_due_idx'`,
  );
  expect(JSON.stringify(rows)).toContain(`WHERE (status = 'pending'::text)`);
});

describe('a mail sent again after a crash', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let url: string;
  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  const messageId = (raw: string) => /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim();

  it('carries the same Message-ID, derived from its outbox row', async () => {
    const mailer = createSmtpMailer({ url, from: 'Sellerie <boutique@sellerie.example>' });
    await enqueueEmail(database.db, request('twice@example.com'));
    await enqueueEmail(database.db, request('other@example.com'));
    expect((await sendDueEmails(database.db, mailer, { now: soon() })).sent).toBe(2);
    // The process died after the server accepted the first mail, before it was marked sent.
    const [first] = await outboxRows();
    await database.db
      .update(emailOutbox)
      .set({ status: 'pending', sentAt: null, nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.id, first!.id));
    expect((await sendDueEmails(database.db, mailer, { now: soon() })).sent).toBe(1);
    await mailer.close?.();

    expect(received).toHaveLength(3);
    const [once, other, again] = received.map(messageId);
    expect(once).toBe(`<${outboxMessageKey(first!)}@sellerie.example>`);
    expect(again).toBe(once);
    expect(other).not.toBe(once);
    expect(received[2]).toMatch(/^To: twice@example\.com$/m);
  });
});
