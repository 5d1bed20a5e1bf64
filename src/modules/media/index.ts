// Node-only entries are imported directly by their one user, so this index never pulls sharp:
// image-variants.routes (server) and placeholder-images (seed). The browser bundle imports the
// pure image-variants.ts directly (web/components/picture.tsx): through this index it would also
// get the Drizzle tables.
export { imagesByOwner, imagesFromJson, imagesJsonOf, type ImageDto } from './images.repo';
export type { DocumentOwnerType, ImageOwnerType } from './media.tables';
export {
  ALLOWED_VARIANTS,
  CATEGORY_IMAGE_QUALITY,
  DEFAULT_IMAGE_QUALITY,
  FORMAT_CONTENT_TYPES,
  IMAGE_FORMATS,
  IMAGE_PRESETS,
  MOBILE_MEDIA,
  VARIANT_URL_PREFIX,
  encoderQuality,
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
} from './image-variants.rules';
export {
  createLocalStorage,
  MEDIA_URL_PREFIX,
  publicUrlFor,
  type FileStorage,
  type StoredFile,
  type StoredFileInfo,
} from './storage.adapter';
export { createStorage, type StorageSettings } from './storage-drivers.adapter';
export {
  attachImage,
  cleanAlt,
  copyImages,
  detachImages,
  imagesOf,
  reorderImages,
  setImageAlt,
  type AttachedImage,
  type AttachRefusal,
  type ImageAlt,
} from './image-attachments.service';
export {
  attachDocument,
  copyDocuments,
  detachDocuments,
  documentsByOwner,
  documentsOf,
  reorderDocuments,
  setDocumentTitle,
  type AttachedDocument,
  type DocumentAttachRefusal,
  type DocumentTitle,
} from './document-attachments.service';
export { receiveFormFile, storeFormPicture } from './form-upload.service';
export {
  deleteUpload,
  findUploads,
  forgetPrivateUploads,
  forgetPrivateUploadsOf,
  forgetUploads,
  uploadUrl,
  removeStoredFiles,
  storeUploads,
  uploadDto,
  type ReceivedFile,
  type UploadDto,
} from './uploads.service';
export { readUpload, withFileUploads } from './multipart.routes';
export {
  UPLOAD_PURPOSES,
  type UploadPurposeName,
  type UploadRefusal,
} from './upload-purposes.rules';
export type { UploadRow } from './uploads.tables';
