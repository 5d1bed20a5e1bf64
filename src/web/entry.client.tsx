import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installChunkReload } from './components/layout/chunk-reload';
import { preloadSearchOverlay } from './components/layout/search-overlay-lazy';

// SPEC §8: a script chunk that fails to load reloads the page, at most once per minute.
installChunkReload();

// A search page shows its results in the lazily loaded overlay: load it before hydrating, so
// the overlay hydrates with the page. Otherwise its filters stay inert server HTML until
// React gets to it, and a box ticked meanwhile shows ticked over an unfiltered list.
const searching = new URLSearchParams(window.location.search).get('q')?.trim();
const overlayReady = searching ? preloadSearchOverlay().catch(() => undefined) : undefined;

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

if (overlayReady) void overlayReady.then(hydrate);
else hydrate();
