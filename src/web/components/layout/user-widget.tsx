import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import { CheckIcon, UserIcon } from './icons';
import type { LayoutUser } from './types';
import { HOVER_DELAY } from './use-dropdown';

const MOBILE_QUERY = '(max-width: 767px)';

/**
 * SPEC §2 header user widget. Signed out: a login icon linking to the login page. Signed in:
 * an account icon with a check badge; on desktop hovering opens a dropdown (greeting, My
 * account, Log out) and a click goes to the account page; on mobile a click toggles it.
 * Keyboard: the dropdown also opens while the focus is inside, Escape closes it.
 */
export function UserWidget({
  user,
  logoutAction,
}: {
  user: LayoutUser | null;
  /** Where the Log out form posts (the accounts issue wires it; defaults to the login page). */
  logoutAction?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  // Open on the page where it was opened: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const timer = useRef<number | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      rootRef.current?.querySelector<HTMLElement>('.user-trigger')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!user) {
    return (
      <Link
        to={href('connexion', null, locale)}
        className="header-action"
        data-testid="user-login"
        aria-label={t('header.login')}
        title={t('header.login')}
      >
        <UserIcon />
      </Link>
    );
  }

  const later = (next: boolean) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), HOVER_DELAY);
  };
  const account = href('compte', null, locale);
  return (
    <div
      ref={rootRef}
      className="user-widget"
      data-open={open ? 'true' : 'false'}
      onPointerEnter={(event) => event.pointerType === 'mouse' && later(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && later(false)}
      // Keyboard focus opens it; a tap's focus does not (the click toggles it).
      onFocus={(event) => event.target.matches(':focus-visible') && setOpen(true)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Link
        to={account}
        className="header-action user-trigger"
        data-testid="user-account"
        aria-label={t('header.accountOf', { name: user.firstname })}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={(event) => {
          if (window.matchMedia(MOBILE_QUERY).matches) {
            event.preventDefault();
            setOpen(!open);
          }
        }}
      >
        <UserIcon />
        <span className="user-badge" aria-hidden="true">
          <CheckIcon size={10} />
        </span>
      </Link>
      <div id={menuId} className="user-menu" hidden={!open}>
        <p className="user-greeting">{t('header.greeting', { name: user.firstname })}</p>
        <Link to={account} className="button button-primary user-menu-account">
          {t('header.myAccount')}
        </Link>
        <Form method="post" action={logoutAction ?? href('connexion', null, locale)}>
          <input type="hidden" name="intent" value="logout" />
          <button type="submit" className="link-button">
            {t('header.logout')}
          </button>
        </Form>
      </div>
    </div>
  );
}
