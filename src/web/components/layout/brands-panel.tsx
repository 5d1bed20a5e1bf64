import { Link } from 'react-router';
import type { Locale } from '../../../shared/locale';
import { truncate } from '../../format';
import { useT } from '../../i18n';
import { href } from '../../paths';
import { VehicleSearch } from '../vehicle-picker';
import type { MenuBrand } from './types';

/** SPEC §2 brand list: names cut at 10 characters (the full name stays the accessible name). */
const NAME_MAX = 10;

export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : name.slice(0, 2);
  return letters.toUpperCase();
}

export function BrandMark({ brand, size }: { brand: MenuBrand; size: number }) {
  return brand.image ? (
    <img src={brand.image} alt="" width={size} height={size} loading="lazy" decoding="async" />
  ) : (
    <span className="brand-mark-placeholder" aria-hidden="true">
      {initials(brand.name)}
    </span>
  );
}

/**
 * Brands dropdown: the vehicle search (plate, brand → model) above alphabetical columns (6, 4 on
 * tablet; SPEC §2), at most 80 brands, each a logo and its name linking to the brand page.
 */
export function BrandsPanel({ brands, locale }: { brands: MenuBrand[]; locale: Locale }) {
  const t = useT();
  if (brands.length === 0) return <p className="menu-empty">{t('brands.empty')}</p>;
  return (
    <>
      <VehicleSearch variant="menu" brands={brands} />
      <ul className="menu-brands" data-testid="menu-brands">
        {brands.map((brand) => {
          const short = truncate(brand.name, NAME_MAX);
          return (
            <li key={brand.id}>
              <Link
                className="menu-brand"
                to={href('marques-slug', { slug: brand.slug }, locale)}
                aria-label={short === brand.name ? undefined : brand.name}
                title={short === brand.name ? undefined : brand.name}
              >
                <span className="menu-brand-mark">
                  <BrandMark brand={brand} size={36} />
                </span>
                <span className="menu-brand-name">{short}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
