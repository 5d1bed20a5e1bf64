/**
 * `npm run bench:login`: login under load (Argon2id hashing included) and the login throttle
 * under bursts of 500 wrong passwords against one account — from one address, then from 500
 * addresses (in-process requests, so each can have its own address) — and what the owner
 * meets right after: their trusted device, then a new address. The shop runs in this process on
 * an empty migrated database: PGlite in memory, or PostgreSQL with
 * `BENCH_DATABASE_URL=postgres://…/db` (a scratch database: customers are added to it).
 * Options: --duration 10, --connections 10.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { register } from '../src/modules/customers';
import { buildApp } from '../src/server/app';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const duration = option('duration', 10);
const connections = option('connections', 10);
const PASSWORD = 'Sellerie1!';

const database = await openDatabase(
  process.env.BENCH_DATABASE_URL
    ? { databaseUrl: process.env.BENCH_DATABASE_URL, poolSize: 10 }
    : { dataDir: 'memory://' },
);
await migrateDatabase(database);
const app = await buildApp({
  database,
  mode: 'test',
  storageDir: path.resolve('tmp/bench-storage'),
  logger: false,
  web: false,
  devMailbox: true,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const run = Date.now().toString(36);

const customers = Array.from({ length: 50 }, (_, i) => `bench-${run}-${i}@example.test`);
// Created in-process: sign-ups through the API are limited per address.
const accountDeps = {
  db: database.db,
  now: () => new Date(),
  urls: {
    verifyEmail: (token: string) => `${base}/compte?token=${token}`,
    resetPassword: (token: string) => `${base}/nouveau-mot-de-passe?token=${token}`,
    forgotPassword: () => `${base}/nouveau-mot-de-passe`,
    account: () => `${base}/compte`,
  },
};
for (const email of customers) {
  await register(
    accountDeps,
    {
      email,
      password: PASSWORD,
      firstname: 'Bench',
      lastname: 'Login',
      phone: null,
      company: null,
      professional: false,
      newsletter: false,
      accept_terms: true,
      accept_privacy: true,
    },
    { locale: 'fr', countryIso: 'FR' },
  );
}

// 1. Successful logins, rotating over 50 accounts.
let turn = 0;
const samples: number[] = [];
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url: base,
      duration,
      connections,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/token',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              email: customers[turn++ % customers.length],
              password: PASSWORD,
            }),
          }),
        },
      ],
    },
    (error, done) => (error ? reject(error) : resolve(done)),
  );
  instance.on('response', (_client, _status, _bytes, time) => samples.push(time));
});
samples.sort((a, b) => a - b);
const pct = (p: number) =>
  samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))];

// 2. Bursts of 500 wrong passwords at one account, 50 at a time: from one address (the pair
//    is slowed), then from 500 addresses (the account is under attack: unknown devices wait).
async function inject(email: string, password: string, ip: string, cookie?: string) {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/token',
    payload: { email, password },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });
  return { res, ms: performance.now() - started };
}

async function burst(victim: string, addressOf: (n: number) => string) {
  const statuses = new Map<number, number>();
  const timings: number[] = [];
  const started = performance.now();
  for (let i = 0; i < 500; i += 50) {
    await Promise.all(
      Array.from({ length: 50 }, async (_, k) => {
        const n = i + k;
        const { res, ms } = await inject(victim, `Wrong${n}!x`, addressOf(n));
        timings.push(ms);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      }),
    );
  }
  timings.sort((a, b) => a - b);
  return {
    ms: performance.now() - started,
    answers: [...statuses].map(([s, n]) => `${n} × ${s}`).join(', '),
    median: timings[250]!,
  };
}

// The owner of customers[1] signed in before from their browser: it keeps a device cookie.
const owner = customers[1]!;
const ownerLogin = await inject(owner, PASSWORD, '192.0.2.1');
const deviceCookie = [ownerLogin.res.headers['set-cookie']]
  .flat()
  .map(String)
  .find((c) => c.startsWith('sellerie_device='))!
  .split(';')[0]!;

const fromOne = await burst(customers[0]!, () => '198.51.100.1');
const fromMany = await burst(owner, (n) => `10.${Math.floor(n / 250)}.${n % 250}.1`);
const trusted = await inject(owner, PASSWORD, '203.0.113.5', deviceCookie);
const fresh = await inject(owner, PASSWORD, '203.0.113.6');
const wait = Number(fresh.res.headers['retry-after'] ?? 0);
await new Promise((resolve) => setTimeout(resolve, wait * 1000));
const freshLater = await inject(owner, PASSWORD, '203.0.113.6');

console.log(`\nLogin benchmark — ${database.kind}, ${connections} connections, ${duration} s\n`);
console.log('| request | req/s | p50 ms | p95 ms | p99 ms | non-2xx |');
console.log('|---|---|---|---|---|---|');
console.log(
  `| POST /api/auth/token (Argon2id m=19 MiB t=2 p=1) | ${Math.round(result.requests.average)} | ${pct(50)!.toFixed(1)} | ${pct(95)!.toFixed(1)} | ${pct(99)!.toFixed(1)} | ${result.non2xx} |`,
);
for (const [name, b] of [
  ['one address', fromOne],
  ['500 addresses', fromMany],
] as const) {
  console.log(
    `\nBurst of 500 wrong passwords at one account from ${name} (50 concurrent): ` +
      `${Math.round(b.ms)} ms; answers: ${b.answers}; median answer ${b.median.toFixed(1)} ms`,
  );
}
console.log(
  `\nthe owner right after, from the device that signed in before: ${trusted.res.statusCode}` +
    ` (${trusted.ms.toFixed(0)} ms)`,
);
console.log(
  `the owner from a new address: ${fresh.res.statusCode} (Retry-After ${wait} s), ` +
    `then after waiting: ${freshLater.res.statusCode}`,
);

await app.close();
await database.close();
