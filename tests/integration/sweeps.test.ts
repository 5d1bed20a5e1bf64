import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { createSweeps, withSweepLock } from '../../src/server/sweeps';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../support/db';

let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = testDb.database;
});
afterAll(async () => testDb?.cleanup());

const quietLog = () => {
  const errors: Array<{ details: object; message: string }> = [];
  return { errors, error: (details: object, message: string) => errors.push({ details, message }) };
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sweep scheduler', () => {
  it('runs each sweep every everyMs once started, and not after stop()', async () => {
    const sweeps = createSweeps(database, quietLog());
    let runs = 0;
    sweeps.registerSweep({ name: 'count', everyMs: 20, run: async () => void (runs += 1) });
    await wait(60);
    expect(runs).toBe(0); // not started: tests run sweeps only when they ask
    sweeps.start();
    await wait(200);
    await sweeps.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    const stoppedAt = runs;
    await wait(80);
    expect(runs).toBe(stoppedAt);
  });

  it('logs a failing run and keeps the process and the schedule alive', async () => {
    const log = quietLog();
    const sweeps = createSweeps(database, log);
    let runs = 0;
    sweeps.registerSweep({
      name: 'boom',
      everyMs: 10,
      run: async () => {
        runs += 1;
        throw new Error('boom');
      },
    });
    await sweeps.runSweepsOnce();
    expect(log.errors[0]).toMatchObject({ message: 'sweep failed', details: { sweep: 'boom' } });
    sweeps.start();
    await wait(100);
    await sweeps.stop();
    expect(runs).toBeGreaterThanOrEqual(3);
  });

  it('stop() waits for a run in progress', async () => {
    const sweeps = createSweeps(database, quietLog());
    let finished = false;
    sweeps.registerSweep({
      name: 'slow',
      everyMs: 1,
      run: async () => {
        await wait(100);
        finished = true;
      },
    });
    sweeps.start();
    await wait(20);
    await sweeps.stop();
    expect(finished).toBe(true);
  });

  it('kick() runs a sweep soon instead of at its next tick', async () => {
    const sweeps = createSweeps(database, quietLog());
    let runs = 0;
    sweeps.registerSweep({ name: 'kicked', everyMs: 60_000, run: async () => void (runs += 1) });
    sweeps.start();
    sweeps.kick('kicked');
    await wait(100);
    await sweeps.stop();
    expect(runs).toBe(1);
  });

  it('refuses two sweeps of the same name', () => {
    const sweeps = createSweeps(database, quietLog());
    const sweep = { name: 'twice', everyMs: 1000, run: async () => undefined };
    sweeps.registerSweep(sweep);
    expect(() => sweeps.registerSweep(sweep)).toThrow(/twice/);
  });
});

// Engines differ here: PostgreSQL has sessions to exclude; PGlite is one process, one session.
const kind = testDatabaseKind();

it(`advisory lock (${kind}): one process runs a sweep, another skips that turn`, async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let firstStarted!: () => void;
  const started = new Promise<void>((resolve) => (firstStarted = resolve));
  const first = withSweepLock(database, 'lock-test', async () => {
    firstStarted();
    await held;
  });
  await started;
  let secondRan = false;
  const second = await withSweepLock(database, 'lock-test', async () => {
    secondRan = true;
  });
  if (kind === 'postgres') {
    expect(second).toBe(false);
    expect(secondRan).toBe(false);
    // Another name is another lock.
    expect(await withSweepLock(database, 'other-sweep', async () => undefined)).toBe(true);
  } else {
    expect(second).toBe(true);
  }
  release();
  expect(await first).toBe(true);
  // Released: the next turn gets it.
  expect(await withSweepLock(database, 'lock-test', async () => undefined)).toBe(true);
  if (kind === 'postgres') {
    const [row] = await database.query<{ n: number }>(
      `select count(*)::int as n from pg_locks
        where locktype = 'advisory'
          and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(row!.n).toBe(0);
  }
});
