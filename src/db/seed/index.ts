import { refreshProductListing } from '../../modules/catalog';
import { renderImageFiles } from '../../modules/media/placeholder-files.service';
import type { FileStorage } from '../../modules/media/storage.adapter';
import type { Database, Db } from '../client';
import { seedCategories, seedFilters } from './categories';
import { dealProductIndexes, seedContent, seedDeals } from './content';
import { COLOURS, FOAM_TINT } from './data/filters';
import { ImagePlan, productPicture, shapeOf } from './images-plan';
import { type DraftContext, Drafter } from './product-draft';
import { seedAssociations, seedCoreRange, seedProducts } from './products';
import { seedDemoPlates } from './plates';
import { seedBrandsAndVehicles, seedCountries } from './reference';
import { seedShipping } from './shipping';
import { seedGiftCards } from './gift-cards';
import { seedPastOrders, type PastOrdersOptions } from './past-orders';
import { seedQuestions } from './questions';

export { slugify } from './slug';
export { DEMO_CUSTOMER_DOMAIN, seedPastOrders, type PastOrdersOptions } from './past-orders';

/** Every table the demo catalogue fills, in dependency order (parents first). */
export const CATALOGUE_TABLES = [
  'countries',
  'shipping_methods',
  'shipping_method_ranges',
  'brands',
  'vehicles',
  'known_plates',
  'categories',
  'category_translations',
  'filters',
  'filter_values',
  'products',
  'product_translations',
  'variants',
  'variant_filter_values',
  'product_categories',
  'product_vehicles',
  'product_associations',
  'reviews',
  'images',
  'texts',
  'configurations',
  'wallpapers',
  'sliders',
  'slider_translations',
  'article_types',
  'articles',
  'article_translations',
  'faq_entries',
  'faq_translations',
  'question_groups',
  'product_questions',
  'promo_codes',
  'gift_cards',
  'deals',
  'deal_translations',
  'product_listing',
  'product_search',
] as const;
export type CatalogueTable = (typeof CATALOGUE_TABLES)[number];

/** Row count of every catalogue table after seeding. */
export type SeedSummary = Record<CatalogueTable, number> & {
  imageFiles: { created: number; skipped: number };
};

export interface SeedOptions {
  /**
   * Number of random products (default 1200); the core range of the most common cars
   * (core-range.ts, CORE_RANGE_SIZE products) comes on top, whatever the scale.
   */
  scale?: number;
  /** Folder of stored files (`<DATA_DIR>/storage`); pictures go under `images/`. */
  storageDir: string;
  /** Where the pictures are written instead of `storageDir` (S3-compatible storage). */
  storage?: FileStorage;
  onProgress?: (done: number, total: number, label: string) => void;
  log?: (message: string) => void;
  /**
   * Months of past orders for the back office's dashboard (demo customers, orders, payments,
   * parcels): given by the demo start and `npm run db:seed`; the test template leaves them out
   * (tests count and number their own orders), a test that wants them calls `seedPastOrders`.
   */
  pastOrders?: PastOrdersOptions | false;
}

export const DEFAULT_SCALE = 1200;

export async function isCatalogueEmpty(database: Database): Promise<boolean> {
  const [row] = await database.query<{ present: boolean }>(
    'select exists (select 1 from brands) as present',
  );
  return !row?.present;
}

/** Any constant shared by the shop's processes: they queue on it instead of seeding twice. */
const SEED_LOCK_KEY = 7_301_845_113;

/**
 * Seeds only if the catalogue is empty, safe when several processes start at once on the same
 * PostgreSQL database: a session advisory lock serialises them and the later ones find the
 * catalogue filled and return null. (PGlite is single-process: a plain check suffices.)
 */
export async function seedIfEmpty(
  database: Database,
  options: SeedOptions,
): Promise<SeedSummary | null> {
  // The lock takes a connection of its own: a pool of one would wait for itself.
  if (database.kind === 'pglite' || !database.pool || (database.pool.options.max ?? 10) < 2) {
    return (await isCatalogueEmpty(database)) ? seedDatabase(database, options) : null;
  }
  const lock = await database.pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [SEED_LOCK_KEY]);
    try {
      return (await isCatalogueEmpty(database)) ? await seedDatabase(database, options) : null;
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [SEED_LOCK_KEY]);
    }
  } finally {
    lock.release();
  }
}

/** Empties every catalogue table and restarts their ids (CASCADE also empties tables that reference them). */
export async function resetCatalogue(database: Database): Promise<void> {
  await database.query(
    `truncate table ${CATALOGUE_TABLES.map((t) => `"${t}"`).join(', ')} restart identity cascade`,
  );
}

/**
 * Fills an empty, migrated database with the deterministic demo catalogue: same rows on every run
 * (seeded random streams, fixed dates), bounded memory (products are written in chunks), and
 * pictures rendered locally while the rows are written.
 */
export async function seedDatabase(database: Database, options: SeedOptions): Promise<SeedSummary> {
  const scale = options.scale ?? DEFAULT_SCALE;
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error(`Seed scale must be a positive integer, got ${scale}`);
  if (!(await isCatalogueEmpty(database))) {
    throw new Error(
      'The catalogue is not empty (the brands table has rows): seed only an empty database, or reset it first.',
    );
  }
  const log = options.log ?? (() => undefined);
  const plan = new ImagePlan();
  const progress = { reference: 0, content: 0, products: 0, links: 0, deals: 0, files: 0 };
  // Writing a product costs about four times as much as linking it, hence the weights.
  let total = 3 + 5 * scale;
  const report = (label: string) => {
    const done = Object.values(progress).reduce((a, b) => a + b, 0);
    options.onProgress?.(done, total, label);
  };

  log('Reference data: countries, brands, vehicles, categories, filters');
  const reference = await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await seedCountries(db);
    await seedShipping(db);
    const vehicles = await seedBrandsAndVehicles(db, plan);
    await seedDemoPlates(db);
    const tree = await seedCategories(db, plan);
    const filterValues = await seedFilters(db, plan);
    return { vehicles, tree, filterValues };
  });
  progress.reference = 1;
  report('reference data');

  await database.db.transaction(async (tx) => {
    await seedContent(tx as unknown as Db, plan, reference.tree);
    await seedGiftCards(tx as unknown as Db);
  });
  progress.content = 1;
  report('content');

  const ctx: DraftContext = {
    leaves: reference.tree.leaves,
    vehicles: reference.vehicles,
    filterIds: reference.filterValues.ids,
    plan,
  };
  // The whole product picture pool is known up front, so the files render while rows are written.
  for (const leaf of ctx.leaves) {
    const tints = leaf.spec.thickness
      ? leaf.spec.materials.map((key) => ({ key, hex: FOAM_TINT[key]! }))
      : COLOURS.filter((c) => leaf.spec.colours.includes(c.key));
    for (const tint of tints)
      for (const view of ['main', 'detail'] as const)
        productPicture(plan, shapeOf(leaf.key, leaf.domain), tint.key, tint.hex, view);
  }
  total += plan.size;
  log(`Rendering ${plan.size} pictures into ${options.storageDir} while writing ${scale} products`);
  let renderError: unknown = null;
  const rendering = renderImageFiles(options.storage ?? options.storageDir, plan.jobs, {
    concurrency: 2,
    onFile: (done) => {
      progress.files = done;
      report('images');
    },
  }).catch((error: unknown) => {
    renderError = error;
    return { created: 0, skipped: 0 };
  });

  const { index } = await seedProducts(database, ctx, scale, (done) => {
    progress.products = done * 4;
    report('products');
  });
  log('Core range of the most common cars');
  await seedCoreRange(database, ctx);
  log('Product associations');
  await seedAssociations(database, ctx, index, (done) => {
    progress.links = done;
    report('associations');
  });
  const drafter = new Drafter(ctx);
  const dealDrafts = dealProductIndexes(scale).map((i) => drafter.draft(i));
  await database.db.transaction(async (tx) => {
    await seedDeals(tx as unknown as Db, dealDrafts, index.ids);
    await seedQuestions(tx as unknown as Db, index.ids);
  });
  progress.deals = 1;
  report('deals');

  const imageFiles = await rendering;
  if (renderError) throw renderError;
  // Pictures registered after rendering started (none expected) are rendered now; existing ones are skipped.
  const late = await renderImageFiles(options.storage ?? options.storageDir, plan.jobs, {
    concurrency: 2,
  });
  imageFiles.created += late.created;

  log('Product list read model and search documents');
  await refreshProductListing(database.db);

  if (options.pastOrders) {
    log('Past orders for the dashboard');
    const placed = await seedPastOrders(database, options.pastOrders);
    log(`${placed.orders} past orders, ${placed.lines} lines`);
  }

  log('Refreshing planner statistics');
  const analysed = options.pastOrders
    ? [...CATALOGUE_TABLES, 'users', 'orders', 'order_variants', 'payments', 'order_shipments']
    : CATALOGUE_TABLES;
  await database.query(`analyze ${analysed.map((t) => `"${t}"`).join(', ')}`);
  const summary = { imageFiles } as SeedSummary;
  for (const table of CATALOGUE_TABLES) {
    const [row] = await database.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
    summary[table] = Number(row?.n ?? 0);
  }
  return summary;
}
