import { useLocale, useT } from '../../i18n';
import { StarIcon } from './icons';
import type { SiteRating as Rating } from './types';

/**
 * Customer-review widget: average and review count, linking to the review site. The setting
 * is the review site's figure out of 10 (SPEC §9 default 10); shown out of 5 like every other
 * rating of the shop (decision 054), converted by the server (`siteRating`).
 */
export function SiteRating({ rating }: { rating: Rating }) {
  const t = useT();
  const locale = useLocale();
  const average = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(rating.stars);
  const count = new Intl.NumberFormat(locale).format(rating.count);
  const content = (
    <>
      <StarIcon />
      <span className="rating-average">
        <span aria-hidden="true">
          {average}
          <span className="rating-scale">/5</span>
        </span>
        <span className="visually-hidden">{t('menu.ratingLabel', { average })}</span>
      </span>
      <span className="rating-count">
        {t(
          new Intl.PluralRules(locale).select(rating.count) === 'one'
            ? 'menu.reviewsOne'
            : 'menu.reviewsMany',
          { count },
        )}
      </span>
    </>
  );
  return rating.url ? (
    <a className="site-rating" data-testid="site-rating" href={rating.url} rel="noopener">
      {content}
    </a>
  ) : (
    <p className="site-rating" data-testid="site-rating">
      {content}
    </p>
  );
}
