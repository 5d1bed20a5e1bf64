import { useT } from '../../i18n';
import { Flag } from './flags';
import { useLocalePanel } from './locale-panel-context';

/**
 * A ready-made trigger: the flag of the visitor's country, opening the panel. The header's
 * language selector may use it or call `useLocalePanel().open()` itself.
 */
export function LocalePanelButton({ country, className }: { country: string; className?: string }) {
  const t = useT();
  const panel = useLocalePanel();
  return (
    <button
      type="button"
      className={['locale-panel-button', className].filter(Boolean).join(' ')}
      onClick={panel.open}
      aria-haspopup="dialog"
      aria-expanded={panel.isOpen}
      aria-label={t('panel.open')}
      data-testid="locale-panel-button"
    >
      <Flag iso={country} />
    </button>
  );
}
