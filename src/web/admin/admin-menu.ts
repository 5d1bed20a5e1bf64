/**
 * The back office's menu, in order: each entry's page, the permission that opens it and its
 * label. A role sees only the entries its permissions open (back-office.server.ts).
 */
import type { MessageKey } from '../i18n';
import type { RouteName } from '../paths';

export interface AdminMenuEntry {
  route: RouteName;
  permission: string;
  label: MessageKey;
}

export const ADMIN_MENU: readonly AdminMenuEntry[] = [
  { route: 'admin-dashboard', permission: 'dashboard', label: 'admin.menu.dashboard' },
  { route: 'admin-orders', permission: 'orders', label: 'admin.menu.orders' },
  { route: 'admin-customers', permission: 'customers', label: 'admin.menu.customers' },
  { route: 'admin-companies', permission: 'customers', label: 'admin.menu.companies' },
  // Claims, contact messages, product questions and reviews: tabs of one page.
  {
    route: 'admin-customer-service',
    permission: 'claims',
    label: 'admin.menu.customerService',
  },
  { route: 'admin-newsletter', permission: 'customers', label: 'admin.menu.newsletter' },
  // Products lead to the stock and price editor and the CSV import (components/admin/products-nav).
  { route: 'admin-products', permission: 'catalogue', label: 'admin.menu.products' },
  { route: 'admin-categories', permission: 'catalogue', label: 'admin.menu.catalogue' },
  { route: 'admin-promo-codes', permission: 'catalogue', label: 'admin.menu.promotions' },
  { route: 'admin-content', permission: 'content', label: 'admin.menu.content' },
  { route: 'admin-staff', permission: 'staff', label: 'admin.menu.staff' },
  { route: 'admin-audit', permission: 'audit', label: 'admin.menu.audit' },
  { route: 'admin-settings', permission: 'settings', label: 'admin.menu.settings' },
];
