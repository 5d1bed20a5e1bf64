import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Locale } from '../../shared/locale';
import { useT } from '../i18n';
import { href } from '../paths';
import { Picture } from './picture';

export interface BrandCard {
  id: number;
  name: string;
  slug: string;
  image: { url: string } | null;
}

/** Brands visible before "show all": two rows of six on desktop, four of three on mobile. */
export const BRANDS_COLLAPSED = 12;

/**
 * Vehicle brands (logo + name). Every brand is in the server HTML (crawlable links); those past
 * the first rows stay hidden until the toggle — the page's proof that hydration works.
 */
export function BrandGrid({ brands, locale }: { brands: BrandCard[]; locale: Locale }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const gridId = useId();
  if (brands.length === 0) return <p className="empty">{t('brands.empty')}</p>;
  const collapsible = brands.length > BRANDS_COLLAPSED;
  return (
    <>
      <ul
        id={gridId}
        className="brand-grid"
        data-testid="brands-grid"
        data-expanded={expanded || !collapsible ? 'true' : 'false'}
      >
        {brands.map((brand, index) => (
          <li key={brand.id} hidden={collapsible && !expanded && index >= BRANDS_COLLAPSED}>
            <Link className="brand-card" to={href('marques-slug', { slug: brand.slug }, locale)}>
              <span className="brand-logo">
                {brand.image ? (
                  <Picture image={brand.image} preset="brand" alt="" />
                ) : (
                  <span className="brand-initials" aria-hidden="true">
                    {initials(brand.name)}
                  </span>
                )}
              </span>
              <span className="brand-name">{brand.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      {collapsible ? (
        <div className="brand-toggle-row">
          <button
            type="button"
            className="button button-secondary"
            data-testid="brands-toggle"
            aria-expanded={expanded}
            aria-controls={gridId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t('brands.showLess') : t('brands.showAll', { count: brands.length })}
          </button>
        </div>
      ) : null}
    </>
  );
}

function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : name.slice(0, 2);
  return letters.toUpperCase();
}
