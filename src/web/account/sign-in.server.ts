/**
 * What follows a login or a registration on the pages: the session cookie, the visitor's
 * favorites and cart joining the account (their cookies then go), and the redirect.
 */
import { redirect, type AppLoadContext } from 'react-router';
import { mergeGuestFavorites, type SignedIn } from '../../modules/customers';
import { mergeGuestCart } from '../../modules/orders';

export async function signedInRedirect(
  context: AppLoadContext,
  signed: SignedIn & { deviceCookie?: string },
  target: string,
): Promise<Response> {
  const headers = new Headers();
  headers.append(
    'Set-Cookie',
    context.authCookies.sessionCookie(signed.token, signed.expiresAt, context.now()),
  );
  // A password login trusts this browser for the account (attacks slow others, not it).
  if (signed.deviceCookie)
    headers.append('Set-Cookie', context.authCookies.deviceCookie(signed.deviceCookie));
  if (context.favoriteOwnerHash) {
    await mergeGuestFavorites(context.database.db, context.favoriteOwnerHash, signed.user.id);
    headers.append('Set-Cookie', context.authCookies.clearFavoriteCookie());
  }
  if (context.cart.ownerHash) {
    await mergeGuestCart(
      context.database.db,
      context.cart.ownerHash,
      signed.user.id,
      context.now(),
    );
    headers.append('Set-Cookie', context.cart.clearCookie());
  }
  return redirect(target, { headers });
}
