/**
 * Review invitations (decision 054): once an order has reached its customer (delivered or
 * picked up), the customer gets one e-mail, in their language, listing what they bought with
 * a link to review each product. It is a marketing mail (unsubscribe link, one-click
 * headers); a customer who opted out gets none. Each order is looked at once: its row in
 * `review_invitations` and the queued mail are written in one transaction, so two processes
 * or a re-run never send twice. Orders and customers sit above this module: what they know
 * comes in as `InvitationDeps`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isLocale, type Locale } from '../../shared/locale';
import { enqueueEmail } from '../mail';
import { reviewInvitations } from './reviews.tables';

/** Orders placed longer ago are never invited (no flood of old orders when this starts). */
export const INVITATION_WINDOW_DAYS = 60;
const BATCH = 50;

export interface InvitationOrder {
  id: number;
  number: string | null;
  userId: number;
  locale: string;
  variantIds: number[];
}

export interface InvitationDeps {
  /** Received orders placed after `since`, not in `exclude` (orders' `deliveredOrdersSince`). */
  dueOrders: (db: Db, since: Date, limit: number, exclude: SQL) => Promise<InvitationOrder[]>;
  /** The customer's address, first name, language and choice (customers). */
  invitee: (
    db: Db,
    userId: number,
  ) => Promise<{ email: string; firstname: string; locale: string; optedOut: boolean } | null>;
  /** Product of each variant, named in `locale` (catalog's `variantProducts`). */
  products: (
    db: Db,
    variantIds: readonly number[],
    locale: string,
  ) => Promise<Map<number, { productId: number; name: string; slug: string }>>;
  /** Absolute links: a product's review form, and the signed opt-out of this customer. */
  reviewLink: (locale: Locale, productId: number) => string;
  unsubscribeLink: (db: Db, userId: number, locale: Locale) => Promise<string>;
}

/** Order ids already looked at, for `dueOrders` to leave out. */
export function invitedOrdersSql(): SQL {
  return sql`select ${reviewInvitations.orderId} from ${reviewInvitations}`;
}

export interface InvitationReport {
  sent: number;
  skipped: number;
}

export async function sendReviewInvitations(
  db: Db,
  deps: InvitationDeps,
  now: Date,
): Promise<InvitationReport> {
  const report: InvitationReport = { sent: 0, skipped: 0 };
  const since = new Date(now.getTime() - INVITATION_WINDOW_DAYS * 86_400_000);
  // Each pass records every order it returns, so the next pass gets new ones; bounded anyway.
  for (let pass = 0; pass < 20; pass += 1) {
    const due = await deps.dueOrders(db, since, BATCH, invitedOrdersSql());
    for (const order of due) report[await inviteOne(db, deps, order, now)] += 1;
    if (due.length < BATCH) break;
  }
  return report;
}

async function inviteOne(
  db: Db,
  deps: InvitationDeps,
  order: InvitationOrder,
  now: Date,
): Promise<'sent' | 'skipped'> {
  const person = await deps.invitee(db, order.userId);
  const locale: Locale = isLocale(person?.locale)
    ? person.locale
    : isLocale(order.locale)
      ? order.locale
      : 'fr';
  const names = await deps.products(db, order.variantIds, locale);
  const products = [...new Map([...names.values()].map((p) => [p.productId, p])).values()];
  const send = person !== null && !person.optedOut && products.length > 0 && order.number !== null;
  const unsubscribe = send ? await deps.unsubscribeLink(db, order.userId, locale) : '';
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [claimed] = await t
      .insert(reviewInvitations)
      .values({
        orderId: order.id,
        userId: order.userId,
        outcome: send ? 'sent' : 'skipped',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ orderId: reviewInvitations.orderId });
    // Another process got there first: it decided for this order.
    if (!claimed || !send) return 'skipped';
    await enqueueEmail(t, {
      to: person.email,
      locale,
      template: 'review_invitation',
      data: {
        firstname: person.firstname,
        number: order.number!,
        products: products.map((p) => ({
          name: p.name,
          link: deps.reviewLink(locale, p.productId),
        })),
        unsubscribe,
      },
    });
    return 'sent';
  });
}
