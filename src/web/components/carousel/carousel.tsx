import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type Key,
  type ReactNode,
} from 'react';
import { useT } from '../../i18n';
import { useHydrated } from '../use-hydrated';
import { useInView, useMediaQuery, useOverflow } from './carousel-hooks';
import { ChevronIcon, PauseIcon, PlayIcon } from './carousel-icons';
import {
  CAROUSEL,
  REDUCED_MOTION_MEDIA,
  STRIP_MEDIA,
  currentIndex,
  nextIndex,
  previousIndex,
  stripPosition,
  visibleCount,
} from './paging';
import './carousel.css';

export interface CarouselProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => Key;
  /** Accessible name: the id of a visible heading (preferred)… */
  labelledBy?: string;
  /** …or a label. */
  label?: string;
  /** Items per slide above 1200 px (SPEC: 5; 4 in the added-to-cart modal). */
  perSlide?: number;
  /** Items per slide from 768 to 1200 px. */
  perSlideMedium?: number;
  /** Milliseconds between slides; false: no autoplay (and no slow scroll of the mobile strip). */
  autoplay?: number | false;
  /** Width of an item in the mobile strip (a CSS length). */
  stripItemWidth?: string;
  className?: string;
  testId?: string;
}

/**
 * A row of items, `perSlide` at a time, as an accessible carousel (WAI-ARIA APG): a region with
 * aria-roledescription, labelled previous/next buttons, a pause button first in tab order, and
 * autoplay that stops while hovered or focused from the keyboard, off when the visitor prefers
 * reduced motion (WCAG 2.2.2). Up to 767 px it is a strip scrolling by itself 1 px every 15 ms.
 *
 * The layout is CSS scroll-snap: without JavaScript the row still scrolls (touch, trackpad,
 * scrollbar); the buttons appear once hydrated, and only when the items overflow.
 */
export function Carousel<T>({
  items,
  renderItem,
  getKey,
  labelledBy,
  label,
  perSlide = CAROUSEL.perSlide,
  perSlideMedium = CAROUSEL.perSlideMedium,
  autoplay = CAROUSEL.autoplayMs,
  stripItemWidth,
  className,
  testId,
}: CarouselProps<T>) {
  const t = useT();
  const trackId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const strip = useMediaQuery(STRIP_MEDIA);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_MEDIA);
  const overflowing = useOverflow(trackRef, items.length);
  const inView = useInView(rootRef);
  // 'auto' follows prefers-reduced-motion; the button makes it an explicit choice.
  const [choice, setChoice] = useState<'auto' | 'paused' | 'playing'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touching, setTouching] = useState(false);
  const touchTimer = useRef<number | undefined>(undefined);

  const canPlay = autoplay !== false && overflowing;
  const playing = choice === 'playing' || (choice === 'auto' && !reducedMotion);
  const running = canPlay && playing && inView && !hovered && !focused && !touching;

  const go = useCallback(
    (direction: 1 | -1) => {
      const track = trackRef.current;
      const slides = track ? ([...track.children] as HTMLElement[]) : [];
      if (!track || slides.length === 0) return;
      const first = slides[0]!;
      const width = first.offsetWidth;
      const step = slides.length > 1 ? slides[1]!.offsetLeft - first.offsetLeft : width;
      const perView = visibleCount(track.clientWidth, step, step - width);
      const maxScroll = track.scrollWidth - track.clientWidth;
      const current = currentIndex(track.scrollLeft, step);
      const target =
        direction === 1
          ? nextIndex(current, perView, slides.length, track.scrollLeft >= maxScroll - 2)
          : previousIndex(current, perView, slides.length);
      const left = Math.min(slides[target]!.offsetLeft - first.offsetLeft, maxScroll);
      track.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [reducedMotion],
  );

  // Slides: the next one every `autoplay` ms.
  useEffect(() => {
    if (!running || strip) return;
    const timer = window.setInterval(() => go(1), autoplay);
    return () => window.clearInterval(timer);
  }, [running, strip, autoplay, go]);

  // Mobile strip: 1 px every 15 ms, from where the visitor left it.
  useEffect(() => {
    const track = trackRef.current;
    if (!running || !strip || !track) return;
    let position = track.scrollLeft;
    const timer = window.setInterval(() => {
      if (Math.abs(track.scrollLeft - position) > 2) position = track.scrollLeft;
      position = stripPosition(position, track.scrollWidth - track.clientWidth);
      track.scrollLeft = position;
    }, CAROUSEL.stripIntervalMs);
    return () => window.clearInterval(timer);
  }, [running, strip]);

  // After a swipe, let the momentum scroll finish before the strip moves again.
  const releaseTouch = () => {
    window.clearTimeout(touchTimer.current);
    touchTimer.current = window.setTimeout(() => setTouching(false), TOUCH_RESUME_MS);
  };
  useEffect(() => () => window.clearTimeout(touchTimer.current), []);

  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  // Keyboard focus pauses (APG); a mouse click on a button does not (hover already does).
  const onFocus = (event: FocusEvent) => {
    if ((event.target as HTMLElement).matches?.(':focus-visible')) setFocused(true);
  };

  const style = {
    '--carousel-per-slide': perSlide,
    '--carousel-per-slide-medium': Math.min(perSlide, perSlideMedium),
    ...(stripItemWidth ? { '--carousel-strip-item': stripItemWidth } : {}),
  } as CSSProperties;

  const showControls = hydrated && overflowing;
  return (
    <div
      ref={rootRef}
      className={className ? `carousel ${className}` : 'carousel'}
      role="region"
      aria-roledescription={t('carousel.roledescription')}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      data-testid={testId}
      data-ready={hydrated ? 'true' : undefined}
      data-autoscroll={running && strip ? 'true' : undefined}
      style={style}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onTouchStart={() => {
        window.clearTimeout(touchTimer.current);
        setTouching(true);
      }}
      onTouchEnd={releaseTouch}
      onTouchCancel={releaseTouch}
    >
      <div className="carousel-controls">
        {canPlay ? (
          <button
            type="button"
            className="carousel-button carousel-toggle"
            hidden={!showControls}
            aria-label={playing ? t('carousel.pause') : t('carousel.play')}
            data-testid="carousel-toggle"
            onClick={() => setChoice(playing ? 'paused' : 'playing')}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
        ) : null}
        <button
          type="button"
          className="carousel-button carousel-previous"
          hidden={!showControls}
          aria-controls={trackId}
          aria-label={t('carousel.previous')}
          data-testid="carousel-previous"
          onClick={() => go(-1)}
        >
          <ChevronIcon direction="left" />
        </button>
        <button
          type="button"
          className="carousel-button carousel-next"
          hidden={!showControls}
          aria-controls={trackId}
          aria-label={t('carousel.next')}
          data-testid="carousel-next"
          onClick={() => go(1)}
        >
          <ChevronIcon direction="right" />
        </button>
      </div>
      <div
        id={trackId}
        ref={trackRef}
        className="carousel-track"
        aria-live={running ? 'off' : 'polite'}
      >
        {items.map((item, index) => (
          <div
            key={getKey(item, index)}
            className="carousel-slide"
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.position', { index: index + 1, count: items.length })}
          >
            {renderItem(item, index)}
          </div>
        ))}
      </div>
    </div>
  );
}

const TOUCH_RESUME_MS = 2500;
