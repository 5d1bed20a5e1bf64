/**
 * The demo catalogue a visitor believes, read through the storefront's own page loaders:
 *  - each of the cars most common in France lists, in stock, made-to-fit front and rear seat
 *    covers (at least two materials), foam, door panels, a rear shelf, gear and handbrake boots;
 *  - every category chip a vehicle page, a category page or the home page shows leads to a page
 *    listing at least one product, and no domain with products for the vehicle is hidden.
 */
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_VEHICLES } from '../../../src/db/seed/core-range';
import { loadProductList } from '../../../src/web/components/product-list/product-list.server';
import { href } from '../../../src/web/paths';
import * as categoryRoute from '../../../src/web/routes/category';
import * as homeRoute from '../../../src/web/routes/home';
import * as vehicleRoute from '../../../src/web/routes/vehicle';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { ORIGIN, pageContext } from '../../support/page-context';

let test: TestDatabase;
let context: AppLoadContext;

beforeAll(async () => {
  test = await createTestDatabase();
  context = await pageContext(test.database);
}, 120_000);

afterAll(async () => {
  await test?.cleanup();
});

interface VehicleRow {
  id: number;
  brand: string;
  make: string;
  model: string;
  generation: string | null;
  slug: string;
}

const query = <T>(text: string, params?: unknown[]) => test.database.query<T>(text, params);

async function categorySlug(key: string): Promise<string> {
  // Leaf categories are found by their French name: the seed's keys are not stored.
  const names: Record<string, string> = {
    'front-seat-covers': 'Housses de sièges avant',
    'rear-seat-covers': 'Housses de banquette arrière',
    foam: 'Mousses',
    'door-panels': 'Panneaux de porte',
    'rear-shelves': 'Plages arrière',
    'gear-lever-boots': 'Soufflets de levier de vitesse',
    'handbrake-boots': 'Soufflets de frein à main',
  };
  const [row] = await query<{ slug: string }>(
    `select slug from category_translations where locale = 'fr' and name = $1`,
    [names[key]],
  );
  if (!row) throw new Error(`no category ${key}`);
  return row.slug;
}

type VehicleData = { data: Awaited<ReturnType<typeof vehicleRoute.loader>>['data'] };

async function vehiclePage(v: VehicleRow, category?: string) {
  const path = category
    ? href('marques-slug-vehicle-category', { slug: v.brand, vehicle: v.slug, category }, 'fr')
    : href('marques-slug-vehicle', { slug: v.brand, vehicle: v.slug }, 'fr');
  const result = (await vehicleRoute.loader({
    request: new Request(ORIGIN + path),
    params: { slug: v.brand, vehicle: v.slug, category },
    context,
  } as never)) as unknown as VehicleData;
  return result.data;
}

async function vehicles(where: string, params?: unknown[]): Promise<VehicleRow[]> {
  return query<VehicleRow>(
    `select v.id, b.slug as brand, b.name as make, v.name as model, v.generation, v.slug
       from vehicles v join brands b on b.id = v.brand_id
      where v.is_active and ${where} order by v.id`,
    params,
  );
}

describe('the core range of the most common cars', () => {
  it('lists in stock, on each car, front and rear seat covers in 2+ materials, foam, door panels, a rear shelf, gear and handbrake boots', async () => {
    const [material] = await query<{ id: number }>(
      `select id from filters where identifier = 'material'`,
    );
    const wanted = [
      'front-seat-covers',
      'rear-seat-covers',
      'foam',
      'door-panels',
      'rear-shelves',
      'gear-lever-boots',
      'handbrake-boots',
    ];
    const slugs = new Map<string, string>();
    for (const key of wanted) slugs.set(key, await categorySlug(key));
    const missing: string[] = [];
    for (const car of CORE_VEHICLES) {
      const [v] = await vehicles('b.name = $1 and v.name = $2 and v.generation = $3', [
        car.brand,
        car.model,
        car.generation,
      ]);
      expect(v, `${car.brand} ${car.model} ${car.generation}`).toBeDefined();
      const page = await vehiclePage(v!);
      // The vehicle page's range buttons include every one of these domains.
      expect(page.domains.length).toBeGreaterThanOrEqual(4);
      for (const key of wanted) {
        const data = await vehiclePage(v!, slugs.get(key));
        const inStock = data.list.products.filter(
          (p) =>
            p.variant?.out_of_stock_status === 'stock' && (p.variant?.quantity_available ?? 0) > 0,
        );
        if (inStock.length === 0) missing.push(`${v!.make} ${v!.slug}: ${key}`);
        if (key === 'front-seat-covers' || key === 'rear-seat-covers') {
          const materials = data.list.facets?.filters
            .find((f) => f.id === material!.id)
            ?.filter_values.filter((value) => value.products_count > 0);
          if ((materials?.length ?? 0) < 2)
            missing.push(`${v!.make} ${v!.slug}: ${key} in ${materials?.length ?? 0} material(s)`);
        }
      }
    }
    expect(missing).toEqual([]);
  }, 300_000);
});

describe('category chips never lead to an empty page', () => {
  it('shows on every vehicle page exactly the domains that have products for it', async () => {
    const rows = await vehicles(
      'exists (select 1 from product_listing l where l.is_active and l.vehicle_ids @> array[v.id])',
    );
    expect(rows.length).toBeGreaterThan(50);
    const domainsWithProducts = await query<{ vehicle_id: number; ids: number[] }>(
      `select v.id as vehicle_id, array_agg(distinct c.id order by c.id) as ids
         from vehicles v
         join product_listing l on l.is_active and l.vehicle_ids @> array[v.id]
         join categories c on c.parent_id is null and c.is_active and l.category_ids @> array[c.id]
        group by v.id`,
    );
    const expected = new Map(domainsWithProducts.map((r) => [r.vehicle_id, r.ids.map(Number)]));
    const wrong: string[] = [];
    for (const v of rows) {
      const page = await vehiclePage(v);
      const shown = page.domains.map((d) => d.id).sort((a, b) => a - b);
      if (JSON.stringify(shown) !== JSON.stringify(expected.get(v.id) ?? []))
        wrong.push(`${v.brand}/${v.slug}: shows ${shown.join(',')}, has ${expected.get(v.id)}`);
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('every range button of the core cars opens a vehicle × category page with products', async () => {
    const empty: string[] = [];
    for (const car of CORE_VEHICLES) {
      const [v] = await vehicles('b.name = $1 and v.name = $2 and v.generation = $3', [
        car.brand,
        car.model,
        car.generation,
      ]);
      const page = await vehiclePage(v!);
      for (const chip of page.domains) {
        const data = await vehiclePage(v!, chip.slug);
        if (data.list.total < 1) empty.push(`${v!.brand}/${v!.slug}/${chip.slug}`);
      }
    }
    expect(empty).toEqual([]);
  }, 300_000);

  it('every child category a category page shows lists products, and the home page tiles too', async () => {
    const domains = await query<{ slug: string }>(
      `select t.slug from categories c join category_translations t on t.category_id = c.id
        where c.parent_id is null and c.is_active and t.locale = 'fr' order by c.position`,
    );
    const empty: string[] = [];
    const visit = async (trail: string[]): Promise<void> => {
      const [domain, category, subcategory] = trail;
      const name = (['c-domain', 'c-domain-category', 'c-domain-category-subcategory'] as const)[
        trail.length - 1
      ]!;
      const path = href(
        name as 'c-domain-category-subcategory',
        { domain: domain!, category: category!, subcategory: subcategory! },
        'fr',
      );
      const data = (await categoryRoute.loader({
        request: new Request(ORIGIN + path),
        params: { domain, category, subcategory },
        context,
      } as never)) as Awaited<ReturnType<typeof categoryRoute.loader>>;
      if (data.list.total < 1) empty.push(trail.join('/'));
      if (trail.length < 3)
        for (const child of data.page.children) await visit([...trail, child.slug]);
    };
    for (const d of domains) await visit([d.slug]);
    expect(empty).toEqual([]);

    const home = (await homeRoute.loader({
      request: new Request(`${ORIGIN}/`),
      params: {},
      context,
    } as never)) as Awaited<ReturnType<typeof homeRoute.loader>>;
    expect(home.domains.length).toBeGreaterThan(0);
    for (const d of home.domains) {
      const list = await loadProductList(new Request(`${ORIGIN}/`), context, 'fr', {
        categoryId: d.id,
      });
      expect(list.total, d.slug).toBeGreaterThan(0);
    }
  }, 300_000);
});
