/**
 * `npm run bench:login`: login under load (Argon2id hashing included) and the login throttle
 * under a burst of 500 wrong passwords against one account. The shop runs in this process on
 * an empty migrated database: PGlite in memory, or PostgreSQL with
 * `BENCH_DATABASE_URL=postgres://…/db` (a scratch database: customers are added to it).
 * Options: --duration 10, --connections 10.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
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

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

const customers = Array.from({ length: 50 }, (_, i) => `bench-${run}-${i}@example.test`);
for (const email of customers) {
  const status = await post('/api/users', {
    email,
    password: PASSWORD,
    firstname: 'Bench',
    lastname: 'Login',
    accept_terms: true,
    accept_privacy: true,
  });
  if (status !== 201) throw new Error(`registration failed: ${status}`);
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

// 2. A burst of 500 wrong passwords at one account, 50 at a time, from 500 addresses
//    (X-Forwarded-For is not trusted here, so they all come from 127.0.0.1: both limits apply).
const victim = customers[0]!;
const statuses = new Map<number, number>();
const burstStart = performance.now();
const attempts = Array.from({ length: 500 }, (_, i) => i);
const timings: number[] = [];
for (let i = 0; i < attempts.length; i += 50) {
  await Promise.all(
    attempts.slice(i, i + 50).map(async (n) => {
      const started = performance.now();
      const status = await post('/api/auth/token', { email: victim, password: `Wrong${n}!x` });
      timings.push(performance.now() - started);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }),
  );
}
const burstMs = performance.now() - burstStart;
const rightAfter = await post('/api/auth/token', { email: victim, password: PASSWORD });
const other = await post('/api/auth/token', { email: customers[1], password: PASSWORD });

console.log(`\nLogin benchmark — ${database.kind}, ${connections} connections, ${duration} s\n`);
console.log('| request | req/s | p50 ms | p95 ms | p99 ms | non-2xx |');
console.log('|---|---|---|---|---|---|');
console.log(
  `| POST /api/auth/token (Argon2id m=19 MiB t=2 p=1) | ${Math.round(result.requests.average)} | ${pct(50)!.toFixed(1)} | ${pct(95)!.toFixed(1)} | ${pct(99)!.toFixed(1)} | ${result.non2xx} |`,
);
timings.sort((a, b) => a - b);
console.log(
  `\nBurst of 500 wrong passwords at one account (50 concurrent): ${Math.round(burstMs)} ms`,
);
console.log(
  `answers: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}; ` +
    `median answer ${Math.round(timings[250]!)} ms`,
);
console.log(`the right password right after: ${rightAfter} (429 = still locked for the hour)`);
console.log(`another account from the same address: ${other}`);

await app.close();
await database.close();
