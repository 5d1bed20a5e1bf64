export { Flag, LOCALE_FLAG, hasFlag } from './flags';
export {
  LANGUAGE_NAMES,
  LocalePanel,
  RELOAD_DELAY_MS,
  type LocalePanelProps,
  type PanelCountry,
} from './locale-panel';
export { LocalePanelButton } from './locale-panel-button';
export {
  LocalePanelProvider,
  useLocalePanel,
  type LocalePanelControls,
} from './locale-panel-context';
export { localizedPath } from './locale-target';
