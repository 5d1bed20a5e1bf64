import { AdminSubnav } from './admin-subnav';

const PAGES = [
  ['admin-promo-codes', 'admin.promo.navCodes'],
  ['admin-deals', 'admin.promo.navDeals'],
  ['admin-gift-cards', 'admin.promo.navGiftCards'],
  ['admin-loyalty', 'admin.promo.navLoyalty'],
] as const;

/** The four promotions pages (one menu entry "Promotions"), the current one marked. */
export function PromotionsNav({ current }: { current: (typeof PAGES)[number][0] }) {
  return <AdminSubnav label="admin.promo.nav" pages={PAGES} current={current} />;
}
