/**
 * Recently viewed products (SPEC §7 `POST`/`DELETE /visits`): a customer's, or a visitor's
 * keyed by the visit-token cookie (stored hashed). One row per product with its last view,
 * newest first, at most `MAX_VISITS` per owner (docs/decisions/038-read-api.md).
 */
import { and, desc, eq, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../shared/http';
import {
  isActiveProduct,
  productCards,
  type ProductCard,
  type ProductReadContext,
} from '../catalog';
import { visits } from './addresses.tables';

export type VisitOwner = { userId: number } | { guestTokenHash: string };

/** A "recently viewed" strip shows a handful; more is a browsing history nobody asked for. */
export const MAX_VISITS = 20;

function ownedBy(owner: VisitOwner) {
  return 'userId' in owner
    ? eq(visits.userId, owner.userId)
    : and(eq(visits.guestTokenHash, owner.guestTokenHash), isNull(visits.userId));
}

export interface VisitDto {
  id: number;
  product_id: number;
  visited_at: string;
  /** Amounts in cents; the JSON API answers them in euros (`productWire`). */
  product?: ProductCard | null;
}

/** The owner's visits, newest first; with `read`, each with its product card (null if gone). */
export async function listVisits(
  db: Db,
  owner: VisitOwner,
  read: ProductReadContext | null,
): Promise<VisitDto[]> {
  const rows = await db
    .select()
    .from(visits)
    .where(ownedBy(owner))
    .orderBy(desc(visits.visitedAt), desc(visits.id))
    .limit(MAX_VISITS);
  const cards = read
    ? await productCards(
        db,
        read,
        rows.map((r) => r.productId),
        new Set(),
      )
    : [];
  const byId = new Map(cards.map((c) => [c.id, c]));
  return rows.map((row) => ({
    id: row.id,
    product_id: row.productId,
    visited_at: row.visitedAt.toISOString(),
    ...(read ? { product: byId.get(row.productId) ?? null } : {}),
  }));
}

/**
 * Records a view of an active product (an unknown or inactive one is refused like a favorite's:
 * 422 on `product_id`): a product seen again moves to the front, and only the newest
 * `MAX_VISITS` are kept. `ownerOf` may set the visitor's cookie: it runs once the product is known.
 */
export async function recordVisit(
  db: Db,
  ownerOf: () => VisitOwner,
  productId: number,
  now: Date,
): Promise<VisitDto> {
  if (!(await isActiveProduct(db, productId)))
    throw new HttpError(422, 'form_invalid', { product_id: [{ key: 'invalid_value' }] });
  // Asked only now: a refused visit gives a visitor no cookie.
  const owner = ownerOf();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(visits)
      .values({
        productId,
        visitedAt: now,
        ...('userId' in owner
          ? { userId: owner.userId }
          : { guestTokenHash: owner.guestTokenHash }),
      })
      .onConflictDoUpdate({
        target:
          'userId' in owner
            ? [visits.userId, visits.productId]
            : [visits.guestTokenHash, visits.productId],
        set: { visitedAt: now },
      })
      .returning();
    const kept = tx
      .select({ id: visits.id })
      .from(visits)
      .where(ownedBy(owner))
      .orderBy(desc(visits.visitedAt), desc(visits.id))
      .limit(MAX_VISITS);
    await tx.delete(visits).where(and(ownedBy(owner), notInArray(visits.id, kept)));
    return { id: row!.id, product_id: productId, visited_at: row!.visitedAt.toISOString() };
  });
}

/** Forgets every visit of the owner; how many there were. */
export async function clearVisits(db: Db, owner: VisitOwner): Promise<number> {
  const removed = await db.delete(visits).where(ownedBy(owner)).returning({ id: visits.id });
  return removed.length;
}
