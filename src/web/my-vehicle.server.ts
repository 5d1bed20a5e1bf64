/**
 * "My vehicle" on the server: which vehicle the `my_vehicle` cookie names, and the header that
 * remembers one. Loaders use `readMyVehicle` (e.g. to offer it as a filter on product lists);
 * the vehicle page remembers the vehicle it shows with `rememberMyVehicle`.
 */
import type { Db } from '../db/client';
import { findVehicleById } from '../modules/vehicles';
import {
  MY_VEHICLE_COOKIE,
  myVehicleCookie,
  parseMyVehicleId,
} from './components/vehicle-picker/my-vehicle-cookie';
import { readCookie } from './request.server';

export { MY_VEHICLE_COOKIE };

export interface MyVehicle {
  id: number;
  /** "Clio IV (2012–2019)" */
  label: string;
  brandSlug: string;
  /** The model's slug (vehicle page: /marques/{brandSlug}/{slug}). */
  slug: string;
  brandName: string;
}

/** The remembered vehicle, or null (no cookie, a bad value, a vehicle no longer sold). */
export async function readMyVehicle(request: Request, db: Db): Promise<MyVehicle | null> {
  const id = parseMyVehicleId(readCookie(request, MY_VEHICLE_COOKIE));
  if (id === null) return null;
  const vehicle = await findVehicleById(db, id);
  if (!vehicle) return null;
  return {
    id: vehicle.id,
    label: vehicle.label,
    brandSlug: vehicle.brand.slug,
    slug: vehicle.slug,
    brandName: vehicle.brand.name,
  };
}

/**
 * Headers remembering `vehicleId` as the customer's vehicle; empty when the cookie already
 * says so (no Set-Cookie on every page view).
 */
export function rememberMyVehicle(request: Request, vehicleId: number): Headers {
  const headers = new Headers();
  if (parseMyVehicleId(readCookie(request, MY_VEHICLE_COOKIE)) !== vehicleId) {
    const secure = new URL(request.url).protocol === 'https:';
    headers.append('Set-Cookie', myVehicleCookie(vehicleId, secure));
  }
  return headers;
}
