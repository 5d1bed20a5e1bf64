export { imagesByOwner, type ImageDto } from './images.repo';
export type { ImageOwnerType } from './media.tables';
