/**
 * What the product page shows, computed once in the loader from the catalogue's
 * `ProductDetail` (pure: no I/O, safe for the browser bundle). The swatches carry the variant
 * each one leads to, so that choosing one is a plain link (`?variant=<id>`) that works without
 * JavaScript.
 */
import type {
  FilterValueProductDto,
  ImageDto,
  ProductDetail,
  ReviewDto,
  StockStateName,
  VariantCard,
} from '../../../modules/catalog';
/* Only the pure variant rules: the catalog index
   also exports its repos and Drizzle tables, which would land in the browser bundle. */
import { compareBestVariant, variantForValue } from '../../../modules/catalog/variant-choice.rules';

export interface SwatchView {
  /** The filter value's id. */
  id: number;
  name: string;
  color: string | null;
  image: ImageDto | null;
  /** The chosen variant carries this value. */
  selected: boolean;
  /** The variant the swatch leads to; null when no variant carrying it can be bought. */
  targetVariantId: number | null;
}

export interface SwatchGroupView {
  /** The filter's id. */
  id: number;
  name: string;
  /** Picture swatches (the value's image, else its colour) rather than text buttons. */
  useImages: boolean;
  /** Picture swatches without their names (still named for assistive technologies). */
  hideNames: boolean;
  values: SwatchView[];
}

export interface VariantView {
  id: number;
  name: string;
  reference: string;
  /** Euros incl. tax, what the visitor pays (after the discount). */
  priceTtcCents: number;
  /** Euros incl. tax before the discount. */
  originalPriceTtcCents: number;
  /** The same two excl. tax: what a verified PRO reads ("HT", decision 048). */
  priceHtCents: number;
  originalPriceHtCents: number;
  /** Percent, 0 when none. */
  discount: number;
  stockState: StockStateName;
  reorderDelayMin: number | null;
  reorderDelayMax: number | null;
}

export interface ProductView {
  id: number;
  name: string;
  /** The chosen variant's reference, else the product's. */
  reference: string;
  description: string;
  brand: { name: string; slug: string } | null;
  variant: VariantView | null;
  /** The chosen variant's pictures first, then the product's, without duplicates. */
  images: ImageDto[];
  /** Filters on which the variants differ: the choices. */
  swatchGroups: SwatchGroupView[];
  /** Filters with one value for every variant: characteristics, not choices. */
  specs: Array<{ name: string; value: string }>;
  reviewsAverage: number | null;
  reviewsCount: number;
  reviews: ReviewDto[];
  vehicles: ProductDetail['vehicles'];
  documentation: ProductDetail['documentation'];
  questions: ProductDetail['questions'];
  /** Workshop fitting per unit, incl. tax (SPEC §5); null when the product offers none. */
  assemblyPriceTtcCents: number | null;
  assemblyPriceHtCents: number | null;
  /** A verified PRO's quantity tiers (decision 048); empty for anyone else. */
  proTiers: Array<{ minQuantity: number; percent: number }>;
}

/**
 * The catalogue's variant choice, applied here to every swatch at once (the same rule
 * `GET /api/products/{id}?current_filter_value_product_id=` answers with).
 */
export const variantForSwatch = variantForValue;

/** The catalogue's best-variant order (the first one is what the card and the page show). */
export function bestVariantOrder<
  V extends Pick<VariantCard, 'id' | 'stock_state' | 'user_price_ttc_cents'>,
>(variants: readonly V[]): V[] {
  return [...variants].sort(compareBestVariant);
}

/** Swatch groups (filters on which the variants differ) and specs (filters they share). */
export function swatchGroups(
  detail: Pick<ProductDetail, 'filters' | 'filter_value_products' | 'variants'>,
  chosen: Pick<VariantCard, 'filter_value_ids'> | undefined,
): { groups: SwatchGroupView[]; specs: Array<{ name: string; value: string }> } {
  const ordered = bestVariantOrder(detail.variants);
  const selected = chosen?.filter_value_ids ?? [];
  const groups: SwatchGroupView[] = [];
  const specs: Array<{ name: string; value: string }> = [];
  for (const filter of detail.filters) {
    const values = detail.filter_value_products.filter(
      (fvp) => fvp.filter_value.filter_id === filter.id,
    );
    if (values.length === 0) continue;
    const onEveryVariant = (fvp: FilterValueProductDto) =>
      detail.variants.every((v) => v.filter_value_ids.includes(fvp.filter_value.id));
    if (values.length === 1 && onEveryVariant(values[0]!)) {
      specs.push({ name: filter.name, value: values[0]!.filter_value.name });
      continue;
    }
    groups.push({
      id: filter.id,
      name: filter.name,
      useImages: filter.use_images,
      hideNames: filter.use_images && filter.images_hide_names,
      values: values.map((fvp) => ({
        id: fvp.filter_value.id,
        name: fvp.filter_value.name,
        color: fvp.filter_value.color,
        image: fvp.filter_value.image,
        selected: selected.includes(fvp.filter_value.id),
        targetVariantId:
          fvp.selectable_variants.length === 0
            ? null
            : (variantForSwatch(ordered, selected, fvp.filter_value.id)?.id ?? null),
      })),
    });
  }
  return { groups, specs };
}

/** Pictures of the chosen variant, then the product's, each URL once. */
export function galleryImages(
  productImages: readonly ImageDto[],
  variant: Pick<VariantCard, 'images'> | undefined,
): ImageDto[] {
  const seen = new Set<string>();
  const result: ImageDto[] = [];
  for (const image of [...(variant?.images ?? []), ...productImages]) {
    if (seen.has(image.url)) continue;
    seen.add(image.url);
    result.push(image);
  }
  return result;
}

export function variantView(variant: VariantCard): VariantView {
  return {
    id: variant.id,
    name: variant.name,
    reference: variant.reference,
    priceTtcCents: variant.user_price_ttc_cents,
    originalPriceTtcCents: variant.original_price_ttc_cents,
    priceHtCents: variant.user_price_ht_cents,
    originalPriceHtCents: variant.original_price_ht_cents,
    discount: variant.active_discount,
    stockState: variant.stock_state,
    reorderDelayMin: variant.reorder_delay_min,
    reorderDelayMax: variant.reorder_delay_max,
  };
}

export function productView(detail: ProductDetail): ProductView {
  const chosen = detail.variant;
  const { groups, specs } = swatchGroups(detail, chosen);
  return {
    id: detail.id,
    name: detail.name,
    reference: chosen?.reference ?? detail.reference,
    description: plainDescription(detail.description),
    brand: detail.brand ? { name: detail.brand.name, slug: detail.brand.slug } : null,
    variant: chosen ? variantView(chosen) : null,
    images: galleryImages(detail.images, chosen),
    swatchGroups: groups,
    specs,
    reviewsAverage: detail.reviews_count > 0 ? detail.reviews_avg_stars : null,
    reviewsCount: detail.reviews_count,
    reviews: detail.reviews ?? [],
    vehicles: detail.vehicles,
    documentation: detail.documentation,
    questions: detail.questions,
    assemblyPriceTtcCents: detail.assembly_price_ttc_cents ?? null,
    assemblyPriceHtCents: detail.assembly_price_ht_cents ?? null,
    proTiers: (detail.pro_quantity_tiers ?? []).map((tier) => ({
      minQuantity: tier.min_quantity,
      percent: tier.percent,
    })),
  };
}

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
};

/**
 * A description as plain text with blank lines between paragraphs: descriptions may hold simple
 * HTML (the page renders text, never markup), so `<br>`, `</p>` and list items break lines and
 * other tags are dropped.
 */
export function plainDescription(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|li|h[1-6])\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39|apos);/g, (_, entity: string) => ENTITIES[entity] ?? ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
