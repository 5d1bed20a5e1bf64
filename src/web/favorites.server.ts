/**
 * The favorites of the request's owner, as pages need them: a customer's by their id, a
 * visitor's by the favorite-token cookie (hashed). The header's count and every heart read
 * the same list, loaded once by the root loader.
 */
import type { AppLoadContext } from 'react-router';
import { favoriteProductIds, type FavoriteOwner } from '../modules/customers';

export function favoriteOwnerOf(context: AppLoadContext): FavoriteOwner | null {
  if (context.session) return { userId: context.session.userId };
  return context.favoriteOwnerHash ? { guestTokenHash: context.favoriteOwnerHash } : null;
}

/**
 * The product ids of the hearts that are on. A visitor without the cookie has none, so the
 * page cache (which only keeps pages of requests without it) never holds anyone's hearts.
 */
export async function headerFavoriteIds(context: AppLoadContext): Promise<number[]> {
  const owner = favoriteOwnerOf(context);
  return owner ? favoriteProductIds(context.database.db, owner) : [];
}
