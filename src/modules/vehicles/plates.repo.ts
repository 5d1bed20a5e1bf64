/** SQL of the plate lookup: `known_plates` and the vehicles a provider's answer may name. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandSummaries } from '../catalog';
import { knownPlates } from './plates.tables';
import { vehicles } from './vehicles.tables';
import type { BrandCandidate, ModelCandidate } from './vehicle-match.rules';

/** The vehicle id remembered for a normalised plate, when its vehicle is still sold. */
export async function findKnownPlate(db: Db, plate: string): Promise<number | null> {
  const [row] = await db
    .select({ vehicleId: knownPlates.vehicleId })
    .from(knownPlates)
    .innerJoin(vehicles, eq(vehicles.id, knownPlates.vehicleId))
    .where(and(eq(knownPlates.plate, plate), eq(vehicles.isActive, true)));
  return row?.vehicleId ?? null;
}

/** Remembers what a provider answered; a plate already known keeps its first answer. */
export async function rememberPlate(
  db: Db,
  plate: string,
  vehicleId: number,
  source: string,
): Promise<void> {
  await db.insert(knownPlates).values({ plate, vehicleId, source }).onConflictDoNothing();
}

/** Active vehicle makes, for matching a provider's make. */
export async function listVehicleBrands(db: Db): Promise<BrandCandidate[]> {
  const makes = await brandSummaries(db, { type: 'vehicle', activeOnly: true });
  return makes.sort((a, b) => a.id - b.id).map(({ id, name, slug }) => ({ id, name, slug }));
}

/** A make's active model generations, for matching a provider's model. */
export async function listBrandModels(db: Db, brandId: number): Promise<ModelCandidate[]> {
  return db
    .select({
      id: vehicles.id,
      name: vehicles.name,
      generation: vehicles.generation,
      yearFrom: vehicles.yearFrom,
      yearTo: vehicles.yearTo,
    })
    .from(vehicles)
    .where(and(eq(vehicles.brandId, brandId), eq(vehicles.isActive, true)))
    .orderBy(asc(vehicles.position), asc(vehicles.id));
}
