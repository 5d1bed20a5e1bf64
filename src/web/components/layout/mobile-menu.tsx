import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useLocale, useT, type MessageKey } from '../../i18n';
import { href } from '../../paths';
import { BrandMark } from './brands-panel';
import { ChevronDownIcon, CloseIcon } from './icons';
import { SearchForm } from './search-form';
import type { LayoutData, LayoutUser } from './types';

/** SPEC §9: the mobile menu shows the brands as logos, 3 columns of 6. */
export const MOBILE_BRANDS = 18;

/**
 * SPEC §2 burger menu: a 360 px panel sliding in from the left, as a modal <dialog> (the rest
 * of the page is inert, Escape closes it, Tab wraps inside). Search, brands (logos), domains,
 * then links; account and orders only when signed in.
 */
export function MobileMenu({
  open,
  onClose,
  layout,
  user,
}: {
  open: boolean;
  onClose: () => void;
  layout: LayoutData;
  user: LayoutUser | null;
}) {
  const t = useT();
  const locale = useLocale();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Tab and Shift+Tab wrap inside the panel instead of reaching the browser's toolbar.
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [
      ...event.currentTarget.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((element) => element.offsetParent !== null);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  type MenuLink = { key: MessageKey; to: string };
  const account: MenuLink[] = user
    ? [
        { key: 'menu.account', to: href('compte', null, locale) },
        { key: 'menu.orders', to: href('compte-orders', null, locale) },
      ]
    : [];
  const links: MenuLink[] = [
    { key: 'menu.deals', to: href('bons-plans', null, locale) },
    { key: 'menu.promoCodes', to: href('codes-promo', null, locale) },
    ...account,
    { key: 'menu.articles', to: href('articles', null, locale) },
    { key: 'menu.faq', to: href('faq', null, locale) },
    { key: 'menu.contact', to: href('contact', null, locale) },
  ];

  return (
    <dialog
      ref={ref}
      className="mobile-menu"
      data-testid="mobile-menu"
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={trapTab}
      // A click on the backdrop (the dialog box itself, outside the panel) closes it.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="mobile-menu-panel">
        <div className="mobile-menu-head">
          <p id={titleId} className="mobile-menu-title">
            {t('menu.title')}
          </p>
          <button
            type="button"
            className="icon-button"
            onClick={onClose}
            aria-label={t('menu.close')}
            data-testid="mobile-menu-close"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="mobile-menu-body">
          <SearchForm id="mobile-menu-q" className="mobile-menu-search" onSubmitted={onClose} />
          <nav aria-label={t('menu.label')}>
            <Section title={t('menu.brands')} testId="mobile-brands">
              {layout.brands.length === 0 ? (
                <p className="menu-empty">{t('brands.empty')}</p>
              ) : (
                <ul className="mobile-brands">
                  {layout.brands.slice(0, MOBILE_BRANDS).map((brand) => (
                    <li key={brand.id}>
                      <Link
                        to={href('marques-slug', { slug: brand.slug }, locale)}
                        className="mobile-brand"
                        aria-label={brand.name}
                        title={brand.name}
                      >
                        <BrandMark brand={brand} size={48} />
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </Section>
            <Section title={t('menu.products')} testId="mobile-domains">
              {layout.domains.length === 0 ? (
                <p className="menu-empty">{t('domains.empty')}</p>
              ) : (
                <ul className="mobile-domains">
                  {layout.domains.map((domain) => (
                    <li key={domain.id}>
                      <Link
                        to={href('c-domain', { domain: domain.slug }, locale)}
                        className="mobile-domain"
                      >
                        {domain.image ? (
                          <img src={domain.image} alt="" width="40" height="40" loading="lazy" />
                        ) : (
                          <span className="menu-domain-placeholder" aria-hidden="true">
                            {domain.name.slice(0, 1)}
                          </span>
                        )}
                        <span>{domain.name}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </Section>
            <ul className="mobile-links">
              {links.map((link) => (
                <li key={link.key}>
                  <Link to={link.to} className="mobile-link">
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </dialog>
  );
}

function Section({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <section className="mobile-section" data-testid={testId}>
      <h2 className="mobile-section-title">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {title}
          <ChevronDownIcon size={20} />
        </button>
      </h2>
      <div id={id} hidden={!expanded}>
        {children}
      </div>
    </section>
  );
}

/** Closes the burger menu when the visitor follows one of its links. */
export function useCloseOnNavigation(close: () => void) {
  const { pathname, search } = useLocation();
  useEffect(() => close(), [pathname, search, close]);
}
