import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useLocale, useT } from '../../i18n';
import { FavoritesLink } from '../favorites/favorites-link';
import { HeaderCountLink } from './header-count-link';
import { href } from '../../paths';
import { CartIcon, CloseIcon, MenuIcon, SearchIcon } from './icons';
import { LocaleButton } from './locale-button';
import { Logo } from './logo';
import { MainMenu } from './main-menu';
import { MobileMenu, useCloseOnNavigation } from './mobile-menu';
import { SearchForm } from './search-form';
import type { LayoutData, LayoutUser } from './types';
import { useHeaderScroll } from './use-header-scroll';
import { UserWidget } from './user-widget';

export interface SiteHeaderProps {
  layout: LayoutData;
  user: LayoutUser | null;
  isPro: boolean;
  cartCount: number;
  /** ISO code of the visitor's country (flag of the language selector). */
  country: string;
}

/**
 * SPEC §2 header: promotional banner (only when configured; it scrolls away with the top of
 * the page), then the sticky header — hidden while scrolling down past 100 px, back on scroll
 * up — with logo, search, language selector, user widget, cart, burger (mobile) and main menu.
 */
export function SiteHeader({ layout, user, isPro, cartCount, country }: SiteHeaderProps) {
  const t = useT();
  const locale = useLocale();
  const [menuOpen, setMenuOpen] = useState(false);
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [params] = useSearchParams();
  const hasQuery = Boolean(params.get('q')?.trim());
  const [searchToggled, setSearchToggled] = useState(false);
  const mobileSearchOpen = searchToggled || hasQuery;
  const scroll = useHeaderScroll(menuOpen || dropdownOpen);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useCloseOnNavigation(closeMenu);
  const home = href('index', null, locale);
  const banner = layout.banner;

  return (
    <>
      {banner ? (
        <aside className="promo-banner" data-testid="promo-banner" aria-label={t('header.promo')}>
          {banner.url ? (
            <Link to={banner.url} className="promo-banner-link">
              {banner.label}
            </Link>
          ) : (
            <span>{banner.label}</span>
          )}
        </aside>
      ) : null}
      <header
        className="site-header"
        data-testid="site-header"
        data-hidden={scroll.hidden ? 'true' : 'false'}
        data-scrolled={scroll.scrolled ? 'true' : 'false'}
      >
        <div className="header-bar">
          <div className="container header-inner">
            <button
              type="button"
              className="header-action burger-button"
              data-testid="burger-button"
              aria-label={t('menu.open')}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
            </button>
            <Link to={home} className="header-logo" aria-label={t('nav.homeLabel')}>
              <Logo name={t('site.name')} />
            </Link>
            <SearchForm id="header-search-q" className="header-search" autocomplete />
            <div className="header-actions">
              <button
                type="button"
                className="header-action search-toggle"
                aria-label={t(mobileSearchOpen ? 'header.searchClose' : 'header.searchOpen')}
                aria-expanded={mobileSearchOpen}
                aria-controls="header-mobile-search"
                // With a query in the URL the mobile search stays open (SPEC §2).
                hidden={hasQuery}
                onClick={() => setSearchToggled((value) => !value)}
              >
                {mobileSearchOpen ? <CloseIcon /> : <SearchIcon />}
              </button>
              <LocaleButton country={country} />
              <UserWidget user={user} logoutAction={href('compte', null, locale)} />
              <FavoritesLink />
              <HeaderCountLink
                to={href('panier', null, locale)}
                className="cart-link"
                testId="cart-link"
                count={cartCount}
                labels={['header.cartOne', 'header.cartMany']}
              >
                <CartIcon />
              </HeaderCountLink>
            </div>
          </div>
          <div
            id="header-mobile-search"
            className="header-mobile-search container"
            hidden={!mobileSearchOpen}
          >
            <SearchForm id="header-mobile-q" autoFocus={searchToggled && !hasQuery} />
          </div>
        </div>
        <MainMenu layout={layout} isPro={isPro} onOpenChange={setDropdownOpen} />
      </header>
      <MobileMenu open={menuOpen} onClose={closeMenu} layout={layout} user={user} />
    </>
  );
}
