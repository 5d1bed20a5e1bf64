import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListQuery, ListQuerySpec } from '../../shared/api-query';
import { brands } from '../catalog/brands.tables';
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
  brandName: brands.name,
  brandSlug: brands.slug,
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
  brandName: string;
  brandSlug: string;
}

function toDto(row: VehicleRow, withBrand: boolean): VehicleDto {
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
    ...(withBrand ? { brand: { id: row.brandId, name: row.brandName, slug: row.brandSlug } } : {}),
  };
}

export async function listVehicles(
  db: Db,
  query: ListQuery,
): Promise<{ data: VehicleDto[]; total: number }> {
  const brandId = (query.filter.brand_id ?? query.params.brand_id) as number | undefined;
  const brandSlugs = query.filter.brand as string[] | undefined;
  const where: SQL | undefined = and(
    eq(vehicles.isActive, true),
    eq(brands.isActive, true),
    brandId ? eq(vehicles.brandId, brandId) : undefined,
    brandSlugs ? inArray(brands.slug, brandSlugs) : undefined,
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
      .innerJoin(brands, eq(brands.id, vehicles.brandId))
      .where(where)
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(vehicles)
      .innerJoin(brands, eq(brands.id, vehicles.brandId))
      .where(where),
  ]);
  return {
    data: rows.map((r) => toDto(r, query.include.has('brand'))),
    total: counted?.total ?? 0,
  };
}

export async function getVehicle(db: Db, id: number): Promise<VehicleDto | null> {
  const [row] = await db
    .select(columns)
    .from(vehicles)
    .innerJoin(brands, eq(brands.id, vehicles.brandId))
    .where(and(eq(vehicles.id, id), eq(vehicles.isActive, true)));
  return row ? toDto(row, true) : null;
}
