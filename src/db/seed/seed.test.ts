import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import {
  CATALOGUE_TABLES,
  type SeedSummary,
  isCatalogueEmpty,
  seedDatabase,
  seedIfEmpty,
} from './index';
import { CORE_RANGE_SIZE } from './core-range';

const SCALE = 60;
const LOCALE_COUNT = 6;

let first: Database;
let second: Database;
let storageDir: string;
let summary: SeedSummary;
let secondSummary: SeedSummary;
const progress: { done: number; total: number }[] = [];

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'seed-test-'));
  first = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(first);
  // A copy of the migrated empty database: the second seed must produce the very same rows.
  second = await openDatabase({
    pglite: (await first.pglite!.clone()) as NonNullable<Database['pglite']>,
  });
  expect(await isCatalogueEmpty(first)).toBe(true);
  summary = await seedDatabase(first, {
    scale: SCALE,
    storageDir,
    onProgress: (done, total) => progress.push({ done, total }),
  });
  secondSummary = await seedDatabase(second, { scale: SCALE, storageDir });
}, 180_000);

afterAll(async () => {
  await first?.close();
  await second?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

async function one<T = Record<string, unknown>>(
  database: Database,
  text: string,
  params?: unknown[],
): Promise<T> {
  const [row] = await database.query<T>(text, params);
  return row as T;
}

async function count(text: string, params?: unknown[]): Promise<number> {
  return Number((await one<{ n: number }>(first, text, params)).n);
}

describe('seedDatabase', () => {
  it('fills every catalogue table and reports the counts', async () => {
    expect(await isCatalogueEmpty(first)).toBe(false);
    expect(summary.products).toBe(SCALE + CORE_RANGE_SIZE);
    expect(summary.vehicles).toBe(334);
    expect(
      await count(`select count(*) as n from brands where type = 'vehicle'`),
    ).toBeGreaterThanOrEqual(30);
    expect(
      await count(`select count(*) as n from brands where type = 'product'`),
    ).toBeGreaterThanOrEqual(8);
    expect(await count('select count(*) as n from categories where parent_id is null')).toBe(6);
    expect(
      await count(
        'select count(*) as n from categories c where exists (select 1 from categories s where s.parent_id = c.id and exists (select 1 from categories g where g.parent_id = s.id))',
      ),
    ).toBeGreaterThanOrEqual(3);
    for (const table of CATALOGUE_TABLES) expect(summary[table], table).toBeGreaterThan(0);
    expect(summary.articles).toBeGreaterThanOrEqual(12);
    expect(summary.faq_entries).toBeGreaterThanOrEqual(15);
    expect(summary.promo_codes).toBeGreaterThanOrEqual(8);
    expect(summary.deals).toBeGreaterThanOrEqual(10);
    expect(progress.at(-1)).toEqual({
      done: progress.at(-1)!.total,
      total: progress.at(-1)!.total,
    });
  });

  it('refuses a database that already has a catalogue', async () => {
    await expect(seedDatabase(first, { scale: 1, storageDir })).rejects.toThrow(/not empty/);
    expect(await seedIfEmpty(first, { scale: 1, storageDir })).toBeNull();
  });

  it('gives every product six translations with unique slugs ending with its id', async () => {
    expect(
      await count(
        `select count(*) as n from products p where (select count(distinct locale) from product_translations t where t.product_id = p.id) <> ${LOCALE_COUNT}`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) as n from product_translations where slug !~ ('^[a-z0-9]+(-[a-z0-9]+)*-' || product_id || '$')`,
      ),
    ).toBe(0);
    expect(
      await count(
        'select count(*) - count(distinct (locale, slug)) as n from product_translations',
      ),
    ).toBe(0);
    const clio = await first.query<{ locale: string; name: string }>(
      `select t.locale, t.name from product_translations t where t.product_id = (select min(product_id) from product_translations where locale = 'fr' and name like 'Housses de siège avant sur mesure %') order by t.locale`,
    );
    if (clio.length > 0) {
      expect(clio.find((t) => t.locale === 'en')!.name).toMatch(/^Made-to-fit front seat covers /);
      expect(clio.find((t) => t.locale === 'de')!.name).toMatch(/^Maßgefertigte Vordersitzbezüge /);
    }
    expect(
      await count(
        `select count(*) as n from product_translations where locale <> 'fr' and description = (select description from product_translations f where f.product_id = product_translations.product_id and f.locale = 'fr')`,
      ),
    ).toBe(0);
  });

  it('creates the real vehicle models', async () => {
    for (const [brand, name, generation, slug] of [
      ['renault', 'Clio', 'IV', 'clio-iv'],
      ['peugeot', '208', 'II', '208-ii'],
      ['citroen', 'C3', 'III', 'c3-iii'],
      ['volkswagen', 'Golf', 'VII', 'golf-vii'],
      ['dacia', 'Sandero', 'II', 'sandero-ii'],
    ]) {
      const row = await one<{ slug: string; year_from: number } | undefined>(
        first,
        'select v.slug, v.year_from from vehicles v join brands b on b.id = v.brand_id where b.slug = $1 and v.name = $2 and v.generation = $3',
        [brand, name, generation],
      );
      expect(row, `${brand} ${name} ${generation}`).toBeDefined();
      expect(row!.slug).toBe(slug);
      expect(row!.year_from).toBeGreaterThan(1990);
    }
  });

  it('gives every product variants, vehicles, a leaf category and pictures', async () => {
    expect(
      await count(
        'select count(*) as n from products p where not exists (select 1 from variants v where v.product_id = p.id)',
      ),
    ).toBe(0);
    expect(
      await count(
        'select count(*) as n from products p where (select count(*) from variants v where v.product_id = p.id) > 6',
      ),
    ).toBe(0);
    expect(
      await count(
        'select count(*) as n from products p where not exists (select 1 from product_vehicles v where v.product_id = p.id)',
      ),
    ).toBe(0);
    expect(
      await count(
        'select count(*) as n from products p where (select count(*) from product_vehicles v where v.product_id = p.id) > 15',
      ),
    ).toBe(0);
    expect(
      await count(
        'select count(*) as n from product_categories pc where exists (select 1 from categories c where c.parent_id = pc.category_id)',
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) as n from products p where not exists (select 1 from images i where i.owner_type = 'product' and i.owner_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) as n from variants v where not exists (select 1 from variant_filter_values f join filter_values fv on fv.id = f.filter_value_id join filters fi on fi.id = fv.filter_id where f.variant_id = v.id and fi.identifier = 'material')`,
      ),
    ).toBe(0);
    expect(
      await count(
        'select count(*) as n from product_associations where product_id = associated_product_id',
      ),
    ).toBe(0);
  });

  it('covers every stock state with consistent delays', async () => {
    const states = (
      await first.query<{ s: string }>('select distinct out_of_stock_status as s from variants')
    ).map((r) => r.s);
    expect(states).toEqual(expect.arrayContaining(['stock', 'reorder', 'sold_out']));
    expect(
      await count(
        `select count(*) as n from variants where out_of_stock_status = 'reorder' and (reorder_delay_min is null or reorder_delay_max < reorder_delay_min)`,
      ),
    ).toBe(0);
    expect(
      await count('select count(*) as n from variants where discount_percent > 0'),
    ).toBeGreaterThan(0);
    expect(await count('select count(*) as n from variants where price_ht_cents < 100')).toBe(0);
  });

  it('stores images locally and writes every file', async () => {
    expect(
      await count(
        `select count(*) as n from images where url !~ '^/media/images/[a-z0-9-]+/[a-z0-9-]+\\.webp$'`,
      ),
    ).toBe(0);
    const urls = (await first.query<{ url: string }>('select distinct url from images')).map(
      (r) => r.url,
    );
    expect(urls.length).toBeLessThan(250);
    for (const url of urls)
      expect(existsSync(path.join(storageDir, url.slice('/media/'.length))), url).toBe(true);
    // The whole picture pool is rendered, even the few colours a small catalogue does not use.
    expect(summary.imageFiles.created).toBeGreaterThanOrEqual(urls.length);
    expect(secondSummary.imageFiles).toEqual({ created: 0, skipped: summary.imageFiles.created });
    expect(
      await count(
        `select count(*) as n from filter_values fv join filters f on f.id = fv.filter_id where f.identifier = 'colour' and (fv.color !~ '^#[0-9a-f]{6}$' or not exists (select 1 from images i where i.owner_type = 'filter_value' and i.owner_id = fv.id))`,
      ),
    ).toBe(0);
  });

  it('seeds countries, texts, settings and time-windowed content', async () => {
    const fr = await one<{
      vat_rate_bp: number;
      is_allowed: boolean;
      name: Record<string, string>;
    }>(first, `select vat_rate_bp, is_allowed, name from countries where iso = 'FR'`);
    expect(fr).toMatchObject({ vat_rate_bp: 2000, is_allowed: true });
    expect(Object.keys(fr.name).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt']);
    expect(await count(`select vat_rate_bp as n from countries where iso = 'CH'`)).toBe(810);
    expect(await count(`select count(*) as n from countries`)).toBeGreaterThanOrEqual(30);
    expect(
      (
        await one<{ text: string }>(
          first,
          `select text from texts where identifier = 'home_banner_url' and locale = 'en'`,
        )
      ).text,
    ).toBe('/en/promo-codes');
    expect(
      await count(
        `select count(*) as n from texts where identifier in ('home_banner_label', 'home_banner_url', 'description_footer')`,
      ),
    ).toBe(18);
    expect(
      await one<{ value: string; is_public: boolean }>(
        first,
        `select value, is_public from configurations where key = 'free_shipping'`,
      ),
    ).toEqual({ value: '9900', is_public: true });
    expect(
      await count(
        `select count(*) as n from wallpapers where 'home_banner' = any(tags) and is_active and now() between starts_at and ends_at`,
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await count(`select count(*) as n from wallpapers where ends_at < now()`),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await count(`select count(*) as n from wallpapers where starts_at > now()`),
    ).toBeGreaterThanOrEqual(1);
    expect(await count(`select count(*) as n from promo_codes where ends_at < now()`)).toBe(1);
    expect(await count(`select count(*) as n from promo_codes where is_pro_only`)).toBe(1);
    expect(
      await count(
        `select count(*) as n from deals d where (select count(*) from deal_translations t where t.deal_id = d.id) <> 6`,
      ),
    ).toBe(0);
    expect(await count(`select count(*) as n from category_translations`)).toBe(
      6 * summary.categories,
    );
    expect(await count(`select count(*) as n from reviews where stars not between 1 and 5`)).toBe(
      0,
    );
    expect(
      Number((await one<{ a: string }>(first, 'select avg(stars) as a from reviews')).a),
    ).toBeGreaterThan(4);
  });

  it('gives each demo code the scope its banner and subtitle promise', async () => {
    const scopes = await first.query<{ code: string; applies_to: string; names: string[] | null }>(
      `select p.code, p.applies_to,
              (select array_agg(t.name order by t.name) from category_translations t
                where t.locale = 'fr' and t.category_id = any(p.category_ids)) as names
         from promo_codes p order by p.code`,
    );
    const byCode = Object.fromEntries(scopes.map((s) => [s.code, s.names ?? s.applies_to]));
    expect(byCode).toEqual({
      BIENVENUE5: 'all',
      FIDELE8: 'all',
      HIVER10: ['Housses de siège'],
      HOUSSES15: ['Housses de siège'],
      MOUSSE7: ['Mousses'],
      PRO20: 'all',
      SOLDES20: 'all',
      SOUFFLET10: ['Soufflets'],
      TAPIS12: ['Tapis de coffre', 'Tapis de sol'],
    });
    // The home banner promises seat covers with HIVER10: what HIVER10 is for.
    const [banner] = await first.query<{ text: string }>(
      `select text from texts where identifier = 'home_banner_label' and locale = 'fr'`,
    );
    expect(banner!.text).toMatch(/housses.*HIVER10/);
  });

  it('offers workshop fitting on some seat covers and door panels only, at 59–149 € excl. tax', async () => {
    const fitted = await count(
      'select count(*) as n from products where assembly_price_ht_cents is not null',
    );
    expect(fitted).toBeGreaterThan(0);
    expect(fitted).toBeLessThan(await count('select count(*) as n from products'));
    expect(
      await count(
        'select count(*) as n from products where assembly_price_ht_cents not between 5900 and 14900',
      ),
    ).toBe(0);
    // Every fitted product sits under the seat covers or door panels domain (a root category).
    const roots = await first.query<{ slug: string }>(
      `with recursive up(product_id, category_id, parent_id) as (
         select pc.product_id, c.id, c.parent_id
           from product_categories pc
           join products p on p.id = pc.product_id and p.assembly_price_ht_cents is not null
           join categories c on c.id = pc.category_id
         union all
         select up.product_id, c.id, c.parent_id from up join categories c on c.id = up.parent_id
       )
       select distinct t.slug from up
         join category_translations t on t.category_id = up.category_id and t.locale = 'en'
        where up.parent_id is null order by t.slug`,
    );
    expect(roots.map((r) => r.slug)).toEqual(['door-panels', 'seat-covers']);
  });

  it('is deterministic: a second empty database gets exactly the same rows', async () => {
    const { imageFiles: _a, ...counts } = summary;
    const { imageFiles: _b, ...secondCounts } = secondSummary;
    expect(secondCounts).toEqual(counts);
    for (const table of CATALOGUE_TABLES) {
      // `refreshed_at` of the read model records when it was built, and `updated_at` (the
      // back office's edit version) when a row was written: not what they hold.
      const row = `(to_jsonb(t) - 'refreshed_at' - 'updated_at')::text`;
      const digest = `select md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as h from "${table}" t`;
      const [a, b] = await Promise.all([
        one<{ h: string }>(first, digest),
        one<{ h: string }>(second, digest),
      ]);
      expect(b.h, table).toBe(a.h);
    }
  });
});
