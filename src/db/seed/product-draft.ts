import { LOCALES, type Locale, type Translated } from '../../shared/locale';
import type { LeafCategory, FilterValueIds } from './categories';
import { daysBefore } from './constants';
import { type DomainKey, type LeafSpec, RANGE_NAMES } from './data/catalogue';
import { COLOURS, FOAM_TINT, MATERIALS, THICKNESSES_MM } from './data/filters';
import { type ReviewDraft, type StockDraft, draftReviews, draftStock } from './draft-parts';
import {
  CLOSINGS,
  DOMAIN_SENTENCE,
  FIT_MODEL,
  FIT_UNIVERSAL,
  LABELS,
  MATERIAL_SENTENCE,
  inline,
  yearsText,
} from './data/product-texts';
import { type ImagePlan, type PlannedImage, productPicture, shapeOf } from './images-plan';
import { type Rng, streamFor } from './random';
import type { ModelGroup, VehicleCatalogue, VehicleInfo } from './reference';
import { slugify } from './slug';

/** Workshop fitting excl. tax by what is fitted: a full set takes longest, one seat least. */
const FITTING_FROM_CENTS: Record<string, number> = {
  full: 12_900,
  front: 8_900,
  rear: 7_900,
  passenger: 6_900,
  driver: 5_900,
};

/**
 * Made-to-measure seat covers and door panels (a seat or door position) can be fitted at the
 * workshop; universal parts, headrest covers and the other domains cannot. 59–149 € excl. tax,
 * from the index alone (no draw from the product's random stream, which would change every
 * product after it).
 */
export function assemblyPrice(
  domain: DomainKey,
  leaf: Pick<LeafSpec, 'fit' | 'position'>,
  index: number,
): number | null {
  if (domain !== 'seat-covers' && domain !== 'door-panels') return null;
  const from = leaf.position === undefined ? undefined : FITTING_FROM_CENTS[leaf.position];
  if (leaf.fit === 'universal' || from === undefined) return null;
  return from + (index % 3) * 1_000;
}

/** Everything one product needs, computed from its index alone: the same at any scale. */
export interface ProductDraft {
  index: number;
  leafIndex: number;
  reference: string;
  brandId: number;
  labelColor: string | null;
  labelText: Translated | null;
  hasNewVariant: boolean;
  bumped: boolean;
  score: number;
  salesCount: number;
  /** Workshop fitting per unit excl. tax (SPEC §5), null when not offered. */
  assemblyPriceHtCents: number | null;
  createdAt: Date;
  translations: { locale: Locale; name: string; slugBase: string; description: string }[];
  variants: VariantDraft[];
  vehicleIds: number[];
  images: PlannedImage[];
  reviews: ReviewDraft[];
}

export interface VariantDraft extends StockDraft {
  reference: string;
  name: Translated;
  priceHtCents: number;
  discountPercent: number;
  weightGrams: number;
  isNew: boolean;
  filterValueIds: number[];
  image: PlannedImage;
}

export interface DraftContext {
  leaves: LeafCategory[];
  vehicles: VehicleCatalogue;
  filterIds: FilterValueIds;
  plan: ImagePlan;
}

const DOMAIN_WEIGHTS: Record<DomainKey, number> = {
  'seat-covers': 34,
  equipment: 20,
  bellows: 13,
  'door-panels': 12,
  foam: 11,
  'rear-shelves': 10,
};
const ROMAN: Record<string, number> = {
  I: 1,
  II: 2,
  III: 3,
  IV: 4,
  V: 5,
  VI: 6,
  VII: 7,
  VIII: 8,
  IX: 9,
  X: 10,
};
export const COLOUR_BY_KEY = new Map(COLOURS.map((c) => [c.key, c]));
export const MATERIAL_BY_KEY = new Map(MATERIALS.map((m) => [m.key, m]));
const PRODUCT_STREAM = 1;

export function vehicleCode(model: string, generation: string | null): string {
  const m = slugify(model).replace(/-/g, '').toUpperCase().slice(0, 6);
  const g = generation
    ? String(ROMAN[generation] ?? slugify(generation).replace(/-/g, '').toUpperCase())
    : '';
  return m + g;
}

/** Pre-computed weights so that drafting one product stays cheap at 100 000 products. */
export class Drafter {
  private readonly leafWeights: number[];
  private readonly groupWeights: number[];
  private readonly vans: ModelGroup[];

  constructor(private readonly ctx: DraftContext) {
    const perDomain = new Map<DomainKey, number>();
    for (const leaf of ctx.leaves)
      perDomain.set(leaf.domain, (perDomain.get(leaf.domain) ?? 0) + 1);
    this.leafWeights = ctx.leaves.map((l) => DOMAIN_WEIGHTS[l.domain] / perDomain.get(l.domain)!);
    const perBrand = new Map<string, number>();
    for (const g of ctx.vehicles.groups)
      perBrand.set(g.brandName, (perBrand.get(g.brandName) ?? 0) + 1);
    this.groupWeights = ctx.vehicles.groups.map(
      (g) => (40 - g.brandRank) ** 2 / perBrand.get(g.brandName)!,
    );
    this.vans = ctx.vehicles.groups.filter((g) => g.isVan);
  }

  draft(index: number): ProductDraft {
    const rng = streamFor(PRODUCT_STREAM, index);
    const leafIndex = this.ctx.leaves.indexOf(rng.weighted(this.ctx.leaves, this.leafWeights));
    const leaf = this.ctx.leaves[leafIndex]!;
    const spec = leaf.spec;
    const { vehicles, vehicleLabel, code, rangeName } = this.pickVehicles(rng, spec.fit);
    const materials = rng.sample(
      spec.materials,
      spec.materials.length > 1 && rng.chance(0.25) ? 2 : 1,
    );
    const material = MATERIAL_BY_KEY.get(materials[0]!)!;
    const seq = String(index + 1).padStart(6, '0');
    const reference = `${spec.code}-${code}-${materials.length > 1 ? 'MX' : material.code}-${seq}`;
    const createdAt = daysBefore(rng.int(1, 730), rng.int(0, 86_399));
    const variants = this.variants(rng, leaf, materials, reference);
    const hasNewVariant = rng.chance(0.06);
    if (hasNewVariant) variants[variants.length - 1]!.isNew = true;
    const label = rng.chance(0.1) ? rng.pick(LABELS) : null;

    const translations = this.texts(leaf, materials, vehicles, vehicleLabel, rangeName, index);
    const images = this.pictures(leaf, variants);

    return {
      index,
      leafIndex,
      reference,
      brandId: rng.pick(
        this.ctx.vehicles.productBrands.filter((b) => b.domains.includes(leaf.domain)),
      ).id,
      labelColor: label?.color ?? null,
      labelText: label?.text ?? null,
      hasNewVariant,
      bumped: rng.chance(0.03),
      score: rng.int(0, 100),
      salesCount: Math.floor(rng.next() ** 3 * 2500),
      assemblyPriceHtCents: assemblyPrice(leaf.domain, spec, index),
      createdAt,
      translations,
      variants: variants.map(({ tintKey: _tint, ...v }) => v),
      vehicleIds: vehicles.map((v) => v.id),
      images,
      reviews: draftReviews(rng, createdAt),
    };
  }

  /** Name, slug and description in every language: no random draw (the stream stays intact). */
  texts(
    leaf: LeafCategory,
    materials: string[],
    vehicles: VehicleInfo[],
    vehicleLabel: string,
    rangeName: string | null,
    index: number,
  ): ProductDraft['translations'] {
    const spec = leaf.spec;
    const material = MATERIAL_BY_KEY.get(materials[0]!)!;
    return LOCALES.map((locale) => {
      const suffix = materials.length === 1 ? ` – ${inline(locale, material.name[locale])}` : '';
      const name = `${spec.noun[locale]} ${rangeName ?? vehicleLabel}${suffix}`;
      const first = vehicles[0]!;
      const last = vehicles[vehicles.length - 1]!;
      const fit = rangeName
        ? FIT_UNIVERSAL[locale](vehicles.length)
        : FIT_MODEL[locale](vehicleLabel, yearsText(locale, first.yearFrom, last.yearTo));
      const materialText = materials
        .map((k) => inline(locale, MATERIAL_BY_KEY.get(k)!.name[locale]))
        .join(' / ');
      const description = [
        fit,
        DOMAIN_SENTENCE[leaf.domain][locale],
        MATERIAL_SENTENCE[locale](materialText),
        CLOSINGS[index % CLOSINGS.length]![locale],
      ].join(' ');
      return { locale, name, slugBase: slugify(name, { maxLength: 140, locale }), description };
    });
  }

  /** Main and close-up pictures in the first variant's tint, plus the next tint's main one. */
  pictures(
    leaf: LeafCategory,
    variants: { image: PlannedImage; tintKey: string }[],
  ): PlannedImage[] {
    const shape = shapeOf(leaf.key, leaf.domain);
    const tints = [...new Set(variants.map((v) => v.image.url))];
    const firstTint = this.tint(leaf, variants[0]!.tintKey);
    const images = [
      productPicture(this.ctx.plan, shape, firstTint.key, firstTint.hex, 'main'),
      productPicture(this.ctx.plan, shape, firstTint.key, firstTint.hex, 'detail'),
    ];
    const second = variants.find((v) => v.image.url !== tints[0]);
    if (second) images.push(second.image);
    return images;
  }

  private pickVehicles(rng: Rng, fit: 'model' | 'van' | 'universal') {
    if (fit === 'universal') {
      const vehicles = rng
        .sample(this.ctx.vehicles.all, rng.int(4, 15))
        .sort((a, b) => a.id - b.id);
      const rangeName = rng.pick(RANGE_NAMES);
      return { vehicles, vehicleLabel: '', code: rangeName.toUpperCase().slice(0, 6), rangeName };
    }
    const group =
      fit === 'van' && this.vans.length > 0
        ? rng.pick(this.vans)
        : rng.weighted(this.ctx.vehicles.groups, this.groupWeights);
    const length = Math.min(group.vehicles.length, rng.weighted([1, 2, 3], [55, 35, 10]));
    const start = rng.int(0, group.vehicles.length - length);
    const vehicles: VehicleInfo[] = group.vehicles.slice(start, start + length);
    const generations = vehicles
      .map((v) => v.generation)
      .filter(Boolean)
      .join(' / ');
    const vehicleLabel = `${group.brandName} ${group.model}${generations ? ` ${generations}` : ''}`;
    return {
      vehicles,
      vehicleLabel,
      code: vehicleCode(group.model, vehicles[0]!.generation),
      rangeName: null,
    };
  }

  tint(leaf: LeafCategory, key: string) {
    return { key, hex: COLOUR_BY_KEY.get(key)?.hex ?? FOAM_TINT[key] ?? '#999999' };
  }

  private variants(rng: Rng, leaf: LeafCategory, materials: string[], reference: string) {
    const spec = leaf.spec;
    const ids = this.ctx.filterIds;
    const combos: { colour: string | null; material: string; mm: number | null }[] = [];
    if (spec.thickness) {
      const sizes = rng.sample(THICKNESSES_MM, rng.int(1, 4)).sort((a, b) => a - b);
      for (const mm of sizes) combos.push({ colour: null, material: materials[0]!, mm });
    } else {
      const colours = rng.sample(spec.colours, rng.weighted([1, 2, 3, 4], [25, 35, 25, 15]));
      for (const colour of colours)
        for (const material of materials) combos.push({ colour, material, mm: null });
    }
    const chosen = combos.length > 6 ? rng.sample(combos, 6) : combos;
    const base = rng.int(spec.priceCents[0], spec.priceCents[1]);
    const shared = [
      spec.position ? ids.position.get(spec.position)! : null,
      spec.finishes ? ids.finish.get(rng.pick([...ids.finish.keys()]))! : null,
    ];
    return chosen.map((combo) => {
      const material = MATERIAL_BY_KEY.get(combo.material)!;
      const colour = combo.colour ? COLOUR_BY_KEY.get(combo.colour)! : null;
      const factor = material.priceFactor * (combo.mm ? 0.6 + combo.mm / 50 : 1);
      const name = {} as Translated;
      for (const locale of LOCALES) {
        const first = colour ? colour.name[locale] : `${combo.mm} mm`;
        name[locale] = `${first} – ${inline(locale, material.name[locale])}`;
      }
      const tintKey = colour?.key ?? combo.material;
      const tint = this.tint(leaf, tintKey);
      return {
        reference: `${reference}-${colour ? colour.code : `${combo.mm}MM`}${materials.length > 1 ? material.code : ''}`,
        name,
        priceHtCents: Math.max(100, Math.round((base * factor) / 50) * 50),
        ...draftStock(rng),
        discountPercent: rng.chance(0.1) ? rng.pick([5, 10, 15, 20, 25, 30]) : 0,
        weightGrams: Math.round(
          rng.int(spec.weightGrams[0], spec.weightGrams[1]) * (combo.mm ? combo.mm / 20 : 1),
        ),
        isNew: false,
        filterValueIds: [
          colour ? ids.colour.get(colour.key)! : null,
          ids.material.get(material.key)!,
          combo.mm ? ids.thickness.get(combo.mm)! : null,
          ...shared,
        ].filter((id): id is number => id !== null),
        image: productPicture(
          this.ctx.plan,
          shapeOf(leaf.key, leaf.domain),
          tint.key,
          tint.hex,
          'main',
        ),
        tintKey,
      };
    });
  }
}
