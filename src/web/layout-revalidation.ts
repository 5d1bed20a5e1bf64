import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { localeFromPath } from './paths';

/**
 * `shouldRevalidate` of a layout whose data (the storefront's header, the back office's viewer
 * and menu) changes only with the language of the path or after a form post (signing out, a
 * role changed): moving between pages reuses it.
 */
export function layoutShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}
