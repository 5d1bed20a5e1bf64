/**
 * Review invitations and the customer's choice (decision 054): every invitation carries a
 * signed opt-out link (`/api/review_invitations/unsubscribe/{user id}?token=`, RFC 8058
 * one-click as well), the token being an HMAC of the account id — it works forever, needs no
 * stored secret per customer and cannot be forged for another account. Separate from the
 * newsletter: leaving one does not leave the other. Stopping twice is no error.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../shared/http';
import { users } from './customers.tables';
import { erasedEmail } from './personal-data.service';
import { sign, verifySignature } from './signer.service';

const KEY_NAME = 'review_invitations_optout';
const payloadOf = (userId: number) => `review-invitations:${userId}`;

export function reviewOptOutToken(db: Db, userId: number): Promise<string> {
  return sign(db, KEY_NAME, payloadOf(userId));
}

export async function stopReviewInvitationsWithToken(
  db: Db,
  userId: number,
  token: string,
): Promise<void> {
  const genuine =
    token.length <= 100 && (await verifySignature(db, KEY_NAME, payloadOf(userId), token));
  if (!genuine) throw new HttpError(422, 'form_invalid', { token: [{ key: 'token_invalid' }] });
  await db.update(users).set({ reviewInvitations: false }).where(eq(users.id, userId));
}

/** Who a review invitation goes to, in which language, and whether they still want one. */
export async function reviewInvitee(db: Db, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      firstname: users.firstname,
      locale: users.locale,
      role: users.role,
      wanted: users.reviewInvitations,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || row.role !== 'customer') return null;
  return {
    email: row.email,
    firstname: row.firstname,
    locale: row.locale,
    optedOut: !row.wanted || row.email === erasedEmail(userId),
  };
}

/** The names reviews are signed with ("Marie D."). */
export async function reviewAuthor(db: Db, userId: number) {
  const [row] = await db
    .select({ firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
