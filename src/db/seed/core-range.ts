import { LOCALES, type Translated } from '../../shared/locale';
import { daysBefore } from './constants';
import { inline } from './data/product-texts';
import { draftReviews } from './draft-parts';
import { productPicture, shapeOf } from './images-plan';
import {
  COLOUR_BY_KEY,
  type DraftContext,
  type Drafter,
  MATERIAL_BY_KEY,
  type ProductDraft,
  assemblyPrice,
  vehicleCode,
} from './product-draft';
import { streamFor } from './random';
import type { VehicleInfo } from './reference';

/** Random stream of the core range's products (1 is the random products', 2 the associations'). */
const CORE_STREAM = 3;

/**
 * The core range: the full made-to-fit offer, in stock, for the cars most seen on French roads.
 * The random products (product-draft.ts) spread over 300+ vehicle generations, so a popular car
 * could end up with five products and no seat cover; a visitor with a Clio must find front and
 * rear seat covers in several materials and colours, foam, door panels, a rear shelf, and gear
 * and handbrake boots. These products are added after the random ones, with references of their
 * own (`…-R00001`), so the random products keep theirs.
 */
export interface CoreRangeItem {
  /** Leaf category key (data/catalogue.ts). */
  leafKey: string;
  materials: string[];
  /** Colour keys; ignored when `thicknesses` is given (foam). */
  colours: string[];
  thicknesses?: number[];
}

/** Make, model and generation as spelled in data/vehicles.json. */
export const CORE_VEHICLES: ReadonlyArray<{ brand: string; model: string; generation: string }> = [
  ['Renault', 'Clio', 'IV'],
  ['Renault', 'Clio', 'V'],
  ['Peugeot', '208', 'I'],
  ['Peugeot', '208', 'II'],
  ['Peugeot', '308', 'II'],
  ['Peugeot', '308', 'III'],
  ['Citroën', 'C3', 'II'],
  ['Citroën', 'C3', 'III'],
  ['Dacia', 'Sandero', 'II'],
  ['Dacia', 'Sandero', 'III'],
  ['Volkswagen', 'Golf', 'VII'],
  ['Volkswagen', 'Polo', 'V'],
  ['Volkswagen', 'Polo', 'VI'],
  ['Peugeot', '2008', 'I'],
  ['Peugeot', '2008', 'II'],
  ['Renault', 'Captur', 'I'],
  ['Renault', 'Captur', 'II'],
  ['Renault', 'Mégane', 'III'],
  ['Renault', 'Mégane', 'IV'],
  ['Renault', 'Kangoo', 'II'],
  ['Renault', 'Kangoo', 'III'],
  ['Peugeot', 'Partner', 'II'],
  ['Citroën', 'Berlingo', 'II'],
  ['Citroën', 'Berlingo', 'III'],
  ['Renault', 'Master', 'III'],
  ['Renault', 'Trafic', 'III'],
  ['Ford', 'Transit', 'IV'],
  ['Toyota', 'Yaris', 'III'],
  ['Toyota', 'Yaris', 'IV'],
  ['Dacia', 'Duster', 'II'],
  ['Dacia', 'Duster', 'III'],
  ['Citroën', 'C4', 'II'],
  ['Citroën', 'C4', 'III'],
].map(([brand, model, generation]) => ({ brand: brand!, model: model!, generation: generation! }));

/** Second colours, turn by turn, so that neighbouring cars do not all look alike. */
const ACCENTS = ['beige', 'light-grey', 'brown', 'red', 'blue', 'cognac', 'burgundy'];

/** The products every core vehicle gets (the `n`th vehicle of CORE_VEHICLES). */
export function coreRangeItems(n: number): CoreRangeItem[] {
  const accent = ACCENTS[n % ACCENTS.length]!;
  const premium = n % 2 === 0 ? 'leather' : 'alcantara';
  return [
    {
      leafKey: 'front-seat-covers',
      materials: ['leatherette', 'fabric'],
      colours: ['black', 'anthracite', accent],
    },
    { leafKey: 'front-seat-covers', materials: [premium], colours: ['black', accent] },
    {
      leafKey: 'rear-seat-covers',
      materials: ['leatherette', 'fabric'],
      colours: ['black', 'anthracite', accent],
    },
    {
      leafKey: 'seat-cushion-foam',
      materials: ['hr-foam'],
      colours: [],
      thicknesses: [20, 30, 40],
    },
    {
      leafKey: 'front-door-panels',
      materials: ['leatherette', 'alcantara'],
      colours: ['black', accent],
    },
    { leafKey: 'rigid-rear-shelves', materials: ['carpet'], colours: ['black', 'anthracite'] },
    {
      leafKey: 'manual-gear-boots',
      materials: ['leatherette', 'leather'],
      colours: ['black', accent],
    },
    {
      leafKey: 'handbrake-boots',
      materials: ['leatherette', 'leather'],
      colours: ['black', accent],
    },
  ];
}

/** The core vehicles found in the seeded vehicles; a missing one is a data error, not a skip. */
export function coreVehicles(all: readonly VehicleInfo[]): VehicleInfo[] {
  return CORE_VEHICLES.map((c) => {
    const found = all.find(
      (v) => v.brandName === c.brand && v.name === c.model && v.generation === c.generation,
    );
    if (!found)
      throw new Error(`Core range: ${c.brand} ${c.model} ${c.generation} not in vehicles.json`);
    return found;
  });
}

/** Number of products of the core range (the same at any scale). */
export const CORE_RANGE_SIZE = CORE_VEHICLES.reduce((n, _, i) => n + coreRangeItems(i).length, 0);

/**
 * One product of the core range (see core-range.ts): made for one vehicle, in the given
 * materials × colours (or foam thicknesses), every variant in stock. Its own random stream
 * (purpose CORE_STREAM, item number `k`), so the random products keep their references.
 */
export function draftCoreProduct(
  drafter: Drafter,
  ctx: DraftContext,
  k: number,
  item: CoreRangeItem,
  vehicle: VehicleInfo,
): ProductDraft {
  const rng = streamFor(CORE_STREAM, k);
  const leafIndex = ctx.leaves.findIndex((l) => l.key === item.leafKey);
  if (leafIndex < 0) throw new Error(`Core range: no leaf category ${item.leafKey}`);
  const leaf = ctx.leaves[leafIndex]!;
  const spec = leaf.spec;
  const ids = ctx.filterIds;
  const vehicleLabel = `${vehicle.brandName} ${vehicle.name}${vehicle.generation ? ` ${vehicle.generation}` : ''}`;
  const materials = item.materials;
  const material = MATERIAL_BY_KEY.get(materials[0]!)!;
  const reference = `${spec.code}-${vehicleCode(vehicle.name, vehicle.generation)}-${materials.length > 1 ? 'MX' : material.code}-R${String(k + 1).padStart(5, '0')}`;
  const createdAt = daysBefore(rng.int(30, 900), rng.int(0, 86_399));
  const base = rng.int(spec.priceCents[0], spec.priceCents[1]);
  const finish = spec.finishes ? ids.finish.get(rng.pick([...ids.finish.keys()]))! : null;
  const shared = [spec.position ? ids.position.get(spec.position)! : null, finish];
  const shape = shapeOf(leaf.key, leaf.domain);
  const combos: { colour: string | null; material: string; mm: number | null }[] = item.thicknesses
    ? item.thicknesses.map((mm) => ({ colour: null, material: materials[0]!, mm }))
    : item.colours.flatMap((colour) => materials.map((m) => ({ colour, material: m, mm: null })));
  const variants = combos.map((combo) => {
    const mat = MATERIAL_BY_KEY.get(combo.material)!;
    const colour = combo.colour ? COLOUR_BY_KEY.get(combo.colour)! : null;
    const factor = mat.priceFactor * (combo.mm ? 0.6 + combo.mm / 50 : 1);
    const name = {} as Translated;
    for (const locale of LOCALES) {
      const first = colour ? colour.name[locale] : `${combo.mm} mm`;
      name[locale] = `${first} – ${inline(locale, mat.name[locale])}`;
    }
    const tintKey = colour?.key ?? combo.material;
    const tint = drafter.tint(leaf, tintKey);
    return {
      reference: `${reference}-${colour ? colour.code : `${combo.mm}MM`}${materials.length > 1 ? mat.code : ''}`,
      name,
      priceHtCents: Math.max(100, Math.round((base * factor) / 50) * 50),
      quantityAvailable: rng.int(6, 80),
      reorderDelayMin: null,
      reorderDelayMax: null,
      outOfStockStatus: 'stock' as const,
      discountPercent: rng.chance(0.12) ? rng.pick([5, 10, 15]) : 0,
      weightGrams: Math.round(
        rng.int(spec.weightGrams[0], spec.weightGrams[1]) * (combo.mm ? combo.mm / 20 : 1),
      ),
      isNew: false,
      filterValueIds: [
        colour ? ids.colour.get(colour.key)! : null,
        ids.material.get(mat.key)!,
        combo.mm ? ids.thickness.get(combo.mm)! : null,
        ...shared,
      ].filter((id): id is number => id !== null),
      image: productPicture(ctx.plan, shape, tint.key, tint.hex, 'main'),
      tintKey,
    };
  });
  return {
    index: k,
    leafIndex,
    reference,
    brandId: rng.pick(ctx.vehicles.productBrands.filter((b) => b.domains.includes(leaf.domain))).id,
    labelColor: null,
    labelText: null,
    hasNewVariant: false,
    bumped: false,
    score: rng.int(40, 100),
    salesCount: rng.int(40, 1800),
    assemblyPriceHtCents: assemblyPrice(leaf.domain, spec, k),
    createdAt,
    translations: drafter.texts(leaf, materials, [vehicle], vehicleLabel, null, k),
    images: drafter.pictures(leaf, variants),
    variants: variants.map(({ tintKey: _tint, ...v }) => v),
    vehicleIds: [vehicle.id],
    reviews: draftReviews(rng, createdAt),
  };
}
