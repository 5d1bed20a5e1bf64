/**
 * The modules' background sweeps (src/server/sweeps.ts runs them) and the mailer with its
 * sweep, registered by `buildApp` (app.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { sweepOldCatalogueImports } from '../modules/catalog';
import { sellerLine, shopIdentity } from '../modules/content';
import {
  PASSWORD_RESET_SWEEP,
  purgeAccountLeftovers,
  sendRequestedResetLinks,
} from '../modules/customers';
import { sendTransferReminders } from '../modules/invoices';
import { createDevMailer, createMailSweep, createSmtpMailer, mailTransport } from '../modules/mail';
import {
  deleteAbandonedGuestCarts,
  expireUnpaidTransfers,
  sendDueGiftCards,
} from '../modules/orders';
import { sendReviewInvitations } from '../modules/reviews';
import { invitationDeps } from '../web/reviews/review-deps.server';
import type { AppOptions } from './app-options';
import { loadMailSettings } from './config';
import type { ShopMode } from './shop-mode';
import type { Sweeps } from './sweeps';

/** The sweeps of accounts, password resets, orders, transfer reminders and catalogue imports. */
export function registerModuleSweeps(sweeps: Sweeps, database: Database, clock: () => Date) {
  // Expired sessions, used links and old throttle windows; accounts disabled for an unverified
  // e-mail lose their sessions (SPEC §4).
  sweeps.registerSweep({
    name: 'accounts',
    everyMs: 10 * 60_000,
    run: async () => {
      await purgeAccountLeftovers(database.db, clock());
    },
  });
  // Password-reset links asked for: looked up and mailed off the request path (so the request
  // takes the same time whether the address has an account or not).
  sweeps.registerSweep({
    name: PASSWORD_RESET_SWEEP,
    everyMs: 2_000,
    run: async () => {
      await sendRequestedResetLinks(database.db, clock());
    },
  });
  // Transfers not received within 7 days cancel their order (SPEC §4); visitors' carts
  // untouched for 90 days (the cookie's life) are forgotten.
  sweeps.registerSweep({
    name: 'orders',
    everyMs: 30 * 60_000,
    run: async () => {
      const now = clock();
      await expireUnpaidTransfers(database.db, now);
      await deleteAbandonedGuestCarts(database.db, new Date(now.getTime() - 90 * 86_400_000));
    },
  });
  // Gift cards bought to be e-mailed on a later day leave on that day (decision 056).
  sweeps.registerSweep({
    name: 'gift-cards',
    everyMs: 15 * 60_000,
    run: async () => {
      await sendDueGiftCards(database.db, clock());
    },
  });
  // Bank transfers still awaited 4 days after placing get one reminder (src/modules/invoices).
  sweeps.registerSweep({
    name: 'transfer-reminders',
    everyMs: 30 * 60_000,
    run: async () => {
      await sendTransferReminders(database.db, clock());
    },
  });
  // Delivered orders get one review invitation each (decision 054). Links name PUBLIC_URL (the
  // sweep answers no request to take an origin from), else the local demo's address.
  sweeps.registerSweep({
    name: 'review-invitations',
    everyMs: 60 * 60_000,
    run: async () => {
      const origin =
        process.env.PUBLIC_URL?.trim().replace(/\/+$/, '') ||
        `http://localhost:${process.env.PORT ?? 3000}`;
      await sendReviewInvitations(database.db, invitationDeps(origin), clock());
    },
  });
  // Catalogue CSVs kept for their apply (docs/decisions/041): gone a week after being applied
  // or checked and left.
  sweeps.registerSweep({
    name: 'catalogue-imports',
    everyMs: 60 * 60_000,
    run: async () => {
      await sweepOldCatalogueImports(database.db, clock());
    },
  });
}

/**
 * Chooses the mailer (decision 012) and registers the mail sweep. Answers 'dev' when mail
 * goes to the development mailbox, whose pages the caller then registers.
 */
export function setUpMail(
  app: FastifyInstance,
  options: AppOptions,
  mode: ShopMode,
  clock: () => Date,
): 'dev' | 'other' {
  const settings = options.mail ?? loadMailSettings(process.env);
  const transport = mailTransport({ ...settings, mode, devMailbox: options.devMailbox });
  const db = options.database.db;
  const mailer =
    options.mailer ??
    (transport === 'smtp'
      ? createSmtpMailer({ url: settings.smtpUrl!, from: settings.from })
      : transport === 'dev'
        ? createDevMailer(db)
        : null);
  if (!mailer) {
    app.log.warn(
      '!!! production mode and no SMTP_URL: e-mails are NOT sent. They wait in the ' +
        'email_outbox table and leave once SMTP_URL is set. !!!',
    );
    return 'other';
  }
  app.sweeps.registerSweep(
    createMailSweep({
      db,
      mailer,
      clock,
      log: app.log,
      sellerLine: async () => sellerLine(await shopIdentity(db)),
    }),
  );
  if (mailer.close) app.addHook('onClose', async () => mailer.close?.());
  return transport === 'dev' ? 'dev' : 'other';
}
