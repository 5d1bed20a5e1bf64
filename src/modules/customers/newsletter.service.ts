/**
 * Newsletter consent (`/newsletter_subscriptions`). A visitor subscribes with an address and
 * confirms through the e-mailed link (double opt-in: nobody subscribes someone else); a
 * customer switches it from the account. One row per address; `users.newsletter` mirrors it.
 */
import { throttleKey } from './accounts.rules';
import { takeAttempt } from './throttle.service';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { enqueueEmail } from '../mail';
import { newsletterSubscriptions } from './addresses.tables';
import { users } from './customers.tables';
import type { UserRow } from './customers.repo';
import { hashToken, newToken } from './secrets.service';

type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;
export type NewsletterStatus = 'pending' | 'enabled' | 'disabled';

export interface NewsletterDto {
  id: number;
  email: string;
  status: { identifier: NewsletterStatus };
}

const dto = (row: SubscriptionRow): NewsletterDto => ({
  id: row.id,
  email: row.email,
  status: { identifier: row.status as NewsletterStatus },
});

async function byEmail(db: Db, email: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}

export async function newsletterOf(db: Db, user: UserRow): Promise<NewsletterDto | null> {
  const row = await byEmail(db, user.email);
  return row ? dto(row) : null;
}

/**
 * Inserts or updates the row of an address (the unique index is on lower(email), which the
 * query builder cannot name as a conflict target).
 */
async function upsert(
  db: Db,
  values: {
    email: string;
    userId: number | null;
    status: NewsletterStatus;
    locale: string;
    tokenHash: string | null;
    country?: string | null;
  },
  now: Date,
): Promise<SubscriptionRow> {
  // The consent's date: set when the row turns enabled, kept while it stays enabled.
  const confirmedAt = values.status === 'enabled' ? now.toISOString() : null;
  const result = await db.execute<{ id: number }>(sql`
    insert into newsletter_subscriptions (email, user_id, status, locale, confirm_token_hash, country, confirmed_at, created_at, updated_at)
    values (${values.email}, ${values.userId}, ${values.status}, ${values.locale}, ${values.tokenHash}, ${values.country ?? null}, ${confirmedAt}, ${now.toISOString()}, ${now.toISOString()})
    on conflict (lower(email)) do update set
      status = excluded.status,
      user_id = coalesce(excluded.user_id, newsletter_subscriptions.user_id),
      locale = excluded.locale,
      confirm_token_hash = excluded.confirm_token_hash,
      country = coalesce(excluded.country, newsletter_subscriptions.country),
      confirmed_at = case
        when excluded.status <> 'enabled' then newsletter_subscriptions.confirmed_at
        when newsletter_subscriptions.status = 'enabled' then newsletter_subscriptions.confirmed_at
        else excluded.confirmed_at end,
      updated_at = excluded.updated_at
    returning id`);
  const id = (result as unknown as { rows: Array<{ id: number }> }).rows[0]!.id;
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id));
  return row!;
}

/** A customer's choice (registration, account page): no e-mail round trip, the account is theirs. */
export async function setCustomerNewsletter(db: Db, user: UserRow, enabled: boolean, now: Date) {
  const status: NewsletterStatus = enabled ? 'enabled' : 'disabled';
  const row = await upsert(
    db,
    { email: user.email, userId: user.id, status, locale: user.locale, tokenHash: null },
    now,
  );
  await db.update(users).set({ newsletter: enabled }).where(eq(users.id, user.id));
  return dto(row);
}

/**
 * A visitor's subscription: pending until the link is followed. Answers the same whether the
 * address was already subscribed or not (it reveals nothing about other people's choices).
 */
export async function subscribeGuest(
  db: Db,
  input: { email: string; locale: Locale; ip?: string; country?: string },
  confirmUrl: (id: number, token: string, locale: Locale) => string,
  now: Date,
): Promise<void> {
  // One machine asking for many addresses (each mail goes to a stranger until confirmed).
  if (input.ip)
    await takeAttempt(db, 'signups', throttleKey.newsletter(input.ip), now, 'too_many_emails');
  // Taken whatever the address's state: a burst of calls queues at most a few e-mails.
  await takeAttempt(
    db,
    'emails',
    throttleKey.emails('newsletter', input.email),
    now,
    'too_many_emails',
  );
  const existing = await byEmail(db, input.email);
  if (existing?.status === 'enabled') return;
  const token = newToken();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await upsert(
      t,
      {
        email: input.email,
        userId: null,
        status: 'pending',
        locale: input.locale,
        tokenHash: hashToken(token),
        country: input.country ?? null,
      },
      now,
    );
    await enqueueEmail(t, {
      to: input.email,
      locale: input.locale,
      template: 'newsletter_confirm',
      data: { firstname: '', link: confirmUrl(row.id, token, input.locale) },
    });
  });
}

/** `GET enable_guest/{id}?token=`: the e-mailed link confirms the subscription (once). */
export async function confirmGuest(
  db: Db,
  id: number,
  token: string,
  now: Date,
): Promise<NewsletterDto> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: 'enabled', confirmTokenHash: null, confirmedAt: now, updatedAt: now })
    .where(
      sql`${newsletterSubscriptions.id} = ${id} and ${newsletterSubscriptions.confirmTokenHash} = ${hashToken(token)}`,
    )
    .returning();
  if (!row) throw new HttpError(422, 'form_invalid', { token: [{ key: 'token_invalid' }] });
  return dto(row);
}

/** `PATCH enable/{id}` and `disable/{id}`: the signed-in owner of the subscription only. */
export async function setOwnSubscription(
  db: Db,
  user: UserRow,
  id: number,
  enabled: boolean,
  now: Date,
) {
  const row = await byEmail(db, user.email);
  if (!row || row.id !== id) throw notFound();
  return setCustomerNewsletter(db, user, enabled, now);
}
