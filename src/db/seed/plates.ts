import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { brands, knownPlates, vehicles } from '../schema';
import { BASE_DATE } from './constants';

/**
 * Demo licence plates for the offline plate lookup (README "Demo plates"): popular models of
 * the French market, each naming a vehicle of vehicles.json by its brand and model slugs.
 * Plates are stored normalised (upper case, no separators). Made up for the demo: they follow
 * the formats (SIV letters without I, O, U; FNI with a real department), nothing more.
 */
export const DEMO_PLATES: ReadonlyArray<{ plate: string; brand: string; vehicle: string }> = [
  { plate: 'AB123CD', brand: 'renault', vehicle: 'clio-iv' },
  { plate: 'FG456HJ', brand: 'renault', vehicle: 'clio-v' },
  { plate: 'BX220KL', brand: 'renault', vehicle: 'megane-iii' },
  { plate: 'CR871PM', brand: 'renault', vehicle: 'captur-i' },
  { plate: 'AE860PX', brand: 'renault', vehicle: 'twingo-iii' },
  { plate: 'DN302VT', brand: 'peugeot', vehicle: '208-i' },
  { plate: 'GH718RB', brand: 'peugeot', vehicle: '208-ii' },
  { plate: 'EK455ZW', brand: 'peugeot', vehicle: '308-ii' },
  { plate: 'FM940LC', brand: 'peugeot', vehicle: '3008-ii' },
  { plate: 'FK039MD', brand: 'peugeot', vehicle: '207-i' },
  { plate: 'AL516NT', brand: 'citroen', vehicle: 'c3-ii' },
  { plate: 'GT207XH', brand: 'citroen', vehicle: 'c3-iii' },
  { plate: 'BP334DR', brand: 'citroen', vehicle: 'berlingo-ii' },
  { plate: 'CW659FA', brand: 'volkswagen', vehicle: 'golf-vii' },
  { plate: 'EY812KM', brand: 'volkswagen', vehicle: 'golf-viii' },
  { plate: 'DZ147GP', brand: 'volkswagen', vehicle: 'polo-v' },
  { plate: 'FA370BE', brand: 'dacia', vehicle: 'sandero-ii' },
  { plate: 'GL925TC', brand: 'dacia', vehicle: 'sandero-iii' },
  { plate: 'EV604NR', brand: 'dacia', vehicle: 'duster-ii' },
  { plate: 'CT583WL', brand: 'ford', vehicle: 'fiesta-vii' },
  { plate: 'BH746ZP', brand: 'toyota', vehicle: 'yaris-iii' },
  { plate: 'DK291AV', brand: 'opel', vehicle: 'corsa-e' },
  // Older FNI plates (before 2009), still on the road.
  { plate: '123ABC45', brand: 'peugeot', vehicle: '206-i' },
  { plate: '4567XR69', brand: 'renault', vehicle: 'clio-ii' },
  { plate: '890HT2A', brand: 'citroen', vehicle: 'saxo-i' },
];

/** Writes the demo plates (source `demo`); fails loudly when a slug names no seeded vehicle. */
export async function seedDemoPlates(db: Db): Promise<number> {
  const rows: (typeof knownPlates.$inferInsert)[] = [];
  for (const demo of DEMO_PLATES) {
    const [found] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .innerJoin(brands, eq(brands.id, vehicles.brandId))
      .where(and(eq(brands.slug, demo.brand), eq(vehicles.slug, demo.vehicle)));
    if (!found)
      throw new Error(`Demo plate ${demo.plate}: no vehicle ${demo.brand}/${demo.vehicle}`);
    rows.push({ plate: demo.plate, vehicleId: found.id, source: 'demo', createdAt: BASE_DATE });
  }
  await db.insert(knownPlates).values(rows);
  return rows.length;
}
