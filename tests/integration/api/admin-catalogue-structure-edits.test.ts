/**
 * Back office: the catalogue structure's later edits through /api/admin — a make's logo and a
 * filter value's picture (attached, shown by the storefront, removed), range filters' numbers,
 * and the stale-edit check of vehicles — each with the bad input that writes nothing.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useBackOffice } from '../../support/back-office';
import { multipartBody } from '../../support/multipart';

const cast = useBackOffice('structure-edits');
const { call } = cast;

async function upload(data: Buffer, filename = 'logo.png') {
  const body = multipartBody([
    { name: 'purpose', data: 'catalogue_image' },
    { name: 'file', filename, contentType: 'image/png', data },
  ]);
  return cast.api.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: { ...cast.as.editor, ...body.headers },
    payload: body.payload,
  });
}
const png = () =>
  sharp({ create: { width: 50, height: 30, channels: 3, background: { r: 0, g: 80, b: 160 } } })
    .png()
    .toBuffer();
const storefrontBrand = async (id: number) =>
  (
    (await cast.api.app.inject({ url: '/api/brands?types=vehicle&limit=200&include=image' })).json()
      .data as Array<{ id: number; image?: { url: string } | null }>
  ).find((b) => b.id === id);

describe('make logo', () => {
  it('attaches a logo the storefront brand list shows, refuses a non-picture, removes it', async () => {
    const make = await call('editor', 'POST', '/api/admin/vehicles/makes', { name: 'Trabant' });
    expect(make.statusCode).toBe(201);
    const id = make.json().data.id as number;
    expect((await upload(Buffer.from('plain text, no picture'), 'logo.png')).statusCode).toBe(415);
    const uploaded = await upload(await png());
    expect(uploaded.statusCode).toBe(201);
    const saved = await call('editor', 'PATCH', `/api/admin/vehicles/makes/${id}`, {
      name: 'Trabant',
      upload_id: uploaded.json().data.id,
    });
    expect(saved.statusCode).toBe(200);
    const url = saved.json().data.image.url as string;
    expect(url).toMatch(/^\/media\//);
    expect((await storefrontBrand(id))!.image!.url).toBe(url);
    // An upload id that is not one: 422, the logo stays.
    const bad = await call('editor', 'PATCH', `/api/admin/vehicles/makes/${id}`, {
      name: 'Trabant',
      upload_id: 999_999,
    });
    expect(bad.statusCode).toBe(422);
    expect((await storefrontBrand(id))!.image!.url).toBe(url);
    const removed = await call('editor', 'PATCH', `/api/admin/vehicles/makes/${id}`, {
      name: 'Trabant',
      remove_image: true,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.image).toBeNull();
    expect((await storefrontBrand(id))!.image ?? null).toBeNull();
  });
});

describe('category picture', () => {
  it('replaces a category picture, then takes it off; a bad upload id changes nothing', async () => {
    const six = (text: string) =>
      Object.fromEntries(['fr', 'en', 'es', 'de', 'it', 'pt'].map((l) => [l, `${text} ${l}`]));
    const made = await call('editor', 'POST', '/api/admin/categories', { name: six('Coussins') });
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id as number;
    const uploaded = await upload(await png(), 'coussins.png');
    const saved = await call('editor', 'PATCH', `/api/admin/categories/${id}`, {
      name: six('Coussins'),
      upload_id: uploaded.json().data.id,
    });
    expect(saved.statusCode).toBe(200);
    const picture = async () =>
      (await call('editor', 'GET', `/api/admin/categories/${id}`)).json().data.image as {
        url: string;
      } | null;
    const url = (await picture())!.url;
    expect(url).toMatch(/^\/media\//);
    const bad = await call('editor', 'PATCH', `/api/admin/categories/${id}`, {
      name: six('Coussins'),
      upload_id: 999_999,
    });
    expect(bad.statusCode).toBe(422);
    expect((await picture())!.url).toBe(url);
    const removed = await call('editor', 'PATCH', `/api/admin/categories/${id}`, {
      name: six('Coussins'),
      remove_image: true,
    });
    expect(removed.statusCode).toBe(200);
    expect(await picture()).toBeNull();
  });
});

describe('filter value picture', () => {
  it('attaches a picture the storefront filter list shows, and removes it', async () => {
    const filter = await call('editor', 'POST', '/api/admin/filters', {
      name: { fr: 'Texture' },
      filter_type_id: 1,
      use_images: true,
    });
    const filterId = filter.json().data.id as number;
    const created = await call('editor', 'POST', `/api/admin/filters/${filterId}/values`, {
      name: { fr: 'Nid d’abeille' },
    });
    const valueId = created.json().data.values[0].id as number;
    const uploaded = await upload(await png());
    const path = `/api/admin/filters/${filterId}/values/${valueId}`;
    const saved = await call('editor', 'PATCH', path, {
      name: { fr: 'Nid d’abeille' },
      upload_id: uploaded.json().data.id,
    });
    expect(saved.statusCode).toBe(200);
    const shown = async () =>
      (
        (await cast.api.app.inject({ url: '/api/filters?include=filter_values.image' })).json()
          .data as Array<{
          id: number;
          filter_values: Array<{ id: number; image?: { url: string } | null }>;
        }>
      )
        .find((f) => f.id === filterId)!
        .filter_values.find((v) => v.id === valueId)!.image ?? null;
    expect((await shown())?.url).toBe(saved.json().data.values[0].image.url);
    const removed = await call('editor', 'PATCH', path, {
      name: { fr: 'Nid d’abeille' },
      remove_image: true,
    });
    expect(removed.json().data.values[0].image).toBeNull();
    expect(await shown()).toBeNull();
  });
});

describe('range filter values', () => {
  it('needs a number on a range filter’s value; "abc" is refused; the slider reads it', async () => {
    const filter = await call('editor', 'POST', '/api/admin/filters', {
      name: { fr: 'Largeur (cm)' },
      filter_type_id: 2,
    });
    const filterId = filter.json().data.id as number;
    const values = `/api/admin/filters/${filterId}/values`;
    const notNumber = await call('editor', 'POST', values, {
      name: { fr: '40 cm' },
      numeric_value: 'abc',
    });
    expect(notNumber.statusCode).toBe(422);
    expect(notNumber.json().errors.numeric_value).toEqual([
      'Saisissez un nombre (par exemple 12 ou 12,5).',
    ]);
    const missing = await call('editor', 'POST', values, { name: { fr: '40 cm' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.numeric_value).toEqual([
      'Une valeur d’un filtre à curseur doit avoir sa valeur numérique.',
    ]);
    const made = await call('editor', 'POST', values, { name: { fr: '40 cm' }, numeric_value: 40 });
    expect(made.statusCode).toBe(201);
    const valueId = made.json().data.values[0].id as number;
    // Taking its number off again is refused too; changing it is not.
    const cleared = await call('editor', 'PATCH', `${values}/${valueId}`, {
      name: { fr: '40 cm' },
      numeric_value: null,
    });
    expect(cleared.statusCode).toBe(422);
    const changed = await call('editor', 'PATCH', `${values}/${valueId}`, {
      name: { fr: '45 cm' },
      numeric_value: 45,
    });
    expect(changed.json().data.values[0].numeric_value).toBe(45);
    const listed = await cast.api.app.inject({ url: '/api/filters?include=filter_values' });
    const shown = (
      listed.json().data as Array<{ id: number; filter_values: Array<{ numeric_value: number }> }>
    ).find((f) => f.id === filterId)!;
    expect(shown.filter_values.map((v) => v.numeric_value)).toEqual([45]);
  });
});

describe('vehicles: a save over a newer version', () => {
  it('refuses a make, a generation or a model rename read before another save (409)', async () => {
    const make = (
      await call('editor', 'POST', '/api/admin/vehicles/makes', { name: 'Wartburg' })
    ).json().data;
    const makePath = `/api/admin/vehicles/makes/${make.id}`;
    const first = await call('editor', 'PATCH', makePath, {
      name: 'Wartburg 353',
      version: make.version,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.version).not.toBe(make.version);
    const stale = await call('editor', 'PATCH', makePath, {
      name: 'Wartburg stale',
      version: make.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Quelqu’un a modifié cet élément entre-temps : rechargez la page et recommencez.',
    );
    const generation = { brand_id: make.id, name: '353', year_from: 1966, year_to: 1988 };
    const { id } = (await call('editor', 'POST', '/api/admin/vehicles', generation)).json().data;
    const read = async () =>
      (
        (await call('editor', 'GET', '/api/admin/vehicles')).json().data as Array<{
          id: number;
          name: string;
          models: Array<{ name: string; version: string; generations: Array<{ version: string }> }>;
        }>
      ).find((m) => m.id === make.id)!;
    const before = await read();
    expect(before.name).toBe('Wartburg 353');
    const version = before.models[0]!.generations[0]!.version;
    expect(
      (await call('editor', 'PATCH', `/api/admin/vehicles/${id}`, { ...generation, version }))
        .statusCode,
    ).toBe(200);
    const refused = await call('editor', 'PATCH', `/api/admin/vehicles/${id}`, {
      ...generation,
      year_to: 1991,
      version,
    });
    expect(refused.statusCode).toBe(409);
    // The model's version is its latest generation's: the rename read before is refused too.
    const rename = { brand_id: make.id, from: '353', to: 'Tourist' };
    expect(
      (
        await call('editor', 'POST', '/api/admin/vehicles/models/rename', {
          ...rename,
          version: before.models[0]!.version,
        })
      ).statusCode,
    ).toBe(409);
    const after = await read();
    expect(after.models.map((m) => m.name)).toEqual(['353']);
    expect(
      (
        await call('editor', 'POST', '/api/admin/vehicles/models/rename', {
          ...rename,
          version: after.models[0]!.version,
        })
      ).statusCode,
    ).toBe(200);
    const rows = await cast.api.database.query<{ name: string; year_to: number }>(
      `select name, year_to from vehicles where id = $1`,
      [id],
    );
    expect(rows).toEqual([{ name: 'Tourist', year_to: 1988 }]);
  });
});
