import { useEffect, useRef } from 'react';
import { Link, useLocation, useRouteLoaderData } from 'react-router';
import { withoutQuery } from '../product-list/list-params';
import { ProductList } from '../product-list/product-list';
import type { ProductListData } from '../product-list/product-list.server';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import { SearchIcon } from './icons';
import type { MenuDomain } from './types';

export { withoutQuery };

/**
 * SPEC §2: with `q` in the URL this frame replaces the page content and the footer: the
 * filters (desktop, when results exist) and a two-column product list titled with the number
 * of results and the query (loaded by the `shell` route). With no result it says so and offers
 * to cancel the search or browse the ranges.
 */
export function SearchOverlay({ q, domains }: { q: string; domains: MenuDomain[] }) {
  const t = useT();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const shell = useRouteLoaderData('shell') as
    { search: (ProductListData & { myVehicle: { label: string } | null }) | null } | undefined;
  const results = shell?.search ?? null;
  const hasFilters = new URLSearchParams(search).size > 1;

  // A new search moves the focus to the results heading (screen readers announce it).
  useEffect(() => {
    if (document.activeElement?.closest('.search-form')) heading.current?.focus();
  }, [q]);

  return (
    <section className="search-overlay" data-testid="search-overlay" aria-labelledby="search-title">
      <meta name="robots" content="noindex" />
      <div className="container">
        <header className="search-overlay-header">
          <p className="search-overlay-eyebrow">{t('layout.searchResults')}</p>
          <h1 id="search-title" ref={heading} tabIndex={-1} className="search-overlay-title">
            {t('layout.searchTitle', { q })}
            {results && results.total > 0 ? (
              <span className="search-overlay-count">
                {' '}
                {t(results.total === 1 ? 'list.countOne' : 'list.countMany', {
                  count: results.total,
                })}
              </span>
            ) : null}
          </h1>
          <Link
            to={withoutQuery(pathname, search)}
            className="button button-secondary"
            data-testid="search-cancel"
          >
            {t('layout.searchCancel')}
          </Link>
        </header>
        {results && (results.total > 0 || hasFilters || results.failed) ? (
          <div className="search-results">
            <ProductList
              list={results}
              title={t('layout.searchResultsFor', { q })}
              myVehicle={results.myVehicle}
              columns={2}
              inSearchOverlay
            />
          </div>
        ) : (
          <div className="search-empty">
            <span className="search-empty-icon" aria-hidden="true">
              <SearchIcon size={28} />
            </span>
            <h2 className="search-empty-title">{t('layout.searchEmptyTitle')}</h2>
            <p className="search-empty-text">{t('layout.searchEmptyText')}</p>
            {domains.length > 0 ? (
              <nav aria-label={t('layout.searchBrowse')} className="search-empty-browse">
                <p className="search-empty-browse-title">{t('layout.searchBrowse')}</p>
                <ul>
                  {domains.map((domain) => (
                    <li key={domain.id}>
                      <Link to={href('c-domain', { domain: domain.slug }, locale)} className="chip">
                        {domain.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}
