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

export const PRODUCT_IMAGE_SIZE = 464;

/**
 * The shared product picture of a domain in a colour (or foam tint): the `main` view per domain and
 * colour, the stitched close-up (`detail`) per colour only, as it looks the same in every domain.
 */
export function productPicture(
  plan: ImagePlan,
  domain: DomainKey,
  tintKey: string,
  hex: string,
  view: 'main' | 'detail',
): PlannedImage {
  const shape = DOMAIN_SHAPES[domain];
  const name = view === 'main' ? `${domain}-${tintKey}` : `detail-${tintKey}`;
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
