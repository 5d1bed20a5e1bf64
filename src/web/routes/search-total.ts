import type { Route } from './+types/search-total';
import { DEFAULT_LOCALE, isLocale } from '../../shared/locale';
import { loadProductList } from '../components/product-list/product-list.server';
import { readMyVehicle } from '../my-vehicle.server';

/**
 * `/recherche-total?lang=fr&q=…&filters=…` (resource route): how many products the search
 * overlay would list with these filters — the phone filter modal's "Show N products" while the
 * shopper ticks. The overlay's list belongs to the `shell` route, which a fetcher cannot load
 * on its own (it loads the page under it), so the same list is counted here the same way.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = new URL(request.url).searchParams.get('lang');
  const myVehicle = await readMyVehicle(request, context.database.db);
  const list = await loadProductList(request, context, isLocale(lang) ? lang : DEFAULT_LOCALE, {
    myVehicleId: myVehicle?.id ?? null,
  });
  return { list: { total: list.total, failed: list.failed } };
}
