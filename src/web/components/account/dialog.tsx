import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n';

/**
 * A modal box drawn by the server (so it works without JavaScript): a title, a body, and
 * actions. With JavaScript the first action takes the focus and Escape follows `closeTo`.
 */
export function Dialog({
  title,
  children,
  actions,
  role = 'dialog',
  testId,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  role?: 'dialog' | 'alertdialog';
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('.dialog-actions button, .dialog-actions a')?.focus();
  }, []);
  return (
    <div className="dialog-backdrop">
      <div
        ref={ref}
        className="dialog"
        role={role}
        aria-modal="true"
        aria-labelledby="dialog-title"
        data-testid={testId}
      >
        <h2 id="dialog-title">{title}</h2>
        <div className="dialog-body">{children}</div>
        <div className="dialog-actions">{actions}</div>
      </div>
    </div>
  );
}

/**
 * SPEC §8 generic error popup: "Une erreur est survenue", then the server's per-field errors
 * one per line, else its message. Closing it goes to `closeTo`.
 */
export function ErrorDialog({
  message,
  lines,
  closeTo,
}: {
  message: string;
  lines: string[];
  closeTo: string;
}) {
  const t = useT();
  return (
    <Dialog
      title={t('error.genericTitle')}
      role="alertdialog"
      testId="error-dialog"
      actions={
        <Link className="button button-primary" to={closeTo} replace>
          {t('dialog.close')}
        </Link>
      }
    >
      {lines.length > 0 ? lines.map((line) => <p key={line}>{line}</p>) : <p>{message}</p>}
    </Dialog>
  );
}
