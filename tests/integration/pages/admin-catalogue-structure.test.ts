/**
 * The catalogue-structure pages in-process: 'catalogue' only (staff and customers get 404),
 * plain form posts create, move up/down and refuse bad input beside the field with nothing
 * written; a non-empty category's delete says why. Pictures go with the record's own multipart
 * form (a make's logo, a filter value's picture): kept, shown, removable; a file that is not a
 * picture or too big is refused with nothing kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { filterValueIdsInRange, listBrands } from '../../../src/modules/catalog';
import { openSession } from '../../../src/modules/customers';
import { createStorage, type FileStorage } from '../../../src/modules/media';
import * as categories from '../../../src/web/routes/admin-categories';
import * as filters from '../../../src/web/routes/admin-filters';
import * as vehicles from '../../../src/web/routes/admin-vehicles';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { ORIGIN, answer, get, pageContext, post } from '../../support/page-context';

let test: TestDatabase;
let storage: FileStorage;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  test = await createTestDatabase();
  storage = await createStorage({ driver: 'local', storageDir: test.storageDir });
  for (const role of ['editor', 'staff', 'customer']) {
    const [user] = await test.database.query<{ id: number }>(
      `insert into users (email, firstname, lastname, role)
       values ($1, 'Some', 'One', $2) returning id`,
      [`${role}-structure-page@example.test`, role],
    );
    tokens[role] = (await openSession(test.database.db, user!.id, new Date())).token;
  }
});
afterAll(async () => test?.cleanup());

type Module = { loader(args: never): unknown; action(args: never): unknown };
const load = async (page: Module, path: string, role: string) =>
  answer(async () =>
    page.loader({
      request: get(path),
      context: await pageContext(test.database, { token: tokens[role] }),
      params: {},
    } as never),
  );
const send = async (page: Module, path: string, fields: Record<string, string>) =>
  answer(async () =>
    page.action({
      request: post(path, fields),
      context: await pageContext(test.database, { token: tokens.editor }),
      params: {},
    } as never),
  );
/** A multipart post (a picture with the form), the page context holding the file storage. */
const sendFile = async (
  page: Module,
  path: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array<ArrayBuffer> },
) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set('file', new File([file.bytes], file.name));
  return answer(async () =>
    page.action({
      request: new Request(ORIGIN + path, { method: 'POST', body }),
      context: { ...(await pageContext(test.database, { token: tokens.editor })), storage },
      params: {},
    } as never),
  );
};
const png = async () =>
  new Uint8Array(
    await sharp({
      create: { width: 60, height: 40, channels: 3, background: { r: 200, g: 20, b: 20 } },
    })
      .png()
      .toBuffer(),
  );
const count = async (table: string) =>
  (await test.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
const rootOrder = async () =>
  (
    await test.database.query<{ id: number }>(
      `select id from categories where parent_id is null order by position, id`,
    )
  ).map((r) => r.id);

describe('catalogue structure pages', () => {
  it.each([
    ['editor', 200],
    ['staff', 404],
    ['customer', 404],
  ])('%s opens the three pages → %s', async (role, status) => {
    for (const [page, path] of [
      [categories, '/admin/categories'],
      [filters, '/admin/filtres'],
      [vehicles, '/admin/vehicules'],
    ] as const)
      expect((await load(page, path, role)).status).toBe(status);
  });

  it('creates a category from the form, refuses an empty French name with nothing written', async () => {
    const before = await count('categories');
    const refused = await send(categories, '/admin/categories', {
      intent: 'create',
      'name.en': 'Only English',
      is_active: 'on',
    });
    expect(refused.status).toBe(422);
    expect((refused.data!.fields as Record<string, string[]>)['name.fr']).toEqual([
      'Ce champ est requis.',
    ]);
    expect(await count('categories')).toBe(before);
    const made = await send(categories, '/admin/categories', {
      intent: 'create',
      'name.fr': 'Nouvelle',
      is_active: 'on',
    });
    expect(made.status).toBe(303);
    expect(await count('categories')).toBe(before + 1);
  });

  it('moves a domain down with the button, and refuses a partial reorder', async () => {
    const before = await rootOrder();
    const moved = await send(categories, '/admin/categories', {
      intent: 'down',
      id: String(before[0]),
      parent_id: '0',
    });
    expect(moved.location).toMatch(/done=reorder/);
    expect(await rootOrder()).toEqual([before[1], before[0], ...before.slice(2)]);
    const partial = await send(categories, '/admin/categories', {
      intent: 'reorder',
      id: String(before[0]),
      parent_id: '0',
      ids: before.slice(1).join(','),
    });
    expect(partial.status).toBe(422);
  });

  it('says why a category with subcategories cannot be deleted', async () => {
    const [domain] = await test.database.query<{ id: number }>(
      `select id from categories c where exists (select 1 from categories k where k.parent_id = c.id) limit 1`,
    );
    const refused = await send(categories, '/admin/categories', {
      intent: 'delete',
      id: String(domain!.id),
    });
    expect(refused.status).toBe(409);
    expect(refused.data!.message).toMatch(/sous-catégories/);
  });

  it('refuses a generation whose years are out of order', async () => {
    const [make] = await test.database.query<{ id: number }>(
      `select id from brands where type = 'vehicle' limit 1`,
    );
    const before = await count('vehicles');
    const refused = await send(vehicles, '/admin/vehicules', {
      intent: 'generation-create',
      brand_id: String(make!.id),
      name: 'Modèle',
      year_from: '2020',
      year_to: '2001',
    });
    expect(refused.status).toBe(422);
    expect(await count('vehicles')).toBe(before);
  });

  it('takes a make logo from the make form: listed, in the storefront brand list, removable', async () => {
    const made = await sendFile(vehicles, '/admin/vehicules', {
      intent: 'make-create',
      name: 'Lada',
      is_active: 'on',
    });
    expect(made.status).toBe(303);
    const [{ id }] = (await test.database.query<{ id: number }>(
      `select id from brands where name = 'Lada'`,
    )) as [{ id: number }];
    const uploads = await count('uploads');
    // Not a picture, then too big: refused with the translated reason, nothing kept.
    for (const [file, status] of [
      [{ name: 'logo.png', bytes: new TextEncoder().encode('not a picture at all') }, 415],
      [{ name: 'logo.png', bytes: new Uint8Array(10 * 1024 * 1024 + 1).fill(1, 0) }, 413],
    ] as const) {
      const bytes = new Uint8Array(file.bytes);
      if (status === 413) bytes.set(await png());
      const refused = await sendFile(
        vehicles,
        '/admin/vehicules',
        { intent: 'make-update', id: String(id), name: 'Lada', is_active: 'on' },
        { name: file.name, bytes },
      );
      expect(refused.status).toBe(status);
      expect(refused.data!.message).toBeTruthy();
      expect(refused.data!.intent).toBe('make-update');
    }
    expect(await count('uploads')).toBe(uploads);
    const saved = await sendFile(
      vehicles,
      '/admin/vehicules',
      { intent: 'make-update', id: String(id), name: 'Lada', is_active: 'on' },
      { name: 'lada.png', bytes: await png() },
    );
    expect(saved.status).toBe(303);
    const page = await load(vehicles, `/admin/vehicules?make=${id}`, 'editor');
    const listed = (page.data!.makes as Array<{ id: number; image: { url: string } | null }>).find(
      (m) => m.id === id,
    );
    expect(listed!.image?.url).toMatch(/^\/media\//);
    const shop = await listBrands(test.database.db, { type: 'vehicle' });
    expect(shop.find((b) => b.id === id)!.image?.url).toBe(listed!.image!.url);
    const removed = await sendFile(vehicles, '/admin/vehicules', {
      intent: 'make-update',
      id: String(id),
      name: 'Lada',
      is_active: 'on',
      remove_image: 'on',
    });
    expect(removed.status).toBe(303);
    expect(
      (await listBrands(test.database.db, { type: 'vehicle' })).find((b) => b.id === id)!.image,
    ).toBeNull();
  });

  it('takes a filter value picture from the value form, refuses a non-picture, removes it', async () => {
    const made = await sendFile(filters, '/admin/filtres', {
      intent: 'create',
      'name.fr': 'Motif',
      filter_type_id: '1',
      use_images: 'on',
    });
    expect(made.status).toBe(303);
    const filterId = Number(new URL(made.location!, ORIGIN).searchParams.get('edit'));
    const created = await sendFile(
      filters,
      '/admin/filtres',
      { intent: 'value-create', id: String(filterId), 'value.fr': 'Damier' },
      { name: 'damier.png', bytes: await png() },
    );
    expect(created.status).toBe(303);
    const valueOf = async () => {
      const page = await load(filters, `/admin/filtres?edit=${filterId}`, 'editor');
      type Listed = { id: number; values: Array<{ id: number; image: { url: string } | null }> };
      return (page.data!.filters as Listed[]).find((f) => f.id === filterId)!.values[0]!;
    };
    const value = await valueOf();
    expect(value.image?.url).toMatch(/^\/media\//);
    const update = { intent: 'value-update', id: String(filterId), value_id: String(value.id) };
    const refused = await sendFile(
      filters,
      '/admin/filtres',
      { ...update, 'value.fr': 'Damier' },
      { name: 'x.png', bytes: new TextEncoder().encode('<svg></svg>') },
    );
    expect(refused.status).toBe(415);
    expect(refused.data!.intent).toBe('value-update');
    expect((await valueOf()).image?.url).toBe(value.image!.url);
    const removed = await sendFile(filters, '/admin/filtres', {
      ...update,
      'value.fr': 'Damier bis',
      remove_image: 'on',
    });
    expect(removed.status).toBe(303);
    expect(await valueOf()).toMatchObject({ image: null, name: { fr: 'Damier bis' } });
  });

  it('takes a range filter value’s number, refusing one that is not a number or missing', async () => {
    const made = await sendFile(filters, '/admin/filtres', {
      intent: 'create',
      'name.fr': 'Épaisseur (mm)',
      filter_type_id: '2',
    });
    const filterId = Number(new URL(made.location!, ORIGIN).searchParams.get('edit'));
    const page = await load(filters, `/admin/filtres?edit=${filterId}`, 'editor');
    expect(page.status).toBe(200);
    const before = await count('filter_values');
    const value = { intent: 'value-create', id: String(filterId), 'value.fr': '12,5 mm' };
    for (const [numeric, text] of <Array<[string, string]>>[
      ['douze', 'Saisissez un nombre (par exemple 12 ou 12,5).'],
      ['', 'Une valeur d’un filtre à curseur doit avoir sa valeur numérique.'],
    ]) {
      const refused = await sendFile(filters, '/admin/filtres', {
        ...value,
        numeric_value: numeric,
      });
      expect(refused.status).toBe(422);
      expect((refused.data!.fields as Record<string, string[]>).numeric_value).toEqual([text]);
    }
    expect(await count('filter_values')).toBe(before);
    for (const [name, numeric] of <Array<[string, string]>>[
      ['12,5 mm', '12,5'],
      ['20 mm', '20'],
    ])
      expect(
        (
          await sendFile(filters, '/admin/filtres', {
            ...value,
            'value.fr': name,
            numeric_value: numeric,
          })
        ).status,
      ).toBe(303);
    // The storefront's range reads the numbers: 10–15 selects the first value only.
    const [first] = await test.database.query<{ id: number; numeric_value: string }>(
      `select id, numeric_value from filter_values where filter_id = $1 order by position`,
      [filterId],
    );
    expect(Number(first!.numeric_value)).toBe(12.5);
    expect(await filterValueIdsInRange(test.database.db, filterId, 10, 15)).toEqual([first!.id]);
  });

  it('refuses a generation saved over a newer version with the translated 409, nothing changed', async () => {
    const [row] = await test.database.query<{ id: number; brand_id: number; name: string }>(
      `select id, brand_id, name from vehicles order by id limit 1`,
    );
    const page = await load(vehicles, `/admin/vehicules?make=${row!.brand_id}`, 'editor');
    type Tree = Array<{
      id: number;
      version: string;
      models: Array<{ generations: Array<{ id: number; version: string }> }>;
    }>;
    const make = (page.data!.makes as Tree).find((m) => m.id === row!.brand_id)!;
    const version = make.models
      .flatMap((m) => m.generations)
      .find((g) => g.id === row!.id)!.version;
    const fields = {
      intent: 'generation-update',
      id: String(row!.id),
      brand_id: String(row!.brand_id),
      name: row!.name,
      version,
    };
    expect(
      (await send(vehicles, '/admin/vehicules', { ...fields, year_from: '2001' })).status,
    ).toBe(303);
    const stale = await send(vehicles, '/admin/vehicules', { ...fields, year_from: '1999' });
    expect(stale.status).toBe(409);
    expect(stale.data!.message).toBe(
      'Quelqu’un a modifié cet élément entre-temps : rechargez la page et recommencez.',
    );
    const [after] = await test.database.query<{ year_from: number }>(
      `select year_from from vehicles where id = $1`,
      [row!.id],
    );
    expect(after!.year_from).toBe(2001);
    // The make's form too.
    const makeFields = { intent: 'make-update', id: String(make.id), version: make.version };
    const [brand] = await test.database.query<{ name: string }>(
      `select name from brands where id = $1`,
      [make.id],
    );
    expect(
      (await sendFile(vehicles, '/admin/vehicules', { ...makeFields, name: brand!.name })).status,
    ).toBe(303);
    expect(
      (await sendFile(vehicles, '/admin/vehicules', { ...makeFields, name: 'Stale' })).status,
    ).toBe(409);
  });
});
