// Safe for the browser bundle (pages import it): nothing here may import Node or sharp. The
// Node-only entries are imported directly by their one user: image-variants.routes (server)
// and placeholder-images (seed).
export { imagesByOwner, type ImageDto } from './images.repo';
export type { ImageOwnerType } from './media.tables';
export {
  ALLOWED_VARIANTS,
  CATEGORY_IMAGE_QUALITY,
  DEFAULT_IMAGE_QUALITY,
  FORMAT_CONTENT_TYPES,
  IMAGE_FORMATS,
  IMAGE_PRESETS,
  MOBILE_MEDIA,
  VARIANT_URL_PREFIX,
  imageSources,
  parseVariantPath,
  specKey,
  variantDimensions,
  variantUrl,
  type ImageFit,
  type ImageFormat,
  type ImagePreset,
  type ImagePresetName,
  type ImageRef,
  type ImageSources,
  type ParsedVariant,
  type PictureSource,
  type PresetSource,
  type VariantSpec,
} from './image-variants';
