import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { logoSvg } from '../../modules/media/placeholder-images.templates';
import type { Db } from '../client';
import { brands, countries, images, vehicles } from '../schema';
import { insertMany, insertReturningIds } from './batch';
import { BASE_DATE } from './constants';
import { COUNTRIES } from './data/countries';
import { type DomainKey, PRODUCT_BRANDS, VAN_MODELS } from './data/catalogue';
import { type ImagePlan, type ImageRow, imageRow, paletteColour } from './images-plan';
import { slugify } from './slug';

interface VehicleJson {
  brands: {
    name: string;
    slug: string;
    models: { name: string; generation: string | null; from: number | null; to: number | null }[];
  }[];
}

export interface VehicleInfo {
  id: number;
  brandName: string;
  name: string;
  generation: string | null;
  yearFrom: number | null;
  yearTo: number | null;
}

/** Generations of one model of one make, oldest first (Renault Clio II … V). */
export interface ModelGroup {
  brandName: string;
  /** Order of the make in vehicles.json: earlier makes sell more in France. */
  brandRank: number;
  model: string;
  isVan: boolean;
  vehicles: VehicleInfo[];
}

export interface VehicleCatalogue {
  all: VehicleInfo[];
  groups: ModelGroup[];
  productBrands: { id: number; domains: DomainKey[] }[];
}

export function loadVehicleJson(): VehicleJson {
  const file = fileURLToPath(new URL('./data/vehicles.json', import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as VehicleJson;
}

export async function seedCountries(db: Db): Promise<number> {
  const sorted = [
    COUNTRIES[0]!,
    ...COUNTRIES.slice(1).sort((a, b) => a.name.fr.localeCompare(b.name.fr, 'fr')),
  ];
  return insertMany(
    db,
    countries,
    sorted.map((c, position) => ({
      iso: c.iso,
      name: c.name,
      isAllowed: c.isAllowed,
      vatRateBp: c.vatRateBp,
      phonePrefix: c.phonePrefix,
      position,
    })),
  );
}

function logo(plan: ImagePlan, slug: string, name: string) {
  return plan.add(`images/brands/${slug}.webp`, 200, 200, () => logoSvg(name, paletteColour(slug)));
}

/** Vehicle makes (alphabetical positions), all their model generations, and the product makers. */
export async function seedBrandsAndVehicles(db: Db, plan: ImagePlan): Promise<VehicleCatalogue> {
  const json = loadVehicleJson();
  const alphabetical = json.brands.map((b) => b.name).sort((a, b) => a.localeCompare(b, 'fr'));
  const vehicleBrandIds = await insertReturningIds(
    db,
    brands,
    json.brands.map((b) => ({
      name: b.name,
      slug: b.slug,
      type: 'vehicle' as const,
      position: alphabetical.indexOf(b.name),
      createdAt: BASE_DATE,
    })),
  );
  const productBrandIds = await insertReturningIds(
    db,
    brands,
    PRODUCT_BRANDS.map((b, i) => ({
      name: b.name,
      slug: b.slug,
      type: 'product' as const,
      position: i,
      createdAt: BASE_DATE,
    })),
  );
  const imageRows: ImageRow[] = [
    ...json.brands.map((b, i) =>
      imageRow('brand', vehicleBrandIds[i]!, logo(plan, b.slug, b.name)),
    ),
    ...PRODUCT_BRANDS.map((b, i) =>
      imageRow('brand', productBrandIds[i]!, logo(plan, b.slug, b.name)),
    ),
  ];
  await insertMany(db, images, imageRows);

  const rows: (typeof vehicles.$inferInsert)[] = [];
  const meta: Omit<VehicleInfo, 'id'>[] = [];
  json.brands.forEach((b, brandIndex) => {
    const seen = new Set<string>();
    b.models.forEach((m, position) => {
      const slug = slugify(m.generation ? `${m.name} ${m.generation}` : m.name);
      if (seen.has(slug)) throw new Error(`Duplicate vehicle slug ${b.slug}/${slug}`);
      seen.add(slug);
      rows.push({
        brandId: vehicleBrandIds[brandIndex]!,
        name: m.name,
        generation: m.generation,
        slug,
        yearFrom: m.from,
        yearTo: m.to,
        position,
      });
      meta.push({
        brandName: b.name,
        name: m.name,
        generation: m.generation,
        yearFrom: m.from,
        yearTo: m.to,
      });
    });
  });
  const vehicleIds = await insertReturningIds(db, vehicles, rows);
  const all: VehicleInfo[] = meta.map((m, i) => ({ ...m, id: vehicleIds[i]! }));

  const groups = new Map<string, ModelGroup>();
  for (const v of all) {
    const key = `${v.brandName}\u0000${v.name}`;
    let group = groups.get(key);
    if (!group) {
      const brandRank = json.brands.findIndex((b) => b.name === v.brandName);
      group = {
        brandName: v.brandName,
        brandRank,
        model: v.name,
        isVan: VAN_MODELS.has(v.name),
        vehicles: [],
      };
      groups.set(key, group);
    }
    group.vehicles.push(v);
  }
  for (const group of groups.values())
    group.vehicles.sort((a, b) => (a.yearFrom ?? 0) - (b.yearFrom ?? 0));
  return {
    all,
    groups: [...groups.values()],
    productBrands: PRODUCT_BRANDS.map((b, i) => ({ id: productBrandIds[i]!, domains: b.domains })),
  };
}
