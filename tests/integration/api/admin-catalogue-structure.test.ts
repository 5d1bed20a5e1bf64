/**
 * Back office: the catalogue structure through /api/admin (categories, filters, vehicles):
 * who may, what the storefront shows right after each write, the refusals (422/409) that
 * write nothing, and the audit entries.
 */
import { describe, expect, it } from 'vitest';
import {
  findCategoryPage,
  listDomains,
  movedCategoryTrail,
  refreshProductListing,
} from '../../../src/modules/catalog';
import { useBackOffice, type Who } from '../../support/back-office';

const cast = useBackOffice('structure');
const { call } = cast;
const six = (base: string) => ({
  fr: `${base} fr`,
  en: `${base} en`,
  es: `${base} es`,
  de: `${base} de`,
  it: `${base} it`,
  pt: `${base} pt`,
});
const count = async (table: string) =>
  Number(
    (await cast.api.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n,
  );

describe('who may use the catalogue structure', () => {
  it.each([
    ['visitor', 404],
    ['customer', 404],
    ['staff', 404],
    ['editor', 200],
    ['owner', 200],
  ] as const)('%s → %s', async (who: Who, status) => {
    for (const url of ['/api/admin/categories', '/api/admin/filters', '/api/admin/vehicles'])
      expect((await call(who, 'GET', url)).statusCode).toBe(status);
    if (status === 404)
      expect(
        (await call(who, 'POST', '/api/admin/categories', { name: six('Nope') })).statusCode,
      ).toBe(404);
  });
});

describe('categories', () => {
  it('creates a subcategory in six languages: the menu and its page show it at once', async () => {
    const [domain] = (await listDomains(cast.api.database.db, 'fr')) ?? [];
    expect(domain).toBeDefined();
    const res = await call('editor', 'POST', '/api/admin/categories', {
      name: six('Housses tartan'),
      subtitle: six('Sous-titre'),
      meta_title: six('Titre SEO'),
      meta_description: six('Description SEO'),
      parent_id: domain!.id,
    });
    expect(res.statusCode).toBe(201);
    const made = res.json().data;
    expect(made.slug).toMatchObject({ fr: 'housses-tartan-fr', en: 'housses-tartan-en' });
    for (const locale of ['fr', 'en', 'de'] as const) {
      const domains = await listDomains(cast.api.database.db, locale);
      const shown = domains.find((d) => d.id === domain!.id)!.children.map((c) => c.name);
      expect(shown).toContain(`Housses tartan ${locale}`);
    }
    const english = (await listDomains(cast.api.database.db, 'en')).find(
      (d) => d.id === domain!.id,
    );
    const page = await findCategoryPage(cast.api.database.db, 'en', [
      english!.slug,
      'housses-tartan-en',
    ]);
    expect(page).toMatchObject({ name: 'Housses tartan en', metaTitle: 'Titre SEO en' });
    const menu = await cast.api.app.inject({
      url: '/api/categories?domain=1&include=nested_children_light',
      headers: { language: 'fr' },
    });
    expect(JSON.stringify(menu.json())).toContain('Housses tartan fr');
    const audit = await cast.auditRows('category.create');
    expect(audit.at(-1)).toMatchObject({
      entity_id: String(made.id),
      actor_user_id: cast.ids.editor,
    });
  });

  it('refuses bad input with 422 per field and writes nothing', async () => {
    const before = await count('categories');
    for (const body of [
      { name: { fr: '' } },
      { name: six('X'), slug: { fr: 'Pas Un Slug' } },
      { name: six('X'), parent_id: 999999 },
      { name: six('X'), bogus: 1 },
    ]) {
      const res = await call('editor', 'POST', '/api/admin/categories', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
    }
    expect(await count('categories')).toBe(before);
  });

  it('reorders one level from the full list, refuses a partial one', async () => {
    const tree = (await call('editor', 'GET', '/api/admin/categories')).json().data;
    const ids: number[] = tree.map((d: { id: number }) => d.id);
    expect(ids.length).toBeGreaterThan(1);
    const reversed = [...ids].reverse();
    const partial = await call('editor', 'PUT', '/api/admin/categories/positions', {
      parent_id: null,
      ids: reversed.slice(1),
    });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors.ids).toBeDefined();
    const ok = await call('editor', 'PUT', '/api/admin/categories/positions', {
      parent_id: null,
      ids: reversed,
    });
    expect(ok.statusCode).toBe(200);
    const domains = await listDomains(cast.api.database.db, 'fr');
    expect(domains.map((d) => d.id)).toEqual(
      reversed.filter((id) => domains.some((d) => d.id === id)),
    );
    expect((await cast.auditRows('category.reorder')).length).toBe(1);
  });

  it('refuses to move a category under itself or its descendant', async () => {
    const tree = (await call('editor', 'GET', '/api/admin/categories')).json().data;
    const domain = tree.find((d: { children: unknown[] }) => d.children.length > 0);
    const child = domain.children[0];
    for (const parent of [domain.id, child.id]) {
      const res = await call('editor', 'POST', `/api/admin/categories/${domain.id}/move`, {
        parent_id: parent === domain.id ? domain.id : child.id,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.parent_id[0].key ?? res.json().errors.parent_id[0]).toBeTruthy();
    }
  });

  it('counts each category’s products with those of the categories below it', async () => {
    interface Node {
      id: number;
      products_count: number;
      children: Node[];
    }
    const tree = (await call('editor', 'GET', '/api/admin/categories')).json().data as Node[];
    const [row] = await cast.api.database.query<{ n: number }>(
      `with recursive below(id) as (select $1::int union all
         select c.id from categories c join below on c.parent_id = below.id)
       select count(distinct product_id)::int as n from product_categories
        where category_id in (select id from below)`,
      [tree[0]!.id],
    );
    expect(tree[0]!.products_count).toBe(row!.n);
    expect(row!.n).toBeGreaterThan(0);
    const check = (node: Node) => {
      for (const child of node.children) {
        expect(node.products_count).toBeGreaterThanOrEqual(child.products_count);
        check(child);
      }
    };
    tree.forEach(check);
  });

  it('moves a category under another domain: its products list there at once', async () => {
    const tree = (await call('editor', 'GET', '/api/admin/categories')).json().data;
    const from = tree.find((d: { children: { products_count: number }[] }) =>
      d.children.some((c) => c.products_count > 0),
    );
    const moving = from.children.find((c: { products_count: number }) => c.products_count > 0);
    const to = tree.find((d: { id: number }) => d.id !== from.id);
    const res = await call('editor', 'POST', `/api/admin/categories/${moving.id}/move`, {
      parent_id: to.id,
      position: 0,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await cast.api.database.query<{ n: number }>(
      `select count(*)::int as n from product_listing where $1 = any(category_ids) and $2 = any(category_ids)`,
      [to.id, moving.id],
    );
    expect(row!.n).toBeGreaterThan(0);
  });

  it('deletes only an empty category, with a clear message otherwise', async () => {
    const tree = (await call('editor', 'GET', '/api/admin/categories')).json().data;
    const domain = tree.find((d: { children: unknown[] }) => d.children.length > 0);
    const refused = await call('editor', 'DELETE', `/api/admin/categories/${domain.id}`, undefined);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/sous-catégories|subcategories/);
    const made = await call('editor', 'POST', '/api/admin/categories', { name: six('Vide') });
    const id = made.json().data.id;
    expect((await call('editor', 'DELETE', `/api/admin/categories/${id}`)).statusCode).toBe(204);
    expect((await call('editor', 'GET', `/api/admin/categories/${id}`)).statusCode).toBe(404);
    expect((await cast.auditRows('category.delete')).at(-1)?.entity_id).toBe(String(id));
  });

  it('keeps an old slug redirecting after a rename', async () => {
    const made = (
      await call('editor', 'POST', '/api/admin/categories', { name: six('Ancien') })
    ).json().data;
    const res = await call('editor', 'PATCH', `/api/admin/categories/${made.id}`, {
      name: six('Nouveau'),
      version: made.version,
    });
    expect(res.statusCode).toBe(200);
    const [old] = await cast.api.database.query<{ category_id: number }>(
      `select category_id from category_slug_history where locale = 'fr' and slug = 'ancien-fr'`,
    );
    expect(old?.category_id).toBe(made.id);
    // The category page's loader redirects the old trail to this one.
    expect(await movedCategoryTrail(cast.api.database.db, 'fr', ['ancien-fr'])).toEqual([
      'nouveau-fr',
    ]);
    expect(await movedCategoryTrail(cast.api.database.db, 'fr', ['nouveau-fr'])).toBeNull();
    const stale = await call('editor', 'PATCH', `/api/admin/categories/${made.id}`, {
      name: six('Encore'),
      version: made.version,
    });
    expect(stale.statusCode).toBe(409);
  });
});

describe('vehicles', () => {
  it('creates a make, a model and its generation: the picker shows it at once', async () => {
    const make = await call('editor', 'POST', '/api/admin/vehicles/makes', { name: 'Zastava' });
    expect(make.statusCode).toBe(201);
    const brandId = make.json().data.id;
    const res = await call('editor', 'POST', '/api/admin/vehicles', {
      brand_id: brandId,
      name: 'Yugo',
      generation: 'II',
      year_from: 1988,
      year_to: 1992,
    });
    expect(res.statusCode).toBe(201);
    const picker = await cast.api.app.inject({ url: `/api/vehicles?filter[brand_id]=${brandId}` });
    expect(picker.json().data.map((v: { label: string }) => v.label)).toEqual([
      'Yugo II (1988–1992)',
    ]);
    const brands = await cast.api.app.inject({ url: '/api/brands?types=vehicle&limit=200' });
    expect(brands.json().data.map((b: { name: string }) => b.name)).toContain('Zastava');
    const rename = await call('editor', 'POST', '/api/admin/vehicles/models/rename', {
      brand_id: brandId,
      from: 'Yugo',
      to: 'Koral',
    });
    expect(rename.statusCode).toBe(200);
    const after = await cast.api.app.inject({ url: `/api/vehicles?filter[brand_id]=${brandId}` });
    expect(after.json().data[0].label).toBe('Koral II (1988–1992)');
    expect((await cast.auditRows('vehicle.create')).length).toBe(1);
  });

  it('refuses years out of order and writes nothing', async () => {
    const before = await count('vehicles');
    const tree = (await call('editor', 'GET', '/api/admin/vehicles')).json().data;
    const res = await call('editor', 'POST', '/api/admin/vehicles', {
      brand_id: tree[0].id,
      name: 'Bad',
      year_from: 2020,
      year_to: 2010,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.year_to).toBeDefined();
    expect(await count('vehicles')).toBe(before);
  });

  it('deactivates a generation: the picker drops it', async () => {
    const tree = (await call('editor', 'GET', '/api/admin/vehicles')).json().data;
    const make = tree.find((m: { models: unknown[] }) => m.models.length > 0);
    const generation = make.models[0].generations[0];
    const res = await call('editor', 'PATCH', `/api/admin/vehicles/${generation.id}`, {
      brand_id: make.id,
      name: generation.name,
      generation: generation.generation ?? '',
      year_from: generation.year_from,
      year_to: generation.year_to,
      is_active: false,
    });
    expect(res.statusCode).toBe(200);
    const picker = await cast.api.app.inject({ url: `/api/vehicles?filter[brand_id]=${make.id}` });
    expect(picker.json().data.map((v: { id: number }) => v.id)).not.toContain(generation.id);
  });
});

describe('filters', () => {
  it('creates a filter and a value: the filter list and a category facet show it', async () => {
    const res = await call('editor', 'POST', '/api/admin/filters', {
      name: six('Motif'),
      filter_type_id: 1,
      show_on_product_card: true,
    });
    expect(res.statusCode).toBe(201);
    const filterId = res.json().data.id;
    const value = await call('editor', 'POST', `/api/admin/filters/${filterId}/values`, {
      name: six('Écossais'),
    });
    expect(value.statusCode).toBe(201);
    const valueId = value.json().data.values[0].id;
    const listed = await cast.api.app.inject({
      url: '/api/filters?include=filter_values',
      headers: { language: 'en' },
    });
    expect(JSON.stringify(listed.json())).toContain('Écossais en');

    // A product's variant described by the value (the product editor's write, here in SQL).
    const [variant] = await cast.api.database.query<{
      id: number;
      product_id: number;
      category_id: number;
    }>(
      `select v.id, v.product_id, pc.category_id from variants v
         join product_categories pc on pc.product_id = v.product_id
         join product_listing l on l.product_id = v.product_id and l.is_active
        where v.is_active order by v.id limit 1`,
    );
    await cast.api.database.query(
      `insert into variant_filter_values (variant_id, filter_value_id) values ($1, $2)`,
      [variant!.id, valueId],
    );
    await refreshProductListing(cast.api.database.db, [variant!.product_id]);
    const facets = await cast.api.app.inject({
      url: `/api/products?filter[categoryId]=${variant!.category_id}&extraData=1&limit=1`,
    });
    const names = (facets.json().extraData?.filters ?? []).map((f: { id: number }) => f.id);
    expect(names).toContain(filterId);
  });

  it('reorders the filters from the full list only; refuses a bad type', async () => {
    const list = (await call('editor', 'GET', '/api/admin/filters')).json().data;
    const ids = list.map((f: { id: number }) => f.id).reverse();
    expect(
      (await call('editor', 'PUT', '/api/admin/filters/positions', { ids: ids.slice(0, -1) }))
        .statusCode,
    ).toBe(422);
    expect((await call('editor', 'PUT', '/api/admin/filters/positions', { ids })).statusCode).toBe(
      200,
    );
    const after = await cast.api.app.inject({ url: '/api/filters' });
    expect(after.json().data.map((f: { id: number }) => f.id)).toEqual(ids);
    const before = await count('filters');
    const bad = await call('editor', 'POST', '/api/admin/filters', {
      name: six('X'),
      filter_type_id: 3,
    });
    expect(bad.statusCode).toBe(422);
    expect(await count('filters')).toBe(before);
  });
});
