import { Form, Link, redirect, useLoaderData } from 'react-router';
import type { Route } from './+types/account-favorites';
import type { ProductCard as ProductCardData } from '../../modules/catalog';
import { deleteFavorite, listFavoriteDtos } from '../../modules/customers';
import { HttpError, parseId } from '../../shared/http';
import { requireViewer } from '../account/guard.server';
import { noticeOf, withNotice } from '../account/redirect';
import { productReadContext } from '../catalog.server';
import { AccountLayout } from '../components/account/account-layout';
import { accountLinks } from '../components/account/styles';
import { ProductCard } from '../components/product-card/product-card';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/** My favorites: the saved products as product cards, each with a remove button. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, locale } = await requireViewer(request, context);
  const read = await productReadContext(context, locale);
  const favorites = await listFavoriteDtos(context.database.db, { userId: user.id }, read, true);
  return {
    notice: noticeOf(new URL(request.url)),
    // A product withdrawn from sale has no card: it is left out.
    favorites: favorites
      .filter((f) => f.favoritable_product)
      .map((f) => ({ id: f.id, product: f.favoritable_product as ProductCardData })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, locale } = await requireViewer(request, context);
  const form = await request.formData();
  const list = href('compte-favorites', null, locale);
  try {
    await deleteFavorite(context.database.db, { userId: user.id }, parseId(String(form.get('id'))));
  } catch (error) {
    // Already removed, or not this customer's: nothing was deleted, and we say so.
    if (!(error instanceof HttpError)) throw error;
    return redirect(withNotice(list, 'notFound'));
  }
  return redirect(withNotice(list, 'deleted'));
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
  const { favorites, notice } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title={t('account.menu.favorites')} notice={notice}>
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
    </AccountLayout>
  );
}
