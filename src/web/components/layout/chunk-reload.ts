/**
 * SPEC §8: when a script chunk fails to load (usually a deployment replaced the hashed files
 * this page refers to), reload the page to get the new ones — at most once per minute, so a
 * chunk that really is broken shows the error screen instead of a reload loop.
 */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const STORAGE_KEY = 'chunk-reload-at';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const message =
    typeof error === 'string'
      ? error
      : error instanceof Error
        ? `${error.name}: ${error.message}`
        : typeof error === 'object' && 'message' in error
          ? String((error as { message: unknown }).message)
          : '';
  return CHUNK_ERROR.test(message);
}

interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  now: () => number;
}

function browserEnvironment(): ReloadEnvironment {
  let storage: ReloadEnvironment['storage'] = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage blocked (privacy settings): no reload at all rather than a possible loop.
  }
  return { storage, reload: () => window.location.reload(), now: () => Date.now() };
}

/** Reloads unless the last chunk reload was less than a minute ago. True when it reloads. */
export function reloadAfterChunkError(env: ReloadEnvironment = browserEnvironment()): boolean {
  if (!env.storage) return false;
  const now = env.now();
  let last = NaN;
  try {
    last = Number(env.storage.getItem(STORAGE_KEY));
  } catch {
    return false;
  }
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    env.storage.setItem(STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/** Browser listeners: Vite's preload failures and unhandled dynamic-import rejections. */
export function installChunkReload(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  });
  target.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkError();
  });
  target.addEventListener('error', (event) => {
    if (isChunkLoadError(event.error ?? event.message)) reloadAfterChunkError();
  });
}

/**
 * The same rule as an inline script for the document head, before any module loads: when the
 * page's own entry or route chunks fail to download (an HTML page cached across a deployment),
 * no bundled code runs at all, so only this can reload. Fetch errors of module scripts and
 * modulepreload links are caught on the capture phase; script runtime errors are not.
 */
export const CHUNK_RELOAD_SCRIPT = `(function(){addEventListener('error',function(e){var t=e.target;if(!t||!((t.tagName==='SCRIPT'&&t.type==='module')||(t.tagName==='LINK'&&t.rel==='modulepreload')))return;try{var s=sessionStorage,n=Date.now(),l=Number(s.getItem('${STORAGE_KEY}'))||0;if(n-l<${CHUNK_RELOAD_INTERVAL_MS})return;s.setItem('${STORAGE_KEY}',String(n));location.reload()}catch(x){}},true)})();`;
