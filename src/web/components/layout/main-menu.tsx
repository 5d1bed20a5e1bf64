import { useEffect, useId, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { Locale } from '../../../shared/locale';
import { useLocale, useT, type MessageKey } from '../../i18n';
import { href } from '../../paths';
import { BrandsPanel } from './brands-panel';
import { ChevronDownIcon } from './icons';
import { ProductsPanel } from './products-panel';
import { SiteRating } from './site-rating';
import type { LayoutData } from './types';
import { useDropdown } from './use-dropdown';

/** SPEC §9: these locales have longer words, the menu packs its items tighter. */
const TIGHT_LOCALES: readonly Locale[] = ['it', 'pt', 'es', 'de'];

/** Menu links after the two dropdowns (gift cards are hidden for PRO customers). */
export function menuLinks(locale: Locale, isPro: boolean) {
  const links: Array<{ key: MessageKey; to: string; id: string }> = [
    { id: 'deals', key: 'menu.deals', to: href('bons-plans', null, locale) },
    { id: 'promo-codes', key: 'menu.promoCodes', to: href('codes-promo', null, locale) },
    { id: 'gift-cards', key: 'menu.giftCards', to: href('cartes-cadeaux', null, locale) },
    { id: 'articles', key: 'menu.articles', to: href('articles', null, locale) },
    { id: 'pro', key: 'menu.pro', to: href('compte-pro', null, locale) },
    { id: 'faq', key: 'menu.faq', to: href('faq', null, locale) },
  ];
  return isPro ? links.filter((link) => link.id !== 'gift-cards') : links;
}

/** Desktop and tablet main menu (hidden on mobile, where the burger menu takes over). */
export function MainMenu({
  layout,
  isPro,
  onOpenChange,
}: {
  layout: LayoutData;
  isPro: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const brands = useDropdown();
  const products = useDropdown();
  const { pathname, search } = useLocation();
  const anyOpen = brands.open || products.open;

  // A navigation closes whatever menu led to it.
  const { close: closeBrands } = brands;
  const { close: closeProducts } = products;
  useEffect(() => {
    closeBrands();
    closeProducts();
  }, [pathname, search, closeBrands, closeProducts]);
  useEffect(() => onOpenChange?.(anyOpen), [anyOpen, onOpenChange]);

  return (
    <nav
      className="main-menu"
      aria-label={t('menu.label')}
      data-tight={TIGHT_LOCALES.includes(locale) ? 'true' : undefined}
    >
      <div className="container main-menu-inner">
        <ul className="main-menu-list">
          <Dropdown
            label={t('menu.brands')}
            testId="menu-brands-button"
            state={brands}
            panelLabel={t('menu.brandsTitle')}
          >
            <BrandsPanel brands={layout.brands} locale={locale} />
          </Dropdown>
          <Dropdown
            label={t('menu.products')}
            testId="menu-products-button"
            state={products}
            panelLabel={t('menu.productsTitle')}
          >
            <ProductsPanel domains={layout.domains} locale={locale} />
          </Dropdown>
          {menuLinks(locale, isPro).map((link) => (
            <li key={link.id} className="main-menu-item">
              <NavLink to={link.to} className="main-menu-link" prefetch="intent">
                {t(link.key)}
              </NavLink>
            </li>
          ))}
        </ul>
        <SiteRating rating={layout.rating} />
      </div>
    </nav>
  );
}

function Dropdown({
  label,
  panelLabel,
  testId,
  state,
  children,
}: {
  label: string;
  panelLabel: string;
  testId: string;
  state: ReturnType<typeof useDropdown>;
  children: ReactNode;
}) {
  const panelId = useId();
  return (
    <li {...state.rootProps} className="main-menu-item has-dropdown">
      <button
        {...state.buttonProps}
        className="main-menu-link main-menu-button"
        aria-controls={panelId}
        data-testid={testId}
      >
        {label}
        <ChevronDownIcon />
      </button>
      <div
        id={panelId}
        className="mega-panel"
        role="region"
        aria-label={panelLabel}
        hidden={!state.open}
      >
        <div className="container mega-panel-inner">{children}</div>
      </div>
    </li>
  );
}
