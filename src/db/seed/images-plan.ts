import type { InferInsertModel } from 'drizzle-orm';
import type { ImageJob } from '../../modules/media/placeholder-files.service';
import { type ProductShape, productSvg } from '../../modules/media/placeholder-images.templates';
import { publicUrlFor } from '../../modules/media/storage.adapter';
import type { images } from '../schema';
import type { ImageOwnerType } from '../../modules/media/media.tables';
import type { DomainKey } from './data/catalogue';
import { BASE_DATE } from './constants';

export interface PlannedImage {
  url: string;
  width: number;
  height: number;
}

/**
 * Every picture the seed references, registered once by path. Rows point at these URLs; the
 * files are rendered afterwards (or concurrently), skipping files that already exist.
 */
export class ImagePlan {
  private readonly byPath = new Map<string, ImageJob & PlannedImage>();

  add(relativePath: string, width: number, height: number, svg: () => string): PlannedImage {
    let job = this.byPath.get(relativePath);
    if (!job) {
      job = { relativePath, svg, width, height, url: publicUrlFor(relativePath) };
      this.byPath.set(relativePath, job);
    }
    return job;
  }

  get jobs(): ImageJob[] {
    return [...this.byPath.values()];
  }

  get size(): number {
    return this.byPath.size;
  }
}

export const DOMAIN_SHAPES: Record<DomainKey, ProductShape> = {
  'seat-covers': 'seat',
  foam: 'foam',
  'door-panels': 'door',
  'rear-shelves': 'shelf',
  bellows: 'boot',
  equipment: 'mat',
};

/**
 * The drawing of each kind of product (leaf category key): a steering wheel cover is drawn as a
 * steering wheel, a handbrake boot as a handbrake, never as the domain's generic object.
 * Categories not listed (domains, intermediate levels) fall back to their domain's drawing.
 */
export const PRODUCT_TYPE_SHAPES: Record<string, ProductShape> = {
  'front-seat-covers': 'seat',
  'rear-seat-covers': 'bench',
  'full-seat-cover-sets': 'seat-set',
  'van-driver-seat-covers': 'seat',
  'van-passenger-bench-covers': 'bench',
  'waterproof-seat-covers': 'seat',
  'headrest-covers': 'headrest',
  'seat-cushion-foam': 'foam',
  'backrest-foam': 'foam',
  'hr-foam-sheets': 'foam-sheet',
  'backed-foam': 'foam-sheet',
  'front-door-panels': 'door',
  'rear-door-panels': 'door',
  'door-panel-kits': 'door',
  'door-panel-inserts': 'door',
  'rigid-rear-shelves': 'shelf',
  'speaker-rear-shelves': 'shelf',
  'rear-shelf-coverings': 'shelf',
  'gear-lever-boots': 'boot',
  'manual-gear-boots': 'boot',
  'automatic-selector-boots': 'boot',
  'handbrake-boots': 'handbrake',
  'gear-boot-knob-kits': 'boot',
  'floor-mats': 'mat',
  'carpet-floor-mats': 'mat',
  'rubber-floor-mats': 'mat',
  '3d-floor-mats': 'mat',
  'steering-wheel-covers': 'wheel',
  armrests: 'armrest',
  'boot-liners': 'liner',
};

/** The drawing of a category or product type: its own if it has one, else its domain's. */
export function shapeOf(typeKey: string, domain: DomainKey): ProductShape {
  return PRODUCT_TYPE_SHAPES[typeKey] ?? DOMAIN_SHAPES[domain];
}

export const PRODUCT_IMAGE_SIZE = 464;

/**
 * The shared product picture of a kind of product in a colour (or foam tint): the `main` view per
 * drawing and colour, the stitched close-up (`detail`) per colour only, as it looks the same for
 * every kind.
 */
export function productPicture(
  plan: ImagePlan,
  shape: ProductShape,
  tintKey: string,
  hex: string,
  view: 'main' | 'detail',
): PlannedImage {
  const name = view === 'main' ? `${shape}-${tintKey}` : `detail-${tintKey}`;
  return plan.add(`images/products/${name}.webp`, PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_SIZE, () =>
    productSvg(shape, hex, view),
  );
}

export type ImageRow = InferInsertModel<typeof images>;

export function imageRow(
  ownerType: ImageOwnerType,
  ownerId: number,
  image: PlannedImage,
  position = 0,
  location: string | null = null,
): ImageRow {
  return {
    ownerType,
    ownerId,
    url: image.url,
    extension: 'webp',
    width: image.width,
    height: image.height,
    location,
    position,
    createdAt: BASE_DATE,
  };
}

/** Pleasant tile colours for logos and banners, chosen by a stable hash of a name. */
export const PALETTE = [
  '#1f4d8c',
  '#b3222c',
  '#2e7d32',
  '#3b3e43',
  '#9c5a2b',
  '#5c1a27',
  '#00695c',
  '#283593',
  '#6a1b9a',
  '#c25e00',
  '#455a64',
  '#d6c2a0',
];

export function paletteColour(name: string): string {
  let h = 0;
  for (const ch of name) h = (Math.imul(h, 31) + (ch.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[h % PALETTE.length]!;
}
