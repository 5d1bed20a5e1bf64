import { useEffect, useRef, type ReactNode } from 'react';
import { Form, NavLink, useLocation, useRouteLoaderData } from 'react-router';
import type { Notice } from '../../account/redirect';
import { useLocale, useT, type MessageKey } from '../../i18n';
import { href, type RouteName } from '../../paths';
import type { LayoutUser } from '../layout/types';
import { useFavoriteIds } from '../favorites/favorite-state';
import { NoticeBanner } from './notice';

const MENU: ReadonlyArray<{ name: RouteName; label: MessageKey }> = [
  { name: 'compte', label: 'account.menu.dashboard' },
  { name: 'compte-informations', label: 'account.menu.information' },
  { name: 'compte-addresses', label: 'account.menu.addresses' },
  { name: 'compte-favorites', label: 'account.menu.favorites' },
  { name: 'compte-orders', label: 'account.menu.orders' },
  { name: 'compte-loyalty', label: 'account.menu.loyalty' },
  { name: 'compte-quick-order', label: 'account.menu.quickOrder' },
  { name: 'compte-invoices', label: 'account.menu.invoices' },
  { name: 'compte-saved-carts', label: 'account.menu.savedCarts' },
  { name: 'compte-supports', label: 'account.menu.claims' },
  { name: 'compte-professional', label: 'account.menu.professional' },
];

/**
 * The account pages' own layout (SPEC §2): side menu with greeting, full name and customer
 * number, log-out button, and the e-mail-not-verified banner with its resend button. Both
 * buttons post to the dashboard's action (plain forms: they work without JavaScript).
 */
export function AccountLayout({
  title,
  notice,
  children,
}: {
  title: string;
  notice?: Notice | null;
  children: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const root = useRouteLoaderData('root') as { user?: LayoutUser | null } | undefined;
  const user = root?.user;
  const favoriteCount = useFavoriteIds().size;
  const home = href('compte', null, locale);
  // Phones: the menu scrolls sideways; bring the current page's entry into view.
  const menuRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const menu = menuRef.current;
    const active = menu?.querySelector<HTMLElement>('a.active');
    if (menu && active && menu.scrollWidth > menu.clientWidth) {
      menu.scrollLeft = active.offsetLeft - menu.offsetLeft - 16;
    }
  }, [pathname]);
  return (
    <div className="account container">
      <aside className="account-aside" aria-label={t('account.menuLabel')}>
        {user ? (
          <div className="account-who">
            <p className="account-greeting">{t('header.greeting', { name: user.firstname })}</p>
            <p className="account-name">
              {user.firstname} {user.lastname}
            </p>
            <p className="account-number">{t('account.customerNumber', { id: user.id ?? '' })}</p>
          </div>
        ) : null}
        <nav>
          <ul className="account-menu" ref={menuRef}>
            {MENU.map((entry) => (
              <li key={entry.name}>
                <NavLink to={href(entry.name, null as never, locale)} end={entry.name === 'compte'}>
                  {t(entry.label)}
                  {entry.name === 'compte-favorites' && favoriteCount > 0 ? (
                    <span className="account-menu-count" data-testid="account-favorites-count">
                      {favoriteCount}
                    </span>
                  ) : null}
                  {entry.name === 'compte-professional' && user?.companyAlert ? (
                    <span
                      className="account-alert-badge"
                      role="img"
                      aria-label={t('account.pro.alert')}
                      title={t('account.pro.alert')}
                      data-testid="pro-alert"
                    />
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="post" action={home} className="account-logout">
          <input type="hidden" name="intent" value="logout" />
          <button type="submit" className="button button-secondary">
            {t('header.logout')}
          </button>
        </Form>
      </aside>
      <div className="account-main">
        {user && user.emailVerified === false ? (
          <div className="account-banner" role="region" aria-label={t('account.unverifiedTitle')}>
            <p>{t('account.unverified', { email: user.email ?? '' })}</p>
            <Form method="post" action={home}>
              <input type="hidden" name="intent" value="resend" />
              <input type="hidden" name="back" value={pathname} />
              <button type="submit" className="button button-brand">
                {t('account.resendVerification')}
              </button>
            </Form>
          </div>
        ) : null}
        {notice ? <NoticeBanner notice={notice} /> : null}
        <h1 className="account-title">{title}</h1>
        {children}
      </div>
    </div>
  );
}
