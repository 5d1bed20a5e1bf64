import { lazy } from 'react';

/**
 * The search results frame and the product list it shows (~6 KB gzip) load only when there is
 * a search: pages without `q` never download them. The search box starts the download as soon
 * as it gets the focus, so a submitted search does not wait for it after its results.
 */
export function preloadSearchOverlay() {
  return import('./search-overlay');
}

export const LazySearchOverlay = lazy(() =>
  preloadSearchOverlay().then((module) => ({ default: module.SearchOverlay })),
);
