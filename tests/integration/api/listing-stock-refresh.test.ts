/**
 * A stock move rewrites only what stock decides in the product-list read model (availability,
 * the card's variant and price), and the result is what a full rebuild of the row would give;
 * the search rows are left as they were.
 */
import { describe, expect, it } from 'vitest';
import { refreshProductListing, returnStock, takeStock } from '../../../src/modules/catalog';
import { useTestDatabase } from '../../support/db';

const test = useTestDatabase();

/** The listing row without its refresh time. */
async function listingRow(productId: number) {
  const [row] = await test.database.query<Record<string, unknown>>(
    `select * from product_listing where product_id = $1`,
    [productId],
  );
  delete row!.refreshed_at;
  return row!;
}

/** Row versions of the product's search rows: rewritten rows get new ones. */
const searchVersions = (productId: number) =>
  test.database.query<{ locale: string; version: string }>(
    `select locale, xmin::text as version from product_search where product_id = $1 order by locale`,
    [productId],
  );

describe('the listing after a stock move', () => {
  it('takes the cheaper variant off the card when its last unit goes, as a full rebuild would', async () => {
    // A product with two active variants of different prices, the cheaper one sold from stock.
    const [pick] = await test.database.query<{ product_id: number; cheap: number }>(
      `select v.product_id, (array_agg(v.id order by v.price_ht_cents, v.id))[1] as cheap
         from variants v join products p on p.id = v.product_id and p.is_active
        where v.is_active group by v.product_id
       having count(*) >= 2 and min(v.price_ht_cents) < max(v.price_ht_cents)
        order by v.product_id limit 1`,
    );
    const productId = pick!.product_id;
    await test.database.query(
      `update variants set quantity_available = case when id = $1 then 1 else 50 end,
              out_of_stock_status = 'sold_out', discount_percent = 0
        where product_id = $2`,
      [pick!.cheap, productId],
    );
    await refreshProductListing(test.database.db, [productId]);
    expect((await listingRow(productId)).best_variant_id).toBe(pick!.cheap);
    const search = await searchVersions(productId);
    expect(search.length).toBeGreaterThan(0);

    await test.database.db.transaction((tx) =>
      takeStock(tx, [{ variantId: pick!.cheap, quantity: 1 }]),
    );
    const afterTake = await listingRow(productId);
    expect(afterTake.best_variant_id).not.toBe(pick!.cheap);
    expect(await searchVersions(productId)).toEqual(search);
    await refreshProductListing(test.database.db, [productId]);
    expect(await listingRow(productId)).toEqual(afterTake);

    const rebuiltSearch = await searchVersions(productId);
    await test.database.db.transaction((tx) =>
      returnStock(tx, [{ variantId: pick!.cheap, quantity: 1 }]),
    );
    const afterReturn = await listingRow(productId);
    expect(afterReturn.best_variant_id).toBe(pick!.cheap);
    expect(await searchVersions(productId)).toEqual(rebuiltSearch);
    await refreshProductListing(test.database.db, [productId]);
    expect(await listingRow(productId)).toEqual(afterReturn);
  });
});
