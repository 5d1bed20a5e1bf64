import { Form, Link, redirect, useLoaderData } from 'react-router';
import type { Route } from './+types/account-favorites';
import type { ProductCard as ProductCardData } from '../../modules/catalog';
import {
  deleteFavorite,
  favoriteProductIds,
  listFavoriteDtos,
  type FavoriteOwner,
} from '../../modules/customers';
import { HttpError, parseId } from '../../shared/http';
import { requireViewer } from '../account/guard.server';
import { noticeOf, withNotice } from '../account/redirect';
import { productReadContext } from '../catalog.server';
import { AccountLayout } from '../components/account/account-layout';
import { accountLinks } from '../components/account/styles';
import { ProductCard } from '../components/product-card/product-card';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { requestLocale } from '../request.server';
import { staticMeta } from '../seo';

/**
 * My favorites: the saved products as product cards (their heart removes them), each with a
 * remove button. A visitor with the favorite cookie sees theirs too, with a word on logging in
 * to keep them in an account; a visitor without any is asked to log in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const visitor = !context.session && context.favoriteOwnerHash !== null;
  const { owner, locale } = visitor
    ? {
        owner: { guestTokenHash: context.favoriteOwnerHash! } as FavoriteOwner,
        locale: requestLocale(request),
      }
    : await requireViewer(request, context).then((v) => ({
        owner: { userId: v.user.id } as FavoriteOwner,
        locale: v.locale,
      }));
  const read = await productReadContext(context, locale);
  const favorites = await listFavoriteDtos(context.database.db, owner, read, true);
  return {
    visitor,
    notice: noticeOf(new URL(request.url)),
    // A product withdrawn from sale has no card: it is left out.
    favorites: favorites
      .filter((f) => f.favoritable_product)
      .map((f) => ({ id: f.id, product: f.favoritable_product as ProductCardData })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const visitor = !context.session && context.favoriteOwnerHash !== null;
  const { owner, locale } = visitor
    ? {
        owner: { guestTokenHash: context.favoriteOwnerHash! } as FavoriteOwner,
        locale: requestLocale(request),
      }
    : await requireViewer(request, context).then((v) => ({
        owner: { userId: v.user.id } as FavoriteOwner,
        locale: v.locale,
      }));
  const form = await request.formData();
  const list = href('compte-favorites', null, locale);
  try {
    await deleteFavorite(context.database.db, owner, parseId(String(form.get('id'))));
  } catch (error) {
    // Already removed, or not this customer's: nothing was deleted, and we say so.
    if (!(error instanceof HttpError)) throw error;
    return redirect(withNotice(list, 'notFound'));
  }
  // SPEC §7: a visitor's emptied list takes the favorite cookie away.
  const emptied = visitor && (await favoriteProductIds(context.database.db, owner)).length === 0;
  return redirect(withNotice(list, 'deleted'), {
    headers: emptied ? { 'Set-Cookie': context.authCookies.clearFavoriteCookie() } : undefined,
  });
}

export const links = accountLinks;

export const meta = staticMeta(
  'compte-favorites',
  'account.menu.favorites',
  'account.tile.favorites',
  {
    noindex: true,
  },
);

export default function AccountFavorites() {
  const t = useT();
  const locale = useLocale();
  const { favorites, notice, visitor } = useLoaderData<typeof loader>();
  const list = <FavoriteList favorites={favorites} />;
  if (visitor)
    return (
      <div className="page container account-favorites-visitor">
        <h1 className="account-title">{t('account.menu.favorites')}</h1>
        <p className="page-note" data-testid="favorites-visitor-note">
          {t('favorites.visitorNote')}{' '}
          <Link
            to={`${href('connexion', null, locale)}?redirect=${encodeURIComponent(href('compte-favorites', null, locale))}`}
          >
            {t('favorites.login')}
          </Link>
        </p>
        {list}
      </div>
    );
  return (
    <AccountLayout title={t('account.menu.favorites')} notice={notice}>
      {list}
    </AccountLayout>
  );
}

function FavoriteList({
  favorites,
}: {
  favorites: Array<{ id: number; product: ProductCardData }>;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      {favorites.length === 0 ? (
        <div className="empty-state">
          <p>{t('favorites.empty')}</p>
          <Link className="button button-primary" to={href('index', null, locale)}>
            {t('account.soon.shop')}
          </Link>
        </div>
      ) : (
        <ul className="favorite-grid" data-testid="favorites">
          {favorites.map(({ id, product }) => (
            <li key={id} className="favorite-item">
              <ProductCard product={product} />
              <Form method="post">
                <input type="hidden" name="id" value={id} />
                <button
                  type="submit"
                  className="link-button link-danger"
                  aria-label={t('favorites.removeOf', { name: product.name })}
                >
                  {t('favorites.remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
