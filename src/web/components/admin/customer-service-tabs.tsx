import { AdminSubnav } from './admin-subnav';

/**
 * The customer service's pages, one tab each: claims today; contact messages, product
 * questions and reviews join here as their pages are made (one line each).
 */
const TABS = [['admin-customer-service', 'admin.cs.tab.claims']] as const;

export type CustomerServiceTab = (typeof TABS)[number][0];

/** The customer service's tab strip, the current page marked (`aria-current`). */
export function CustomerServiceTabs({ current }: { current: CustomerServiceTab }) {
  return <AdminSubnav label="admin.cs.tabs" pages={TABS} current={current} />;
}
