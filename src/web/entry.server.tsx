/**
 * Server rendering: streams the HTML with the request's CSP nonce on every script React Router
 * and React emit (<ServerRouter nonce>, renderToPipeableStream's nonce, and NonceContext for
 * <Scripts>/<ScrollRestoration> in root.tsx). Bots get the whole page at once.
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import {
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router';
import { followOrdersAndRefunds } from '../modules/invoices';
import { NonceContext } from './components/nonce';
import type {} from './context';

// The page build carries its own copy of the modules (src/server/ssr.ts loads it apart from the
// API's): its orders and refunds are followed by the invoices module too.
followOrdersAndRefunds();

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Response | Promise<Response> {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce || undefined;
  const userAgent = request.headers.get('user-agent');
  const readyOption: keyof RenderToPipeableStreamOptions =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Every finished part inline, however large: React otherwise moves a large Suspense
        // boundary (the search overlay's results) into a hidden frame that only an inline
        // script reveals, so without JavaScript the search results were never shown.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready are logged by React Router (handleError).
          if (shellRendered && !request.signal.aborted) logError(error, loadContext.requestId);
        },
      },
    );
    request.signal.addEventListener('abort', () => abort(), { once: true });
  });
}

/** Loader/action/render errors on the server; client disconnects are not errors. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const appContext = context as Partial<AppLoadContext> | undefined;
  appContext?.reportError?.(error);
  logError(error, appContext?.requestId);
};

function logError(error: unknown, requestId: string | undefined): void {
  console.error(`[ssr]${requestId ? ` request ${requestId}:` : ''}`, error);
}
