import { useEffect, useState } from 'react';

/** SPEC §9: the header hides once the page has scrolled down past 100 px. */
export const HEADER_HIDE_THRESHOLD = 100;
/** Scroll movements smaller than this (trackpad jitter) change nothing. */
const JITTER = 4;

export interface HeaderScroll {
  /** The page is scrolled at all: the header is stuck to the top (shadow on). */
  scrolled: boolean;
  /** Scrolling down past the threshold: the header slides out until the next scroll up. */
  hidden: boolean;
}

/**
 * Scroll state of the sticky header: hidden while scrolling down past the threshold, back as
 * soon as the visitor scrolls up. `locked` (a menu is open) keeps it visible.
 */
export function useHeaderScroll(locked: boolean, threshold = HEADER_HIDE_THRESHOLD): HeaderScroll {
  const [state, setState] = useState<HeaderScroll>({ scrolled: false, hidden: false });

  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      const delta = y - last;
      if (Math.abs(delta) < JITTER && y > 0) return;
      last = y;
      const next: HeaderScroll = {
        scrolled: y > 0,
        hidden: y > threshold && delta > 0,
      };
      setState((previous) =>
        previous.scrolled === next.scrolled && previous.hidden === next.hidden ? previous : next,
      );
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);

  return locked ? { scrolled: state.scrolled, hidden: false } : state;
}
