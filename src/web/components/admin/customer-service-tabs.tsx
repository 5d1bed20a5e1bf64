import { AdminSubnav } from './admin-subnav';

/**
 * The customer service's pages, one tab each: claims, contact-form messages, product questions
 * and reviews to moderate (one menu entry opens them all).
 */
const TABS = [
  ['admin-customer-service', 'admin.cs.tab.claims'],
  ['admin-contacts', 'admin.cs.tab.contacts'],
  ['admin-questions', 'admin.cs.tab.questions'],
  ['admin-reviews', 'admin.cs.tab.reviews'],
] as const;

export type CustomerServiceTab = (typeof TABS)[number][0];

/** The customer service's tab strip, the current page marked (`aria-current`). */
export function CustomerServiceTabs({ current }: { current: CustomerServiceTab }) {
  return <AdminSubnav label="admin.cs.tabs" pages={TABS} current={current} />;
}
