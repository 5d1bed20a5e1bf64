import { describe, expect, it } from 'vitest';
import { buildCategoryTree, chipsWithProducts, descendantIds } from './categories.rules';

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

describe('chipsWithProducts', () => {
  const chips = [
    { id: 1, name: 'Seat covers' },
    { id: 2, name: 'Foam' },
    { id: 3, name: 'Door panels' },
  ];
  it.each([
    [
      'every chip with products',
      [
        [1, 4],
        [2, 1],
        [3, 9],
      ],
      [1, 2, 3],
    ],
    [
      'not a chip without products (an empty page)',
      [
        [1, 4],
        [3, 2],
      ],
      [1, 3],
    ],
    [
      'not a chip counted at zero',
      [
        [1, 0],
        [2, 5],
        [3, 0],
      ],
      [2],
    ],
    ['none when nothing has products', [], []],
  ] as const)('shows %s, in the given order', (_, counts, expected) => {
    const map = new Map(counts.map(([id, n]) => [id, n] as [number, number]));
    expect(chipsWithProducts(chips, map).map((c) => c.id)).toEqual(expected);
  });
});
