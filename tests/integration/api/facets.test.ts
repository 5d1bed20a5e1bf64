import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app';

const api = useTestApp();

const get = api.getJson;

describe('GET /api/filters', () => {
  it('lists the facets with their values and swatch images, in the request language', async () => {
    const fr = await get('/api/filters?include=filter_values.image');
    expect(fr.meta.total).toBeGreaterThanOrEqual(3);
    const types = new Set(fr.data.map((f: { filter_type_id: number }) => f.filter_type_id));
    expect(types).toEqual(new Set([1, 2]));
    const colour = fr.data.find((f: { use_images: boolean }) => f.use_images);
    expect(colour).toMatchObject({ show_on_product_card: true });
    expect(colour.filter_values.length).toBeGreaterThan(3);
    for (const value of colour.filter_values) {
      expect(value.filter_id).toBe(colour.id);
      expect(value.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(value.image.url).toMatch(/^\/media\//);
    }
    const range = fr.data.find((f: { filter_type_id: number }) => f.filter_type_id === 2);
    expect(
      range.filter_values.every(
        (v: { numeric_value: unknown }) => typeof v.numeric_value === 'number',
      ),
    ).toBe(true);

    const en = await get('/api/filters?include=filter_values', { language: 'en' });
    const enColour = en.data.find((f: { id: number }) => f.id === colour.id);
    expect(enColour.name).not.toBe(colour.name);
    expect(enColour.filter_values[0]).not.toHaveProperty('image');
  });

  it('filters by id and refuses unknown includes', async () => {
    const all = await get('/api/filters');
    const first = all.data[0];
    expect(first).not.toHaveProperty('filter_values');
    const one = await get(`/api/filters?filter[ids]=${first.id}`);
    expect(one.data.map((f: { id: number }) => f.id)).toEqual([first.id]);
    expect((await api.app.inject({ url: '/api/filters?include=products' })).statusCode).toBe(422);
  });
});

describe('GET /api/verified_reviews/summary', () => {
  it('gives the average out of 5 and the number of published reviews', async () => {
    const body = await get('/api/verified_reviews/summary');
    const [row] = await api.database.query<{ total: number; average: string }>(
      'select count(*)::int as total, avg(stars)::text as average from reviews where is_published',
    );
    expect(body.data.total).toBe(row!.total);
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.average).toBe(Math.round(Number(row!.average) * 10) / 10);
    expect(body.data.average).toBeGreaterThanOrEqual(1);
    expect(body.data.average).toBeLessThanOrEqual(5);
  });
});
