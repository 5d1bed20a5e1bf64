import { NavLink } from 'react-router';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';

const PAGES = [
  ['admin-promo-codes', 'admin.promo.navCodes'],
  ['admin-deals', 'admin.promo.navDeals'],
  ['admin-gift-cards', 'admin.promo.navGiftCards'],
  ['admin-loyalty', 'admin.promo.navLoyalty'],
] as const;

/** The four promotions pages (one menu entry "Promotions"), the current one marked. */
export function PromotionsNav({ current }: { current: (typeof PAGES)[number][0] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <nav className="admin-subnav" aria-label={t('admin.promo.nav')}>
      <ul>
        {PAGES.map(([name, label]) => (
          <li key={name}>
            <NavLink
              to={href(name, null, locale)}
              end={name !== 'admin-promo-codes'}
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
