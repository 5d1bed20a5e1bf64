import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import type { VariantDto } from './products.contract';
import { AVAILABILITY_CODE, availabilityCodeSql } from './stock.rules';
import { bestVariantOrderSql, compareBestVariant } from './variant-choice.rules';

type Case = {
  id: number;
  price: number;
  quantity: number;
  status: 'stock' | 'reorder' | 'sold_out' | 'discontinued';
  position: number;
};

const stockStateOf = (c: Case): VariantDto['stock_state'] =>
  c.quantity >= 1 || c.status === 'stock'
    ? 'available'
    : c.status === 'reorder'
      ? 'reorder'
      : 'out_of_stock';

// One product's variants, in the best-variant order expected.
const variants: Case[] = [
  { id: 7, price: 900, quantity: 0, status: 'reorder', position: 3 }, // cheapest buyable
  { id: 3, price: 1000, quantity: 2, status: 'sold_out', position: 2 }, // price, then availability:
  { id: 8, price: 1000, quantity: 0, status: 'reorder', position: 1 }, // now before on reorder
  { id: 2, price: 1200, quantity: 0, status: 'stock', position: 5 }, // same: position, then id
  { id: 4, price: 1200, quantity: 9, status: 'reorder', position: 5 },
  { id: 6, price: 1200, quantity: 1, status: 'discontinued', position: 6 },
  { id: 1, price: 100, quantity: 0, status: 'sold_out', position: 0 }, // out of stock: last,
  { id: 5, price: 200, quantity: 0, status: 'discontinued', position: 0 }, // cheapest first
];

describe('the best variant', () => {
  it('TypeScript: cheapest buyable first, then sooner available, position, id', () => {
    const shuffled = [...variants].reverse().map((v) => ({
      id: v.id,
      user_price_ttc_cents: v.price,
      stock_state: stockStateOf(v),
      position: v.position,
    }));
    expect(shuffled.sort(compareBestVariant).map((v) => v.id)).toEqual(variants.map((v) => v.id));
  });

  it('SQL: the same order, over availability codes', async () => {
    const db = new PGlite();
    try {
      const rows = [...variants]
        .reverse()
        .map((v) => `(${v.id}, ${v.price}, ${v.quantity}, '${v.status}', ${v.position})`)
        .join(', ');
      const order = bestVariantOrderSql({
        availability: 'a.code',
        netPrice: 'v.price',
        position: 'v.position',
        id: 'v.id',
      });
      const result = await db.query<{ id: number }>(
        `select v.id from (values ${rows})
           as v(id, price, quantity_available, out_of_stock_status, position)
           cross join lateral (select ${availabilityCodeSql('v')} as code) a
          order by ${order}`,
      );
      expect(result.rows.map((r) => r.id)).toEqual(variants.map((v) => v.id));
    } finally {
      await db.close();
    }
  });

  it('codes rank as the TypeScript states do', () => {
    expect(AVAILABILITY_CODE.available).toBeLessThan(AVAILABILITY_CODE.reorder);
    expect(AVAILABILITY_CODE.reorder).toBeLessThan(AVAILABILITY_CODE.out_of_stock);
  });
});
