/** Finding a customer's vehicle by licence plate (SPEC §1: search by brand and model or plate). */
import type { Db } from '../../db/client';
import {
  chainPlateLookups,
  createKnownPlatesLookup,
  isVehicleResult,
  SILENT_LOG,
  type PlateLookup,
  type PlateLookupLog,
} from './plate-lookup.adapter';
import {
  createHttpPlateLookup,
  PROVIDER_NAME,
  type PlateResolver,
} from './plate-lookup-http.adapter';
import { listBrandModels, listVehicleBrands, rememberPlate } from './plates.repo';
import { parsePlate } from './plates.rules';
import { matchBrand, matchModel } from './vehicle-match.rules';
import { getVehicle, type VehicleDto } from './vehicles.service';

/** The PLATE_LOOKUP_* settings (validated by src/server/config.ts). */
export interface PlateLookupSettings {
  /** Provider base URL (https://api.carsxe.com); absent = offline lookup only. */
  url?: string;
  key?: string;
  timeoutMs: number;
  cacheTtlSeconds: number;
  rateLimitPerMinute: number;
}

/**
 * Maps a provider's make/model/year to one of our vehicles (vehicle-match.rules.ts) and
 * remembers the plate in `known_plates` with `source`, so it is never asked again.
 */
export function createPlateResolver(
  db: Db,
  source: string,
  log: PlateLookupLog = SILENT_LOG,
): PlateResolver {
  return async (plate, description) => {
    const brand = matchBrand(await listVehicleBrands(db), description.makeName);
    const model = brand
      ? matchModel(await listBrandModels(db, brand.id), description.modelName, description.year)
      : null;
    if (!model) {
      log.info?.({ source, ...description }, 'plate lookup: no vehicle of ours matches');
      return null;
    }
    await rememberPlate(db, plate, model.id, source);
    return model.id;
  };
}

/** The lookup the shop uses: `known_plates`, then the provider when a URL is configured. */
export function createPlateLookup(
  db: Db,
  settings: PlateLookupSettings,
  log: PlateLookupLog = SILENT_LOG,
): PlateLookup {
  const offline = createKnownPlatesLookup(db);
  if (!settings.url) return offline;
  const provider = createHttpPlateLookup({
    baseUrl: settings.url,
    apiKey: settings.key,
    timeoutMs: settings.timeoutMs,
    cacheTtlMs: settings.cacheTtlSeconds * 1000,
    ratePerMinute: settings.rateLimitPerMinute,
    resolve: createPlateResolver(db, PROVIDER_NAME, log),
    log,
  });
  return chainPlateLookups(offline, provider);
}

export type PlateSearch =
  | { ok: true; plate: string; vehicle: VehicleDto }
  /** Not a French plate. */
  | { ok: false; reason: 'invalid' }
  /** A plate, but no vehicle of ours; `make` when the provider named one (preselect it). */
  | { ok: false; reason: 'unknown'; plate: string; make?: string };

/** What a customer typed → one of our vehicles (with its brand), or why not. */
export async function findVehicleByPlate(
  db: Db,
  lookup: PlateLookup,
  input: unknown,
): Promise<PlateSearch> {
  const parsed = parsePlate(input);
  if (!parsed.ok) return { ok: false, reason: 'invalid' };
  const result = await lookup.lookup(parsed.plate);
  if (isVehicleResult(result)) {
    const vehicle = await getVehicle(db, result.vehicleId);
    if (vehicle) return { ok: true, plate: parsed.plate, vehicle };
  }
  return {
    ok: false,
    reason: 'unknown',
    plate: parsed.plate,
    ...(result && 'makeName' in result ? { make: result.makeName } : {}),
  };
}
