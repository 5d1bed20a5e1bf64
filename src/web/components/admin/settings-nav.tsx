import { NavLink } from 'react-router';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';

const PAGES = [
  ['admin-settings', 'admin.settings.navGeneral'],
  ['admin-settings-payment', 'admin.settings.navPayment'],
  ['admin-settings-shipping', 'admin.settings.navShipping'],
] as const;

/** The three settings pages, the current one marked (`aria-current`). */
export function SettingsNav({ current }: { current: (typeof PAGES)[number][0] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <nav className="admin-subnav" aria-label={t('admin.settings.nav')}>
      <ul>
        {PAGES.map(([name, label]) => (
          <li key={name}>
            <NavLink
              to={href(name, null, locale)}
              end
              aria-current={name === current ? 'page' : undefined}
            >
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
