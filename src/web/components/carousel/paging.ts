/**
 * The carousel's numbers (SPEC §2, §9) and its paging arithmetic, pure so it is table-tested.
 * The layout itself is CSS (scroll-snap): these functions only decide where a button, or the
 * autoplay, scrolls to.
 */
export const CAROUSEL = {
  /** Items per slide above the large breakpoint (products, deals, articles). */
  perSlide: 5,
  /** Items per slide between the two breakpoints. */
  perSlideMedium: 3,
  /** The added-to-cart modal's carousel of associated products. */
  addedToCartPerSlide: 4,
  autoplayMs: 4000,
  /** At most this width: `perSlideMedium` per slide. */
  largeBreakpoint: 1200,
  /** At most this width: a horizontal strip scrolling by itself. */
  smallBreakpoint: 767,
  /** Mobile strip auto-scroll: 1 px every 15 ms. */
  stripStepPx: 1,
  stripIntervalMs: 15,
} as const;

export const STRIP_MEDIA = `(max-width: ${CAROUSEL.smallBreakpoint}px)`;
export const REDUCED_MOTION_MEDIA = '(prefers-reduced-motion: reduce)';

export type CarouselLayout = { kind: 'slides'; perView: number } | { kind: 'strip' };

/** What the stylesheet shows at a viewport width (the same breakpoints as carousel.css). */
export function layoutFor(
  viewportWidth: number,
  perSlide: number = CAROUSEL.perSlide,
  perSlideMedium: number = CAROUSEL.perSlideMedium,
): CarouselLayout {
  if (viewportWidth <= CAROUSEL.smallBreakpoint) return { kind: 'strip' };
  if (viewportWidth <= CAROUSEL.largeBreakpoint) {
    return { kind: 'slides', perView: Math.min(perSlide, perSlideMedium) };
  }
  return { kind: 'slides', perView: perSlide };
}

/** Items fully in view: the track's width over one item's step (its width plus the gap). */
export function visibleCount(trackWidth: number, itemStep: number, gap: number): number {
  if (itemStep <= 0) return 1;
  return Math.max(1, Math.floor((trackWidth + gap + 1) / itemStep));
}

/** The first item in view, from the scroll position. */
export function currentIndex(scrollLeft: number, itemStep: number): number {
  return itemStep > 0 ? Math.max(0, Math.round(scrollLeft / itemStep)) : 0;
}

/** First item of the next slide; past the end (or at the scroll end) it starts over. */
export function nextIndex(current: number, perView: number, total: number, atEnd = false): number {
  const last = Math.max(0, total - perView);
  if (atEnd || current >= last) return 0;
  return Math.min(current + perView, last);
}

/** First item of the previous slide; from the start it goes to the last slide. */
export function previousIndex(current: number, perView: number, total: number): number {
  const last = Math.max(0, total - perView);
  if (current <= 0) return last;
  return Math.max(0, Math.min(current, last) - perView);
}

/** Number of slides, and which one shows the item `index` first (the last slide is flush). */
export function pageCount(total: number, perView: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perView)));
}

export function pageOf(index: number, perView: number, total: number): number {
  const pages = pageCount(total, perView);
  if (index >= Math.max(0, total - perView)) return pages - 1;
  return Math.min(pages - 1, Math.floor(index / Math.max(1, perView)));
}

/** The mobile strip's next scroll position: a step further, back to the start at the end. */
export function stripPosition(
  scrollLeft: number,
  maxScroll: number,
  step: number = CAROUSEL.stripStepPx,
): number {
  if (maxScroll <= 0) return 0;
  return scrollLeft + step > maxScroll + 0.5 ? 0 : scrollLeft + step;
}
