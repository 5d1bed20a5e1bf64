import { useLocale, useT } from '../../i18n';
import { StarIcon } from './icons';
import type { SiteRating as Rating } from './types';

/** Customer-review widget: average out of 10 and review count, linking to the review site. */
export function SiteRating({ rating }: { rating: Rating }) {
  const t = useT();
  const locale = useLocale();
  const average = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
    rating.average,
  );
  const count = new Intl.NumberFormat(locale).format(rating.count);
  const content = (
    <>
      <StarIcon />
      <span className="rating-average">
        <span aria-hidden="true">
          {average}
          <span className="rating-scale">/10</span>
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
