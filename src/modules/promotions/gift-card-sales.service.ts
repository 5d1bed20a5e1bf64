/**
 * Gift cards sold in the shop (docs/decisions/056): the orders module asks for a card once the
 * buying order is paid, switches off one whose order was cancelled before it was sent, and the
 * gift cards page checks a balance by code. The promotions module owns `gift_cards`.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newGiftCardCode } from './promo-admin.service';
import { giftCardByCode } from './promotions.service';
import { giftCards } from './promotions.tables';

export interface IssuedGiftCard {
  id: number;
  code: string;
  amountCents: number;
  expiresAt: Date;
}

/** A new card worth `amountCents`, valid until `expiresAt`, in the caller's transaction. */
export async function issuePurchasedGiftCard(
  tx: Db,
  values: { amountCents: number; expiresAt: Date; recipientEmail: string | null; now: Date },
): Promise<IssuedGiftCard> {
  const [row] = await tx
    .insert(giftCards)
    .values({
      code: newGiftCardCode(),
      initialCents: values.amountCents,
      balanceCents: values.amountCents,
      expiresAt: values.expiresAt,
      recipientEmail: values.recipientEmail,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return {
    id: row!.id,
    code: row!.code,
    amountCents: row!.initialCents,
    expiresAt: values.expiresAt,
  };
}

/** A sold card whose order was cancelled before it was sent pays nothing any more. */
export async function voidPurchasedGiftCard(tx: Db, id: number, now: Date): Promise<void> {
  await tx.update(giftCards).set({ isActive: false, updatedAt: now }).where(eq(giftCards.id, id));
}

/** What a card's code and expiry are (for its e-mail and PDF); null when unknown. */
export async function purchasedGiftCard(db: Db, id: number): Promise<IssuedGiftCard | null> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id));
  if (!row || !row.expiresAt) return null;
  return { id: row.id, code: row.code, amountCents: row.initialCents, expiresAt: row.expiresAt };
}

export type GiftCardBalance =
  { ok: true; balanceCents: number; initialCents: number; expiresAt: Date | null } | { ok: false };

/**
 * The balance check of the gift cards page: the amount left and the last day. An unknown,
 * switched-off or expired code gets the same answer ("unknown or expired"): nothing tells a
 * guesser which it was.
 */
export async function giftCardBalance(db: Db, code: string, now: Date): Promise<GiftCardBalance> {
  const row = await giftCardByCode(db, code);
  if (!row || !row.isActive || (row.expiresAt && row.expiresAt.getTime() <= now.getTime()))
    return { ok: false };
  return {
    ok: true,
    balanceCents: row.balanceCents,
    initialCents: row.initialCents,
    expiresAt: row.expiresAt,
  };
}
