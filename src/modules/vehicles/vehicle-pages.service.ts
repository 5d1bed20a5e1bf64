/** Reads for the brand and vehicle pages (/marques/…) and the sitemap. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandSummaries } from '../catalog';
import { vehicles } from './vehicles.tables';
import { vehicleLabel } from './vehicles.service';

export interface VehicleLink {
  id: number;
  name: string;
  slug: string;
  /** "Clio IV (2012–2019)" */
  label: string;
}

/** A brand's active models, in position order (brand page). */
export async function listBrandVehicles(db: Db, brandId: number): Promise<VehicleLink[]> {
  const rows = await db
    .select({
      id: vehicles.id,
      name: vehicles.name,
      generation: vehicles.generation,
      slug: vehicles.slug,
      yearFrom: vehicles.yearFrom,
      yearTo: vehicles.yearTo,
    })
    .from(vehicles)
    .where(and(eq(vehicles.brandId, brandId), eq(vehicles.isActive, true)))
    .orderBy(asc(vehicles.position), asc(vehicles.name), asc(vehicles.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    label: vehicleLabel(row),
  }));
}

export interface VehiclePageData extends VehicleLink {
  brand: { id: number; name: string; slug: string };
}

/** An active model of an active brand by the two slugs; null when they name nothing. */
export async function findVehicleBySlugs(
  db: Db,
  brandSlug: string,
  vehicleSlug: string,
): Promise<VehiclePageData | null> {
  const [brand] = await brandSummaries(db, { slugs: [brandSlug], activeOnly: true });
  if (!brand) return null;
  return pageVehicle(
    db,
    brand,
    and(eq(vehicles.brandId, brand.id), eq(vehicles.slug, vehicleSlug)),
  );
}

/** An active model of an active brand by id (the customer's remembered vehicle); else null. */
export async function findVehicleById(db: Db, id: number): Promise<VehiclePageData | null> {
  const [row] = await db
    .select({ brandId: vehicles.brandId })
    .from(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.isActive, true)));
  if (!row) return null;
  const [brand] = await brandSummaries(db, { ids: [row.brandId], activeOnly: true });
  return brand ? pageVehicle(db, brand, eq(vehicles.id, id)) : null;
}

async function pageVehicle(
  db: Db,
  brand: { id: number; name: string; slug: string },
  where: ReturnType<typeof eq> | undefined,
): Promise<VehiclePageData | null> {
  const [row] = await db
    .select({
      id: vehicles.id,
      name: vehicles.name,
      generation: vehicles.generation,
      slug: vehicles.slug,
      yearFrom: vehicles.yearFrom,
      yearTo: vehicles.yearTo,
    })
    .from(vehicles)
    .where(and(where, eq(vehicles.isActive, true)));
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    label: vehicleLabel(row),
    brand: { id: brand.id, name: brand.name, slug: brand.slug },
  };
}

/** Every active (brand slug, model slug) pair, brands of type vehicle (sitemap). */
export async function listVehicleSlugs(db: Db): Promise<Array<{ brand: string; vehicle: string }>> {
  // Active makes in name order; their rank orders the pairs as the brand pages do.
  const makes = await brandSummaries(db, { activeOnly: true });
  if (makes.length === 0) return [];
  const rank = new Map(makes.map((b, index) => [b.id, index]));
  const rows = await db
    .select({
      brandId: vehicles.brandId,
      slug: vehicles.slug,
      position: vehicles.position,
      id: vehicles.id,
    })
    .from(vehicles)
    .where(and(eq(vehicles.isActive, true), inArray(vehicles.brandId, [...rank.keys()])))
    .orderBy(asc(vehicles.position), asc(vehicles.id));
  return rows
    .sort(
      (a, b) =>
        rank.get(a.brandId)! - rank.get(b.brandId)! || a.position - b.position || a.id - b.id,
    )
    .map((r) => ({ brand: makes[rank.get(r.brandId)!]!.slug, vehicle: r.slug }));
}
