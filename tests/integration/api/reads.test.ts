import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app';

const api = useTestApp();

const get = api.getJson;

describe('GET /api/brands', () => {
  it('lists vehicle brands with their image', async () => {
    const body = await get('/api/brands?include=image&types=vehicle&limit=200');
    expect(body.meta.total).toBeGreaterThanOrEqual(30);
    expect(body.data.every((b: { type: string }) => b.type === 'vehicle')).toBe(true);
    const renault = body.data.find((b: { slug: string }) => b.slug === 'renault');
    expect(renault).toMatchObject({ name: 'Renault' });
    expect(renault.image.url).toMatch(/^\/media\//);
    expect(renault.image.extension).toBe('webp');
  });

  it('omits images unless included and honours limit', async () => {
    const body = await get('/api/brands?types=vehicle&limit=5&sort=name');
    expect(body.data).toHaveLength(5);
    expect(body.data[0]).not.toHaveProperty('image');
    const names = body.data.map((b: { name: string }) => b.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('GET /api/brands products_count', () => {
  it('counts the active products fitting a make, and those a maker makes', async () => {
    const body = await get('/api/brands?limit=200');
    const renault = body.data.find((b: { slug: string }) => b.slug === 'renault');
    const [fits] = await api.database.query<{ n: number }>(
      `select count(distinct p.id)::int as n from products p
         join product_vehicles pv on pv.product_id = p.id
         join vehicles v on v.id = pv.vehicle_id
        where p.is_active and v.brand_id = $1`,
      [renault.id],
    );
    expect(renault.products_count).toBe(fits!.n);
    expect(renault.products_count).toBeGreaterThan(0);
    const makers = body.data.filter((b: { type: string }) => b.type === 'product');
    const [made] = await api.database.query<{ n: number }>(
      'select count(*)::int as n from products where is_active and brand_id is not null',
    );
    const sum = makers.reduce(
      (total: number, b: { products_count: number }) => total + b.products_count,
      0,
    );
    expect(sum).toBe(made!.n);
  });
});

describe('GET /api/categories', () => {
  const url =
    '/api/categories?domain=1&withoutStructuredData=1&fields[categories]=id,name,position,slug,subtitle' +
    '&include=nested_children_light.images,images&sort=position';

  it('returns the domains with nested children, in the request language', async () => {
    const fr = await get(url);
    expect(fr.data.length).toBe(6);
    const positions = fr.data.map((d: { position: number }) => d.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const domain = fr.data[0];
    expect(Object.keys(domain).sort()).toEqual(
      ['id', 'images', 'name', 'nested_children_light', 'position', 'slug', 'subtitle'].sort(),
    );
    expect(domain.nested_children_light.length).toBeGreaterThan(0);
    expect(domain.nested_children_light[0]).toHaveProperty('images');
    const en = await get(url, { language: 'en' });
    expect(en.data[0].id).toBe(domain.id);
    expect(en.data[0].name).not.toBe(domain.name);
  });

  it('refuses unknown fields', async () => {
    const res = await api.app.inject({ url: '/api/categories?fields[categories]=id,password' });
    expect(res.statusCode).toBe(422);
  });
});

describe('GET /api/countries', () => {
  it('filters allowed countries and names them in the request language', async () => {
    const all = await get('/api/countries');
    const allowed = await get('/api/countries?filter[is_allowed]=1', { language: 'en' });
    expect(allowed.meta.total).toBeLessThan(all.meta.total);
    expect(allowed.data.every((c: { is_allowed: boolean }) => c.is_allowed)).toBe(true);
    expect(allowed.data.find((c: { iso: string }) => c.iso === 'DE').name).toBe('Germany');
  });
});

describe('GET /api/texts', () => {
  it('returns a text block by identifier in the request language', async () => {
    const fr = await get('/api/texts?filter[identifier]=home_banner_label&limit=1');
    const en = await get('/api/texts?filter[identifier]=home_banner_label&limit=1', {
      language: 'en',
    });
    expect(fr.data).toHaveLength(1);
    expect(fr.data[0].identifier).toBe('home_banner_label');
    expect(en.data[0].text).not.toBe(fr.data[0].text);
    const one = await get(`/api/texts/${fr.data[0].id}`);
    expect(one.data.text).toBe(fr.data[0].text);
  });
});

describe('GET /api/configurations/public/{key}', () => {
  it('reads a public configuration and hides the rest', async () => {
    const body = await get('/api/configurations/public/free_shipping');
    expect(body.data.key).toBe('free_shipping');
    expect(Number(body.data.value)).toBeGreaterThan(0);
    expect((await api.app.inject({ url: '/api/configurations/public/nope' })).statusCode).toBe(404);
    expect(
      (await api.app.inject({ url: '/api/configurations/public/%3Cscript%3E' })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/vehicles', () => {
  it('lists the models of a brand and reads one by id', async () => {
    const brands = await get('/api/brands?types=vehicle&filter[slug]=renault');
    const renaultId = brands.data[0].id;
    const list = await get(`/api/vehicles?filter[brand_id]=${renaultId}&include=brand`);
    expect(list.meta.total).toBeGreaterThan(5);
    expect(list.data.every((v: { brand_id: number }) => v.brand_id === renaultId)).toBe(true);
    const clio = list.data.find(
      (v: { name: string; generation: string }) => v.name === 'Clio' && v.generation === 'IV',
    );
    expect(clio).toMatchObject({ year_from: 2012, year_to: 2019, label: 'Clio IV (2012–2019)' });
    expect(clio.brand.slug).toBe('renault');
    const one = await get(`/api/vehicles/${clio.id}`);
    expect(one.data.id).toBe(clio.id);
    expect((await api.app.inject({ url: '/api/vehicles/999999' })).statusCode).toBe(404);
    expect((await api.app.inject({ url: '/api/vehicles/abc' })).statusCode).toBe(404);
  });
});

describe('GET /api/wallpapers', () => {
  it('keeps only active wallpapers inside their date window, with images', async () => {
    const all = await get('/api/wallpapers?tags=home_banner');
    const current = await get(
      '/api/wallpapers?tags=home_banner&inDateRange=1&is_active=1&include=images',
    );
    expect(current.meta.total).toBeGreaterThan(0);
    expect(current.meta.total).toBeLessThan(all.meta.total);
    const now = Date.now();
    for (const w of current.data) {
      expect(w.tags).toContain('home_banner');
      expect(w.is_active).toBe(true);
      if (w.starts_at) expect(Date.parse(w.starts_at)).toBeLessThanOrEqual(now);
      if (w.ends_at) expect(Date.parse(w.ends_at)).toBeGreaterThanOrEqual(now);
      expect(w.images.length).toBeGreaterThan(0);
    }
  });
});
