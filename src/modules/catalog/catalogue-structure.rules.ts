/**
 * Pure rules of the back office's catalogue structure (categories, filters, vehicle makes and
 * models): where a category may move, what a reorder must name, how a slug is spelt.
 */

/** Ids of `id` and every category under it, from the flat parent links. */
export function subtreeIds(
  rows: readonly { id: number; parentId: number | null }[],
  id: number,
): Set<number> {
  const children = new Map<number, number[]>();
  for (const row of rows)
    if (row.parentId !== null)
      children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
  const found = new Set<number>();
  const stack = [id];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (found.has(next)) continue; // a cycle in bad data must not loop forever
    found.add(next);
    stack.push(...(children.get(next) ?? []));
  }
  return found;
}

export type MoveRefusal = 'category_not_found' | 'parent_not_found' | 'category_under_itself';

/**
 * Whether category `id` may hang under `parentId` (null: a domain, the top level). A category
 * cannot go under itself nor under one of its descendants (the tree would become a loop).
 */
export function checkMove(
  rows: readonly { id: number; parentId: number | null }[],
  id: number,
  parentId: number | null,
): MoveRefusal | null {
  if (!rows.some((row) => row.id === id)) return 'category_not_found';
  if (parentId === null) return null;
  if (!rows.some((row) => row.id === parentId)) return 'parent_not_found';
  return subtreeIds(rows, id).has(parentId) ? 'category_under_itself' : null;
}

/**
 * A reorder names every sibling exactly once (a partial or stale list would leave two rows at
 * one position, or silently move one the editor did not see). Answers the positions to store
 * (0, 1, 2… in the posted order) or why it is refused.
 */
export function orderedPositions(
  current: readonly number[],
  proposed: readonly number[],
): { ok: true; positions: Map<number, number> } | { ok: false; reason: 'positions_mismatch' } {
  const expected = new Set(current);
  const seen = new Set(proposed);
  if (
    seen.size !== proposed.length ||
    seen.size !== expected.size ||
    proposed.some((id) => !expected.has(id))
  )
    return { ok: false, reason: 'positions_mismatch' };
  return { ok: true, positions: new Map(proposed.map((id, index) => [id, index])) };
}

/** The list with `id` moved one place up or down (unchanged at either end or when absent). */
export function shiftedOrder(
  ids: readonly number[],
  id: number,
  direction: 'up' | 'down',
): number[] {
  const list = [...ids];
  const from = list.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= list.length) return list;
  [list[from], list[to]] = [list[to]!, list[from]!];
  return list;
}

/** A URL slug from a name: lower case, accents dropped, words joined by hyphens. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

/** A slug as stored: lower-case letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Why a category cannot be deleted: it still holds products or subcategories. */
export function deleteRefusal(usage: {
  products: number;
  children: number;
}): 'category_has_children' | 'category_has_products' | null {
  if (usage.children > 0) return 'category_has_children';
  if (usage.products > 0) return 'category_has_products';
  return null;
}

/** A generation's years: both optional, the end not before the start, within sane bounds. */
export function checkYears(yearFrom: number | null, yearTo: number | null): 'invalid_years' | null {
  const bad = (y: number | null) => y !== null && (!Number.isInteger(y) || y < 1900 || y > 2100);
  if (bad(yearFrom) || bad(yearTo)) return 'invalid_years';
  if (yearFrom !== null && yearTo !== null && yearTo < yearFrom) return 'invalid_years';
  return null;
}

/** The filter type whose values are placed on a slider by their number (SPEC: range filter). */
export const RANGE_FILTER_TYPE = 2;

/**
 * A value of a range filter must carry its number (a value without one never shows on the
 * slider and no range ever selects it); a checkbox list's values may go without.
 */
export function rangeValueRefusal(
  filterTypeId: number,
  numericValue: number | null,
): 'range_value_required' | null {
  return filterTypeId === RANGE_FILTER_TYPE && numericValue === null
    ? 'range_value_required'
    : null;
}
