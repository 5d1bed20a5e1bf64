/** Reads for the brand and vehicle pages (/marques/…) and the sitemap. */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands } from '../catalog/brands.tables';
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
export function findVehicleBySlugs(
  db: Db,
  brandSlug: string,
  vehicleSlug: string,
): Promise<VehiclePageData | null> {
  return findPageVehicle(db, and(eq(brands.slug, brandSlug), eq(vehicles.slug, vehicleSlug)));
}

/** An active model of an active brand by id (the customer's remembered vehicle); else null. */
export function findVehicleById(db: Db, id: number): Promise<VehiclePageData | null> {
  return findPageVehicle(db, eq(vehicles.id, id));
}

async function findPageVehicle(db: Db, where: SQL | undefined): Promise<VehiclePageData | null> {
  const [row] = await db
    .select({
      id: vehicles.id,
      name: vehicles.name,
      generation: vehicles.generation,
      slug: vehicles.slug,
      yearFrom: vehicles.yearFrom,
      yearTo: vehicles.yearTo,
      brandId: brands.id,
      brandName: brands.name,
      brandSlug: brands.slug,
    })
    .from(vehicles)
    .innerJoin(brands, eq(brands.id, vehicles.brandId))
    .where(and(where, eq(brands.isActive, true), eq(vehicles.isActive, true)));
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    label: vehicleLabel(row),
    brand: { id: row.brandId, name: row.brandName, slug: row.brandSlug },
  };
}

/** Every active (brand slug, model slug) pair, brands of type vehicle (sitemap). */
export async function listVehicleSlugs(db: Db): Promise<Array<{ brand: string; vehicle: string }>> {
  return db
    .select({ brand: brands.slug, vehicle: vehicles.slug })
    .from(vehicles)
    .innerJoin(brands, eq(brands.id, vehicles.brandId))
    .where(and(eq(vehicles.isActive, true), eq(brands.isActive, true)))
    .orderBy(asc(brands.name), asc(vehicles.position), asc(vehicles.id));
}
