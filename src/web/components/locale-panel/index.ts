export { Flag, LOCALE_FLAG } from './flags';
export {
  LANGUAGE_NAMES,
  LocalePanel,
  RELOAD_DELAY_MS,
  type LocalePanelProps,
  type PanelCountry,
} from './locale-panel';
export {
  LocalePanelProvider,
  useLocalePanel,
  type LocalePanelControls,
} from './locale-panel-context';
export { localizedPath } from './locale-target';
