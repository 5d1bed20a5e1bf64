import { useId } from 'react';
import { useT } from '../../i18n';

/**
 * Demo mode (docs/decisions/019-demo-and-production-modes.md): every page says the shop is a
 * demonstration, above the header and in the page's flow (it scrolls away, never covering
 * content), with the way to the development mailbox when mail lands there. Production mode
 * never renders it, so nothing there links to the mailbox.
 */
export function DemoRibbon({ mailbox }: { mailbox: boolean }) {
  const t = useT();
  const titleId = useId();
  return (
    <aside className="demo-ribbon" aria-labelledby={titleId} data-testid="demo-ribbon">
      <p>
        <strong id={titleId}>{t('demo.ribbon.title')}</strong>{' '}
        <span className="demo-ribbon-text">{t('demo.ribbon.text')}</span>
        {mailbox ? (
          <>
            {' '}
            {/* A server page outside the app: a whole-document link. */}
            <a href="/dev/mailbox" className="demo-ribbon-link">
              {t('demo.ribbon.mailbox')}
            </a>
          </>
        ) : null}
      </p>
    </aside>
  );
}
