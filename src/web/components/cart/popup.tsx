import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../i18n';
import { useFocusTrap } from '../consent/focus-trap';
import { CloseIcon } from '../layout/icons';
import { useHydrated } from '../use-hydrated';
import './cart.css';

/**
 * A modal box: the focus moves in (to `[data-autofocus]`, else the first control) and stays
 * there, Escape and the backdrop (unless `closeOnBackdrop` is false) close it, and the focus
 * goes back when it ends. Closing is `onClose` (a popup opened by a script) or a link to
 * `closeTo` (a popup drawn by the server, which then works without JavaScript too). Once
 * hydrated it is drawn in `<body>`, above every stacking context of the page (the product
 * page's sticky buy box makes one).
 */
export function Popup({
  title,
  children,
  actions,
  after,
  onClose,
  closeTo,
  role = 'dialog',
  size = 'small',
  closeOnBackdrop = true,
  testId,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  /** Below the actions (the added-to-cart modal's suggestions). */
  after?: ReactNode;
  onClose?: () => void;
  closeTo?: string;
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'large';
  /** False: a click beside the box does not close it (a form being filled, SPEC §2 save-cart). */
  closeOnBackdrop?: boolean;
  testId?: string;
}) {
  const t = useT();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  // One stable callback for the focus trap (a new one would move the focus again).
  const latest = useRef({ onClose, closeTo, navigate });
  useEffect(() => {
    latest.current = { onClose, closeTo, navigate };
  });
  const close = useCallback(() => {
    const { onClose, closeTo, navigate } = latest.current;
    if (onClose) onClose();
    else if (closeTo) void navigate(closeTo, { replace: true, preventScrollReset: true });
  }, []);
  useFocusTrap(box, true, close);
  useBodyScrollLock();
  const hydrated = useHydrated();
  const layer = (
    <div className="popup-layer">
      <div
        className="popup-backdrop"
        aria-hidden="true"
        onClick={closeOnBackdrop ? close : undefined}
      />
      <div
        ref={box}
        className={`popup popup-${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        data-testid={testId}
      >
        <div className="popup-head">
          <h2 id={`${id}-title`}>{title}</h2>
          {onClose ? (
            <button
              type="button"
              className="popup-close"
              aria-label={t('dialog.close')}
              onClick={close}
            >
              <CloseIcon size={22} />
            </button>
          ) : closeTo ? (
            <Link
              className="popup-close"
              to={closeTo}
              replace
              preventScrollReset
              aria-label={t('dialog.close')}
            >
              <CloseIcon size={22} />
            </Link>
          ) : null}
        </div>
        <div id={`${id}-body`} className="popup-body">
          {children}
        </div>
        <div className="popup-actions">{actions}</div>
        {after}
      </div>
    </div>
  );
  return hydrated ? createPortal(layer, document.body) : layer;
}

/** The page behind a modal does not scroll while it is open. */
function useBodyScrollLock() {
  useEffect(() => {
    const style = document.body.style;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, []);
}

/**
 * SPEC §8 generic error popup: "Une erreur est survenue", then the server's per-field errors one
 * per line, else its message.
 */
export function ErrorPopup({
  message,
  lines,
  onClose,
  closeTo,
}: {
  message: string;
  lines: readonly string[];
  onClose?: () => void;
  closeTo?: string;
}) {
  const t = useT();
  return (
    <Popup
      title={t('dialog.error_title')}
      role="alertdialog"
      testId="error-popup"
      onClose={onClose}
      closeTo={closeTo}
      actions={
        onClose ? (
          <button type="button" className="button button-primary" data-autofocus onClick={onClose}>
            {t('dialog.close')}
          </button>
        ) : (
          <Link
            className="button button-primary"
            to={closeTo ?? '.'}
            replace
            preventScrollReset
            data-autofocus
          >
            {t('dialog.close')}
          </Link>
        )
      }
    >
      {lines.length > 0 ? lines.map((line) => <p key={line}>{line}</p>) : <p>{message}</p>}
    </Popup>
  );
}
