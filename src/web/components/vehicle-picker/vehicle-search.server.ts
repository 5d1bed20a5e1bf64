/**
 * The vehicle search forms without JavaScript: they are GET forms to the home page, whose
 * loader calls `answerVehicleSearch` first. It redirects to the vehicle (or brand) page the
 * form names, forgets "my vehicle", or returns what the plate search should show.
 */
import { redirect, type AppLoadContext } from 'react-router';
import { getBrandBySlug } from '../../../modules/catalog';
import { findVehicleByPlate, findVehicleBySlugs } from '../../../modules/vehicles';
import { href, localeFromPath } from '../../paths';
import { forgetMyVehicleCookie } from './my-vehicle-cookie';
import { SEARCH_PARAMS } from './search-params';
import type { PlateSearchState } from './vehicle-search';

const SLUG = /^[a-z0-9-]{1,100}$/;

/**
 * Throws a redirect when the URL carries a search that lands somewhere; returns the plate
 * search's outcome to show when it does not; null when the URL carries no search.
 */
export async function answerVehicleSearch(
  request: Request,
  context: Pick<AppLoadContext, 'database' | 'plateLookup'>,
): Promise<PlateSearchState | null> {
  const url = new URL(request.url);
  const params = url.searchParams;
  const locale = localeFromPath(url.pathname);
  const { db } = context.database;

  if (params.get(SEARCH_PARAMS.forget) === 'vehicle') {
    const secure = url.protocol === 'https:';
    throw redirect(href('index', null, locale), {
      headers: { 'Set-Cookie': forgetMyVehicleCookie(secure) },
    });
  }

  const plate = params.get(SEARCH_PARAMS.plate);
  if (plate !== null) {
    const found = await findVehicleByPlate(db, context.plateLookup, plate);
    if (found.ok) {
      const { vehicle } = found;
      const brand = vehicle.brand!.slug;
      throw redirect(href('marques-slug-vehicle', { slug: brand, vehicle: vehicle.slug }, locale));
    }
    return {
      plate: plate.slice(0, 20),
      outcome: found.reason === 'invalid' ? 'invalid' : 'unknown',
    };
  }

  const brandSlug = params.get(SEARCH_PARAMS.brand);
  if (brandSlug && SLUG.test(brandSlug)) {
    const vehicleSlug = params.get(SEARCH_PARAMS.vehicle);
    if (vehicleSlug && SLUG.test(vehicleSlug)) {
      const vehicle = await findVehicleBySlugs(db, brandSlug, vehicleSlug);
      if (vehicle) {
        throw redirect(
          href('marques-slug-vehicle', { slug: vehicle.brand.slug, vehicle: vehicle.slug }, locale),
        );
      }
    }
    const brand = await getBrandBySlug(db, brandSlug);
    if (brand) throw redirect(href('marques-slug', { slug: brand.slug }, locale));
  }
  return null;
}
