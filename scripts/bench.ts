/**
 * `npm run bench`: starts the real shop in a child process (so the load generator does not share
 * its event loop) and prints a table of figures:
 *   - first start on an empty database (migrations + demo catalogue + listen) and warm start;
 *   - req/s and latency percentiles under autocannon for the API and the home page.
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL (a server URL whose user may create
 * databases) is set. Options: --duration 10 --connections 10 --only pglite|postgres
 * --scale 100000 (seed that many products first with `npm run db:seed`, then measure).
 * Catalogue targets rotate over several queries so no single cached answer is measured.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '10'));
const only = option('only', '');
const scale = option('scale', '');

/** Colour values (filter 1) and search words the catalogue targets rotate over. */
const COLOURS = [1, 2, 3, 4, 5, 6];
const WORDS = ['hous', 'clio', 'mousse', 'souff', 'tapis', 'golf', 'panneau', 'volant'];

const TARGETS: Array<{ name: string; path: string; rotate?: string[] }> = [
  {
    name: 'GET /api/categories (domains, nested, images)',
    path:
      '/api/categories?domain=1&withoutStructuredData=1&fields[categories]=id,name,position,slug,subtitle' +
      '&include=nested_children_light.images,images&sort=position',
  },
  {
    name: 'GET /api/brands?types=vehicle&include=image',
    path: '/api/brands?include=image&types=vehicle&limit=200',
  },
  {
    name: 'GET /api/products: category + price + colour, sort, extraData',
    path: '/api/products?filter[categoriesIds]=1&filter[priceRange]=20,300&sort=priceAscending&extraData=1&include=variant,filters&filter[filterValuesIds]=',
    rotate: COLOURS.map(String),
  },
  {
    name: 'GET /api/products autocomplete (filter[search], limit 6)',
    path: '/api/products?limit=6&fields[products]=id,name,slug,price_from_ttc,images&filter[search]=',
    rotate: WORDS,
  },
  {
    name: 'GET /c/{domain}?filters&priceMax&sort (list page, SSR)',
    path: '/c/housses-de-siege?priceMax=300&sort=priceAscending&filters=',
    rotate: COLOURS.map(String),
  },
  { name: 'GET / (home page, SSR)', path: '/' },
  { name: 'GET /en (home page, SSR)', path: '/en' },
];

interface Row {
  engine: string;
  target: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

async function main() {
  const rows: Row[] = [];
  const starts: Array<{ engine: string; first: number; warm: number }> = [];
  const engines: Array<{
    engine: 'pglite' | 'postgres';
    env: () => Promise<{ env: NodeJS.ProcessEnv; cleanup(): Promise<void> }>;
  }> = [];
  if (only !== 'postgres') engines.push({ engine: 'pglite', env: pgliteEnv });
  if (process.env.BENCH_DATABASE_URL && only !== 'pglite')
    engines.push({ engine: 'postgres', env: postgresEnv });

  for (const { engine, env: makeEnv } of engines) {
    const { env, cleanup } = await makeEnv();
    try {
      if (scale) await seed(env, scale);
      const port = 3900 + Math.floor(Math.random() * 90);
      const first = await startShop({ ...env, PORT: String(port) });
      await stopShop(first.child);
      const warm = await startShop({ ...env, PORT: String(port) });
      starts.push({ engine, first: first.ms, warm: warm.ms });
      try {
        for (const target of TARGETS) {
          // A short warm-up so JIT and caches do not count against the first target.
          const url = `http://127.0.0.1:${port}${target.path}`;
          await load(url, 2, connections, target.rotate);
          const result = await load(url, duration, connections, target.rotate);
          rows.push({ engine, target: target.name, ...result });
        }
      } finally {
        await stopShop(warm.child);
      }
    } finally {
      await cleanup();
    }
  }

  console.log(
    `\n## Start-up (ms)\n\n| engine | first start (empty → serving, seed included) | warm start |\n|---|---|---|`,
  );
  for (const s of starts) console.log(`| ${s.engine} | ${s.first} | ${s.warm} |`);
  console.log(
    `\n## Load (${duration} s, ${connections} connections, autocannon)\n\n| engine | request | req/s | p50 ms | p95 ms | p99 ms | non-2xx |\n|---|---|---|---|---|---|---|`,
  );
  for (const r of rows)
    console.log(
      `| ${r.engine} | ${r.target} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`,
    );
}

async function pgliteEnv() {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  return {
    env: { DATA_DIR: dir },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresEnv() {
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  const name = `shop_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.BENCH_DATABASE_URL!);
  url.pathname = `/${name}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dir },
    cleanup: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function startShop(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${env.PORT}/api/health`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`shop exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return { child, ms: Math.round(performance.now() - started) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function stopShop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Seeds `products` products into the engine's empty database (the shop then starts warm). */
async function seed(env: NodeJS.ProcessEnv, products: string) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/seed.ts', '--scale', products],
    {
      env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding failed (${code})`);
  console.error(
    `seeded ${products} products in ${Math.round((performance.now() - started) / 1000)} s`,
  );
}

/** `rotate`: values appended to the URL in turn, one per request. */
async function load(url: string, seconds: number, conns: number, rotate?: string[]) {
  const samples: number[] = [];
  let turn = 0;
  const target = new URL(url);
  const requests = rotate
    ? [
        {
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            path: `${target.pathname}${target.search}${encodeURIComponent(rotate[turn++ % rotate.length]!)}`,
          }),
        },
      ]
    : undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, duration: seconds, connections: conns, ...(requests ? { requests } : {}) },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  });
  samples.sort((a, b) => a - b);
  const pct = (p: number) =>
    round(samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))] ?? 0);
  return {
    rps: Math.round(result.requests.average),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    errors: result.non2xx + result.errors,
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

await main();
