/**
 * What follows a login or a registration on the pages: the session cookie, the visitor's
 * favorites joining the account (their cookie then goes), and the redirect.
 */
import { redirect, type AppLoadContext } from 'react-router';
import { mergeGuestFavorites, type SignedIn } from '../../modules/customers';

export async function signedInRedirect(
  context: AppLoadContext,
  signed: SignedIn,
  target: string,
): Promise<Response> {
  const headers = new Headers();
  headers.append(
    'Set-Cookie',
    context.authCookies.sessionCookie(signed.token, signed.expiresAt, context.now()),
  );
  if (context.favoriteOwnerHash) {
    await mergeGuestFavorites(context.database.db, context.favoriteOwnerHash, signed.user.id);
    headers.append('Set-Cookie', context.authCookies.clearFavoriteCookie());
  }
  return redirect(target, { headers });
}
