/**
 * Plate-to-vehicle lookup: which vehicle a French licence plate belongs to. One small
 * interface, two adapters (docs/decisions/008-plate-lookup.md):
 *
 * - offline (default, no configuration): the `known_plates` table — the demo plates seeded with
 *   the catalogue and every answer a provider gave before. No network, works on a laptop.
 * - HTTP (`PLATE_LOOKUP_URL` set): the CarsXE plate decoder (plate-lookup-http.ts), asked only
 *   when `known_plates` does not know the plate; its answer is mapped to one of our vehicles
 *   and remembered in `known_plates`, so a plate costs one paid call.
 *
 * Adapters never throw for an expected failure (unknown plate, provider down, slow, over
 * quota): they answer null and log; the customer then picks brand and model by hand.
 */
import type { Db } from '../../db/client';
import { findKnownPlate } from './plates.repo';

/** What a lookup knows about a plate. */
export type PlateLookupResult =
  /** One of our vehicles (vehicles.id). */
  | { vehicleId: number }
  /**
   * The provider knows the car but none of our vehicles matches it (a model we do not sell, or
   * an ambiguous answer): enough to preselect the brand in the picker.
   */
  | { makeName: string; modelName: string; year?: number };

export interface PlateLookup {
  /** Stored as `known_plates.source` for what this lookup found ('demo' rows are seed data). */
  readonly name: string;
  /**
   * `plate` is normalised (`parsePlate(input).plate`: AB123CD, 123ABC45). Resolves null when the
   * plate is unknown or the lookup failed; never rejects for those.
   */
  lookup(plate: string): Promise<PlateLookupResult | null>;
}

export function isVehicleResult(result: PlateLookupResult | null): result is { vehicleId: number } {
  return result !== null && 'vehicleId' in result;
}

/** Minimal logger (pino and Fastify's logger fit). */
export interface PlateLookupLog {
  warn(details: object, message: string): void;
  info?(details: object, message: string): void;
}

export const SILENT_LOG: PlateLookupLog = { warn: () => undefined };

/** The offline adapter: `known_plates` only. */
export function createKnownPlatesLookup(db: Db): PlateLookup {
  return {
    name: 'known_plates',
    async lookup(plate) {
      const vehicleId = await findKnownPlate(db, plate);
      return vehicleId === null ? null : { vehicleId };
    },
  };
}

/**
 * Asks each lookup in turn until one names a vehicle. A description (provider knows the car,
 * we have no match) is kept as the answer when nothing better comes.
 */
export function chainPlateLookups(...lookups: PlateLookup[]): PlateLookup {
  return {
    name: lookups.map((l) => l.name).join('+'),
    async lookup(plate) {
      let fallback: PlateLookupResult | null = null;
      for (const lookup of lookups) {
        const result = await lookup.lookup(plate);
        if (isVehicleResult(result)) return result;
        fallback ??= result;
      }
      return fallback;
    },
  };
}
