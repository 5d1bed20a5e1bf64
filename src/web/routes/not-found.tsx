import { data } from 'react-router';

/**
 * Catch-all: any unmatched path (also `/xx/…` with an unknown locale) is a 404 rendered by the
 * root ErrorBoundary in the locale of the URL. The component is never rendered, but it must
 * exist: a route without one is a resource route, whose thrown 404 would not be a page.
 */
export function loader(): never {
  throw data(null, { status: 404 });
}

export function action(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
