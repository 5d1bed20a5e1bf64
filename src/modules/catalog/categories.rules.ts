/** Pure tree building for the domain → category → subcategory hierarchy. */
export interface FlatCategory {
  id: number;
  parentId: number | null;
  position: number;
  name: string;
}

export type CategoryNode<T extends FlatCategory> = T & { children: CategoryNode<T>[] };

/**
 * Builds the forest of categories, children sorted by position then name. Orphans (parent
 * inactive or missing) are dropped, so a hidden domain hides its whole branch.
 */
export function buildCategoryTree<T extends FlatCategory>(rows: readonly T[]): CategoryNode<T>[] {
  const nodes = new Map<number, CategoryNode<T>>();
  for (const row of rows) nodes.set(row.id, { ...row, children: [] });
  const roots: CategoryNode<T>[] = [];
  for (const node of nodes.values()) {
    if (node.parentId === null) roots.push(node);
    else nodes.get(node.parentId)?.children.push(node);
  }
  const byPosition = (a: CategoryNode<T>, b: CategoryNode<T>) =>
    a.position - b.position || a.name.localeCompare(b.name) || a.id - b.id;
  const sortDeep = (list: CategoryNode<T>[]): CategoryNode<T>[] => {
    list.sort(byPosition);
    for (const node of list) sortDeep(node.children);
    return list;
  };
  return sortDeep(roots);
}

/** Ids of a category and all its descendants (the product lists include them). */
export function descendantIds<T extends FlatCategory>(node: CategoryNode<T>): number[] {
  return [node.id, ...node.children.flatMap((child) => descendantIds(child))];
}

/**
 * The category chips (range buttons, child categories) worth showing: those whose page lists at
 * least one product in that context (`counts`: products per category id, for the vehicle when
 * the page is a vehicle's). A chip to an empty page is a dead end for the visitor. Order kept.
 */
export function chipsWithProducts<T extends { id: number }>(
  chips: readonly T[],
  counts: ReadonlyMap<number, number>,
): T[] {
  return chips.filter((chip) => (counts.get(chip.id) ?? 0) > 0);
}
