/**
 * `npm run bench`: starts the real shop in a child process (so the load generator does not share
 * its event loop) and prints tables of figures:
 *   - first start on an empty database (migrations + demo catalogue + listen) and warm start;
 *   - warm: req/s and latency percentiles under autocannon for the API and the pages, each
 *     target rotating over 50+ distinct queries, with the share answered from a cache;
 *   - cold: the same catalogue targets with the page and API caches off (RESPONSE_CACHES=0) and
 *     list pages that never repeat, i.e. what a cache miss costs.
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL (a server URL whose user may create
 * databases) is set. Options: --duration 10 --connections 10 --cold-connections 1 --lists 60
 * --only pglite|postgres --scale 100000 (seed that many products first), --pglite-dir DIR and
 * --postgres-url URL (measure an already seeded database as it is: no seed, no first start).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { prepareTargets, TARGETS, type Make } from './bench-targets';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '10'));
const coldConnections = Number(option('cold-connections', '1'));
/** At most this many distinct queries per warm target (PGlite at 100,000 cannot refill 60). */
const lists = Number(option('lists', '60'));
const only = option('only', '');
const scale = option('scale', '');
const pgliteDir = option('pglite-dir', '');
const postgresUrl = option('postgres-url', '');

interface Row {
  engine: string;
  mode: 'warm' | 'cold';
  target: string;
  distinct: number | 'all';
  /** Seconds to ask each distinct query once before measuring. */
  fill: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  hitRate: number;
  errors: number;
}

interface Engine {
  engine: 'pglite' | 'postgres';
  env: () => Promise<{ env: NodeJS.ProcessEnv; seeded: boolean; cleanup(): Promise<void> }>;
}

async function main() {
  const rows: Row[] = [];
  const starts: Array<{ engine: string; first: number | null; warm: number }> = [];
  const engines: Engine[] = [];
  if (only !== 'postgres') engines.push({ engine: 'pglite', env: pgliteEnv });
  if ((process.env.BENCH_DATABASE_URL || postgresUrl) && only !== 'pglite')
    engines.push({ engine: 'postgres', env: postgresEnv });

  for (const { engine, env: makeEnv } of engines) {
    const { env, seeded, cleanup } = await makeEnv();
    try {
      if (scale && !seeded) await seed(env, scale);
      const port = 3900 + Math.floor(Math.random() * 90);
      let first: number | null = null;
      if (!seeded) {
        const started = await startShop({ ...env, PORT: String(port) });
        first = started.ms;
        await stopShop(started.child);
      }
      for (const mode of ['warm', 'cold'] as const) {
        const shop = await startShop({
          ...env,
          PORT: String(port),
          RESPONSE_CACHES: mode === 'warm' ? '1' : '0',
        });
        if (mode === 'warm') starts.push({ engine, first, warm: shop.ms });
        try {
          await prepareTargets(`http://127.0.0.1:${port}`);
          for (const target of TARGETS) {
            const base = `http://127.0.0.1:${port}`;
            if (mode === 'warm') {
              // Steady state of a shop whose popular lists are asked at least every 30 s: each
              // distinct query once (two at a time), then the load rotating over them.
              const distinct = Math.min(target.distinct, lists);
              const make: Make = (turn) => target.make(turn % distinct);
              const fill = await prefill(base, distinct, make);
              const result = await load(base, duration, connections, make, 0);
              rows.push({ engine, mode, target: target.name, distinct, fill, ...result });
            } else if (target.cold) {
              // A short warm-up (JIT, memos of reference data) on queries never asked again.
              await load(base, 2, coldConnections, target.cold, 1_000_000);
              const result = await load(base, duration, coldConnections, target.cold, 0);
              rows.push({ engine, mode, target: target.name, distinct: 'all', fill: 0, ...result });
            }
          }
        } finally {
          await stopShop(shop.child);
        }
      }
    } finally {
      await cleanup();
    }
  }

  console.log(
    `\n## Start-up (ms)\n\n| engine | first start (empty → serving, seed included) | warm start |\n|---|---|---|`,
  );
  for (const s of starts) console.log(`| ${s.engine} | ${s.first ?? '—'} | ${s.warm} |`);
  console.log(
    `\n## Load (${duration} s; warm: ${connections} connections, cold: ${coldConnections}; autocannon)\n\n` +
      '| engine | mode | request | distinct queries (fill s) | req/s | p50 ms | p95 ms | p99 ms | from cache | errors |\n|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const r of rows)
    console.log(
      `| ${r.engine} | ${r.mode} | ${r.target} | ${r.distinct}${r.fill ? ` (${r.fill})` : ''} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${Math.round(r.hitRate * 100)} % | ${r.errors} |`,
    );
}

async function pgliteEnv() {
  if (pgliteDir) return { env: { DATA_DIR: pgliteDir }, seeded: true, cleanup: async () => {} };
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  return {
    env: { DATA_DIR: dir },
    seeded: false,
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresEnv() {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  if (postgresUrl)
    return {
      env: { DATABASE_URL: postgresUrl, DATA_DIR: dir },
      seeded: true,
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  const name = `shop_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.BENCH_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dir },
    seeded: false,
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

/** Asks `make(0…distinct-1)` once each, two at a time; returns the seconds it took. */
async function prefill(base: string, distinct: number, make: Make): Promise<number> {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < distinct) {
      const response = await fetch(base + make(next++), {
        headers: { cookie: 'i18n_redirected=fr' },
      });
      await response.arrayBuffer();
    }
  };
  await Promise.all([worker(), worker()]);
  return round((performance.now() - started) / 1000);
}

/**
 * Request `n` asks for `make(first + n)`. Returning visitors carry the locale cookie (a first
 * visit gets Set-Cookie and is never answered from the page cache). `hitRate`: share of the
 * answers marked `x-cache: hit` (API) or `x-page-cache: hit` (pages).
 */
async function load(base: string, seconds: number, conns: number, make: Make, first: number) {
  const samples: number[] = [];
  let turn = first;
  let hits = 0;
  let answers = 0;
  const requests = [
    {
      setupRequest: (request: autocannon.Request) => ({ ...request, path: make(turn++) }),
      onResponse: (_status: number, _body: string, _context: object, headers?: object) => {
        answers += 1;
        const h = (headers ?? {}) as Record<string, string | undefined>;
        if (h['x-cache'] === 'hit' || h['x-page-cache'] === 'hit') hits += 1;
      },
    },
  ];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        duration: seconds,
        connections: conns,
        headers: { cookie: 'i18n_redirected=fr', 'accept-encoding': 'br' },
        requests,
      },
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
    hitRate: answers ? hits / answers : 0,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

await main();
