/**
 * One product query for every list: the typed query the pages call (`findProducts`, and the
 * list pages' loader around it) and GET /api/products (its SPEC §7 wire format parsed into the
 * same criteria) answer the same products, totals and facets for the same criteria — the API in
 * euros, the pages in integer cents.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONSUMER_PRICES,
  facetsWire,
  findProducts,
  productWire,
  type ProductListCriteria,
} from '../../../src/modules/catalog';
import { loadProductList } from '../../../src/web/components/product-list/product-list.server';
import { ORIGIN, pageContext } from '../../support/page-context';
import { useTestApp } from '../../support/app';

const api = useTestApp();
const read = { locale: 'fr' as const, prices: CONSUMER_PRICES(2000) };

interface Picks {
  categoryId: number;
  vehicleId: number;
  brandId: number;
  valueIds: number[];
  word: string;
}
let picks: Picks;

beforeAll(async () => {
  const one = async <T>(sql: string) => (await api.database.query<T>(sql))[0]!;
  const category = await one<{ id: number }>(
    `select c from (select unnest(category_ids) c from product_listing where is_active) x
      group by c order by count(*) desc, c limit 1`,
  );
  const vehicle = await one<{ id: number }>(
    `select v id from (select unnest(vehicle_ids) v from product_listing where is_active) x
      group by v order by count(*) desc, v limit 1`,
  );
  const brand = await one<{ id: number }>(
    `select brand_id id from product_listing where is_active and brand_id is not null
      group by brand_id order by count(*) desc, brand_id limit 1`,
  );
  const values = await api.database.query<{ id: number }>(
    `select f id from (select unnest(filter_value_ids) f from product_listing where is_active) x
      group by f order by count(*) desc, f limit 2`,
  );
  const word = await one<{ word: string }>(
    `select split_part(name, ' ', 1) word from product_translations
      where locale = 'fr' and length(split_part(name, ' ', 1)) > 3
      group by 1 order by count(*) desc limit 1`,
  );
  picks = {
    categoryId: Object.values(category)[0] as number,
    vehicleId: vehicle.id,
    brandId: brand.id,
    valueIds: values.map((v) => v.id),
    word: word.word,
  };
});

/** The same list asked both ways: typed criteria, and the wire query string. */
const cases: Array<[string, () => ProductListCriteria, () => string]> = [
  ['everything, popularity', () => ({}), () => ''],
  [
    'a category, cheapest first, page 2 of 12',
    () => ({ scopeCategoryId: picks.categoryId, sort: 'priceAscending', page: 2, limit: 12 }),
    () => `filter[categoryId]=${picks.categoryId}&sort=priceAscending&page=2&limit=12`,
  ],
  [
    'a vehicle, in stock, a price range in cents',
    () => ({
      vehicleIds: [picks.vehicleId],
      availability: ['stock'],
      priceMinCents: 1000,
      priceMaxCents: 25_050,
    }),
    () =>
      `filter[vehiclesIds]=${picks.vehicleId}&filter[availability]=stock&filter[priceRange]=10,250.50`,
  ],
  [
    'filter values and a brand, with facets',
    () => ({ filterValueIds: picks.valueIds, brandIds: [picks.brandId], facets: true }),
    () =>
      `filter[filterValuesIds]=${picks.valueIds.join(',')}&filter[brandsIds]=${picks.brandId}&extraData=1`,
  ],
  [
    'a search by relevance, with the best variant and swatches',
    () => ({ search: picks.word, include: new Set(['variant', 'filters'] as const), facets: true }),
    () => `filter[search]=${encodeURIComponent(picks.word)}&include=variant,filters&extraData=1`,
  ],
  [
    'dearest first, reviews',
    () => ({ sort: 'priceDescending', include: new Set(['reviews'] as const), limit: 5 }),
    () => `sort=-priceAscending&include=reviews&limit=5`,
  ],
  [
    'nothing can match (inactive asked for)',
    () => ({ matchesNothing: true, facets: true }),
    () => `filter[is_active]=0&extraData=1`,
  ],
];

describe('findProducts and GET /api/products answer the same list', () => {
  it.each(cases)('%s', async (name, criteria, wire) => {
    const [page, body] = await Promise.all([
      findProducts(api.database.db, read, criteria()),
      api.getJson(`/api/products?${wire()}`),
    ]);
    // Real lists of the seeded catalogue, not vacuous comparisons of empty pages.
    if (name.startsWith('nothing')) expect(page.total).toBe(0);
    else expect(page.products.length).toBeGreaterThan(0);
    expect(body.meta).toEqual({
      total: page.total,
      page: page.page,
      limit: page.limit,
      last_page: page.lastPage,
    });
    // Byte for byte once the cents are written in euros.
    expect(JSON.stringify(page.products.map(productWire))).toBe(JSON.stringify(body.data));
    if (page.facets) expect(body.extraData).toEqual(facetsWire(page.facets));
    else expect(body).not.toHaveProperty('extraData');
    for (const card of page.products)
      expect(Number.isInteger(card.price_from_ttc_cents)).toBe(true);
  });

  it('a list page shows what the API lists for its URL', async () => {
    const context = await pageContext(api.database);
    const url = `${ORIGIN}/?q=${encodeURIComponent(picks.word)}&sort=priceAscending&priceMin=5&priceMax=300`;
    const list = await loadProductList(new Request(url), context, 'fr', {
      categoryId: picks.categoryId,
    });
    const body = await api.getJson(
      `/api/products?filter[search]=${encodeURIComponent(picks.word)}&filter[categoryId]=${picks.categoryId}` +
        `&filter[priceRange]=5,300&sort=priceAscending&include=variant,filters&extraData=1`,
    );
    expect(list.failed).toBe(false);
    expect(list.products.length).toBeGreaterThan(0);
    expect(list.total).toBe(body.meta.total);
    expect(list.products.map(productWire)).toEqual(body.data);
    expect(list.facets && facetsWire(list.facets)).toEqual(body.extraData);
  });
});
