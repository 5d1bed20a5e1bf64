import { AdminSubnav } from './admin-subnav';

const PAGES = [
  ['admin-settings', 'admin.settings.navGeneral'],
  ['admin-settings-payment', 'admin.settings.navPayment'],
  ['admin-settings-shipping', 'admin.settings.navShipping'],
] as const;

/** The three settings pages, the current one marked (`aria-current`). */
export function SettingsNav({ current }: { current: (typeof PAGES)[number][0] }) {
  return <AdminSubnav label="admin.settings.nav" pages={PAGES} current={current} />;
}
