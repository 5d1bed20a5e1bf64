import { useEffect } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { useT } from '../../i18n';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';
import { ErrorScreen } from './error-screen';

/**
 * What a route's error boundary shows (the root's, and the back office's inside its own
 * frame): 404 or the error's status with a message meant for people, never developer text.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const t = useT();
  // SPEC §8: a script chunk that failed to load reloads the page, at most once per minute.
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);
  if (isRouteErrorResponse(error)) {
    // Router-made responses (405, 400…) carry developer text: never shown to customers.
    const detail = (error as { internal?: boolean }).internal ? null : errorDetail(error.data);
    return error.status === 404 ? (
      <ErrorScreen
        status={404}
        title={t('error.notFoundTitle')}
        description={t('error.notFoundDescription')}
      />
    ) : (
      <ErrorScreen
        status={error.status}
        title={t('error.genericTitle')}
        description={detail ?? t('error.genericMessage')}
      />
    );
  }
  // Server errors arrive sanitised in production; a browser-side crash keeps its message, so
  // show the message (and stack) to developers only.
  const dev = import.meta.env.DEV && error instanceof Error;
  return (
    <ErrorScreen
      status={500}
      title={t('error.genericTitle')}
      description={dev ? error.message : t('error.genericMessage')}
      stack={dev ? error.stack : undefined}
    />
  );
}

/** A message thrown on purpose: `throw data('…', { status })` or `data({ message: '…' }, …)`. */
function errorDetail(data: unknown): string | null {
  if (typeof data === 'string') return data.trim() || null;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message.trim() || null;
  }
  return null;
}
