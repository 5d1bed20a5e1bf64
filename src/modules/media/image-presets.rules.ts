/**
 * The sizes and formats of resized image variants: the presets pages use and the allow-list of
 * sizes the server renders (ALLOWED_VARIANTS: the presets' sizes and nothing else). Pure, like the
 * URL rules of image-variants.rules.ts that read it: the pages import both in the browser bundle.
 * See docs/decisions/009-image-variants.md.
 */

export type ImageFormat = 'avif' | 'webp' | 'jpg' | 'png';
export type ImageFit = 'cover' | 'inside';

export const IMAGE_FORMATS: readonly ImageFormat[] = ['avif', 'webp', 'jpg', 'png'];

export const FORMAT_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** Originals the server resizes (never SVG: the demo's SVGs are rasterised at seed time). */
export const SOURCE_EXTENSIONS: readonly string[] = ['webp', 'jpg', 'jpeg', 'png', 'avif'];

/** SPEC §9: image crops default to quality 88 (range 80–92); category crops 100×100 at 90. */
export const DEFAULT_IMAGE_QUALITY = 88;
export const CATEGORY_IMAGE_QUALITY = 90;

/**
 * The encoder setting for a quality on the JPEG/WebP scale of SPEC §9. AVIF's scale differs: at
 * the same number it is near-lossless and heavier than WebP; 16 points lower matches WebP's
 * fidelity (PSNR, measured on the demo pictures) at about a third fewer bytes.
 */
export function encoderQuality(format: ImageFormat, quality: number): number {
  return format === 'avif' ? Math.max(1, quality - AVIF_QUALITY_OFFSET) : quality;
}

const AVIF_QUALITY_OFFSET = 16;

export interface VariantSpec {
  width: number;
  /** 0: bounded by the width only. */
  height: number;
  fit: ImageFit;
  quality: number;
}

/** One `<source media>` of a preset: the picture at 1x and at 2x pixel density. */
export interface PresetSource {
  /** Media query (`(max-width: 767px)`); absent on the last, default source. */
  media?: string;
  x1: VariantSpec;
  x2: VariantSpec;
}

export interface ImagePreset {
  /** Most specific media first; the last one has no media query and sizes the `<img>`. */
  sources: readonly PresetSource[];
  /** Format of the `<img>` fallback: png where transparency matters (logos), else jpg. */
  fallback: 'jpg' | 'png';
}

export type ImagePresetName =
  'card' | 'gallery' | 'thumb' | 'category' | 'brand' | 'tile' | 'banner';

/** SPEC §9 breakpoint "small": phones up to 767 px. */
export const MOBILE_MEDIA = '(max-width: 767px)';

const box = (
  width: number,
  height: number,
  fit: ImageFit = 'inside',
  quality = DEFAULT_IMAGE_QUALITY,
): VariantSpec => ({ width, height, fit, quality });

/**
 * The sizes pages may ask for. Adding a size here makes it servable; removing one breaks the
 * pages (and caches) still pointing at it, so retire sizes only with a release of new pages.
 */
export const IMAGE_PRESETS: Readonly<Record<ImagePresetName, ImagePreset>> = {
  /** Product card, SPEC §2: 180/360 px on mobile, 350/464 px on desktop (1x/2x). */
  card: {
    sources: [
      { media: MOBILE_MEDIA, x1: box(180, 180), x2: box(360, 360) },
      { x1: box(350, 350), x2: box(464, 464) },
    ],
    fallback: 'jpg',
  },
  /** Main picture of a product page, bounded by its width. */
  gallery: { sources: [{ x1: box(600, 0), x2: box(1200, 0) }], fallback: 'jpg' },
  /** Gallery thumbnails, swatches of pictures. */
  thumb: { sources: [{ x1: box(100, 100), x2: box(200, 200) }], fallback: 'jpg' },
  /** SPEC §9: category crops 100×100 at quality 90 (menus, category links). */
  category: {
    sources: [
      {
        x1: box(100, 100, 'cover', CATEGORY_IMAGE_QUALITY),
        x2: box(200, 200, 'cover', CATEGORY_IMAGE_QUALITY),
      },
    ],
    fallback: 'jpg',
  },
  /** Brand logos (transparent corners: png fallback). */
  brand: { sources: [{ x1: box(64, 64), x2: box(128, 128) }], fallback: 'png' },
  /** Wide cards (domains, articles, deals): cropped to 16:10. */
  tile: {
    sources: [
      { media: MOBILE_MEDIA, x1: box(200, 125, 'cover'), x2: box(400, 250, 'cover') },
      { x1: box(400, 250, 'cover'), x2: box(800, 500, 'cover') },
    ],
    fallback: 'jpg',
  },
  /** Full-width banners (the home's): the phone sizes are the gallery's, never enlarged. */
  banner: {
    sources: [
      { media: MOBILE_MEDIA, x1: box(600, 0), x2: box(1200, 0) },
      { x1: box(1280, 0), x2: box(2560, 0) },
    ],
    fallback: 'jpg',
  },
};

export function specKey(spec: VariantSpec): string {
  return `${spec.width}x${spec.height}-${spec.fit}-q${spec.quality}`;
}

/** Every servable size, by its URL segment: the sizes of the presets and nothing else. */
export const ALLOWED_VARIANTS: ReadonlyMap<string, VariantSpec> = new Map(
  Object.values(IMAGE_PRESETS).flatMap((preset) =>
    preset.sources.flatMap((source) => [source.x1, source.x2].map((s) => [specKey(s), s] as const)),
  ),
);
