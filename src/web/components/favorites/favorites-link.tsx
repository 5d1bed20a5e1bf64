import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import { HeartIcon } from '../layout/icons';
import { useFavoriteIds } from './favorite-state';

/**
 * The header's favorites link, beside the account and cart icons, with the count of kept
 * products (the root loader's list, with the toggles on their way: it moves at the click).
 */
export function FavoritesLink() {
  const t = useT();
  const locale = useLocale();
  const count = useFavoriteIds().size;
  return (
    <Link
      to={href('compte-favorites', null, locale)}
      className="header-action favorites-link"
      data-testid="favorites-link"
      aria-label={t(
        new Intl.PluralRules(locale).select(count) === 'one'
          ? 'header.favoritesOne'
          : 'header.favoritesMany',
        { count },
      )}
    >
      <HeartIcon />
      <span
        className="cart-count"
        aria-hidden="true"
        data-empty={count === 0}
        data-testid="favorites-count"
      >
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
