/**
 * The public read lists of SPEC §7 (docs/decisions/038-read-api.md): envelope, parameters,
 * only what a visitor may see, request language with French fallback, bad input → 422.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app';

const api = useTestApp();
const get = api.getJson;
const inject = (url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ url, headers });

type Row = Record<string, unknown> & { id: number };

describe('lists SPEC names that this shop has no use for', () => {
  for (const path of ['species', 'living_places', 'activities'])
    it(`GET /api/${path} answers an empty list, parameters checked`, async () => {
      expect(await get(`/api/${path}?limit=50`)).toEqual({
        data: [],
        meta: { total: 0, page: 1, limit: 50, last_page: 1 },
      });
      const bad = await inject(`/api/${path}?page=x&sort=name`, { language: 'es' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().message).toBe('Su formulario contiene errores, por favor corríjalos.');
      expect(Object.keys(bad.json().errors).sort()).toEqual(['page', 'sort']);
    });
});

describe('GET /api/sliders', () => {
  it('lists active slides by position in the request language, French when untranslated', async () => {
    const [active] = await api.database.query<{ n: number }>(
      'select count(*)::int as n from sliders where is_active',
    );
    const fr = await get('/api/sliders?include=images');
    expect(fr.meta.total).toBe(active!.n);
    expect(fr.data.length).toBeGreaterThan(1);
    const positions = fr.data.map((s: { position: number }) => s.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(fr.data[0].images.length).toBeGreaterThan(0);
    expect(fr.data[0].locale).toBe('fr');

    const id = fr.data[0].id as number;
    const [en] = await api.database.query<{ title: string }>(
      `select title from slider_translations where slider_id = $1 and locale = 'en'`,
      [id],
    );
    const inEnglish = await get('/api/sliders', { language: 'en' });
    expect(inEnglish.data[0]).toMatchObject({ id, locale: 'en', title: en!.title });
    expect(inEnglish.data[0]).not.toHaveProperty('images');

    await api.database.query(
      `delete from slider_translations where slider_id = $1 and locale = 'it'`,
      [id],
    );
    const italian = await get('/api/sliders?limit=1', { language: 'it' });
    expect(italian.data[0]).toMatchObject({ id, locale: 'fr', title: fr.data[0].title });

    await api.database.query('update sliders set is_active = false where id = $1', [id]);
    const after = await get('/api/sliders?sort=id&limit=1000');
    expect(after.data.map((s: Row) => s.id)).not.toContain(id);
    await api.database.query('update sliders set is_active = true where id = $1', [id]);
  });

  it('refuses bad parameters', async () => {
    const res = await inject('/api/sliders?include=secret&filter[tags]=<b>', { language: 'en' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['filter[tags]', 'include']);
  });
});

describe('GET /api/articles and /api/article_types', () => {
  it('lists published articles newest first, paginated, with their type', async () => {
    const [published] = await api.database.query<{ n: number }>(
      'select count(*)::int as n from articles where is_active and published_at <= now()',
    );
    const body = await get('/api/articles?limit=2&include=images,article_type');
    expect(body.meta).toMatchObject({ total: published!.n, limit: 2, page: 1 });
    expect(body.data).toHaveLength(Math.min(2, published!.n));
    const first = body.data[0];
    expect(first).toMatchObject({ locale: 'fr' });
    expect(typeof first.slug).toBe('string');
    expect(first).not.toHaveProperty('body');
    expect(first.article_type).toMatchObject({ id: first.article_type_id });
    const dates = body.data.map((a: { published_at: string }) => a.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('hides articles not yet published or switched off', async () => {
    const [article] = await api.database.query<{ id: number }>(
      'select id from articles where is_active order by id limit 1',
    );
    await api.database.query(
      `update articles set published_at = now() + interval '2 days' where id = $1`,
      [article!.id],
    );
    const body = await get('/api/articles?sort=id&limit=1000');
    expect(body.data.map((a: Row) => a.id)).not.toContain(article!.id);
    await api.database.query(`update articles set published_at = now() where id = $1`, [
      article!.id,
    ]);
  });

  it('filters by type and refuses a malformed one', async () => {
    const types = await get('/api/article_types');
    expect(types.data.length).toBeGreaterThan(0);
    expect(Object.keys(types.data[0]).sort()).toEqual(['id', 'identifier', 'position']);
    const typeId = types.data[0].id as number;
    const [counted] = await api.database.query<{ n: number }>(
      `select count(*)::int as n from articles
        where is_active and published_at <= now() and article_type_id = $1`,
      [typeId],
    );
    const body = await get(`/api/articles?filter[article_type_id]=${typeId}`);
    expect(body.meta.total).toBe(counted!.n);
    for (const a of body.data) expect(a.article_type_id).toBe(typeId);
    const bad = await inject('/api/articles?filter[article_type_id]=abc&sort=body', {
      language: 'pt',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['filter[article_type_id]', 'sort']);
    expect((await inject('/api/article_types?filter[ids]=1,x')).statusCode).toBe(422);
  });
});

describe('GET /api/shops', () => {
  it('lists the workshop, from the seller settings', async () => {
    const body = await get('/api/shops');
    expect(body.meta.total).toBe(1);
    const [name] = await api.database.query<{ value: string }>(
      `select value from configurations where key = 'seller_name'`,
    );
    expect(body.data[0]).toMatchObject({ id: 1, name: name!.value });
    expect(body.data[0].address.length).toBeGreaterThan(0);
    expect((await inject('/api/shops?page=0')).statusCode).toBe(422);
  });
});

describe('GET /api/codes', () => {
  const url = '/api/codes?limit=10&is_featured=1&inDateRange=1&include=images&sort=-value';

  it('lists the featured codes valid now, best first, never PRO-only, private or expired', async () => {
    const body = await get(url);
    const codes = body.data.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['HIVER10', 'BIENVENUE5', 'HOUSSES15']));
    for (const hidden of ['PRO20', 'TAPIS12', 'FIDELE8', 'MOUSSE7', 'SOLDES20'])
      expect(codes).not.toContain(hidden);
    const values = body.data.map((c: { value: number }) => c.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(body.data[0]).toHaveProperty('images');
    expect(body.data[0]).not.toHaveProperty('is_pro_only');
    expect(body.data[0]).not.toHaveProperty('uses_count');
  });

  it('stays the featured list whatever the flags say; asking for the others is refused', async () => {
    const plain = await get('/api/codes?inDateRange=0&is_active=0');
    const featured = await get('/api/codes');
    expect(plain.data.map((c: Row) => c.id)).toEqual(featured.data.map((c: Row) => c.id));
    const res = await inject('/api/codes?is_featured=0', { language: 'de' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(['is_featured']);
    expect((await inject('/api/codes?sort=uses_count&limit=-1')).statusCode).toBe(422);
  });

  it('names a code in the request language', async () => {
    const [row] = await api.database.query<{ name: Record<string, string> }>(
      `select name from promo_codes where code = 'HIVER10'`,
    );
    const en = await get('/api/codes', { language: 'en' });
    expect(en.data.find((c: { code: string }) => c.code === 'HIVER10').name).toBe(row!.name.en);
  });
});

describe('GET /api/good_deals', () => {
  it('lists the deals running now, in the request language', async () => {
    const [running] = await api.database.query<{ n: number }>(
      `select count(*)::int as n from deals
        where is_active and starts_at <= now() and ends_at > now()`,
    );
    const body = await get('/api/good_deals?include=images', { language: 'en' });
    expect(body.meta.total).toBe(running!.n);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]).toHaveProperty('images');
    for (const deal of body.data) {
      expect(new Date(deal.ends_at).getTime()).toBeGreaterThan(Date.now());
      expect(deal.locale).toBe('en');
    }
    const bad = await inject('/api/good_deals?filter[product_id]=-3', { language: 'it' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Il modulo contiene degli errori, si prega di correggerli.');
  });
});

describe('GET /api/shipping_methods', () => {
  it('lists the active methods that can be chosen, with their ranges when asked', async () => {
    const body = await get('/api/shipping_methods?include=shipping_method_ranges');
    const codes = body.data.map((m: { code: string }) => m.code);
    expect(codes).toContain('store_pickup');
    const method = body.data[0];
    expect(method.shipping_method_ranges.length).toBeGreaterThan(0);
    expect(typeof method.shipping_method_ranges[0].price_ht).toBe('number');
    const de = await get('/api/shipping_methods', { language: 'de' });
    expect(de.data.find((m: { code: string }) => m.code === 'store_pickup').name).toBe(
      'Abholung im Geschäft',
    );
    expect(de.data[0]).not.toHaveProperty('shipping_method_ranges');
  });

  it('keeps the methods delivering to a country, of a kind', async () => {
    const relay = await get('/api/shipping_methods?filter[kind]=store&filter[country]=fr');
    expect(relay.data.map((m: { kind: string }) => m.kind)).toEqual(['store']);
    const nowhere = await get('/api/shipping_methods?filter[country]=JP');
    expect(nowhere.data).toEqual([]);
    const bad = await inject('/api/shipping_methods?filter[country]=FRA&filter[kind]=drone');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['filter[country]', 'filter[kind]']);
  });
});

describe('GET /api/payment_methods', () => {
  it('lists the methods the shop takes, by position (limit 8)', async () => {
    const body = await get('/api/payment_methods?limit=8');
    expect(body.meta.limit).toBe(8);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(8);
    const positions = body.data.map((m: { position: number }) => m.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(body.data.map((m: { method: string }) => m.method)).toContain('transfer');
    expect(body.data[0]).not.toHaveProperty('version');
    expect((await inject('/api/payment_methods?limit=abc')).statusCode).toBe(422);
  });

  it('leaves out a method the owner switched off', async () => {
    await api.database.query(
      `insert into configurations (key, value, is_public)
       values ('payment_method_check', '{"enabled":false,"position":6,"fee_fixed_cents":0,"fee_percent_bp":0}', true)
       on conflict (key) do update set value = excluded.value`,
    );
    const body = await get('/api/payment_methods?sort=id');
    expect(body.data.map((m: { method: string }) => m.method)).not.toContain('check');
    await api.database.query(`delete from configurations where key = 'payment_method_check'`);
  });
});

describe('GET /api/variants without a filter', () => {
  it('lists active variants page by page', async () => {
    const body = await get('/api/variants?limit=3&sort=id');
    expect(body.data).toHaveLength(3);
    const ids = body.data.map((v: Row) => v.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(body.meta.total).toBeGreaterThan(3);
    expect((await inject('/api/variants?filter[product_id]=x')).statusCode).toBe(422);
  });
});
