import { Outlet, data, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/shell';
import { productListLinks } from '../components/product-list';
import { loadProductList } from '../components/product-list/product-list.server';
import { isBackOfficePath } from '../admin/back-office.server';
import { readMyVehicle } from '../my-vehicle.server';
import { localeCookieHeaders, publicOrigin, requestLocale } from '../request.server';

/**
 * Pathless layout around every localised page (routes.ts): what pages share that is not layout.
 * - `origin`: the public origin for canonical and hreflang URLs (`seo.ts` reads it here).
 * - the locale cookie `i18n_redirected` (365 days, path /, SameSite Lax), set to the URL's
 *   locale on the first page view when the visitor has none (SPEC §7).
 * - `search`: with `q` in the URL, the search results the overlay shows over any storefront page
 *   (SPEC §2).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The back office's `q` is its own (orders search): no storefront search there.
  const q = isBackOfficePath(url.pathname) ? undefined : url.searchParams.get('q')?.trim();
  let search = null;
  if (q) {
    const myVehicle = await readMyVehicle(request, context.database.db);
    search = {
      ...(await loadProductList(request, context, requestLocale(request), {
        myVehicleId: myVehicle?.id ?? null,
      })),
      myVehicle: myVehicle ? { label: `${myVehicle.brandName} ${myVehicle.label}` } : null,
    };
  }
  return data({ origin: publicOrigin(request), search }, { headers: localeCookieHeaders(request) });
}

/** Only a change of the search (or its filters) reloads the shell's data. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return false;
  const searching = currentUrl.searchParams.has('q') || nextUrl.searchParams.has('q');
  return searching && currentUrl.search !== nextUrl.search;
}

export const links = productListLinks;

export default function Shell() {
  return <Outlet />;
}
