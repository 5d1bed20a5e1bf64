import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';

const PAGES = [
  ['admin-categories', 'admin.structure.categories'],
  ['admin-filters', 'admin.structure.filters'],
  ['admin-vehicles', 'admin.structure.vehicles'],
] as const;

/** The catalogue structure's three pages, one menu entry: links between them. */
export function StructureNav({ current }: { current: (typeof PAGES)[number][0] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <nav aria-label={t('admin.menu.catalogue')}>
      <ul className="admin-structure-nav">
        {PAGES.map(([route, label]) => (
          <li key={route}>
            <Link
              to={href(route, null, locale)}
              aria-current={route === current ? 'page' : undefined}
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
