/**
 * Newsletter consent (`/newsletter_subscriptions`). A visitor subscribes with an address and
 * confirms through the e-mailed link (double opt-in: nobody subscribes someone else); a
 * customer switches it from the account. One row per address; `users.newsletter` mirrors it.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { enqueueEmail } from '../mail';
import { newsletterSubscriptions } from './addresses.tables';
import { users } from './customers.tables';
import type { UserRow } from './customers.repo';
import { hashToken, newToken } from './secrets';

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

/** A customer's choice (registration, account page): no e-mail round trip, the account is theirs. */
export async function setCustomerNewsletter(db: Db, user: UserRow, enabled: boolean, now: Date) {
  const status: NewsletterStatus = enabled ? 'enabled' : 'disabled';
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({
      email: user.email,
      userId: user.id,
      status,
      locale: user.locale,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: sql`lower(${newsletterSubscriptions.email})` as never,
      set: { status, userId: user.id, updatedAt: now, confirmTokenHash: null },
    })
    .returning();
  await db.update(users).set({ newsletter: enabled }).where(eq(users.id, user.id));
  return dto(row!);
}

/**
 * A visitor's subscription: pending until the link is followed. Answers the same whether the
 * address was already subscribed or not (it reveals nothing about other people's choices).
 */
export async function subscribeGuest(
  db: Db,
  input: { email: string; locale: Locale },
  confirmUrl: (id: number, token: string, locale: Locale) => string,
  now: Date,
): Promise<void> {
  const existing = await byEmail(db, input.email);
  if (existing?.status === 'enabled') return;
  const token = newToken();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .insert(newsletterSubscriptions)
      .values({
        email: input.email,
        status: 'pending',
        locale: input.locale,
        confirmTokenHash: hashToken(token),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: sql`lower(${newsletterSubscriptions.email})` as never,
        set: {
          status: 'pending',
          confirmTokenHash: hashToken(token),
          locale: input.locale,
          updatedAt: now,
        },
      })
      .returning();
    await enqueueEmail(t, {
      to: input.email,
      locale: input.locale,
      template: 'newsletter_confirm',
      data: { firstname: '', link: confirmUrl(row!.id, token, input.locale) },
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
    .set({ status: 'enabled', confirmTokenHash: null, updatedAt: now })
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
