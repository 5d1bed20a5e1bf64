import { data, redirect } from 'react-router';
import type { Route } from './+types/favorite-toggle';
import {
  addFavorite,
  favoriteProductIds,
  removeFavoriteProduct,
  type FavoriteOwner,
} from '../../modules/customers';
import { HttpError } from '../../shared/http';
import { safeRedirect } from '../account/redirect';
import { FAVORITE_FETCH_FIELD } from '../components/favorites/favorite-state';
import { favoriteOwnerOf } from '../favorites.server';

/** What a scripted heart gets back: whether it is on now, and the owner's count. */
export interface FavoriteAnswer {
  ok: boolean;
  favorite: boolean;
  count: number;
}

const PRODUCT_ID = /^[1-9]\d{0,9}$/;

/**
 * `POST /favori` (resource route): the heart of a product card or page. Fields `product_id`,
 * `intent` (`add` | `remove`) and `back` (the page it was on, query and anchor included).
 * A visitor's first favorite sets the favorite-token cookie; their last one removed takes it
 * away (SPEC §7). Without JavaScript the answer is a redirect back to the same place; a
 * fetcher (field `_fetch`) gets the new state and the header's count.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeRedirect(form.get('back'), '/');
  const scripted = form.get(FAVORITE_FETCH_FIELD) === '1';
  const raw = String(form.get('product_id') ?? '');
  const add = form.get('intent') === 'add';
  const headers = new Headers();
  let owner: FavoriteOwner | null = favoriteOwnerOf(context);
  let ok = PRODUCT_ID.test(raw) && Number(raw) <= 2_147_483_647;
  if (ok && add) {
    const issued = owner ? null : context.issueFavoriteToken();
    owner ??= { guestTokenHash: issued!.ownerHash };
    try {
      await addFavorite(context.database.db, owner, Number(raw), context.now());
      if (issued) headers.append('Set-Cookie', issued.setCookie);
    } catch (error) {
      // A product withdrawn from sale, or a full list: nothing is kept, the heart stays off.
      if (!(error instanceof HttpError)) throw error;
      ok = false;
    }
  } else if (ok && owner) {
    await removeFavoriteProduct(context.database.db, owner, Number(raw));
  }
  const ids = owner ? await favoriteProductIds(context.database.db, owner) : [];
  if (ids.length === 0 && context.favoriteOwnerHash && !context.session)
    headers.append('Set-Cookie', context.authCookies.clearFavoriteCookie());
  if (!scripted) return redirect(back, { status: 303, headers });
  const answer: FavoriteAnswer = { ok, favorite: ids.includes(Number(raw)), count: ids.length };
  return data(answer, { status: ok ? 200 : 422, headers });
}

/** Nothing to show at this address: a visit goes home. */
export function loader() {
  return redirect('/', 302);
}
