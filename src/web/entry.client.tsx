import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installChunkReload } from './components/layout/chunk-reload';

// SPEC §8: a script chunk that fails to load reloads the page, at most once per minute.
installChunkReload();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
