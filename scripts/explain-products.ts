/**
 * `npx tsx scripts/explain-products.ts [query string]`: prints PostgreSQL's EXPLAIN ANALYZE of
 * the product-list statement for a GET /api/products query (default: the benchmark's category +
 * price + colour + sort + extraData), on DATA_DIR's PGlite or DATABASE_URL.
 */
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/db/client';
import { CONSUMER_PRICES, listProducts, productsQuerySpec } from '../src/modules/catalog';
import { parseListQuery } from '../src/shared/api-query';
import { loadConfig } from '../src/server/config';

const query =
  process.argv[2] ??
  'filter[categoriesIds]=1&filter[priceRange]=20,300&filter[filterValuesIds]=1&sort=priceAscending&extraData=1&include=variant,filters';
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const parsed = parseListQuery(Object.fromEntries(new URLSearchParams(query)), productsQuerySpec);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));

let explained = false;
// The first statement with a `with base` is the list query: explain it, then run it for real.
const explaining = new Proxy(database.db, {
  get(target, property, receiver) {
    if (property !== 'execute') return Reflect.get(target, property, receiver);
    return async (statement: SQL) => {
      const { dialect } = target as unknown as { dialect: { sqlToQuery(s: SQL): { sql: string } } };
      const text = dialect.sqlToQuery(statement).sql;
      if (!explained && text.includes('base as materialized')) {
        explained = true;
        const plan = (await target.execute(
          sql`explain (analyze, buffers, costs off) ${statement}`,
        )) as unknown as { rows: Array<Record<string, string>> };
        console.log(plan.rows.map((row) => Object.values(row)[0]).join('\n'));
      }
      return target.execute(statement);
    };
  },
}) as Db;

const started = performance.now();
const body = await listProducts(
  explaining,
  { locale: 'fr', prices: CONSUMER_PRICES(2000) },
  parsed.query,
);
console.log(
  `\n${body.meta.total} products, ${Math.round(performance.now() - started)} ms end to end`,
);
await database.close();
