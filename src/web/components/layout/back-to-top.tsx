import { useEffect, useState } from 'react';
import { useT } from '../../i18n';
import { ArrowUpIcon } from './icons';

/** SPEC §9: the button appears once the page has scrolled more than 600 px. */
export const BACK_TO_TOP_THRESHOLD = 600;

export function BackToTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <button
      type="button"
      className="back-to-top"
      data-testid="back-to-top"
      data-visible={visible ? 'true' : 'false'}
      aria-label={t('layout.backToTop')}
      title={t('layout.backToTop')}
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        // The button disappears: give the focus to the top of the page (the logo link).
        document.querySelector<HTMLElement>('.header-logo')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
