/**
 * Favorites (`/favorites`): a customer's, or a visitor's keyed by the favorite-token cookie
 * (stored hashed). At login the visitor's list joins the account's and the cookie goes away.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../shared/http';
import {
  isActiveProduct,
  productCards,
  type ProductCard,
  type ProductReadContext,
} from '../catalog';
import { favorites } from './addresses.tables';

export type FavoriteOwner = { userId: number } | { guestTokenHash: string };

/** A list is bounded: favorites are a wish list, not a catalogue copy. */
export const MAX_FAVORITES = 200;

function ownedBy(owner: FavoriteOwner) {
  return 'userId' in owner
    ? eq(favorites.userId, owner.userId)
    : and(eq(favorites.guestTokenHash, owner.guestTokenHash), isNull(favorites.userId));
}

export interface FavoriteDto {
  id: number;
  favoritable_id: number;
  /** Amounts in cents; the JSON API answers them in euros (`productWire`). */
  favoritable_product?: ProductCard | null;
  created_at: string;
}

export async function listFavoriteDtos(
  db: Db,
  owner: FavoriteOwner,
  read: ProductReadContext | null,
  withProducts = false,
): Promise<FavoriteDto[]> {
  const rows = await db
    .select()
    .from(favorites)
    .where(ownedBy(owner))
    .orderBy(asc(favorites.createdAt), asc(favorites.id));
  const cards =
    withProducts && read
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
    favoritable_id: row.productId,
    ...(withProducts ? { favoritable_product: byId.get(row.productId) ?? null } : {}),
    created_at: row.createdAt.toISOString(),
  }));
}

export async function getFavorite(db: Db, owner: FavoriteOwner, id: number): Promise<FavoriteDto> {
  const [row] = await db
    .select()
    .from(favorites)
    .where(and(eq(favorites.id, id), ownedBy(owner)));
  if (!row) throw notFound();
  return { id: row.id, favoritable_id: row.productId, created_at: row.createdAt.toISOString() };
}

/** Adds a product (idempotent: adding it twice keeps one favorite). */
export async function addFavorite(db: Db, owner: FavoriteOwner, productId: number, now: Date) {
  if (!(await isActiveProduct(db, productId)))
    throw new HttpError(422, 'form_invalid', { favoritable_id: [{ key: 'invalid_value' }] });
  const count = await db.$count(favorites, ownedBy(owner));
  if (count >= MAX_FAVORITES)
    throw new HttpError(422, 'form_invalid', { favoritable_id: [{ key: 'invalid_value' }] });
  await db
    .insert(favorites)
    .values({
      productId,
      createdAt: now,
      ...('userId' in owner ? { userId: owner.userId } : { guestTokenHash: owner.guestTokenHash }),
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(favorites)
    .where(and(ownedBy(owner), eq(favorites.productId, productId)));
  return { id: row!.id, favoritable_id: productId, created_at: row!.createdAt.toISOString() };
}

export async function deleteFavorite(db: Db, owner: FavoriteOwner, id: number): Promise<void> {
  const rows = await db
    .delete(favorites)
    .where(and(eq(favorites.id, id), ownedBy(owner)))
    .returning({ id: favorites.id });
  if (rows.length === 0) throw notFound();
}

/** The products the owner keeps (the hearts of a page and the header's count): one small read. */
export async function favoriteProductIds(db: Db, owner: FavoriteOwner): Promise<number[]> {
  const rows = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(ownedBy(owner))
    .orderBy(asc(favorites.createdAt), asc(favorites.id))
    .limit(MAX_FAVORITES);
  return rows.map((r) => r.productId);
}

/** The heart switched off: removes the product if kept (removing it twice is no error). */
export async function removeFavoriteProduct(
  db: Db,
  owner: FavoriteOwner,
  productId: number,
): Promise<void> {
  await db.delete(favorites).where(and(ownedBy(owner), eq(favorites.productId, productId)));
}

/** At login: the visitor's favorites become the customer's (duplicates dropped). */
export async function mergeGuestFavorites(db: Db, guestTokenHash: string, userId: number) {
  const guest = await db
    .select()
    .from(favorites)
    .where(and(eq(favorites.guestTokenHash, guestTokenHash), isNull(favorites.userId)));
  if (guest.length === 0) return;
  await db
    .insert(favorites)
    .values(guest.map((g) => ({ userId, productId: g.productId, createdAt: g.createdAt })))
    .onConflictDoNothing();
  await db.delete(favorites).where(
    inArray(
      favorites.id,
      guest.map((g) => g.id),
    ),
  );
}
