import { useFetcher, useLocation } from 'react-router';
import { useT } from '../../i18n';
import { HeartIcon } from '../layout/icons';
import { useHydrated } from '../use-hydrated';
import {
  FAVORITE_ACTION,
  FAVORITE_FETCH_FIELD,
  favoriteFetcherKey,
  useFavoriteIds,
} from './favorite-state';

/**
 * The heart of a product (cards and product page), for visitors and customers alike. A small
 * form posting to `/favori`: without JavaScript the action adds or removes and sends the
 * browser back to the same page, query and anchor kept; with it a fetcher posts and the heart
 * and the header's count change at once. A real button: `aria-pressed` and a label that says
 * what a press does.
 */
export function FavoriteButton({
  productId,
  name,
  anchor,
  className = '',
}: {
  productId: number;
  name: string;
  /** Id of the element the browser scrolls back to after a post without JavaScript. */
  anchor?: string;
  className?: string;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const location = useLocation();
  const fetcher = useFetcher({ key: favoriteFetcherKey(productId) });
  const on = useFavoriteIds().has(productId);
  const label = t(on ? 'favorites.remove' : 'favorites.add');
  const back = location.pathname + location.search + (anchor ? `#${anchor}` : location.hash);
  return (
    <fetcher.Form
      method="post"
      action={FAVORITE_ACTION}
      preventScrollReset
      className={`favorite-toggle ${className}`.trim()}
    >
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="intent" value={on ? 'remove' : 'add'} />
      <input type="hidden" name="back" value={back} />
      {hydrated ? <input type="hidden" name={FAVORITE_FETCH_FIELD} value="1" /> : null}
      <button
        type="submit"
        className="favorite-button"
        aria-pressed={on}
        aria-label={t(on ? 'favorites.removeOf' : 'favorites.addOf', { name })}
        title={label}
        data-testid="favorite-toggle"
        data-product-id={productId}
      >
        <HeartIcon size={20} />
      </button>
    </fetcher.Form>
  );
}
