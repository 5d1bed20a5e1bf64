import { describe, expect, it } from 'vitest';
import {
  dealCoversVariant,
  dealPercentOfVariant,
  dealsByProduct,
  type DealScope,
} from './deal-scope.rules';

const deal = (productId: number | null, variantId: number | null, percent = 10): DealScope => ({
  productId,
  variantId,
  percent,
});

describe('dealCoversVariant', () => {
  it.each([
    // deal (product, variant), asked (product, variant) → covered
    [[7, null], [7, 70], true], // a product deal: every variant
    [[7, null], [7, 71], true],
    [[7, 70], [7, 70], true], // a variant deal: that variant
    [[7, 70], [7, 71], false], // … not its siblings
    [[7, 70], [8, 70], false], // nor another product
    [[7, null], [8, 80], false],
    [[null, null], [7, 70], false], // a deal on no product lowers nothing
  ] as const)('deal %j, variant %j → %s', ([dp, dv], [p, v], covered) => {
    expect(dealCoversVariant(deal(dp, dv), p, v)).toBe(covered);
  });
});

describe('dealPercentOfVariant', () => {
  const running = [deal(7, null, 10), deal(7, 71, 25), deal(7, 72, 5), deal(9, 90, 30)];
  it.each([
    // product, variant → percent
    [7, 70, 10], // only the product deal
    [7, 71, 25], // its own deal is better than the product's
    [7, 72, 10], // the product deal is better than its own: the best wins, never stacked
    [9, 90, 30],
    [9, 91, 0], // a sibling of a variant deal: no deal
    [8, 80, 0],
  ])('product %i variant %i → %i %%', (product, variant, percent) => {
    expect(dealPercentOfVariant(running, product, variant)).toBe(percent);
  });

  it('no running deal → 0', () => {
    expect(dealPercentOfVariant([], 7, 70)).toBe(0);
  });

  it('groups deals by product, dropping those on no product', () => {
    const grouped = dealsByProduct([...running, deal(null, null, 50)]);
    expect([...grouped.keys()].sort()).toEqual([7, 9]);
    expect(grouped.get(7)).toHaveLength(3);
  });
});
