import { AdminSubnav } from './admin-subnav';

const PAGES = [
  ['admin-categories', 'admin.structure.categories'],
  ['admin-filters', 'admin.structure.filters'],
  ['admin-vehicles', 'admin.structure.vehicles'],
] as const;

/** The catalogue structure's three pages, one menu entry: links between them. */
export function StructureNav({ current }: { current: (typeof PAGES)[number][0] }) {
  return <AdminSubnav label="admin.menu.catalogue" pages={PAGES} current={current} />;
}
