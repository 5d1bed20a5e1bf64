/**
 * The promise of every filter sidebar: the number shown next to a value is the number of
 * products listed once that value alone is ticked. Checked on many real lists of the seeded
 * catalogue (categories, vehicle models, vehicle makes, product makers, searches), for every
 * value shown, through the page's own pieces: `loadProductList` (the loader of every list page)
 * and the `ProductList` component rendered to HTML, whose filter form is submitted
 *  - as the browser script does it (desktop change and the phone modal's "Show N products"
 *    preview: the form's fields read back with `parseListParams`, the URL built by `listSearch`);
 *  - as a browser without JavaScript does it ("Apply": every field of the plain GET form, the
 *    untouched sliders and the empty price boxes included).
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  useLoaderData,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type StaticHandlerContext,
} from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fr from '../../../src/web/i18n/fr.json';
import { listSearch, parseListParams } from '../../../src/web/components/product-list/list-params';
import { ProductList } from '../../../src/web/components/product-list/product-list';
import {
  loadProductList,
  type ProductListData,
  type ProductListScope,
} from '../../../src/web/components/product-list/product-list.server';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { ORIGIN, pageContext } from '../../support/page-context';

let test: TestDatabase;
let context: AppLoadContext;

interface ListPage {
  name: string;
  scope: ProductListScope;
  /** The list's own query (a search), kept by every submission. */
  q?: string;
}
const pages: ListPage[] = [];

beforeAll(async () => {
  test = await createTestDatabase();
  context = await pageContext(test.database);
  const query = <T>(text: string) => test.database.query<T>(text);
  const clio = await query<{ id: number }>(
    `select v.id from vehicles v join brands b on b.id = v.brand_id
      where b.slug = 'renault' and v.slug = 'clio-iv'`,
  );
  const vehicles = await query<{ id: number; name: string }>(
    `select v.id, v.name || coalesce(' ' || v.generation, '') as name
       from vehicles v join product_listing l on l.vehicle_ids @> array[v.id] and l.is_active
      where v.is_active group by v.id order by count(*) desc, v.id limit 5`,
  );
  const makes = await query<{ id: number; name: string; vehicle_ids: number[] }>(
    `select b.id, b.name, array_agg(v.id order by v.id) as vehicle_ids
       from brands b join vehicles v on v.brand_id = b.id and v.is_active
      where b.type = 'vehicle' and b.is_active and b.slug in ('renault', 'peugeot', 'volkswagen')
      group by b.id order by b.id`,
  );
  const makers = await query<{ id: number; name: string }>(
    `select b.id, b.name from brands b join product_listing l on l.brand_id = b.id and l.is_active
      where b.type = 'product' and b.is_active group by b.id order by count(*) desc limit 3`,
  );
  const categories = await query<{ id: number; name: string }>(
    `(select c.id, t.name from categories c
        join category_translations t on t.category_id = c.id and t.locale = 'fr'
       where c.parent_id is null and c.is_active order by c.position, c.id limit 4)
     union all
     (select c.id, t.name from categories c
        join category_translations t on t.category_id = c.id and t.locale = 'fr'
        join product_listing l on l.category_ids @> array[c.id] and l.is_active
       where c.parent_id is not null and c.is_active
       group by c.id, t.name order by count(*) desc, c.id limit 4)`,
  );
  pages.push({ name: 'Renault Clio IV', scope: { vehicleIds: [clio[0]!.id] } });
  for (const v of vehicles)
    pages.push({ name: `vehicle ${v.name}`, scope: { vehicleIds: [v.id] } });
  for (const b of makes)
    pages.push({ name: `make ${b.name}`, scope: { vehicleIds: b.vehicle_ids } });
  for (const b of makers) pages.push({ name: `maker ${b.name}`, scope: { makerId: b.id } });
  for (const c of categories)
    pages.push({ name: `category ${c.name}`, scope: { categoryId: c.id } });
  for (const q of ['housse', 'mousse', 'clio', 'siege cuir'])
    pages.push({ name: `search "${q}"`, scope: {}, q });
});

afterAll(async () => {
  await test?.cleanup();
});

// ---------------------------------------------------------------------------------------------
// A list page the way React Router serves it: the root (language and its messages) and a list
// whose scope is named by the path, rendering the shop's ProductList.

function ListPageComponent() {
  const { list } = useLoaderData() as { list: ProductListData };
  return createElement(ProductList, { list, title: 'Liste' });
}

const handler = createStaticHandler([
  {
    id: 'root',
    path: '/',
    loader: () => ({ locale: 'fr', messages: JSON.stringify(fr) }),
    children: [
      {
        id: 'list',
        path: 'list/:index',
        loader: async ({ request, params, context: loadContext }: LoaderFunctionArgs) => ({
          list: await loadProductList(
            request,
            loadContext as AppLoadContext,
            'fr',
            pages[Number(params.index)]!.scope,
          ),
        }),
        Component: ListPageComponent,
      },
    ],
  },
]);

interface Served {
  list: ProductListData;
  html: string;
  /** The URL finally shown (after the redirects the page answered). */
  url: string;
}

async function serve(path: string, html = false, redirects = 0): Promise<Served> {
  const result = await handler.query(new Request(ORIGIN + path), { requestContext: context });
  if (result instanceof Response) {
    const location = result.headers.get('location');
    expect(result.status, `${path} answers a redirect`).toBeGreaterThanOrEqual(300);
    expect(redirects, `${path} redirects once at most`).toBe(0);
    return serve(location!, html, redirects + 1);
  }
  expect(result.statusCode, path).toBe(200);
  const list = (result.loaderData.list as { list: ProductListData }).list;
  return { list, html: html ? render(result) : '', url: path };
}

function render(result: StaticHandlerContext): string {
  const router = createStaticRouter(handler.dataRoutes, result);
  return renderToString(
    createElement(StaticRouterProvider, { router, context: result, hydrate: false }),
  );
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

interface Field {
  type: string;
  name: string;
  value: string;
  checked: boolean;
}

/** The named fields of the filter form (and the controls outside it that belong to it). */
function formFields(html: string): Field[] {
  const form = /<form[^>]*id="product-filters"[^>]*>(.*?)<\/form>/s.exec(html);
  expect(form, 'the filter form').not.toBeNull();
  const fields: Field[] = [];
  for (const [, attributes] of form![1]!.matchAll(/<input([^>]*)>/g)) {
    const attribute = (name: string) =>
      new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/]|$)`).exec(attributes!);
    const name = attribute('name')?.[1];
    if (!name) continue;
    fields.push({
      type: attribute('type')?.[1] ?? 'text',
      name: decode(name),
      value: decode(attribute('value')?.[1] ?? ''),
      checked: attribute('checked') !== null,
    });
  }
  const sort = /<select[^>]*name="sort"[^>]*form="product-filters"[^>]*>(.*?)<\/select>/s.exec(
    html,
  );
  const selected = sort ? /<option value="([^"]*)" selected/.exec(sort[1]!) : null;
  if (sort)
    fields.push({
      type: 'select',
      name: 'sort',
      value: selected?.[1] ?? 'popularity',
      checked: true,
    });
  return fields;
}

interface Choice {
  label: string;
  name: string;
  value: string;
  count: number;
}

/** Every value the sidebar shows with a count. */
function choices(list: ProductListData): Choice[] {
  const facets = list.facets!;
  const out: Choice[] = [];
  for (const c of facets.categories)
    out.push({
      label: `category ${c.name}`,
      name: 'categories',
      value: String(c.id),
      count: c.products_count,
    });
  for (const f of facets.filters)
    if (f.filter_type_id !== 2)
      for (const v of f.filter_values)
        out.push({
          label: `${f.name}: ${v.name}`,
          name: 'filters',
          value: String(v.id),
          count: v.products_count,
        });
  for (const r of facets.reviews)
    out.push({
      label: `${r.stars} stars`,
      name: 'reviews',
      value: String(r.stars),
      count: r.products_count,
    });
  for (const a of facets.availability)
    out.push({
      label: `availability ${a.value}`,
      name: 'availability',
      value: a.value,
      count: a.products_count,
    });
  for (const b of facets.brands)
    out.push({
      label: `brand ${b.name}`,
      name: 'brands',
      value: String(b.id),
      count: b.products_count,
    });
  return out;
}

/** What the form sends with one more value ticked (a radio replaces its group's choice). */
function submission(fields: Field[], choice: Choice): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of fields) {
    if (field.type === 'radio' && field.name === choice.name) continue;
    if ((field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue;
    params.append(field.name, field.value);
  }
  params.append(choice.name, choice.value);
  return params;
}

const pathOf = (index: number) => `/list/${index}`;

describe('the count next to a filter value is the number of products listed once it is ticked alone', () => {
  it('on the list pages under test, every value shown, with and without JavaScript', async () => {
    expect(pages.length).toBeGreaterThanOrEqual(20);
    const mismatches: string[] = [];
    let checks = 0;
    for (const [index, page] of pages.entries()) {
      const start = page.q ? `?q=${encodeURIComponent(page.q)}` : '';
      const first = await serve(pathOf(index) + start, true);
      expect(first.list.failed, page.name).toBe(false);
      const fields = formFields(first.html);
      const shown = choices(first.list);
      expect(shown.length, `${page.name} shows filter values`).toBeGreaterThan(0);
      for (const choice of shown) {
        const sent = submission(fields, choice);
        // With JavaScript (desktop change, and the phone modal's preview count).
        const scripted = await serve(
          pathOf(index) + listSearch({ ...parseListParams(sent), page: 1 }),
        );
        // Without JavaScript: "Apply" submits the plain GET form.
        const plain = await serve(`${pathOf(index)}?${sent.toString()}`);
        checks += 2;
        if (scripted.list.total !== choice.count)
          mismatches.push(
            `${page.name} / ${choice.label}: shows ${choice.count}, lists ${scripted.list.total} (${scripted.url})`,
          );
        if (plain.list.total !== choice.count)
          mismatches.push(
            `${page.name} / ${choice.label} without JavaScript: shows ${choice.count}, lists ${plain.list.total} (${plain.url})`,
          );
      }
    }
    expect(checks).toBeGreaterThan(200);
    expect(mismatches).toEqual([]);
  }, 600_000);
});
