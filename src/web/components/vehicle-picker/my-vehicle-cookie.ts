/**
 * "My vehicle": the vehicle a customer last chose (picker, plate, or a vehicle page visited),
 * remembered in the `my_vehicle` cookie — the vehicle id, path /, SameSite Lax, 365 days.
 * Browser and server both read this file; the server side is src/web/my-vehicle.server.ts.
 * A preference the customer asked for by choosing a vehicle: no consent needed (like the
 * locale cookie), and readable by scripts so "forget" works without a request.
 */
import { serialiseCookie } from '../consent/consent-rules';

export const MY_VEHICLE_COOKIE = 'my_vehicle';
export const MY_VEHICLE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The vehicle id of a cookie value, or null for anything that is not one. */
export function parseMyVehicleId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,8}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** `Set-Cookie` / `document.cookie` string remembering `vehicleId`. */
export function myVehicleCookie(vehicleId: number, secure: boolean): string {
  return serialiseCookie(MY_VEHICLE_COOKIE, String(vehicleId), {
    maxAgeS: MY_VEHICLE_MAX_AGE_S,
    secure,
  });
}

/** `Set-Cookie` / `document.cookie` string forgetting the vehicle. */
export function forgetMyVehicleCookie(secure: boolean): string {
  return serialiseCookie(MY_VEHICLE_COOKIE, '', { maxAgeS: 0, secure });
}
