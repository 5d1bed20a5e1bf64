/**
 * Leaving the newsletter from a link, without signing in (RFC 8058 one-click as well): every
 * marketing e-mail carries `unsubscribe/{id}?token=`, the token being the subscription's HMAC
 * signature, so it works forever, needs no stored secret per address and cannot be guessed
 * for another address. Leaving twice is no error.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../shared/http';
import { newsletterSubscriptions } from './addresses.tables';
import { users } from './customers.tables';
import { sign, verifySignature } from './signer.service';

const KEY_NAME = 'newsletter_unsubscribe';
const payloadOf = (subscriptionId: number) => `newsletter:${subscriptionId}`;

/** The token of a subscription's unsubscribe link. */
export function unsubscribeToken(db: Db, subscriptionId: number): Promise<string> {
  return sign(db, KEY_NAME, payloadOf(subscriptionId));
}

/** Disables the subscription named by a genuine link (and the account's choice); 422 otherwise. */
export async function unsubscribeWithToken(
  db: Db,
  subscriptionId: number,
  token: string,
  now: Date,
): Promise<void> {
  const genuine =
    token.length <= 100 && (await verifySignature(db, KEY_NAME, payloadOf(subscriptionId), token));
  if (!genuine) throw new HttpError(422, 'form_invalid', { token: [{ key: 'token_invalid' }] });
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscriptions)
      .set({ status: 'disabled', confirmTokenHash: null, updatedAt: now })
      .where(eq(newsletterSubscriptions.id, subscriptionId))
      .returning({ userId: newsletterSubscriptions.userId });
    if (row?.userId)
      await tx.update(users).set({ newsletter: false }).where(eq(users.id, row.userId));
  });
}
