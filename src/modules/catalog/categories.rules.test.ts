import { describe, expect, it } from 'vitest';
import { buildCategoryTree, descendantIds } from './categories.rules';

const row = (id: number, parentId: number | null, position: number, name = `c${id}`) => ({
  id,
  parentId,
  position,
  name,
});

describe('buildCategoryTree', () => {
  it('nests children under their parent, sorted by position then name', () => {
    const tree = buildCategoryTree([
      row(1, null, 2),
      row(2, null, 1),
      row(3, 1, 1, 'b'),
      row(4, 1, 1, 'a'),
      row(5, 4, 0),
    ]);
    expect(tree.map((n) => n.id)).toEqual([2, 1]);
    expect(tree[1]!.children.map((n) => n.id)).toEqual([4, 3]);
    expect(tree[1]!.children[0]!.children.map((n) => n.id)).toEqual([5]);
  });

  it('drops branches whose parent is missing', () => {
    const tree = buildCategoryTree([row(1, null, 0), row(3, 99, 0), row(4, 3, 0)]);
    expect(tree.map((n) => n.id)).toEqual([1]);
    expect(tree[0]!.children).toEqual([]);
  });

  it('lists a node and all its descendants', () => {
    const [root] = buildCategoryTree([row(1, null, 0), row(2, 1, 0), row(3, 2, 0), row(4, 1, 1)]);
    expect(descendantIds(root!)).toEqual([1, 2, 3, 4]);
  });
});
