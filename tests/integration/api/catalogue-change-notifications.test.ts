/**
 * The in-process caches are emptied once per committed catalogue change, after its commit:
 * placing an order tells them once (not from inside the transaction and again after it), a
 * change rolled back tells them nothing.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { onCatalogueChange, setVariantStock } from '../../../src/modules/catalog';
import { setDealActive } from '../../../src/modules/promotions';
import { createTestApp } from '../../support/app';
import { orderFixtures, placeOrderFor, type OrderFixtures } from '../../support/placed-orders';

let api: Awaited<ReturnType<typeof createTestApp>>;
let fixtures: OrderFixtures;
let notifications = 0;

beforeAll(async () => {
  api = await createTestApp();
  fixtures = await orderFixtures(api.database);
  const unsubscribe = onCatalogueChange(() => (notifications += 1));
  return async () => {
    unsubscribe();
    await api.close();
  };
});

afterEach(() => {
  notifications = 0;
});

describe('catalogue change notifications', () => {
  it('a placed order empties the caches once', async () => {
    await placeOrderFor(api.app, api.database, fixtures, { method: 'transfer' });
    expect(notifications).toBe(1);
  });

  it('a change tells the caches after its commit, once however many writes', async () => {
    await api.database.db.transaction(async (tx) => {
      await setVariantStock(tx, fixtures.variantId, 99_999);
      await setVariantStock(tx, fixtures.variantId, 100_000);
      expect(notifications).toBe(0);
    });
    expect(notifications).toBe(1);
  });

  it('a change rolled back tells nothing', async () => {
    const rollback = new Error('rolled back');
    await expect(
      api.database.db.transaction(async (tx) => {
        await setVariantStock(tx, fixtures.variantId, 5);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(notifications).toBe(0);
    const [row] = await api.database.query<{ quantity_available: number }>(
      `select quantity_available from variants where id = $1`,
      [fixtures.variantId],
    );
    expect(row!.quantity_available).not.toBe(5);
  });

  it('a deal switched on tells after the commit; an unknown deal tells nothing', async () => {
    const [deal] = await api.database.query<{ id: number }>(
      `insert into deals (product_id, discount_percent, starts_at, ends_at, is_active)
       select product_id, 10, now(), now() + interval '1 day', false
         from variants where id = $1 returning id`,
      [fixtures.variantId],
    );
    const told = () => (notifications += 100);
    await api.database.db.transaction(async (tx) => {
      expect(await setDealActive(tx, deal!.id, true, told)).toBe(true);
      expect(notifications).toBe(0);
    });
    expect(notifications).toBe(100);
    expect(await setDealActive(api.database.db, -1, true, told)).toBe(false);
    expect(notifications).toBe(100);
  });
});
