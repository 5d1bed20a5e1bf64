import { AdminSubnav } from './admin-subnav';

const PAGES = [
  ['admin-products', 'admin.menu.products'],
  ['admin-stock', 'admin.menu.stock'],
  ['admin-catalogue-import', 'admin.menu.catalogueImport'],
] as const;

/** The products list, the quick stock and price editor and the CSV import (one menu entry). */
export function ProductsNav({ current }: { current: (typeof PAGES)[number][0] }) {
  return <AdminSubnav label="admin.menu.products" pages={PAGES} current={current} />;
}
