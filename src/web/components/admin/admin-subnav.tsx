import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n';
import type { MessageKey } from '../../i18n/catalogues';
import { href, type RouteName } from '../../paths';

export type SubnavPages = readonly (readonly [RouteName, MessageKey])[];

/**
 * The pages behind one back-office menu entry (settings, products, catalogue structure,
 * promotions, content): plain links, the current page marked `aria-current="page"`.
 */
export function AdminSubnav<Pages extends SubnavPages>({
  label,
  pages,
  current,
}: {
  label: MessageKey;
  pages: Pages;
  current: Pages[number][0];
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <nav className="admin-subnav" aria-label={t(label)}>
      <ul>
        {pages.map(([name, text]) => (
          <li key={name}>
            <Link
              to={href(name, null as never, locale)}
              aria-current={name === current ? 'page' : undefined}
            >
              {t(text)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
