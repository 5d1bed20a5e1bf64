import { useLocale } from '../../i18n';
import { href } from '../../paths';
import { HeaderCountLink } from '../layout/header-count-link';
import { HeartIcon } from '../layout/icons';
import { useRouteLoaderData } from 'react-router';

/**
 * The header's favorites link, beside the account and cart icons, with the count of kept
 * products: the root loader's list, reloaded after each heart (the heart itself moves at the
 * click). Not `useFavoriteIds`: every page would then load the hearts' code for the header.
 */
export function FavoritesLink() {
  const locale = useLocale();
  const root = useRouteLoaderData('root') as { favoriteIds?: number[] } | undefined;
  return (
    <HeaderCountLink
      to={href('compte-favorites', null, locale)}
      className="favorites-link"
      testId="favorites-link"
      countTestId="favorites-count"
      count={root?.favoriteIds?.length ?? 0}
      labels={['header.favoritesOne', 'header.favoritesMany']}
    >
      <HeartIcon />
    </HeaderCountLink>
  );
}
