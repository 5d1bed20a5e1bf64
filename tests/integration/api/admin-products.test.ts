/**
 * Back office: products through `/api/admin/products` — an editor creates a product with three
 * variants and pictures in six languages and the storefront lists and finds it at once in every
 * language; a slug change keeps the old address redirecting; bad input writes nothing; copies,
 * switching off, deleting, and who may do any of it.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { listAdminProducts } from '../../../src/modules/catalog';
import { LOCALES } from '../../../src/shared/locale';
import { useBackOffice } from '../../support/back-office';
import { multipartBody } from '../../support/multipart';
import { placeOrderFor } from '../../support/placed-orders';

const cast = useBackOffice('products');
const { call, auditRows } = cast;

const six = (text: string) => Object.fromEntries(LOCALES.map((l) => [l, `${text} ${l}`]));
const WORD: Record<string, string> = {
  fr: 'Zorbiflex',
  en: 'Quantaseat',
  es: 'Vortilina',
  de: 'Klemmwunder',
  it: 'Sedilampo',
  pt: 'Bancofino',
};
let categoryId: number;
let vehicleIds: number[];
let filterValueId: number;

async function uploadPicture(): Promise<number> {
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const body = multipartBody([
    { name: 'purpose', data: 'catalogue_image' },
    { name: 'file', filename: 'seat.png', contentType: 'image/png', data: png },
  ]);
  const res = await cast.api.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: { ...cast.as.editor, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { id: number } }).data.id;
}

beforeAll(async () => {
  const db = cast.api.database;
  [{ id: categoryId }] = (await db.query<{ id: number }>(
    `select id from categories where parent_id is not null and is_active order by id limit 1`,
  )) as [{ id: number }];
  vehicleIds = (await db.query<{ id: number }>(`select id from vehicles order by id limit 2`)).map(
    (r) => r.id,
  );
  [{ id: filterValueId }] = (await db.query<{ id: number }>(
    `select id from filter_values order by id limit 1`,
  )) as [{ id: number }];
});

const variant = (reference: string, price: string | number, extra: object = {}) => ({
  reference,
  name: six(`Variante ${reference}`),
  price_ht: price,
  discount_percent: 0,
  quantity: 5,
  out_of_stock_status: 'stock',
  filter_value_ids: [filterValueId],
  ...extra,
});

function productBody(reference: string) {
  return {
    reference,
    name: Object.fromEntries(LOCALES.map((l) => [l, `Housse ${WORD[l]} ${reference}`])),
    description: six('Une housse sur mesure'),
    meta_title: six('Titre'),
    category_ids: [categoryId],
    vehicle_ids: vehicleIds,
    assembly_price_ht: '45,00',
    is_active: true,
    variants: [
      variant(`${reference}-A`, '100,00'),
      variant(`${reference}-B`, 110.5, { discount_percent: 10 }),
      variant(`${reference}-C`, '120', {
        quantity: 0,
        out_of_stock_status: 'reorder',
        reorder_delay_min: 5,
        reorder_delay_max: 10,
      }),
    ],
  };
}

async function created(reference: string) {
  const res = await call('editor', 'POST', '/api/admin/products', productBody(reference));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    id: number;
    version: string;
    slug: Record<string, string>;
    variants: Array<{ id: number; price_ht_cents: number }>;
    images: Array<{ id: number }>;
  };
}

const storefront = (url: string, language: string) =>
  cast.api.app.inject({ url, headers: { language } });

describe('back office: products', () => {
  it('creates a product with three variants and pictures in six languages, listed and found at once', async () => {
    const product = await created('ZX-100');
    expect(product.variants.map((v) => v.price_ht_cents)).toEqual([10000, 11050, 12000]);
    for (const _ of [1, 2]) {
      const res = await call('editor', 'POST', `/api/admin/products/${product.id}/images`, {
        upload_id: await uploadPicture(),
        alt: six('Photo de la housse'),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const variantImage = await call('editor', 'POST', `/api/admin/products/${product.id}/images`, {
      upload_id: await uploadPicture(),
      variant_id: product.variants[0]!.id,
    });
    expect(variantImage.statusCode, variantImage.body).toBe(201);
    const full = variantImage.json().data;
    expect(full.images).toHaveLength(2);
    expect(full.images[0].alt.de).toBe('Photo de la housse de');
    expect(full.images[0].url).toMatch(/^\/media\/uploads\//);
    expect(full.variants[0].images).toHaveLength(1);
    for (const locale of LOCALES) {
      const found = await storefront(
        `/api/products?filter[search]=${encodeURIComponent(WORD[locale]!)}&fields[products]=id,name`,
        locale,
      );
      expect(found.statusCode).toBe(200);
      expect(
        found.json().data.map((p: { id: number }) => p.id),
        locale,
      ).toContain(product.id);
      const listed = await storefront(
        `/api/products?filter[categoriesIds]=${categoryId}&filter[search]=${encodeURIComponent(WORD[locale]!)}&fields[products]=id`,
        locale,
      );
      expect(listed.json().data.map((p: { id: number }) => p.id)).toContain(product.id);
    }
    // The storefront reads each picture's text alternative, and the product's texts for search
    // engines, in the visitor's language.
    for (const locale of ['de', 'pt'] as const) {
      const shown = await storefront(`/api/products/${product.id}?include=images`, locale);
      expect(shown.json().data.images[0].alt, locale).toBe(`Photo de la housse ${locale}`);
      expect(shown.json().data.meta_title, locale).toBe(`Titre ${locale}`);
    }
    expect((await auditRows('product.create')).at(-1)?.entity_id).toBe(String(product.id));
  });

  it('keeps an old slug redirecting: product pages are found by the id the slug ends with', async () => {
    const product = await created('ZX-200');
    const [{ slug: before }] = (await cast.api.database.query<{ slug: string }>(
      `select slug from product_translations where product_id = $1 and locale = 'en'`,
      [product.id],
    )) as [{ slug: string }];
    expect(before).toBe(`${product.slug.en}-${product.id}`);
    const body = {
      ...productBody('ZX-200'),
      slug: { fr: 'housse-renommee' },
      version: product.version,
    };
    const res = await call('editor', 'PUT', `/api/admin/products/${product.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await cast.api.database.query<{ locale: string; slug: string }>(
      `select locale, slug from product_translations where product_id = $1`,
      [product.id],
    );
    expect(rows.find((r) => r.locale === 'fr')?.slug).toBe(`housse-renommee-${product.id}`);
    // The same version again: someone saved in between.
    const stale = await call('editor', 'PUT', `/api/admin/products/${product.id}`, body);
    expect(stale.statusCode).toBe(409);
  });

  it('answers 404 to staff, customers and visitors, and lets the owner in', async () => {
    for (const who of ['staff', 'customer', 'visitor'] as const) {
      expect((await call(who, 'GET', '/api/admin/products')).statusCode, who).toBe(404);
      expect(
        (await call(who, 'POST', '/api/admin/products', productBody(`NO-${who}`))).statusCode,
      ).toBe(404);
    }
    const list = await call('editor', 'GET', '/api/admin/products?q=ZX-100');
    expect(list.json().data.map((p: { reference: string }) => p.reference)).toEqual(['ZX-100']);
    expect((await call('owner', 'GET', '/api/admin/products')).statusCode).toBe(200);
  });

  it('refuses bad input with translated per-field errors and writes nothing', async () => {
    const [{ n: before }] = (await cast.api.database.query<{ n: number }>(
      'select count(*)::int as n from products',
    )) as [{ n: number }];
    const bad = {
      ...productBody('BAD 1'),
      slug: { fr: 'Pas Bon' },
      assembly_price_ht: '-3',
      variants: [
        variant('ZX-100-A', 'abc', {
          discount_percent: 95,
          reorder_delay_min: 9,
          reorder_delay_max: 2,
        }),
      ],
    };
    const res = await cast.api.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { ...cast.as.editor, language: 'fr' },
      payload: bad,
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(
      [
        'assembly_price_ht',
        'reference',
        'slug.fr',
        'variants.0.discount_percent',
        'variants.0.price_ht',
        'variants.0.reorder_delay_max',
      ].sort(),
    );
    expect(errors['slug.fr']![0]).toMatch(/minuscules/);
    // A reference the form cannot know is taken: the database's refusal, as a 422.
    const taken = await call('editor', 'POST', '/api/admin/products', {
      ...productBody('ZX-100'),
      variants: [],
    });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(['reference']);
    const [{ n: after }] = (await cast.api.database.query<{ n: number }>(
      'select count(*)::int as n from products',
    )) as [{ n: number }];
    expect(after).toBe(before);
  });

  it('copies a product switched off, with suffixed references and slugs and the same pictures', async () => {
    const product = await created('ZX-300');
    await call('editor', 'POST', `/api/admin/products/${product.id}/images`, {
      upload_id: await uploadPicture(),
    });
    const res = await call('editor', 'POST', `/api/admin/products/${product.id}/duplicate`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json().data;
    expect(copy.reference).toBe('ZX-300-COPY');
    expect(copy.is_active).toBe(false);
    expect(copy.variants.map((v: { reference: string }) => v.reference)).toEqual([
      'ZX-300-A-COPY',
      'ZX-300-B-COPY',
      'ZX-300-C-COPY',
    ]);
    expect(copy.slug.fr).toMatch(/-copy$/);
    expect(copy.images).toHaveLength(1);
  });

  it('hides a switched-off product from lists, and deletes only one never ordered', async () => {
    const product = await created('ZX-400');
    const off = await call('editor', 'PATCH', `/api/admin/products/${product.id}`, {
      is_active: false,
    });
    expect(off.statusCode).toBe(200);
    const found = await storefront(
      `/api/products?filter[search]=${WORD.fr}&fields[products]=id`,
      'fr',
    );
    expect(found.json().data.map((p: { id: number }) => p.id)).not.toContain(product.id);
    const uploadId = await uploadPicture();
    await call('editor', 'POST', `/api/admin/products/${product.id}/images`, {
      upload_id: uploadId,
    });
    const locked = await cast.api.app.inject({
      method: 'DELETE',
      url: `/api/uploads/${uploadId}`,
      headers: { ...cast.as.editor, language: 'en' },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toMatch(/still uses this file/);
    expect((await call('editor', 'DELETE', `/api/admin/products/${product.id}`)).statusCode).toBe(
      204,
    );
    expect((await call('editor', 'GET', `/api/admin/products/${product.id}`)).statusCode).toBe(404);
    // An ordered product stays.
    await placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, { method: 'transfer' });
    const [{ id: ordered }] = (await cast.api.database.query<{ id: number }>(
      `select v.product_id as id from order_variants ov join variants v on v.id = ov.variant_id limit 1`,
    )) as [{ id: number }];
    const refused = await call('editor', 'DELETE', `/api/admin/products/${ordered}`);
    expect(refused.statusCode).toBe(409);
  });

  it('lists the products fitting any of a make’s or model’s vehicles (the list page’s picker)', async () => {
    const db = cast.api.database;
    const [pair] = await db.query<{ a: number; b: number }>(
      `select min(vehicle_id) as a, max(vehicle_id) as b from product_vehicles`,
    );
    const fits = async (ids: number[]) =>
      Number(
        (
          await db.query<{ n: string }>(
            `select count(distinct product_id) as n from product_vehicles where vehicle_id = any($1::int[])`,
            [ids],
          )
        )[0]!.n,
      );
    const list = (vehicleIds: number[]) =>
      listAdminProducts(db.db, 'fr', { page: 1, vehicleIds }).then((r) => r.total);
    expect(await list([pair!.a, pair!.b])).toBe(await fits([pair!.a, pair!.b]));
    expect(await list([pair!.a])).toBe(await fits([pair!.a]));
    // A make without vehicles lists nothing, not everything.
    expect(await list([])).toBe(0);
  });
});
