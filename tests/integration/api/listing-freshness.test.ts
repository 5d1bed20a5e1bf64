/**
 * The product list is never stale: each kind of change — an order taking the last unit, its
 * cancellation, a price, a discount, a deal, a published review, a product switched off — made
 * through its owner's function is visible to the very next `GET /api/products` (filters, facet
 * counts, sorts), although the list was read (and cached, 30 s) just before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  notifyCatalogueChange,
  refreshProductListing,
  setProductActive,
  setVariantDiscount,
  setVariantPrice,
} from '../../../src/modules/catalog';
import { openSession } from '../../../src/modules/customers';
import { setDealActive } from '../../../src/modules/promotions';
import { setReviewPublished } from '../../../src/modules/reviews';
import { createTestApp } from '../../support/app';
import { orderFixtures, placeOrderFor, type OrderFixtures } from '../../support/placed-orders';

let api: Awaited<ReturnType<typeof createTestApp>>;
let fixtures: OrderFixtures;
let admin: Record<string, string>;

beforeAll(async () => {
  api = await createTestApp();
  fixtures = await orderFixtures(api.database);
  const [owner] = await api.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname, role)
     values ('owner-freshness@example.test', 'Owner', 'Shop', 'admin') returning id`,
  );
  admin = {
    authorization: `Bearer ${(await openSession(api.database.db, owner!.id, new Date())).token}`,
  };
  return () => api.close();
});

interface ListBody {
  data: Array<{ id: number; price_from_ttc: number }>;
  meta: { total: number };
  extraData?: {
    availability: Array<{ value: string; products_count: number }>;
    reviews: Array<{ stars: number; products_count: number }>;
  };
}

async function list(query: string): Promise<ListBody> {
  const res = await api.app.inject({ url: `/api/products?${query}` });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as ListBody;
}

/** Whether the list with `filters` shows the product (the same URL each time: cacheable). */
const lists = async (productId: number, filters: string) =>
  (await list(`filter[ids]=${productId}&${filters}`)).meta.total === 1;

const stockCount = async () =>
  (await list('extraData=1&limit=1')).extraData!.availability.find((a) => a.value === 'stock')
    ?.products_count ?? 0;

const inTransaction = <T>(work: (tx: typeof api.database.db) => Promise<T>) =>
  api.database.db.transaction(work);

/** Active products with no running deal, no discount and `variants` active variants. */
async function plainProducts(variants: number): Promise<number[]> {
  const rows = await api.database.query<{ id: number }>(
    `select p.id from products p join variants v on v.product_id = p.id and v.is_active
      where p.is_active
        and not exists (select 1 from deals d where d.product_id = p.id)
      group by p.id
     having count(*) = $1 and max(v.discount_percent) = 0
      order by p.id`,
    [variants],
  );
  return rows.map((r) => r.id);
}

describe('stock moved by orders', () => {
  let productId: number;
  let orderId: number;

  beforeAll(async () => {
    // The fixture variant alone on its product, 2 left, sold from stock only.
    const [row] = await api.database.query<{ product_id: number }>(
      `select product_id from variants where id = $1`,
      [fixtures.variantId],
    );
    productId = row!.product_id;
    await api.database.query(
      `update variants set is_active = (id = $1),
              quantity_available = case when id = $1 then 2 else quantity_available end,
              out_of_stock_status = case when id = $1 then 'sold_out' else out_of_stock_status end
        where product_id = $2`,
      [fixtures.variantId, productId],
    );
    await refreshProductListing(api.database.db, [productId]);
  });

  it('an order taking the last unit leaves "in stock" at once: filter and count', async () => {
    const before = await stockCount();
    expect(await lists(productId, 'filter[availability]=stock')).toBe(true);
    const order = await placeOrderFor(api.app, api.database, fixtures, { method: 'transfer' });
    orderId = order.orderId;
    expect(await lists(productId, 'filter[availability]=stock')).toBe(false);
    expect(await stockCount()).toBe(before - 1);
    // Out of stock goes to the end of the default (popularity) order.
    const all = await list(`filter[ids]=${productId}&extraData=1`);
    expect(all.meta.total).toBe(1);
    expect(all.extraData!.availability).toEqual([]);
  });

  it('its cancellation gives the units back, and the list says "in stock" again', async () => {
    const before = await stockCount();
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cancel`,
      headers: admin,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lists(productId, 'filter[availability]=stock')).toBe(true);
    expect(await stockCount()).toBe(before + 1);
  });
});

describe('changes from the back office', () => {
  it('a new price moves the product in the price sort and between price ranges', async () => {
    const [target] = (await plainProducts(1)).slice(-1);
    const [variant] = await api.database.query<{ id: number }>(
      `select id from variants where product_id = $1 and is_active`,
      [target],
    );
    const cheapest = 'sort=priceAscending&limit=1';
    expect((await list(cheapest)).data[0]!.id).not.toBe(target);
    expect(await lists(target!, 'filter[priceRange]=0,0.01')).toBe(false);
    await inTransaction((tx) => setVariantPrice(tx, variant!.id, 1));
    expect((await list(cheapest)).data[0]).toMatchObject({ id: target, price_from_ttc: 0.01 });
    expect(await lists(target!, 'filter[priceRange]=0,0.01')).toBe(true);
  });

  it('a discount counts in the discount filter', async () => {
    const [target] = await plainProducts(1);
    const [variant] = await api.database.query<{ id: number }>(
      `select id from variants where product_id = $1 and is_active`,
      [target],
    );
    expect(await lists(target!, 'filter[hasDiscountTypes]=percentage')).toBe(false);
    expect(await inTransaction((tx) => setVariantDiscount(tx, variant!.id, 30))).toBe(true);
    expect(await lists(target!, 'filter[hasDiscountTypes]=percentage')).toBe(true);
  });

  it('a deal counts while switched on and inside its window, read against the clock', async () => {
    const [target, ended, future] = (await plainProducts(1)).slice(1, 4);
    const insert = (productId: number, window: string, active: boolean) =>
      api.database.query<{ id: number }>(
        `insert into deals (product_id, discount_percent, starts_at, ends_at, is_active)
         select $1, 40, ${window}, $2 returning id`,
        [productId, active],
      );
    const [deal] = await insert(
      target!,
      `now() - interval '1 day', now() + interval '1 day'`,
      false,
    );
    await insert(ended!, `now() - interval '2 days', now() - interval '1 second'`, true);
    await insert(future!, `now() + interval '1 hour', now() + interval '1 day'`, true);
    const dealList = async () =>
      (await list('filter[hasDiscountTypes]=deal&fields[products]=id&limit=100')).data.map(
        (c) => c.id,
      );
    expect(await dealList()).not.toContain(target);
    await inTransaction((tx) => setDealActive(tx, deal!.id, true, notifyCatalogueChange));
    const shown = await dealList();
    expect(shown).toContain(target);
    expect(shown).not.toContain(ended);
    expect(shown).not.toContain(future);
  });

  it('a published review counts in the stars filter and facet', async () => {
    const [target] = await api.database.query<{ id: number }>(
      `select l.product_id as id from product_listing l
        where l.is_active and l.reviews_count = 0 order by l.product_id limit 1`,
    );
    const [review] = await api.database.query<{ id: number }>(
      `insert into reviews (product_id, author_name, locale, stars, comment, is_published, status)
       values ($1, 'Test T.', 'fr', 5, 'Parfait', false, 'pending') returning id`,
      [target!.id],
    );
    const fives = async () =>
      (await list('extraData=1&limit=1')).extraData!.reviews.find((r) => r.stars === 5)
        ?.products_count ?? 0;
    const before = await fives();
    expect(await lists(target!.id, 'filter[reviewStars]=5')).toBe(false);
    expect(
      await inTransaction((tx) => setReviewPublished(tx, review!.id, true, refreshProductListing)),
    ).toBe(true);
    expect(await lists(target!.id, 'filter[reviewStars]=5')).toBe(true);
    expect(await fives()).toBe(before + 1);
  });

  it('a product switched off leaves every list', async () => {
    const [target] = await plainProducts(2);
    const total = (await list('limit=1')).meta.total;
    expect(await lists(target!, 'limit=1')).toBe(true);
    expect(await inTransaction((tx) => setProductActive(tx, target!, false))).toBe(true);
    expect(await lists(target!, 'limit=1')).toBe(false);
    expect((await list('limit=1')).meta.total).toBe(total - 1);
  });

  it('a change rolled back leaves the list as it was', async () => {
    const [target] = (await plainProducts(1)).slice(5, 6);
    const [variant] = await api.database.query<{ id: number }>(
      `select id from variants where product_id = $1 and is_active`,
      [target],
    );
    await expect(
      inTransaction(async (tx) => {
        await setVariantPrice(tx, variant!.id, 1);
        throw new Error('the back office gave up');
      }),
    ).rejects.toThrow('gave up');
    expect(await lists(target!, 'filter[priceRange]=0,0.01')).toBe(false);
  });
});
