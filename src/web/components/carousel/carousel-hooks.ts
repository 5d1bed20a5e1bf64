/** What the carousel watches in the browser: media queries, its own overflow and visibility. */
import { useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

const isServer = () => false;

/** A media query's match, false on the server and during hydration. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, isServer);
}

/** Whether the track has more items than it shows (re-measured when it resizes). */
export function useOverflow(track: RefObject<HTMLElement | null>, count: number): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [track, count]);
  return overflowing;
}

/** Whether the element is on screen: autoplay does not run for nobody. */
export function useInView(element: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setInView(!!entry?.isIntersecting));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}
