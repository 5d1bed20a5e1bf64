import { Link } from 'react-router';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { Logo } from './logo';

export interface Banner {
  label: string;
  url: string | null;
}

/** SPEC §2 header: promotional banner (only when configured), logo, search box. */
export function SiteHeader({ banner }: { banner: Banner | null }) {
  const t = useT();
  const locale = useLocale();
  const home = href('index', null, locale);
  return (
    <header className="site-header">
      {banner ? (
        <div className="promo-banner" data-testid="promo-banner">
          {banner.url ? <a href={banner.url}>{banner.label}</a> : <span>{banner.label}</span>}
        </div>
      ) : null}
      <div className="header-bar">
        <div className="container header-inner">
          <Link to={home} className="header-logo" aria-label={t('nav.homeLabel')}>
            <Logo name={t('site.name')} />
          </Link>
          {/* Submitting pushes q to the URL (SPEC §2); the search overlay comes later. */}
          <form className="header-search" role="search" method="get" action={home}>
            <label className="visually-hidden" htmlFor="header-search-q">
              {t('search.label')}
            </label>
            <input
              id="header-search-q"
              name="q"
              type="search"
              placeholder={t('search.placeholder')}
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="submit" className="header-search-button" aria-label={t('search.submit')}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <circle
                  cx="10.5"
                  cy="10.5"
                  r="6.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                />
                <path
                  d="m15.5 15.5 5 5"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </form>
        </div>
      </div>
    </header>
  );
}
