/**
 * Resized image variants: the URL scheme, the allow-list of sizes and the presets pages use.
 * Pure (no I/O, no Node built-ins): the pages import it in the browser bundle too.
 *
 *   /media/r/{width}x{height}-{fit}-q{quality}/{path of the original under /media/}.{format}
 *   /media/r/350x350-inside-q88/images/products/seat-covers-black.webp.avif
 *
 * `height` 0 = bounded by the width only; `fit` is `inside` (whole picture, aspect kept) or
 * `cover` (cropped to exactly that aspect); pictures are never enlarged. The URL names its
 * original and every parameter, so it never changes meaning: the answer is cached for a year as
 * `immutable` (originals are never replaced under the same name). Only the sizes of the presets
 * (image-presets.rules.ts) are served; any other size is a 404, so nobody can make the server
 * render arbitrary sizes.
 * See docs/decisions/009-image-variants.md.
 */

import {
  ALLOWED_VARIANTS,
  FORMAT_CONTENT_TYPES,
  IMAGE_FORMATS,
  IMAGE_PRESETS,
  SOURCE_EXTENSIONS,
  specKey,
  type ImageFormat,
  type ImagePresetName,
  type PresetSource,
  type VariantSpec,
} from './image-presets.rules';

// The presets and the allow-list live in image-presets.rules.ts; this file keeps the URL scheme
// and still hands out both, so importers have one path.
export {
  ALLOWED_VARIANTS,
  CATEGORY_IMAGE_QUALITY,
  DEFAULT_IMAGE_QUALITY,
  FORMAT_CONTENT_TYPES,
  IMAGE_FORMATS,
  IMAGE_PRESETS,
  MOBILE_MEDIA,
  SOURCE_EXTENSIONS,
  encoderQuality,
  specKey,
  type ImageFit,
  type ImageFormat,
  type ImagePreset,
  type ImagePresetName,
  type PresetSource,
  type VariantSpec,
} from './image-presets.rules';

export const VARIANT_URL_PREFIX = '/media/r/';
const MEDIA_PREFIX = '/media/';

/** The storage sub-folder holding rendered variants (never itself a source of variants). */
export const CACHE_FOLDER = 'cache';

export interface ParsedVariant {
  spec: VariantSpec;
  specKey: string;
  /** Decoded path of the original under the storage folder: `images/products/a.webp`. */
  originalPath: string;
  format: ImageFormat;
}

/**
 * Reads the part of a variant URL after `/media/r/` (still percent-encoded, query allowed).
 * Null for anything that is not an allowed size of a plain relative path to a raster original:
 * unknown sizes, `..` or `.` segments (also encoded), encoded slashes, backslashes, control
 * characters, hidden files, the cache folder itself, unknown formats.
 */
export function parseVariantPath(rest: string): ParsedVariant | null {
  const withoutQuery = rest.split(/[?#]/, 1)[0] ?? '';
  const [key, ...encodedSegments] = withoutQuery.split('/');
  const spec = key === undefined ? undefined : ALLOWED_VARIANTS.get(key);
  if (!spec || encodedSegments.length === 0) return null;
  const segments: string[] = [];
  for (const encoded of encodedSegments) {
    let segment: string;
    try {
      segment = decodeURIComponent(encoded);
    } catch {
      return null;
    }
    // Hidden names (".", "..", ".tmp") and anything that could change the folder are refused.
    // eslint-disable-next-line no-control-regex
    if (!segment || segment.startsWith('.') || /[/\\\u0000-\u001f\u007f]/.test(segment)) {
      return null;
    }
    segments.push(segment);
  }
  if (segments[0] === CACHE_FOLDER) return null;
  const last = segments[segments.length - 1]!;
  const dot = last.lastIndexOf('.');
  const format = last.slice(dot + 1) as ImageFormat;
  if (dot <= 0 || !IMAGE_FORMATS.includes(format)) return null;
  const originalName = last.slice(0, dot);
  const sourceDot = originalName.lastIndexOf('.');
  const sourceExtension = originalName.slice(sourceDot + 1).toLowerCase();
  if (sourceDot <= 0 || !SOURCE_EXTENSIONS.includes(sourceExtension)) return null;
  segments[segments.length - 1] = originalName;
  return { spec, specKey: key!, originalPath: segments.join('/'), format };
}

/** Relative path of a variant's file under the storage folder. */
export function variantCachePath(variant: ParsedVariant): string {
  return `r/${variant.specKey}/${variant.originalPath}.${variant.format}`;
}

/**
 * The variant URL of an original served at `/media/…`; null when the URL cannot have variants
 * (another site, a data: URL, an SVG, an existing variant, a size outside the allow-list).
 */
export function variantUrl(
  originalUrl: string,
  spec: VariantSpec,
  format: ImageFormat,
): string | null {
  if (!originalUrl.startsWith(MEDIA_PREFIX) || originalUrl.startsWith(VARIANT_URL_PREFIX)) {
    return null;
  }
  const key = specKey(spec);
  const rest = `${key}/${originalUrl.slice(MEDIA_PREFIX.length)}.${format}`;
  if (/[?#]/.test(rest) || !parseVariantPath(rest)) return null;
  return VARIANT_URL_PREFIX + rest;
}

/** Width and height of the picture a spec makes from an original of that size (never enlarged). */
export function variantDimensions(
  spec: VariantSpec,
  original: { width: number; height: number },
): { width: number; height: number } {
  const { width: ow, height: oh } = original;
  if (spec.fit === 'cover' && spec.height > 0) {
    const scale = Math.min(1, ow / spec.width, oh / spec.height);
    return {
      width: Math.max(1, Math.round(spec.width * scale)),
      height: Math.max(1, Math.round(spec.height * scale)),
    };
  }
  const scale = Math.min(1, spec.width / ow, spec.height > 0 ? spec.height / oh : Infinity);
  return {
    width: Math.max(1, Math.round(ow * scale)),
    height: Math.max(1, Math.round(oh * scale)),
  };
}

/** An image as pages get it from the API: its URL and, when known, its size. */
export interface ImageRef {
  url: string;
  width?: number | null;
  height?: number | null;
}

export interface PictureSource {
  type: string;
  media?: string;
  srcSet: string;
  sizes?: string;
}

export interface ImageSources {
  /** Fallback `<img src>` (jpg/png, the default source at 1x), or the URL itself without variants. */
  src: string;
  /** Fallback `<img srcset>` (1x, 2x); empty without variants. */
  srcSet: string;
  /** AVIF / WebP srcset of the default (desktop) source. */
  avifSrcSet: string;
  webpSrcSet: string;
  /** Every `<source>` of the `<picture>`, in order (media-specific first, AVIF before WebP). */
  sources: PictureSource[];
  /** Size of the default source at 1x: the `<img>` width/height (no layout shift). */
  width: number;
  height: number;
}

/**
 * URLs and sizes of a picture in a preset. With `sizes`, the srcsets list every width of the
 * preset with `w` descriptors (for images whose displayed width varies with the layout);
 * without, each source gives its 1x and 2x pictures.
 */
export function imageSources(
  image: string | ImageRef,
  presetName: ImagePresetName,
  options: { sizes?: string } = {},
): ImageSources {
  const ref = typeof image === 'string' ? { url: image } : image;
  const preset = IMAGE_PRESETS[presetName];
  const original =
    ref.width && ref.height && ref.width > 0 && ref.height > 0
      ? { width: ref.width, height: ref.height }
      : null;
  const dims = (spec: VariantSpec) =>
    original
      ? variantDimensions(spec, original)
      : { width: spec.width, height: spec.height || spec.width };
  const main = preset.sources[preset.sources.length - 1]!;
  const { width, height } = dims(main.x1);
  const densities = (source: PresetSource, format: ImageFormat) => {
    const x1 = variantUrl(ref.url, source.x1, format);
    const x2 = variantUrl(ref.url, source.x2, format);
    return x1 && x2 ? `${x1} 1x, ${x2} 2x` : '';
  };
  const widths = (format: ImageFormat) => {
    const seen = new Map<number, string>();
    for (const source of preset.sources) {
      for (const spec of [source.x1, source.x2]) {
        const url = variantUrl(ref.url, spec, format);
        const w = dims(spec).width;
        if (url && !seen.has(w)) seen.set(w, `${url} ${w}w`);
      }
    }
    return [...seen.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, entry]) => entry)
      .join(', ');
  };
  const fallbackSrc = variantUrl(ref.url, main.x1, preset.fallback);
  if (!fallbackSrc) {
    return {
      src: ref.url,
      srcSet: '',
      avifSrcSet: '',
      webpSrcSet: '',
      sources: [],
      width,
      height,
    };
  }
  const sources: PictureSource[] = options.sizes
    ? (['avif', 'webp'] as const).map((format) => ({
        type: FORMAT_CONTENT_TYPES[format],
        srcSet: widths(format),
        sizes: options.sizes,
      }))
    : preset.sources.flatMap((source) =>
        (['avif', 'webp'] as const).map((format) => ({
          type: FORMAT_CONTENT_TYPES[format],
          ...(source.media ? { media: source.media } : {}),
          srcSet: densities(source, format),
        })),
      );
  return {
    src: fallbackSrc,
    srcSet: options.sizes ? widths(preset.fallback) : densities(main, preset.fallback),
    avifSrcSet: options.sizes ? widths('avif') : densities(main, 'avif'),
    webpSrcSet: options.sizes ? widths('webp') : densities(main, 'webp'),
    sources,
    width,
    height,
  };
}
