import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListQuery, ListQuerySpec } from '../../shared/api-query';
import { brandSummaries, type BrandSummary } from '../catalog';
import { vehicles } from './vehicles.tables';

export const vehiclesQuerySpec: ListQuerySpec = {
  includes: ['brand'],
  filters: { brand_id: 'int', brand: 'textList', ids: 'intList', slug: 'text' },
  params: { brand_id: 'int' },
  sorts: ['position', 'name', 'year_from', 'id'],
  defaultSort: 'position',
};

export interface VehicleDto {
  id: number;
  brand_id: number;
  name: string;
  generation: string | null;
  slug: string;
  /** "Clio IV (2012–2019)": what a customer recognises in a picker. */
  label: string;
  year_from: number | null;
  year_to: number | null;
  position: number;
  brand?: { id: number; name: string; slug: string };
}

const SORT_COLUMNS = {
  position: vehicles.position,
  name: vehicles.name,
  year_from: vehicles.yearFrom,
  id: vehicles.id,
} as const;

export function vehicleLabel(v: {
  name: string;
  generation: string | null;
  yearFrom: number | null;
  yearTo: number | null;
}) {
  const name = v.generation ? `${v.name} ${v.generation}` : v.name;
  if (!v.yearFrom) return name;
  // A model still produced reads "Clio V (2019–)".
  return `${name} (${v.yearFrom}–${v.yearTo ?? ''})`;
}

const columns = {
  id: vehicles.id,
  brandId: vehicles.brandId,
  name: vehicles.name,
  generation: vehicles.generation,
  slug: vehicles.slug,
  yearFrom: vehicles.yearFrom,
  yearTo: vehicles.yearTo,
  position: vehicles.position,
};

interface VehicleRow {
  id: number;
  brandId: number;
  name: string;
  generation: string | null;
  slug: string;
  yearFrom: number | null;
  yearTo: number | null;
  position: number;
}

function toDto(row: VehicleRow, brand: BrandSummary, withBrand: boolean): VehicleDto {
  return {
    id: row.id,
    brand_id: row.brandId,
    name: row.name,
    generation: row.generation,
    slug: row.slug,
    label: vehicleLabel(row),
    year_from: row.yearFrom,
    year_to: row.yearTo,
    position: row.position,
    ...(withBrand ? { brand: { id: brand.id, name: brand.name, slug: brand.slug } } : {}),
  };
}

export async function listVehicles(
  db: Db,
  query: ListQuery,
): Promise<{ data: VehicleDto[]; total: number }> {
  const brandId = (query.filter.brand_id ?? query.params.brand_id) as number | undefined;
  const brandSlugs = query.filter.brand as string[] | undefined;
  // The makes (the catalogue's brands) a listed model may belong to: active, and named when asked.
  const makes = new Map(
    (await brandSummaries(db, { activeOnly: true, slugs: brandSlugs })).map((b) => [b.id, b]),
  );
  if (makes.size === 0) return { data: [], total: 0 };
  const where: SQL | undefined = and(
    eq(vehicles.isActive, true),
    inArray(vehicles.brandId, [...makes.keys()]),
    brandId ? eq(vehicles.brandId, brandId) : undefined,
    query.filter.ids ? inArray(vehicles.id, query.filter.ids as number[]) : undefined,
    query.filter.slug ? eq(vehicles.slug, query.filter.slug as string) : undefined,
  );
  const orderBy = [...query.sort, { field: 'id', descending: false }].map((s) => {
    const column = SORT_COLUMNS[s.field as keyof typeof SORT_COLUMNS];
    return s.descending ? desc(column) : asc(column);
  });
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(vehicles)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(vehicles).where(where),
  ]);
  return {
    data: rows.map((r) => toDto(r, makes.get(r.brandId)!, query.include.has('brand'))),
    total: counted?.total ?? 0,
  };
}

export async function getVehicle(db: Db, id: number): Promise<VehicleDto | null> {
  const [row] = await db
    .select(columns)
    .from(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.isActive, true)));
  if (!row) return null;
  const [brand] = await brandSummaries(db, { ids: [row.brandId] });
  return brand ? toDto(row, brand, true) : null;
}

export interface FittingVehicle {
  id: number;
  /** "Renault Clio IV (2012–2019)": the make, then the model's label. */
  label: string;
  brand_slug: string;
  slug: string;
}

/**
 * The active vehicles among `vehicleIds` (those a product fits), by make name then position,
 * at most `limit`: what a product page lists.
 */
export async function fittingVehicles(
  db: Db,
  vehicleIds: readonly number[],
  limit = 200,
): Promise<FittingVehicle[]> {
  if (vehicleIds.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(vehicles)
    .where(and(inArray(vehicles.id, [...vehicleIds]), eq(vehicles.isActive, true)));
  if (rows.length === 0) return [];
  const makes = await brandSummaries(db, { ids: [...new Set(rows.map((r) => r.brandId))] });
  // The makes come in name order: their rank is the sort key.
  const rank = new Map(makes.map((b, index) => [b.id, index]));
  const byId = new Map(makes.map((b) => [b.id, b]));
  return rows
    .filter((r) => rank.has(r.brandId))
    .sort(
      (a, b) =>
        rank.get(a.brandId)! - rank.get(b.brandId)! || a.position - b.position || a.id - b.id,
    )
    .slice(0, limit)
    .map((r) => ({
      id: r.id,
      label: `${byId.get(r.brandId)!.name} ${vehicleLabel(r)}`,
      brand_slug: byId.get(r.brandId)!.slug,
      slug: r.slug,
    }));
}
