/* Only the pure URL rules: the media index also exports
   its repo and Drizzle tables, which would land in the browser bundle (module-level calls). */
import {
  IMAGE_PRESETS,
  imageSources,
  type ImagePresetName,
  type ImageRef,
  type ImageSources,
} from '../../modules/media/image-variants.rules';

export { IMAGE_PRESETS, imageSources };
export type { ImagePresetName, ImageRef, ImageSources };

export interface PictureProps {
  /** `{ url }` as the API gives it (`/media/…`); width/height of the original when known. */
  image: ImageRef;
  /** Sizes to serve: 'card' | 'gallery' | 'thumb' | 'category' | 'brand' | 'tile'. */
  preset: ImagePresetName;
  /** Required: `""` for a decorative picture (its link or caption names it). */
  alt: string;
  loading?: 'lazy' | 'eager';
  /** High for the page's main (LCP) picture. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /**
   * Displayed width per layout (`(max-width: 767px) 50vw, 300px`): the browser then picks among
   * all the preset's widths instead of the preset's own 1x/2x per breakpoint.
   */
  sizes?: string;
  /** Class of the `<img>` (the `<picture>` wrapper is inline and unstyled). */
  className?: string;
  /** Class of the `<picture>`. */
  pictureClassName?: string;
}

/**
 * A picture at the right size for the screen: AVIF, then WebP `<source>`s with 1x/2x srcsets
 * (phone sizes first where the preset has them), and a JPEG/PNG `<img>` fallback carrying width
 * and height so the layout does not shift while it loads. Variants are rendered by the server
 * (see modules/media/image-variants.ts); a URL that cannot have variants is used as it is.
 */
export function Picture({
  image,
  preset,
  alt,
  loading = 'lazy',
  fetchPriority,
  sizes,
  className,
  pictureClassName,
}: PictureProps) {
  const sources = imageSources(image, preset, { sizes });
  return (
    <picture className={pictureClassName}>
      {sources.sources.map((source) => (
        <source
          key={`${source.media ?? ''}${source.type}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={source.sizes}
        />
      ))}
      <img
        className={className}
        src={sources.src}
        srcSet={sources.srcSet || undefined}
        sizes={sizes}
        alt={alt}
        width={sources.width}
        height={sources.height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
      />
    </picture>
  );
}
