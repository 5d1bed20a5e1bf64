import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ImageDto } from '../../../modules/catalog';
import { useT } from '../../i18n';
import { Picture } from '../picture';
import { ChevronIcon, ImageIcon } from './icons';
import { useHydrated } from '../use-hydrated';

const SLIDE_ID = 'product-photo-';

/**
 * The product's photos: a scroll-snapping row of large pictures (swipe on phones) and a row of
 * thumbnails below. Without JavaScript each thumbnail is a link to its photo (`#product-photo-2`)
 * and the row scrolls natively; with it, thumbnails, previous/next buttons and the arrow keys on
 * the focused row show a photo without moving the page. One placeholder when there is none.
 */
export function Gallery({ images, name }: { images: readonly ImageDto[]; name: string }) {
  const t = useT();
  const trackRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const scrollingTo = useRef<number | null>(null);
  const scrollTimer = useRef<number | undefined>(undefined);
  const hydrated = useHydrated();
  const count = images.length;

  const show = useCallback(
    (index: number) => {
      const track = trackRef.current;
      if (!track || count === 0) return;
      const target = (index + count) % count;
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      // Until the smooth scroll arrives, the photos it passes are not "the current one".
      scrollingTo.current = target;
      window.clearTimeout(scrollTimer.current);
      scrollTimer.current = window.setTimeout(() => (scrollingTo.current = null), 1000);
      track.scrollTo({ left: target * track.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
      setActive(target);
    },
    [count],
  );

  // Swipes and native scrolling move the highlighted thumbnail too.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (track.clientWidth === 0) return;
        const index = Math.round(track.scrollLeft / track.clientWidth);
        if (scrollingTo.current !== null) {
          if (index === scrollingTo.current) scrollingTo.current = null;
          return;
        }
        setActive(index);
      });
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(scrollTimer.current);
      track.removeEventListener('scroll', onScroll);
    };
  }, []);

  if (count === 0) {
    return (
      <div className="pdp-gallery" data-testid="product-gallery">
        <div className="pdp-gallery-placeholder" role="img" aria-label={t('product.noImage')}>
          <ImageIcon size={56} />
          <span aria-hidden="true">{t('product.noImage')}</span>
        </div>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      show(active + (event.key === 'ArrowRight' ? 1 : -1));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      show(event.key === 'Home' ? 0 : count - 1);
    }
  };

  return (
    <div
      className="pdp-gallery"
      data-testid="product-gallery"
      data-thumbs={count > 1 ? 'true' : undefined}
    >
      <div className="pdp-gallery-stage">
        <div
          ref={trackRef}
          className="pdp-gallery-track"
          role="region"
          aria-label={t('product.galleryLabel')}
          tabIndex={0}
          onKeyDown={onKeyDown}
        >
          {images.map((image, index) => (
            <figure
              key={image.url}
              id={`${SLIDE_ID}${index + 1}`}
              className="pdp-gallery-slide"
              aria-hidden={hydrated && index !== active ? true : undefined}
            >
              <Picture
                image={image}
                preset="gallery"
                alt={
                  // The back office's text for this picture, else "<product>, image n of N".
                  image.alt ?? t('product.galleryImage', { product: name, index: index + 1, count })
                }
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                sizes="(max-width: 899px) 100vw, 640px"
              />
            </figure>
          ))}
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              className="pdp-gallery-arrow pdp-gallery-previous"
              hidden={!hydrated}
              aria-label={t('product.galleryPrevious')}
              onClick={() => show(active - 1)}
            >
              <ChevronIcon direction="left" />
            </button>
            <button
              type="button"
              className="pdp-gallery-arrow pdp-gallery-next"
              hidden={!hydrated}
              aria-label={t('product.galleryNext')}
              onClick={() => show(active + 1)}
            >
              <ChevronIcon direction="right" />
            </button>
            <p className="pdp-gallery-counter" aria-hidden="true" hidden={!hydrated}>
              {active + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="pdp-gallery-thumbs" data-testid="gallery-thumbs">
          {images.map((image, index) => (
            <li key={image.url}>
              <a
                className="pdp-gallery-thumb"
                href={`#${SLIDE_ID}${index + 1}`}
                aria-label={t('product.galleryShow', { index: index + 1, count })}
                aria-current={index === active ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  show(index);
                }}
              >
                <Picture image={image} preset="thumb" alt="" sizes="72px" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
