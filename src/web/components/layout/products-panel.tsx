import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Locale } from '../../../shared/locale';
import { useT } from '../../i18n';
import { href } from '../../paths';
import { ChevronRightIcon } from './icons';
import type { MenuDomain } from './types';
import { HOVER_DELAY } from './use-dropdown';

/**
 * SPEC §2 products dropdown: domains on the left (image or placeholder, name, subtitle cut at
 * 80); hovering one (debounced 100 ms) or focusing it shows its categories in two columns with
 * their subcategories. The first domain is active by default. Each domain's categories follow
 * it in the DOM, so Tab walks domain → its categories → next domain.
 */
export function ProductsPanel({ domains, locale }: { domains: MenuDomain[]; locale: Locale }) {
  const t = useT();
  const [active, setActive] = useState(domains[0]?.id ?? null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (domains.length === 0) return <p className="menu-empty">{t('domains.empty')}</p>;
  const current = domains.some((domain) => domain.id === active) ? active : domains[0]!.id;

  const hover = (id: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setActive(id), HOVER_DELAY);
  };

  return (
    <div className="products-layout" onPointerLeave={() => window.clearTimeout(timer.current)}>
      <ul className="menu-domains" data-testid="menu-domains">
        {domains.map((domain) => {
          const isActive = domain.id === current;
          const domainHref = href('c-domain', { domain: domain.slug }, locale);
          return (
            <li key={domain.id} className="menu-domain" data-active={isActive ? 'true' : 'false'}>
              <Link
                to={domainHref}
                className="menu-domain-link"
                data-testid="menu-domain"
                aria-current={isActive ? 'true' : undefined}
                onPointerEnter={(event) =>
                  event.pointerType === 'mouse' ? hover(domain.id) : undefined
                }
                onFocus={() => {
                  window.clearTimeout(timer.current);
                  setActive(domain.id);
                }}
              >
                <span className="menu-domain-media">
                  {domain.image ? (
                    <img src={domain.image} alt="" width="56" height="56" loading="lazy" />
                  ) : (
                    <span className="menu-domain-placeholder" aria-hidden="true">
                      {domain.name.slice(0, 1)}
                    </span>
                  )}
                </span>
                <span className="menu-domain-text">
                  <span className="menu-domain-name">{domain.name}</span>
                  {domain.subtitle ? (
                    <span className="menu-domain-subtitle">{domain.subtitle}</span>
                  ) : null}
                </span>
                <ChevronRightIcon />
              </Link>
              <div className="menu-categories" data-testid="menu-categories" hidden={!isActive}>
                <p className="menu-categories-title">
                  <Link to={domainHref}>{t('menu.allOfDomain', { domain: domain.name })}</Link>
                </p>
                {domain.categories.length === 0 ? null : (
                  <ul className="menu-category-columns">
                    {domain.categories.map((category) => {
                      const params = { domain: domain.slug, category: category.slug };
                      return (
                        <li key={category.id} className="menu-category">
                          <Link
                            className="menu-category-link"
                            to={href('c-domain-category', params, locale)}
                          >
                            {category.name}
                          </Link>
                          {category.children.length > 0 ? (
                            <ul className="menu-subcategories">
                              {category.children.map((sub) => (
                                <li key={sub.id}>
                                  <Link
                                    to={href(
                                      'c-domain-category-subcategory',
                                      { ...params, subcategory: sub.slug },
                                      locale,
                                    )}
                                  >
                                    {sub.name}
                                  </Link>
                                </li>
                              ))}
                            </ul>
                          ) : null}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
