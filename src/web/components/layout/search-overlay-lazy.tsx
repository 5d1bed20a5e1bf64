import { use } from 'react';
import type { MenuDomain } from './types';

type OverlayModule = typeof import('./search-overlay');

let overlay: OverlayModule | undefined;
let loading: Promise<OverlayModule> | undefined;

/**
 * The search results frame and the product list it shows (~6 KB gzip) load only when there is
 * a search: pages without `q` never download them. The search box starts the download as soon
 * as it gets the focus, so a submitted search renders its results at once.
 */
export function preloadSearchOverlay(): Promise<OverlayModule> {
  loading ??= import('./search-overlay').then((module) => (overlay = module));
  return loading;
}

/**
 * Renders in the same commit as the URL change once the module is there (React.lazy would
 * always suspend first); otherwise suspends to the caller's `<Suspense>` until it has loaded.
 */
export function LazySearchOverlay(props: { q: string; domains: MenuDomain[] }) {
  const { SearchOverlay } = overlay ?? use(preloadSearchOverlay());
  return <SearchOverlay {...props} />;
}
