import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n';
import { fileSize } from '../../format';
import { href } from '../../paths';
import { Paragraphs, formatDate } from '../page';
import { reviewsCountText } from './buy-box';
import { CarIcon, FileIcon } from './icons';
import type { ProductView } from './product-view';
import { Stars, formatRating } from './stars';

/** Vehicles listed before "show the N others" (a product may fit a couple of hundred). */
export const VEHICLES_SHOWN = 12;

/** Description and characteristics (the filters every variant shares). */
export function ProductDetails({ product }: { product: ProductView }) {
  const t = useT();
  if (!product.description && product.specs.length === 0) return null;
  return (
    <section
      className="product-section product-details"
      aria-labelledby="product-description-title"
    >
      <h2 id="product-description-title">{t('product.descriptionTitle')}</h2>
      <div className="product-details-body">
        {product.description ? (
          <div className="prose product-description" data-testid="product-description">
            <Paragraphs text={product.description} />
          </div>
        ) : null}
        {product.specs.length > 0 ? (
          <div className="product-specs">
            <h3>{t('product.specsTitle')}</h3>
            <dl>
              {product.specs.map((spec) => (
                <div key={spec.name}>
                  <dt>{spec.name}</dt>
                  <dd>{spec.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** The vehicles it is made for, each a link to its vehicle page; the long tail folded. */
export function ProductVehicles({ vehicles }: { vehicles: ProductView['vehicles'] }) {
  const t = useT();
  const locale = useLocale();
  if (vehicles.length === 0) return null;
  const link = (vehicle: ProductView['vehicles'][number]) => (
    <li key={vehicle.id}>
      <Link
        className="pdp-vehicle-chip"
        to={href(
          'marques-slug-vehicle',
          { slug: vehicle.brand_slug, vehicle: vehicle.slug },
          locale,
        )}
      >
        <CarIcon size={18} />
        {vehicle.label}
      </Link>
    </li>
  );
  const first = vehicles.slice(0, VEHICLES_SHOWN);
  const rest = vehicles.slice(VEHICLES_SHOWN);
  return (
    <section
      className="product-section product-vehicles"
      aria-labelledby="product-vehicles-title"
      data-testid="product-vehicles"
    >
      <h2 id="product-vehicles-title">{t('product.vehiclesTitle')}</h2>
      <p className="product-section-lead">{t('product.vehiclesLead')}</p>
      <ul className="pdp-vehicle-list">{first.map(link)}</ul>
      {rest.length > 0 ? (
        <details className="pdp-vehicle-more">
          <summary>{t('product.vehiclesMore', { count: rest.length })}</summary>
          <ul className="pdp-vehicle-list">{rest.map(link)}</ul>
        </details>
      ) : null}
    </section>
  );
}

export function ProductDocumentation({
  documentation,
}: {
  documentation: ProductView['documentation'];
}) {
  const t = useT();
  const locale = useLocale();
  if (documentation.length === 0) return null;
  return (
    <section className="product-section" aria-labelledby="product-documentation-title">
      <h2 id="product-documentation-title">{t('product.documentationTitle')}</h2>
      <ul className="pdp-documentation-list">
        {documentation.map((document) => (
          <li key={document.id}>
            <a href={document.url} target="_blank" rel="noopener" data-testid="product-document">
              <FileIcon size={20} />
              {document.title}
            </a>{' '}
            <span className="pdp-document-size">
              {t('product.documentFile', { size: fileSize(document.size, locale) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Average, count and the latest reviews (stars, author, date, title, comment, photos), each
 * marked "Verified purchase" with its purchase date when it came from a delivered order, and
 * the note on how reviews are checked (EU Omnibus directive; decision 054).
 */
export function ProductReviews({ product }: { product: ProductView }) {
  const t = useT();
  const locale = useLocale();
  const { reviews, reviewsAverage, reviewsCount } = product;
  return (
    <section
      id="reviews"
      className="product-section product-reviews"
      aria-labelledby="product-reviews-title"
      data-testid="product-reviews"
      tabIndex={-1}
    >
      <h2 id="product-reviews-title">{t('product.reviewsTitle')}</h2>
      <p className="pdp-reviews-checked" data-testid="reviews-checked-note">
        {t('reviews.checkedNote')}
      </p>
      {reviewsAverage === null || reviewsCount === 0 ? (
        <p className="pdp-reviews-empty">{t('product.reviewsEmpty')}</p>
      ) : (
        <div className="pdp-reviews-layout">
          <div className="pdp-reviews-summary">
            <p className="pdp-reviews-average">
              <span className="pdp-reviews-average-value">
                {formatRating(reviewsAverage, locale)}
              </span>
              <span className="pdp-reviews-average-scale">/5</span>
              <span className="visually-hidden">{t('product.reviewsAverage')}</span>
            </p>
            <Stars value={reviewsAverage} size={22} />
            <p className="pdp-reviews-count">{reviewsCountText(t, locale, reviewsCount)}</p>
            {reviewsCount > reviews.length ? (
              <p className="pdp-reviews-latest">
                {t('product.reviewsLatest', { count: reviews.length })}
              </p>
            ) : null}
          </div>
          <ol className="pdp-review-list">
            {reviews.map((review) => (
              <li key={review.id}>
                <article
                  className="pdp-review"
                  aria-label={t('product.reviewBy', {
                    name: review.user.name || t('reviews.anonymous'),
                  })}
                  data-testid="product-review"
                >
                  <div className="pdp-review-head">
                    <Stars
                      value={review.stars}
                      size={16}
                      label={t('product.stars', { stars: review.stars })}
                    />
                    <p className="pdp-review-author">
                      {review.user.name || t('reviews.anonymous')}
                    </p>
                    <time className="pdp-review-date" dateTime={review.created_at}>
                      {formatDate(review.created_at, locale)}
                    </time>
                  </div>
                  {review.verified_purchase ? (
                    <p className="pdp-review-verified" data-testid="review-verified">
                      <span aria-hidden="true">✓ </span>
                      {t('reviews.verified')}
                      {review.purchased_at
                        ? ` — ${t('reviews.purchasedOn', {
                            date: formatDate(review.purchased_at, locale),
                          })}`
                        : null}
                    </p>
                  ) : null}
                  {review.title ? <p className="pdp-review-title">{review.title}</p> : null}
                  <p className="pdp-review-comment">{review.comment}</p>
                  {review.photos.length > 0 ? (
                    <p className="pdp-review-photos">
                      {review.photos.map((photo) => (
                        <a key={photo.id} href={photo.url}>
                          <img
                            src={photo.url}
                            alt={t('reviews.photoAlt')}
                            loading="lazy"
                            width={96}
                            height={96}
                            data-testid="product-review-photo"
                          />
                        </a>
                      ))}
                    </p>
                  ) : null}
                </article>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
