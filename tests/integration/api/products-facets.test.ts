/**
 * GET /api/products filters and extraData facets, checked against an oracle computed from the
 * SOURCE tables (products, variants, categories, reviews, deals…), never from the read model:
 * each product's facts come from one SQL query, then plain TypeScript decides which products a
 * filter combination keeps and what each facet should count.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshProductListing } from '../../../src/modules/catalog';
import { addVat } from '../../../src/shared/money';
import { useTestApp } from '../../support/app';

const api = useTestApp();

interface Fact {
  id: number;
  brand_id: number | null;
  category_ids: number[];
  vehicle_ids: number[];
  value_ids: number[];
  stars: number; // rounded average of published reviews, 0 = none
  availability: 'stock' | 'reorder' | 'out';
  /**
   * The product's price excl. tax: its best variant's (the cheapest after the better of its
   * discount and a live deal that can be bought; sold out only when nothing else is left).
   */
  net_ht_cents: number;
  has_new: boolean;
  has_percentage: boolean;
  has_deal: boolean;
}

/** Every active product with an active variant, with what the filters look at. */
const FACTS_SQL = `
with recursive ancestry(category_id, ancestor_id) as (
  select id, id from categories
  union all
  select a.category_id, c.parent_id from ancestry a join categories c on c.id = a.ancestor_id
   where c.parent_id is not null
),
live_deal as (
  select product_id, max(discount_percent) as percent from deals
   where is_active and starts_at <= now() and ends_at > now() group by product_id
)
select p.id, p.brand_id,
       array(select distinct a.ancestor_id from product_categories pc
               join categories c on c.id = pc.category_id and c.is_active
               join ancestry a on a.category_id = pc.category_id
              where pc.product_id = p.id) as category_ids,
       array(select pv.vehicle_id from product_vehicles pv where pv.product_id = p.id) as vehicle_ids,
       array(select distinct vfv.filter_value_id from variants v
               join variant_filter_values vfv on vfv.variant_id = v.id
              where v.product_id = p.id and v.is_active) as value_ids,
       coalesce((select round(avg(r.stars))::int from reviews r
                  where r.product_id = p.id and r.is_published), 0) as stars,
       case when exists (select 1 from variants v where v.product_id = p.id and v.is_active
                           and (v.quantity_available > 0 or v.out_of_stock_status = 'stock'))
            then 'stock'
            when exists (select 1 from variants v where v.product_id = p.id and v.is_active
                           and v.out_of_stock_status = 'reorder') then 'reorder'
            else 'out' end as availability,
       (select (v.price_ht_cents
                - round(v.price_ht_cents * greatest(v.discount_percent, coalesce(d.percent, 0)) / 100.0))::int
          from variants v where v.product_id = p.id and v.is_active
         order by (v.quantity_available < 1 and v.out_of_stock_status in ('sold_out', 'discontinued')),
                  1, (v.quantity_available > 0 or v.out_of_stock_status = 'stock') desc, v.position, v.id
         limit 1) as net_ht_cents,
       p.has_new_variant or exists (select 1 from variants v
                                     where v.product_id = p.id and v.is_active and v.is_new) as has_new,
       exists (select 1 from variants v
                where v.product_id = p.id and v.is_active and v.discount_percent > 0) as has_percentage,
       d.percent is not null as has_deal
  from products p left join live_deal d on d.product_id = p.id
 where p.is_active and exists (select 1 from variants v where v.product_id = p.id and v.is_active)
 order by p.id`;

interface Criteria {
  categoryId?: number;
  categoriesIds?: number[];
  vehiclesIds?: number[];
  brandsIds?: number[];
  reviewStars?: number[];
  filterValuesIds?: number[];
  availability?: 'stock' | 'reorder';
  /** Euros incl. tax, null = open (sent as -1). */
  priceRange?: [number | null, number | null];
  hasNewVariant?: boolean;
  hasDiscountTypes?: Array<'percentage' | 'deal'>;
  ids?: number[];
}

type Facet = 'c' | 'b' | 's' | 'a' | 'p' | `v${number}`;

let facts: Fact[] = [];
let filterOf = new Map<number, number>();
let childrenOf = new Map<number | null, number[]>();
const VAT = { FR: 2000, DE: 1900 } as const;

function query(criteria: Criteria, extra: Record<string, string> = {}): string {
  const params: string[] = [];
  const list = (name: string, values: readonly unknown[] | undefined) => {
    if (values?.length) params.push(`filter[${name}]=${values.join(',')}`);
  };
  if (criteria.categoryId !== undefined) params.push(`filter[categoryId]=${criteria.categoryId}`);
  list('categoriesIds', criteria.categoriesIds);
  list('vehiclesIds', criteria.vehiclesIds);
  list('brandsIds', criteria.brandsIds);
  list('reviewStars', criteria.reviewStars);
  list('filterValuesIds', criteria.filterValuesIds);
  list('hasDiscountTypes', criteria.hasDiscountTypes);
  list('ids', criteria.ids);
  if (criteria.availability) params.push(`filter[availability]=${criteria.availability}`);
  if (criteria.priceRange)
    params.push(`filter[priceRange]=${criteria.priceRange.map((b) => b ?? -1).join(',')}`);
  if (criteria.hasNewVariant !== undefined)
    params.push(`filter[has_new_variant]=${criteria.hasNewVariant ? 1 : 0}`);
  for (const [key, value] of Object.entries(extra)) params.push(`${key}=${value}`);
  return `/api/products?${params.join('&')}`;
}

async function list(criteria: Criteria, extra: Record<string, string> = {}, country = 'FR') {
  const url = query(criteria, { limit: '96', 'fields[products]': 'id', ...extra });
  const body = await api.getJson(url, { country });
  const ids: number[] = body.data.map((p: { id: number }) => p.id);
  for (let page = 2; page <= body.meta.last_page; page++) {
    const next = await api.getJson(`${url}&page=${page}`, { country });
    ids.push(...next.data.map((p: { id: number }) => p.id));
  }
  return { ids, total: body.meta.total as number, extraData: body.extraData as Facets };
}

async function total(criteria: Criteria, country = 'FR'): Promise<number> {
  const body = await api.getJson(query(criteria, { limit: '1', 'fields[products]': 'id' }), {
    country,
  });
  return body.meta.total;
}

const has = (list: readonly number[] | undefined, values: readonly number[]) =>
  values.some((v) => list?.includes(v));

/** What the shop should keep: hard conditions always, facets unless `except`. */
function keeps(p: Fact, c: Criteria, vat: number, except?: (facet: Facet) => boolean) {
  const facet = (key: Facet) => !except?.(key);
  if (c.categoryId !== undefined && !p.category_ids.includes(c.categoryId)) return false;
  if (c.vehiclesIds?.length && !has(p.vehicle_ids, c.vehiclesIds)) return false;
  if (c.ids?.length && !c.ids.includes(p.id)) return false;
  if (c.hasNewVariant !== undefined && p.has_new !== c.hasNewVariant) return false;
  if (c.hasDiscountTypes?.length) {
    const ok =
      (c.hasDiscountTypes.includes('percentage') && p.has_percentage) ||
      (c.hasDiscountTypes.includes('deal') && p.has_deal);
    if (!ok) return false;
  }
  if (facet('c') && c.categoriesIds?.length && !has(p.category_ids, c.categoriesIds)) return false;
  if (facet('b') && c.brandsIds?.length && !c.brandsIds.includes(p.brand_id ?? -1)) return false;
  if (facet('s') && c.reviewStars?.length && !c.reviewStars.includes(p.stars)) return false;
  if (facet('a') && c.availability && p.availability !== c.availability) return false;
  if (facet('p') && c.priceRange) {
    const ttc = addVat(p.net_ht_cents, vat);
    let [min, max] = c.priceRange;
    if (min !== null && max !== null && min > max) [min, max] = [max, min]; // a swapped slider
    if (min !== null && ttc < Math.round(min * 100)) return false;
    if (max !== null && ttc > Math.round(max * 100)) return false;
  }
  const groups = new Map<number, number[]>();
  for (const v of c.filterValuesIds ?? [])
    groups.set(filterOf.get(v)!, [...(groups.get(filterOf.get(v)!) ?? []), v]);
  for (const [filterId, values] of groups)
    if (facet(`v${filterId}`) && !has(p.value_ids, values)) return false;
  return true;
}

function expectedIds(c: Criteria, vat: number = VAT.FR) {
  return facts.filter((p) => keeps(p, c, vat)).map((p) => p.id);
}

interface Facets {
  filters: Array<{ id: number; filter_values: Array<{ id: number; products_count: number }> }>;
  brands: Array<{ id: number; products_count: number }>;
  reviews: Array<{ stars: number; products_count: number }>;
  availability: Array<{ value: string; products_count: number }>;
  categories: Array<{ id: number; products_count: number }>;
  price: { min: number; max: number };
}

function countBy<K>(rows: Fact[], keysOf: (p: Fact) => readonly K[]): Map<K, number> {
  const counts = new Map<K, number>();
  for (const p of rows) for (const k of keysOf(p)) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
}

/** The facets the shop should answer for `c`: each one without its own selection. */
function expectedFacets(c: Criteria, vat: number = VAT.FR) {
  const without = (own: (f: Facet) => boolean) => facts.filter((p) => keeps(p, c, vat, own));
  const values = new Map<number, number>();
  for (const [valueId, filterId] of filterOf) {
    const count = without((f) => f === `v${filterId}`).filter((p) =>
      p.value_ids.includes(valueId),
    ).length;
    if (count > 0) values.set(valueId, count);
  }
  const candidates = childrenOf.get(c.categoryId ?? null) ?? [];
  const categories = countBy(
    without((f) => f === 'c'),
    (p) => p.category_ids.filter((id) => candidates.includes(id)),
  );
  const priced = without((f) => f === 'p').map((p) => addVat(p.net_ht_cents, vat));
  return {
    values,
    brands: countBy(
      without((f) => f === 'b'),
      (p) => (p.brand_id === null ? [] : [p.brand_id]),
    ),
    stars: countBy(
      without((f) => f === 's'),
      (p) => (p.stars > 0 ? [p.stars] : []),
    ),
    availability: countBy(
      without((f) => f === 'a'),
      (p) => (p.availability === 'out' ? [] : [p.availability]),
    ),
    categories,
    price: priced.length
      ? {
          min: Math.floor(Math.min(...priced) / 100),
          max: Math.ceil(Math.max(...priced) / 100),
        }
      : { min: 0, max: 0 },
  };
}

function actualFacets(extraData: Facets) {
  return {
    values: new Map(
      extraData.filters.flatMap((f) =>
        f.filter_values.map((v) => [v.id, v.products_count] as const),
      ),
    ),
    brands: new Map(extraData.brands.map((b) => [b.id, b.products_count])),
    stars: new Map(extraData.reviews.map((r) => [r.stars, r.products_count])),
    availability: new Map(extraData.availability.map((a) => [a.value, a.products_count])),
    categories: new Map(extraData.categories.map((k) => [k.id, k.products_count])),
    price: extraData.price,
  };
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

async function expectList(c: Criteria, country: keyof typeof VAT = 'FR') {
  const result = await list(c, { extraData: '1' }, country);
  const expected = expectedIds(c, VAT[country]);
  expect(sorted(result.ids), JSON.stringify(c)).toEqual(expected);
  expect(result.total).toBe(expected.length);
  expect(actualFacets(result.extraData), JSON.stringify(c)).toEqual(
    expectedFacets(c, VAT[country]),
  );
  return result;
}

// Facts used to pick test values (ids are deterministic, but chosen by what they mean).
let productIds: { hidden: number; noVariant: number; partial: number };
let brandA: number;
let brandB: number;
let colours: number[];
let materials: number[];

beforeAll(async () => {
  const { database } = api;
  // Make activity matter: a product switched off, one whose variants all are, one losing one.
  const picks = await database.query<{ id: number }>(
    `select p.id from products p
      where (select count(*) from variants v where v.product_id = p.id) >= 2
      order by p.id limit 3`,
  );
  const [hidden, noVariant, partial] = picks.map((r) => r.id) as [number, number, number];
  productIds = { hidden, noVariant, partial };
  await database.query('update products set is_active = false where id = $1', [hidden]);
  await database.query('update variants set is_active = false where product_id = $1', [noVariant]);
  await database.query(
    `update variants set is_active = false
      where id = (select min(id) from variants where product_id = $1)`,
    [partial],
  );
  await refreshProductListing(database.db, [hidden, noVariant, partial]);

  facts = (await database.query<Fact>(FACTS_SQL)).map((row) => ({
    ...row,
    category_ids: row.category_ids.map(Number),
    vehicle_ids: row.vehicle_ids.map(Number),
    value_ids: row.value_ids.map(Number),
  }));
  const values = await database.query<{ id: number; filter_id: number }>(
    'select id, filter_id from filter_values order by id',
  );
  filterOf = new Map(values.map((v) => [v.id, v.filter_id]));
  const categoryRows = await database.query<{ id: number; parent_id: number | null }>(
    'select id, parent_id from categories where is_active order by position, id',
  );
  childrenOf = new Map();
  for (const row of categoryRows)
    childrenOf.set(row.parent_id, [...(childrenOf.get(row.parent_id) ?? []), row.id]);

  const brandCounts = [...countBy(facts, (p) => (p.brand_id ? [p.brand_id] : []))].sort(
    (a, b) => b[1] - a[1],
  );
  [brandA, brandB] = [brandCounts[0]![0], brandCounts[1]![0]];
  const [colourFilter, materialFilter] = await database.query<{ id: number }>(
    `select id from filters where filter_type_id = 1 order by position, id limit 2`,
  );
  colours = values.filter((v) => v.filter_id === colourFilter!.id).map((v) => v.id);
  materials = values.filter((v) => v.filter_id === materialFilter!.id).map((v) => v.id);
});

describe('GET /api/products: which products each filter keeps (SQL oracle)', () => {
  it('lists every active product that has an active variant, and nothing else', async () => {
    const all = await list({});
    expect(sorted(all.ids)).toEqual(facts.map((p) => p.id));
    expect(new Set(all.ids).size).toBe(all.ids.length);
    expect(all.ids).not.toContain(productIds.hidden);
    expect(all.ids).not.toContain(productIds.noVariant);
    expect(all.ids).toContain(productIds.partial);
    const [count] = await api.database.query<{ n: number }>(
      `select count(*)::int as n from products p
        where p.is_active and exists (select 1 from variants v where v.product_id = p.id and v.is_active)`,
    );
    expect(all.total).toBe(count!.n);
    expect((await list({}, { 'filter[is_active]': '1' })).total).toBe(count!.n);
  });

  it('filter[categoriesIds] and filter[categoryId] include the descendants', async () => {
    // A domain whose products all sit two levels down.
    const domain = [...childrenOf.get(null)!][0]!;
    const [count] = await api.database.query<{ n: number }>(
      `with recursive below(id) as (
         select $1::int union all select c.id from categories c join below b on c.parent_id = b.id)
       select count(distinct p.id)::int as n from products p
         join product_categories pc on pc.product_id = p.id
        where pc.category_id in (select id from below) and p.is_active
          and exists (select 1 from variants v where v.product_id = p.id and v.is_active)`,
      [domain],
    );
    expect(count!.n).toBeGreaterThan(20);
    expect(await total({ categoriesIds: [domain] })).toBe(count!.n);
    expect(await total({ categoryId: domain })).toBe(count!.n);
    const [first, second] = childrenOf.get(domain)!;
    await expectList({ categoriesIds: [first!, second!] });
    await expectList({ categoryId: domain });
  });

  it('filter[vehiclesIds], filter[brandsIds], filter[ids]', async () => {
    const vehicles = countBy(facts, (p) => p.vehicle_ids);
    const [vehicle] = [...vehicles].sort((a, b) => b[1] - a[1])[0]!;
    await expectList({ vehiclesIds: [vehicle] });
    await expectList({ vehiclesIds: [vehicle, 1, 2] });
    await expectList({ brandsIds: [brandA] });
    await expectList({ brandsIds: [brandA, brandB] });
    const ids = facts.slice(3, 9).map((p) => p.id);
    await expectList({ ids: [...ids, productIds.hidden] });
  });

  it('filter[reviewStars] buckets the rounded average', async () => {
    for (const stars of [[5], [4], [3, 4], [1, 2]]) await expectList({ reviewStars: stars });
    expect(expectedIds({ reviewStars: [5] }).length).toBeGreaterThan(10);
  });

  it('filter[filterValuesIds]: any value of one filter, every filter', async () => {
    const [black, grey] = colours as [number, number];
    const [fabric] = materials as [number];
    const onlyBlack = await expectList({ filterValuesIds: [black] });
    const blackOrGrey = await expectList({ filterValuesIds: [black, grey] });
    expect(blackOrGrey.total).toBeGreaterThan(onlyBlack.total);
    const blackFabric = await expectList({ filterValuesIds: [black, fabric] });
    expect(blackFabric.total).toBeLessThan(onlyBlack.total);
    await expectList({ filterValuesIds: [black, grey, fabric] });
  });

  it('filter[availability]=stock|reorder', async () => {
    await expectList({ availability: 'stock' });
    await expectList({ availability: 'reorder' });
  });

  it('filter[priceRange] in euros incl. tax of the request country', async () => {
    await expectList({ priceRange: [50, 150] });
    await expectList({ priceRange: [null, 40] });
    await expectList({ priceRange: [200, null] });
    await expectList({ priceRange: [150, 50] }); // swapped
    await expectList({ priceRange: [50, 150] }, 'DE');
    // Bounds that fall exactly on prices: every product at the limit is in, a cent above is out.
    const ttc = facts.map((p) => addVat(p.net_ht_cents, VAT.FR)).sort((a, b) => a - b);
    const exact = ttc.find((cents) => cents % 100 === 0 && cents > 2000)!;
    expect(exact).toBeDefined();
    const inside = await list({ priceRange: [exact / 100, exact / 100] });
    expect(inside.total).toBe(ttc.filter((c) => c === exact).length);
    const cheapest = (await list({ priceRange: [null, ttc[0]! / 100] })).ids;
    expect(cheapest.length).toBe(ttc.filter((c) => c === ttc[0]).length);
    expect((await list({ priceRange: [null, (ttc[0]! - 1) / 100] })).total).toBe(0);
  });

  it('filter[has_new_variant] and filter[hasDiscountTypes]', async () => {
    await expectList({ hasNewVariant: true });
    await expectList({ hasNewVariant: false });
    await expectList({ hasDiscountTypes: ['percentage'] });
    const deals = await expectList({ hasDiscountTypes: ['deal'] });
    expect(deals.total).toBeGreaterThan(5);
    await expectList({ hasDiscountTypes: ['percentage', 'deal'] });
  });

  it('filter[operation]: the products of an active deal only', async () => {
    const rows = await api.database.query<{ id: number; product_id: number; live: boolean }>(
      `select id, product_id, (is_active and starts_at <= now() and ends_at > now()) as live
         from deals order by id`,
    );
    const live = rows.find((r) => r.live && facts.some((p) => p.id === r.product_id))!;
    const over = rows.find((r) => !r.live)!;
    expect((await list({}, { 'filter[operation]': String(live.id) })).ids).toEqual([
      live.product_id,
    ]);
    expect((await list({}, { 'filter[operation]': String(over.id) })).total).toBe(0);
    expect((await list({}, { 'filter[operation]': '999999' })).total).toBe(0);
    // Combined with ids: the intersection.
    const other = facts.find((p) => p.id !== live.product_id)!.id;
    const both = await list({ ids: [other] }, { 'filter[operation]': String(live.id) });
    expect(both.total).toBe(0);
  });

  it('combinations of hard filters and facets', async () => {
    const domain = childrenOf.get(null)![0]!;
    const combos: Criteria[] = [
      { categoryId: domain, availability: 'stock', priceRange: [30, 200] },
      { categoriesIds: [domain], brandsIds: [brandA, brandB], reviewStars: [4, 5] },
      { filterValuesIds: [colours[0]!, materials[0]!], availability: 'stock', reviewStars: [5] },
      { brandsIds: [brandA], hasDiscountTypes: ['percentage', 'deal'], priceRange: [null, 300] },
      { categoryId: domain, filterValuesIds: [colours[1]!], hasNewVariant: false },
      {
        categoriesIds: childrenOf.get(domain)!.slice(0, 2),
        vehiclesIds: facts.flatMap((p) => p.vehicle_ids).slice(0, 40),
        reviewStars: [3, 4, 5],
        availability: 'stock',
        priceRange: [20, 400],
        brandsIds: [brandA, brandB],
        filterValuesIds: [...colours.slice(0, 4), ...materials.slice(0, 3)],
      },
    ];
    for (const c of combos) await expectList(c);
    await expectList(combos[0]!, 'DE');
  });

  it('a filter that matches nothing answers an empty list with empty-ish facets', async () => {
    const body = await api.getJson(
      query({ ids: [productIds.hidden] }, { extraData: '1', 'fields[products]': 'id' }),
    );
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ total: 0, last_page: 1 });
    expect(body.extraData).toEqual({
      filters: [],
      brands: [],
      reviews: [],
      availability: [],
      categories: [],
      price: { min: 0, max: 0 },
    });
  });
});

describe('extraData: facet counts (each counted with every OTHER active facet)', () => {
  it('without any selection: every count is the total once that value is ticked', async () => {
    const result = await expectList({});
    const facets = actualFacets(result.extraData);
    const available = [...facets.availability.values()].reduce((a, b) => a + b, 0);
    expect(available).toBeLessThanOrEqual(result.total);
    expect(available).toBe(facts.filter((p) => p.availability !== 'out').length);
    // Live cross-checks through the API itself.
    const [value, count] = [...facets.values].find(([id]) => colours.includes(id))!;
    expect(await total({ filterValuesIds: [value] })).toBe(count);
    const [brand, brandCount] = [...facets.brands][0]!;
    expect(await total({ brandsIds: [brand] })).toBe(brandCount);
    const [stars, starsCount] = [...facets.stars][0]!;
    expect(await total({ reviewStars: [stars] })).toBe(starsCount);
    expect(await total({ availability: 'reorder' })).toBe(facets.availability.get('reorder'));
    const [category, categoryCount] = [...facets.categories][0]!;
    expect(childrenOf.get(null)).toContain(category);
    expect(await total({ categoriesIds: [category] })).toBe(categoryCount);
    // The price facet spans the "from" prices of the list.
    expect(facets.price.min).toBeLessThan(facets.price.max);
  });

  it("a filter with a selection is counted without it, other filters' counts with it", async () => {
    const [black, grey] = colours as [number, number];
    const c: Criteria = { filterValuesIds: [black], brandsIds: [brandA] };
    const result = await expectList(c);
    const facets = actualFacets(result.extraData);
    // Colour values: as if no colour were ticked (brand still applied).
    expect(facets.values.get(grey)).toBe(
      await total({ brandsIds: [brandA], filterValuesIds: [grey] }),
    );
    expect(facets.values.get(black)).toBe(result.total);
    // Material values: with the colour AND the brand.
    const material = materials.find((m) => facets.values.has(m))!;
    expect(facets.values.get(material)).toBe(
      await total({ ...c, filterValuesIds: [black, material] }),
    );
    // Brands: as if no brand were ticked (colour still applied).
    expect(facets.brands.get(brandB) ?? 0).toBe(
      await total({ brandsIds: [brandB], filterValuesIds: [black] }),
    );
    // Ticking another colour adds exactly the count shown next to it (products with both
    // colours counted once).
    const both = await total({ ...c, filterValuesIds: [black, grey] });
    expect(both).toBeLessThanOrEqual(result.total + facets.values.get(grey)!);
    expect(both).toBeGreaterThanOrEqual(Math.max(result.total, facets.values.get(grey)!));
  });

  it('reviews, availability, price and categories facets ignore their own selection', async () => {
    const domain = childrenOf.get(null)![0]!;
    const child = childrenOf.get(domain)![0]!;
    const c: Criteria = {
      reviewStars: [5],
      availability: 'reorder',
      priceRange: [20, 80],
      categoriesIds: [child],
    };
    const result = await expectList(c);
    const facets = actualFacets(result.extraData);
    expect(facets.stars.get(4) ?? 0).toBe(await total({ ...c, reviewStars: [4] }));
    expect(facets.availability.get('stock') ?? 0).toBe(
      await total({ ...c, availability: 'stock' }),
    );
    const { priceRange: _own, ...withoutPrice } = c;
    const unpriced = await list(withoutPrice);
    expect(unpriced.total).toBeGreaterThanOrEqual(result.total);
    expect(facets.categories.get(domain) ?? 0).toBe(await total({ ...c, categoriesIds: [domain] }));
  });

  it('on a category page the categories facet lists its children', async () => {
    const domain = childrenOf.get(null)!.find((d) => (childrenOf.get(d) ?? []).length >= 3)!;
    const result = await expectList({ categoryId: domain });
    const facets = actualFacets(result.extraData);
    expect([...facets.categories.keys()].every((id) => childrenOf.get(domain)!.includes(id))).toBe(
      true,
    );
    const sum = [...facets.categories.values()].reduce((a, b) => a + b, 0);
    expect(sum).toBe(result.total); // each product sits in one child
    for (const [child, count] of facets.categories)
      expect(await total({ categoryId: domain, categoriesIds: [child] })).toBe(count);
    // A leaf category has no children to offer.
    const leaf = facts[0]!.category_ids.find((id) => !childrenOf.has(id))!;
    const leafResult = await expectList({ categoryId: leaf });
    expect(leafResult.extraData.categories).toEqual([]);
  });

  it('facets follow the language and the VAT of the request', async () => {
    const fr = await api.getJson(query({}, { extraData: '1', limit: '1' }), { country: 'FR' });
    const de = await api.getJson(query({}, { extraData: '1', limit: '1' }), {
      country: 'DE',
      language: 'de',
    });
    expect(de.extraData.filters[0].name).not.toBe(fr.extraData.filters[0].name);
    expect(de.extraData.price).toEqual(expectedFacets({}, VAT.DE).price);
    expect(fr.extraData.price).toEqual(expectedFacets({}, VAT.FR).price);
  });
});
