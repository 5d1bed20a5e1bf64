export { registerContentRoutes } from './content.routes';
export {
  getTexts,
  getPublicConfiguration,
  type TextDto,
  type WallpaperDto,
} from './content.service';
