import { useFetchers, useRouteLoaderData } from 'react-router';

/** Where every heart posts (a resource route, src/web/routes/favorite-toggle.ts). */
export const FAVORITE_ACTION = '/favori';
/** Sent by a scripted heart only: the action answers data instead of redirecting back. */
export const FAVORITE_FETCH_FIELD = '_fetch';
/** Fetcher key of a product's heart: its cards and its page share one state. */
export const favoriteFetcherKey = (productId: number) => `favorite-${productId}`;

/**
 * The products whose heart is on: the root loader's list, with the toggles still on their way
 * applied (optimistic: the heart and the header's count change at the click, and go back if
 * the action fails, since the list is then reloaded as it was).
 */
export function useFavoriteIds(): ReadonlySet<number> {
  const root = useRouteLoaderData('root') as { favoriteIds?: number[] } | undefined;
  const fetchers = useFetchers();
  const ids = new Set(root?.favoriteIds ?? []);
  for (const fetcher of fetchers) {
    if (fetcher.formAction !== FAVORITE_ACTION || !fetcher.formData) continue;
    const id = Number(fetcher.formData.get('product_id'));
    if (fetcher.formData.get('intent') === 'add') ids.add(id);
    else ids.delete(id);
  }
  return ids;
}

/**
 * `shouldRevalidate` of a page that lists products: a heart changes only the root's data (the
 * list of hearts on and the count), so the page's own data is not reloaded for it.
 */
export function skipAfterFavoriteToggle({
  formAction,
  defaultShouldRevalidate,
}: {
  formAction?: string;
  defaultShouldRevalidate: boolean;
}): boolean {
  if (formAction?.split('?')[0] === FAVORITE_ACTION) return false;
  return defaultShouldRevalidate;
}
