/**
 * GET /api/products (list, sorts, pagination, fields, includes, search, VAT), the product page,
 * suggestions, /api/variants, bad input, and read-model freshness. Expectations come from the
 * source tables (SQL through `database.query`), not from the `product_listing` read model.
 * Filters and facet counts: products-facets.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshProductListing } from '../../../src/modules/catalog';
import { addVat } from '../../../src/shared/money';
import { useTestApp } from '../../support/app';

const api = useTestApp();

interface Card {
  id: number;
  name: string;
  price_from_ttc: number;
  reviews_avg_stars: number | null;
  reviews_count: number;
  discount: number;
  variant?: Variant;
  filter_value_products?: Array<{
    id: number;
    filter_value: { id: number; filter_id: number; name: string };
    selectable_variants: number[];
  }>;
  reviews?: Array<{ id: number; stars: number; created_at: string; user: { name: string } }>;
  related?: Card[];
  images: Array<{ url: string }>;
}

interface Variant {
  id: number;
  product_id: number;
  reference: string;
  price_ht: number;
  price_ttc: number;
  user_price_ttc: number;
  active_discount: number;
  stock_state: string;
  filter_value_ids: number[];
}

/** A GET that must answer 200 quickly. */
async function get(url: string, headers: Record<string, string> = {}) {
  return api.getJson(url, headers);
}

/** Every page of a list (96 per page), in order. */
async function all(url: string, headers: Record<string, string> = {}): Promise<Card[]> {
  const sep = url.includes('?') ? '&' : '?';
  const first = await get(`${url}${sep}limit=96`, headers);
  const cards: Card[] = [...first.data];
  for (let page = 2; page <= first.meta.last_page; page++)
    cards.push(...(await get(`${url}${sep}limit=96&page=${page}`, headers)).data);
  expect(cards).toHaveLength(first.meta.total);
  return cards;
}

interface ProductRow {
  id: number;
  created_at: Date;
  sales_count: number;
  bumped: boolean;
  score: number;
  out_of_stock: boolean;
  stars_avg: number | null;
  reviews_count: number;
  /** The best variant's price incl. 20 % VAT, after the better of its discount and a live deal. */
  from_ttc_cents: number;
  has_deal: boolean;
}

let rows: ProductRow[] = [];
let byId = new Map<number, ProductRow>();

const ACTIVE = `p.is_active and exists (select 1 from variants v where v.product_id = p.id and v.is_active)`;
const LIVE_DEALS = `select product_id, max(discount_percent) as percent from deals
   where is_active and starts_at <= now() and ends_at > now() group by product_id`;
/**
 * CTEs `live_deal` and `best_variant`: the variant a card shows and prices the product with,
 * the cheapest (after the better of its discount and a live deal) that can be bought; a sold
 * out one only when nothing else is left; available now before reorder at the same price.
 */
const BEST_VARIANT = `live_deal as (${LIVE_DEALS}),
  best_variant as (
    select distinct on (v.product_id) v.product_id, v.id,
           (v.price_ht_cents - round(v.price_ht_cents
              * greatest(v.discount_percent, coalesce(d.percent, 0)) / 100.0))::int as net
      from variants v left join live_deal d on d.product_id = v.product_id
     where v.is_active
     order by v.product_id,
              (v.quantity_available < 1 and v.out_of_stock_status in ('sold_out', 'discontinued')),
              net, (v.quantity_available > 0 or v.out_of_stock_status = 'stock') desc,
              v.position, v.id)`;

async function loadRows() {
  rows = await api.database.query<ProductRow>(
    `with ${BEST_VARIANT}
     select p.id, p.created_at, p.sales_count, p.bumped, p.score,
            not exists (select 1 from variants v where v.product_id = p.id and v.is_active
                          and (v.quantity_available > 0 or v.out_of_stock_status in ('stock', 'reorder')))
              as out_of_stock,
            (select avg(r.stars)::float8 from reviews r where r.product_id = p.id and r.is_published) as stars_avg,
            (select count(*)::int from reviews r where r.product_id = p.id and r.is_published) as reviews_count,
            round(b.net * 1.2)::int as from_ttc_cents,
            d.percent is not null as has_deal
       from products p left join live_deal d on d.product_id = p.id
       join best_variant b on b.product_id = p.id
      where ${ACTIVE}
      order by p.id`,
  );
  byId = new Map(rows.map((r) => [r.id, r]));
}

beforeAll(loadRows);

const ids = (cards: Array<{ id: number }>) => cards.map((c) => c.id);

function expectOrdered<T>(list: T[], compare: (a: T, b: T) => number, label: string) {
  const wrong = list.findIndex((item, i) => i > 0 && compare(list[i - 1]!, item) > 0);
  expect(wrong, `${label}: out of order at ${wrong}`).toBe(-1);
}

describe('GET /api/products: list', () => {
  it('answers the active products, 48 per page, with the card fields of SPEC §3', async () => {
    const body = await get('/api/products?filter[is_active]=1');
    expect(body.meta).toEqual({
      total: rows.length,
      page: 1,
      limit: 48,
      last_page: Math.ceil(rows.length / 48),
    });
    expect(body.data).toHaveLength(48);
    for (const card of body.data as Card[]) {
      expect(Object.keys(card).sort()).toEqual(
        [
          'id',
          'name',
          'slug',
          'reference',
          'brand_id',
          'label_color',
          'label_text',
          'has_new_variant',
          'discount',
          'reviews_avg_stars',
          'reviews_count',
          'price_from_ttc',
          'price_from_ht',
          'images',
        ].sort(),
      );
      const row = byId.get(card.id)!;
      expect(card.price_from_ttc).toBe(row.from_ttc_cents / 100);
      expect(card.reviews_count).toBe(row.reviews_count);
      if (row.stars_avg === null) expect(card.reviews_avg_stars).toBeNull();
      else expect(card.reviews_avg_stars).toBeCloseTo(row.stars_avg, 2);
      expect(card.images.length).toBeGreaterThan(0);
    }
  });

  it('fields[products] keeps only the fields asked (and id)', async () => {
    const body = await get('/api/products?fields[products]=name,price_from_ttc&limit=3');
    for (const card of body.data)
      expect(Object.keys(card)).toEqual(['id', 'name', 'price_from_ttc']);
    const withVariant = await get('/api/products?fields[products]=id&include=variant&limit=3');
    for (const card of withVariant.data)
      expect(Object.keys(card).sort()).toEqual(['id', 'variant']);
    const bad = await api.app.inject({ url: '/api/products?fields[products]=id,password' });
    expect(bad.statusCode).toBe(422);
  });

  it('pagination: page 2 continues page 1, no duplicates, last_page, past the end is empty', async () => {
    for (const sort of ['', '&sort=priceAscending', '&sort=bestSales', '&sort=newest']) {
      const big = await get(`/api/products?limit=30${sort}&fields[products]=id`);
      const pages = [];
      for (let page = 1; page <= 3; page++)
        pages.push(
          ...(await get(`/api/products?limit=10&page=${page}${sort}&fields[products]=id`)).data,
        );
      expect(ids(pages), sort).toEqual(ids(big.data));
    }
    const every = await all('/api/products?fields[products]=id');
    expect(new Set(ids(every)).size).toBe(rows.length);
    expect(new Set(ids(every))).toEqual(new Set(rows.map((r) => r.id)));
    const last = await get(`/api/products?limit=48&page=${Math.ceil(rows.length / 48)}`);
    expect(last.data).toHaveLength(rows.length % 48 || 48);
    const past = await get(`/api/products?limit=48&page=${Math.ceil(rows.length / 48) + 1}`);
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(rows.length);
  });
});

describe('GET /api/products: sorts', () => {
  it('priceAscending / prices and priceDescending / -prices follow price_from_ttc, deals included', async () => {
    const ascending = await all('/api/products?sort=priceAscending');
    for (const card of ascending)
      expect(card.price_from_ttc).toBe(byId.get(card.id)!.from_ttc_cents / 100);
    expectOrdered(ascending, (a, b) => a.price_from_ttc - b.price_from_ttc, 'priceAscending');
    expect(rows.some((r) => r.has_deal)).toBe(true);
    expect(ids(await all('/api/products?sort=prices'))).toEqual(ids(ascending));

    const descending = await all('/api/products?sort=priceDescending');
    expectOrdered(descending, (a, b) => b.price_from_ttc - a.price_from_ttc, 'priceDescending');
    expect(ids(await all('/api/products?sort=-prices'))).toEqual(ids(descending));
    expect(descending[0]!.price_from_ttc).toBe(
      Math.max(...rows.map((r) => r.from_ttc_cents)) / 100,
    );
  });

  it('newest follows created_at', async () => {
    const cards = await all('/api/products?sort=newest&fields[products]=id');
    const expected = [...rows].sort(
      (a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id,
    );
    expect(ids(cards)).toEqual(ids(expected));
  });

  it('bestSales / sales follow sales_count', async () => {
    const cards = await all('/api/products?sort=bestSales&fields[products]=id');
    expectOrdered(
      cards,
      (a, b) => byId.get(b.id)!.sales_count - byId.get(a.id)!.sales_count,
      'bestSales',
    );
    expect(ids(await all('/api/products?sort=sales&fields[products]=id'))).toEqual(ids(cards));
  });

  it('bestReviews / reviews: best average first, then most reviews, unreviewed last', async () => {
    const cards = await all('/api/products?sort=bestReviews');
    expectOrdered(
      cards,
      (a, b) =>
        (b.reviews_avg_stars ?? -1) - (a.reviews_avg_stars ?? -1) ||
        b.reviews_count - a.reviews_count,
      'bestReviews',
    );
    const firstUnreviewed = cards.findIndex((c) => c.reviews_count === 0);
    expect(firstUnreviewed).toBeGreaterThan(0);
    expect(cards.slice(firstUnreviewed).every((c) => c.reviews_count === 0)).toBe(true);
    expect(ids(await all('/api/products?sort=reviews'))).toEqual(ids(cards));
  });

  it('popularity (default): out of stock last, bumped first, then review strength and score', async () => {
    const cards = await all('/api/products');
    expect(ids(await all('/api/products?sort=popularity'))).toEqual(ids(cards));
    const strength = (c: Card) =>
      ((c.reviews_avg_stars ?? 0) * c.reviews_count) / (c.reviews_count + 5);
    expectOrdered(
      cards,
      (a, b) => {
        const [ra, rb] = [byId.get(a.id)!, byId.get(b.id)!];
        return (
          Number(ra.out_of_stock) - Number(rb.out_of_stock) ||
          Number(rb.bumped) - Number(ra.bumped) ||
          // Equal strengths may differ by a rounding error in floating point.
          (Math.abs(strength(b) - strength(a)) < 1e-9 ? 0 : strength(b) - strength(a)) ||
          rb.score - ra.score
        );
      },
      'popularity',
    );
    expect(rows.some((r) => r.out_of_stock) && rows.some((r) => r.bumped)).toBe(true);
  });
});

describe('GET /api/products: includes', () => {
  it('include=variant: the best variant (cheapest that can be bought) with prices of the country', async () => {
    const body = await get('/api/products?include=variant&limit=48');
    const best = await api.database.query<{ product_id: number; id: number }>(
      `with ${BEST_VARIANT} select product_id, id from best_variant where product_id = any($1::int[])`,
      [ids(body.data)],
    );
    const bestOf = new Map(best.map((b) => [b.product_id, b.id]));
    for (const card of body.data as Card[]) {
      const v = card.variant!;
      expect(v.product_id).toBe(card.id);
      expect(v.id).toBe(bestOf.get(card.id));
      expect(v.price_ttc).toBe(addVat(Math.round(v.price_ht * 100), 2000) / 100);
      expect(v.user_price_ttc).toBe(v.price_ttc);
      expect(v.stock_state).toMatch(/^(available|reorder|out_of_stock)$/);
      // One price per product: the card shows its best variant's.
      expect(card.price_from_ttc).toBe(v.user_price_ttc);
    }
    const flagged = await get('/api/products?best_variant_and_discount=1&limit=48');
    for (const card of flagged.data as Card[]) {
      expect(card.variant?.product_id).toBe(card.id);
      expect(card.discount).toBeGreaterThanOrEqual(card.variant!.active_discount);
    }
  });

  it('a live deal lowers the card price and shows as the discount', async () => {
    const dealt = rows.filter((r) => r.has_deal).map((r) => r.id);
    const body = await get(`/api/products?filter[ids]=${dealt.join(',')}&include=variant`);
    expect(body.data).toHaveLength(dealt.length);
    for (const card of body.data as Card[]) {
      expect(card.discount).toBeGreaterThan(0);
      expect(card.variant!.active_discount).toBeGreaterThan(0);
      expect(card.price_from_ttc).toBe(byId.get(card.id)!.from_ttc_cents / 100);
    }
  });

  it('include=filters: card swatches of the filters shown on cards', async () => {
    const body = await get('/api/products?include=filters,variant&limit=48');
    const [shown] = await api.database.query<{ ids: number[] }>(
      'select array_agg(id) as ids from filters where show_on_product_card',
    );
    const variants = await api.database.query<{
      id: number;
      product_id: number;
      values: number[];
      buyable: boolean;
    }>(
      `select v.id, v.product_id, array(select filter_value_id from variant_filter_values where variant_id = v.id) as values,
              (v.quantity_available > 0 or v.out_of_stock_status in ('stock', 'reorder')) as buyable
         from variants v where v.is_active and v.product_id = any($1::int[])`,
      [ids(body.data)],
    );
    let swatches = 0;
    for (const card of body.data as Card[]) {
      for (const fvp of card.filter_value_products!) {
        swatches++;
        expect(shown!.ids).toContain(fvp.filter_value.filter_id);
        expect(fvp.id).toBe(fvp.filter_value.id);
        const carrying = variants.filter(
          (v) => v.product_id === card.id && v.values.includes(fvp.id) && v.buyable,
        );
        expect(fvp.selectable_variants.sort()).toEqual(ids(carrying).sort());
      }
    }
    expect(swatches).toBeGreaterThan(48);
  });

  it('include=reviews.user: the 3 latest published reviews with their author', async () => {
    const body = await get('/api/products?include=reviews.user&sort=bestReviews&limit=20');
    const published = await api.database.query<{
      id: number;
      product_id: number;
      created_at: Date;
    }>(
      `select id, product_id, created_at from reviews
        where is_published and product_id = any($1::int[]) order by created_at desc, id desc`,
      [ids(body.data)],
    );
    for (const card of body.data as Card[]) {
      const expected = published.filter((r) => r.product_id === card.id).slice(0, 3);
      expect(card.reviews!.map((r) => r.id)).toEqual(ids(expected));
      for (const review of card.reviews!) {
        expect(review.user.name).toMatch(/\S/);
        expect(review.stars).toBeGreaterThanOrEqual(1);
      }
    }
    const plain = await get('/api/products?include=reviews&limit=2');
    expect(plain.data[0]).toHaveProperty('reviews');
  });

  it('include=related: the associated products, in order, as cards with their variant', async () => {
    const body = await get('/api/products?include=related&limit=10');
    const links = await api.database.query<{ product_id: number; associated_product_id: number }>(
      `select a.product_id, a.associated_product_id from product_associations a
         join products p on p.id = a.associated_product_id
        where a.product_id = any($1::int[]) and ${ACTIVE}
        order by a.product_id, a.position`,
      [ids(body.data)],
    );
    for (const card of body.data as Card[]) {
      const expected = links
        .filter((l) => l.product_id === card.id)
        .map((l) => l.associated_product_id);
      expect(ids(card.related!)).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
      for (const related of card.related!) expect(related.variant?.product_id).toBe(related.id);
    }
  });

  it('refuses an unknown include', async () => {
    const res = await api.app.inject({ url: '/api/products?include=variant,secrets' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('include');
  });
});

describe('GET /api/products: search', () => {
  const search = async (text: string, headers: Record<string, string> = {}) =>
    all(
      `/api/products?filter[search]=${encodeURIComponent(text)}&fields[products]=id,name`,
      headers,
    );

  it('finds a name word, whatever the accents and the case', async () => {
    const expected = await api.database.query<{ product_id: number }>(
      `select product_id from product_translations
        where locale = 'fr' and unaccent(lower(name)) ~ '\\msieg' order by product_id`,
    );
    expect(expected.length).toBeGreaterThan(10);
    const plain = await search('siege');
    expect(ids(plain).sort((a, b) => a - b)).toEqual(expected.map((r) => r.product_id));
    for (const text of ['siège', 'SIÈGE', 'Siege', '  SIEGE  ']) {
      const other = await search(text);
      expect(ids(other), text).toEqual(ids(plain));
    }
  });

  it('stems in the request language (German plural finds the singular)', async () => {
    const expected = await api.database.query<{ product_id: number }>(
      `select product_id from product_translations
        where locale = 'de' and name ilike '%mittelarmlehne%' order by product_id`,
    );
    expect(expected.length).toBeGreaterThan(2);
    const found = await search('Mittelarmlehnen', { language: 'de' });
    expect(ids(found).sort((a, b) => a - b)).toEqual(expected.map((r) => r.product_id));
    for (const card of found) expect(card.name).toMatch(/Mittelarmlehne/);
  });

  it('an exact variant reference comes first, in any case', async () => {
    const [variant] = await api.database.query<{ product_id: number; reference: string }>(
      `select v.product_id, v.reference from variants v join products p on p.id = v.product_id
        where v.is_active and ${ACTIVE} order by v.id desc limit 1`,
    );
    for (const text of [variant!.reference, variant!.reference.toLowerCase()]) {
      const body = await get(`/api/products?filter[search]=${encodeURIComponent(text)}`);
      expect(body.data[0].id, text).toBe(variant!.product_id);
    }
  });

  it('tolerates a typo when nothing matches exactly', async () => {
    const housses = await api.database.query<{ product_id: number }>(
      `select product_id from product_translations
        where locale = 'fr' and unaccent(lower(name)) ~ '\\mhouss'`,
    );
    const found = await search('housee');
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.name).toMatch(/housse/i);
    expect(ids(found)).toEqual(expect.arrayContaining(housses.map((r) => r.product_id)));
    expect(await search('zzqxwv')).toEqual([]);
  });

  it('combines with filters and sorts', async () => {
    const cards = await search('housse');
    const sorted = await all(
      '/api/products?filter[search]=housse&sort=priceAscending&fields[products]=id,price_from_ttc',
    );
    expect(new Set(ids(sorted))).toEqual(new Set(ids(cards)));
    expectOrdered(sorted, (a, b) => a.price_from_ttc - b.price_from_ttc, 'search + price');
    const cheap = await get(
      '/api/products?filter[search]=housse&filter[priceRange]=-1,60&limit=96',
    );
    for (const card of cheap.data) expect(card.price_from_ttc).toBeLessThanOrEqual(60);
    expect(cheap.meta.total).toBeLessThan(cards.length);
  });
});

describe('GET /api/products: VAT of the request country', () => {
  it('same price excl. tax, the country VAT on top, and the x-vat headers say which', async () => {
    const url = '/api/products?include=variant&limit=20&sort=newest';
    const fr = await api.app.inject({ url, headers: { country: 'FR' } });
    const de = await api.app.inject({ url, headers: { country: 'DE' } });
    expect(fr.headers['x-vat-country']).toBe('FR');
    expect(fr.headers['x-vat-rate']).toBe('20');
    expect(de.headers['x-vat-country']).toBe('DE');
    expect(de.headers['x-vat-rate']).toBe('19');
    const [frCards, deCards] = [fr.json().data as Card[], de.json().data as Card[]];
    expect(ids(deCards)).toEqual(ids(frCards));
    frCards.forEach((frCard, i) => {
      const [a, b] = [frCard.variant!, deCards[i]!.variant!];
      expect(b.price_ht).toBe(a.price_ht);
      expect(a.price_ttc).toBe(addVat(Math.round(a.price_ht * 100), 2000) / 100);
      expect(b.price_ttc).toBe(addVat(Math.round(b.price_ht * 100), 1900) / 100);
      expect(b.price_ttc).toBeLessThan(a.price_ttc);
    });
  });
});

describe('GET /api/products/{id}', () => {
  let product: { id: number; variants: Array<{ id: number; values: number[] }> };

  beforeAll(async () => {
    const [row] = await api.database.query<{ id: number }>(
      `select p.id from products p where ${ACTIVE}
          and (select count(*) from variants v where v.product_id = p.id and v.is_active) >= 3
        order by p.id limit 1`,
    );
    const variants = await api.database.query<{ id: number; values: number[] }>(
      `select v.id, array(select filter_value_id from variant_filter_values where variant_id = v.id
                          order by filter_value_id) as values
         from variants v where v.product_id = $1 and v.is_active order by v.position, v.id`,
      [row!.id],
    );
    product = { id: row!.id, variants };
  });

  it('answers the product page with all its variants', async () => {
    const { data } = await get(`/api/products/${product.id}`);
    expect(data.id).toBe(product.id);
    expect(data.variants.map((v: Variant) => v.id)).toEqual(ids(product.variants));
    expect(data.variant.product_id).toBe(product.id);
    expect(data.slugs).toHaveProperty('fr');
    expect(data.slugs).toHaveProperty('de');
    expect(data.filter_value_products.length).toBeGreaterThan(0);
    expect(data.categories.length).toBeGreaterThan(0);
    expect(data.current_filter_value_product_id).toBeNull();
    const de = await get(`/api/products/${product.id}`, { language: 'de' });
    expect(de.data.name).not.toBe(data.name);
  });

  it('current_filter_value_product_id picks a variant carrying that value; ?variant= picks one', async () => {
    const { data } = await get(`/api/products/${product.id}`);
    for (const fvp of data.filter_value_products as Array<{ id: number }>) {
      const chosen = await get(
        `/api/products/${product.id}?current_filter_value_product_id=${fvp.id}`,
      );
      expect(chosen.data.variant.filter_value_ids).toContain(fvp.id);
      expect(chosen.data.current_filter_value_product_id).toBe(fvp.id);
    }
    // Keeping the other selected values when possible.
    const [a, b] = product.variants.slice(-2) as [
      { id: number; values: number[] },
      { id: number; values: number[] },
    ];
    const distinct = a.values.find((v) => !b.values.includes(v));
    if (distinct !== undefined) {
      const keep = await get(
        `/api/products/${product.id}?current_filter_value_product_id=${distinct}&filter_value_products=${a.values.join(',')}`,
      );
      expect(keep.data.variant.id).toBe(a.id);
    }
    for (const variant of product.variants) {
      const picked = await get(`/api/products/${product.id}?variant=${variant.id}`);
      expect(picked.data.variant.id).toBe(variant.id);
    }
  });

  it('404 JSON for an unknown or malformed id, 422 for bad parameters', async () => {
    for (const url of [
      '/api/products/999999',
      '/api/products/abc',
      '/api/products/-1',
      '/api/products/1e3',
    ]) {
      const res = await api.app.inject({ url, headers: { language: 'en' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'This resource does not exist.' });
    }
    const bad = await api.app.inject({ url: `/api/products/${product.id}?variant=abc` });
    expect(bad.statusCode).toBe(422);
  });
});

describe('GET /api/products/suggestions/{id}', () => {
  it('suggests other active products: its associations first', async () => {
    const id = rows[5]!.id;
    const { data } = await get(`/api/products/suggestions/${id}`);
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(12);
    expect(ids(data)).not.toContain(id);
    expect(new Set(ids(data)).size).toBe(data.length);
    for (const card of data as Card[]) expect(byId.has(card.id)).toBe(true);
    const links = await api.database.query<{ id: number }>(
      `select a.associated_product_id as id from product_associations a
         join products p on p.id = a.associated_product_id
        where a.product_id = $1 and a.associated_product_id <> $1 and ${ACTIVE} order by a.position`,
      [id],
    );
    expect(ids(data).slice(0, links.length)).toEqual(ids(links).slice(0, 12));
  });

  it('404 for an unknown product', async () => {
    expect((await api.app.inject({ url: '/api/products/suggestions/999999' })).statusCode).toBe(
      404,
    );
    expect((await api.app.inject({ url: '/api/products/suggestions/x' })).statusCode).toBe(404);
  });
});

describe('GET /api/variants', () => {
  it('by product_id and by ids', async () => {
    const id = rows[7]!.id;
    const expected = await api.database.query<{ id: number }>(
      'select id from variants where product_id = $1 and is_active order by position, id',
      [id],
    );
    const byProduct = await get(`/api/variants?filter[product_id]=${id}`);
    expect(ids(byProduct.data)).toEqual(ids(expected));
    expect(byProduct.meta.total).toBe(expected.length);
    for (const v of byProduct.data as Variant[]) expect(v.product_id).toBe(id);

    const picked = ids(expected).slice(0, 2);
    const [other] = await api.database.query<{ id: number }>(
      'select min(id) as id from variants where product_id = $1 and is_active',
      [rows[8]!.id],
    );
    const byIds = await get(
      `/api/variants?filter[ids]=${[...picked, other!.id, 99999999].join(',')}&sort=id`,
    );
    expect(ids(byIds.data)).toEqual([...picked, other!.id].sort((a, b) => a - b));
  });

  it('without a filter: every active variant of active products, page by page', async () => {
    const expected = await api.database.query<{ id: number }>(
      `select v.id from variants v join products p on p.id = v.product_id
        where v.is_active and p.is_active order by v.product_id, v.position, v.id`,
    );
    const first = await get('/api/variants?limit=5');
    expect(first.meta).toMatchObject({ total: expected.length, page: 1, limit: 5 });
    expect(ids(first.data)).toEqual(ids(expected.slice(0, 5)));
    const second = await get('/api/variants?limit=5&page=2');
    expect(ids(second.data)).toEqual(ids(expected.slice(5, 10)));
    const res = await api.app.inject({ url: '/api/variants?page=0', headers: { language: 'en' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(['page']);
  });
});

describe('GET /api/products: bad input answers 4xx (never 500), quickly', () => {
  async function request(url: string, headers: Record<string, string> = {}) {
    const started = performance.now();
    const res = await api.app.inject({ url, headers });
    // A sanity bound, not a benchmark: nothing may hang or scan for ever.
    expect(performance.now() - started, url).toBeLessThan(2_000);
    return res;
  }

  it('unknown filter values: an empty list', async () => {
    const res = await request('/api/products?filter[filterValuesIds]=999999,999998&extraData=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], meta: { total: 0, last_page: 1 } });
    const mixed = await request('/api/products?filter[filterValuesIds]=1,999999');
    expect(mixed.json().data).toEqual([]);
  });

  it('filter[priceRange]=abc: 422 with a translated message for that field', async () => {
    const fr = await request('/api/products?filter[priceRange]=abc', { language: 'fr' });
    expect(fr.statusCode).toBe(422);
    expect(fr.json()).toEqual({
      message: 'Votre formulaire comporte des erreurs, veuillez les corriger.',
      errors: {
        'filter[priceRange]': [
          'Fourchette de prix invalide : deux montants séparés par une virgule (-1 pour aucune limite).',
        ],
      },
    });
    const en = await request('/api/products?filter[priceRange]=10,5,20', { language: 'en' });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'Your form contains errors, please correct them.',
      errors: {
        'filter[priceRange]': [
          'Invalid price range: two amounts separated by a comma (-1 for no limit).',
        ],
      },
    });
  });

  it('a huge limit is capped; page 0 and negative or non-numeric limits are refused', async () => {
    const capped = await request('/api/products?limit=100000&fields[products]=id');
    expect(capped.statusCode).toBe(200);
    expect(capped.json().meta.limit).toBe(96);
    expect(capped.json().data).toHaveLength(96);
    for (const url of ['page=0', 'page=-1', 'page=abc', 'limit=0', 'limit=-5', 'limit=1e9']) {
      const res = await request(`/api/products?${url}`, { language: 'en' });
      expect(res.statusCode, url).toBe(422);
      expect(Object.keys(res.json().errors), url).toEqual([url.split('=')[0]]);
    }
  });

  it('search text: 10 KB and NUL are refused, SQL and tsquery metacharacters are harmless', async () => {
    const long = await request(`/api/products?filter[search]=${'a'.repeat(10_240)}`);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toHaveProperty(['filter[search]']);
    const nasty = [
      "'; drop table products; --",
      "housse' or '1'='1",
      'housse & | ! ( ) : * <-> \\',
      '%_%',
      '"); select pg_sleep(10); --',
      '🙂 🚗',
      ':*',
    ];
    for (const text of nasty) {
      const res = await request(
        `/api/products?filter[search]=${encodeURIComponent(text)}&extraData=1`,
      );
      expect(res.statusCode, text).toBe(200);
    }
    // Control characters are refused like in every text input (src/server/input-guard.ts).
    for (const text of ['\u0000', 'housse\u0000']) {
      const res = await request(`/api/products?filter[search]=${encodeURIComponent(text)}`);
      expect(res.statusCode, JSON.stringify(text)).toBe(422);
    }
    const [count] = await api.database.query<{ n: number }>(
      'select count(*)::int as n from products',
    );
    expect(count!.n).toBeGreaterThan(0);
    const housse = await request(
      `/api/products?filter[search]=${encodeURIComponent("housse' or '1'='1")}`,
    );
    expect(housse.json().meta.total).toBeLessThan(rows.length);
  });

  it('unknown sort, availability, stars, discount types, filters and parameters repeated: 422', async () => {
    const cases: Array<[string, string]> = [
      ['sort=bogus', 'sort'],
      ['sort=price', 'sort'],
      ['filter[availability]=maybe', 'filter[availability]'],
      ['filter[reviewStars]=9', 'filter[reviewStars]'],
      ['filter[reviewStars]=0', 'filter[reviewStars]'],
      ['filter[reviewStars]=5,x', 'filter[reviewStars]'],
      ['filter[hasDiscountTypes]=free', 'filter[hasDiscountTypes]'],
      ['filter[categoriesIds]=1;2', 'filter[categoriesIds]'],
      ['filter[brandsIds]=-1', 'filter[brandsIds]'],
      ['filter[password]=1', 'filter[password]'],
      ['filter[has_new_variant]=yes', 'filter[has_new_variant]'],
      ['extraData=maybe', 'extraData'],
      ['filter[brandsIds]=1&filter[brandsIds]=2', 'filter[brandsIds]'],
      ['sort=newest&sort=bestSales', 'sort'],
      ['page=1&page=2', 'page'],
      ['filter[search]=a&filter[search]=b', 'filter[search]'],
    ];
    for (const [query, field] of cases) {
      const res = await request(`/api/products?${query}`, { language: 'en' });
      expect(res.statusCode, query).toBe(422);
      const body = res.json();
      expect(body.message).toBe('Your form contains errors, please correct them.');
      expect(Object.keys(body.errors), query).toContain(field);
      expect(body.errors[field][0]).toMatch(/\S/);
    }
    const french = await request('/api/products?filter[availability]=maybe', { language: 'fr' });
    expect(french.json().errors['filter[availability]']).toEqual([
      'Valeur non reconnue. Valeurs possibles : stock, reorder.',
    ]);
  });
});

describe('read-model freshness: refreshProductListing after writes', () => {
  const list = (query: string) => get(`/api/products?${query}`);

  it('a new price reorders the price sort and moves the product between price ranges', async () => {
    const target = rows[rows.length - 1]!.id;
    await api.database.query(
      'update variants set price_ht_cents = 1, discount_percent = 0 where product_id = $1',
      [target],
    );
    await refreshProductListing(api.database.db, [target]);
    const cheapest = await list('sort=priceAscending&limit=1&fields[products]=id,price_from_ttc');
    expect(cheapest.data[0]).toEqual({ id: target, price_from_ttc: 0.01 });
    const range = await list('filter[priceRange]=0,0.01&extraData=1');
    expect(ids(range.data)).toEqual([target]);
    expect(range.extraData.price.min).toBe(0);
  });

  it('stock running out moves the product out of "stock" and to the end of popularity', async () => {
    const before = await list('filter[availability]=stock&limit=1&extraData=1');
    const stockCount = before.extraData.availability.find(
      (a: { value: string }) => a.value === 'stock',
    ).products_count;
    const target = (await list('limit=1')).data[0].id as number;
    await api.database.query(
      `update variants set quantity_available = 0, out_of_stock_status = 'sold_out' where product_id = $1`,
      [target],
    );
    await refreshProductListing(api.database.db, [target]);
    const after = await list('filter[availability]=stock&limit=1&extraData=1');
    expect(after.meta.total).toBe(before.meta.total - 1);
    expect(
      after.extraData.availability.find((a: { value: string }) => a.value === 'stock')
        .products_count,
    ).toBe(stockCount - 1);
    const popular = await all('/api/products?fields[products]=id');
    const outOfStock = rows.filter((r) => r.out_of_stock).length + 1;
    expect(ids(popular).indexOf(target)).toBeGreaterThanOrEqual(popular.length - outOfStock);
    const detail = await get(`/api/products/${target}?include=variant`);
    expect(detail.data.variant.stock_state).toBe('out_of_stock');
  });

  it('new reviews change the stars filter, its facet and the reviews sort', async () => {
    const target = rows.find((r) => r.reviews_count === 0)!.id;
    const facet = async () =>
      (await list('extraData=1&limit=1')).extraData.reviews.find(
        (r: { stars: number }) => r.stars === 5,
      )?.products_count ?? 0;
    const fives = await facet();
    for (let i = 0; i < 3; i++)
      await api.database.query(
        `insert into reviews (product_id, author_name, locale, stars, comment) values ($1, 'Test T.', 'fr', 5, 'Parfait')`,
        [target],
      );
    await refreshProductListing(api.database.db, [target]);
    expect(await facet()).toBe(fives + 1);
    const five = await all('/api/products?filter[reviewStars]=5&fields[products]=id');
    expect(ids(five)).toContain(target);
    const best = await all('/api/products?sort=bestReviews');
    const card = best.find((c) => c.id === target)!;
    expect(card).toMatchObject({ reviews_avg_stars: 5, reviews_count: 3 });
    const index = best.indexOf(card);
    expect(
      best.slice(0, index).every((c) => c.reviews_avg_stars === 5 && c.reviews_count >= 3),
    ).toBe(true);
  });

  it('a variant reference equal to a searched word ranks its product first', async () => {
    const [other] = await api.database.query<{ product_id: number; id: number }>(
      `select v.product_id, v.id from variants v join product_translations t
          on t.product_id = v.product_id and t.locale = 'fr'
        where unaccent(lower(t.name)) !~ 'houss' and v.is_active order by v.id limit 1`,
    );
    await api.database.query(`update variants set reference = 'HOUSSE' where id = $1`, [other!.id]);
    await refreshProductListing(api.database.db, [other!.product_id]);
    const found = await list('filter[search]=housse&limit=5');
    expect(found.data[0].id).toBe(other!.product_id);
    expect(found.meta.total).toBeGreaterThan(10);
  });

  it('a product switched off disappears from lists, its page and suggestions', async () => {
    const target = rows[3]!.id;
    await api.database.query('update products set is_active = false where id = $1', [target]);
    await refreshProductListing(api.database.db, [target]);
    const every = await all('/api/products?fields[products]=id');
    expect(ids(every)).not.toContain(target);
    expect((await api.app.inject({ url: `/api/products/${target}` })).statusCode).toBe(404);
    expect((await api.app.inject({ url: `/api/products/suggestions/${target}` })).statusCode).toBe(
      404,
    );
    const variants = await get(`/api/variants?filter[product_id]=${target}`);
    expect(variants.data).toEqual([]);
  });
});
