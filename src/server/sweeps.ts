/**
 * Periodic background work without a broker: each sweep runs every `everyMs` inside the
 * process, under a PostgreSQL advisory lock on `hashtext('sweep:' || name)`, so with several
 * processes one of them runs it and the others skip that turn. Sweeps must be idempotent.
 * A failing run is logged and retried at the next tick; it never crashes the process.
 */
import type { Database } from '../db/client';
import { withWorkKind } from '../db/limits';

export interface Sweep {
  /** Unique; names the advisory lock and the log lines. */
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface SweepLog {
  error(details: object, message: string): void;
  debug?(details: object, message: string): void;
}

export interface Sweeps {
  registerSweep(sweep: Sweep): void;
  /** Starts the timers (`npm start`, `npm run dev`; tests only when they ask). */
  start(): void;
  /** Stops the timers and waits for runs in progress. */
  stop(): Promise<void>;
  /** Runs every sweep once now (under its lock) and waits: for tests and scripts. */
  runSweepsOnce(): Promise<void>;
  /** Runs a sweep soon instead of at its next tick (e.g. after queueing a mail). */
  kick(name: string): void;
  readonly names: readonly string[];
}

interface Entry {
  sweep: Sweep;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  again: boolean;
}

export function createSweeps(database: Database, log: SweepLog): Sweeps {
  const entries = new Map<string, Entry>();
  let started = false;
  let stopped = false;

  /** One run: skipped when this process already runs it or another process holds the lock. */
  const runOnce = (entry: Entry): Promise<void> => {
    if (entry.running) {
      entry.again = true;
      return entry.running;
    }
    // A sweep's transactions get the sweep timeouts, not a request's (docs/decisions/021).
    entry.running = withSweepLock(database, entry.sweep.name, () =>
      withWorkKind('sweep', () => entry.sweep.run()),
    )
      .then((ran) => {
        if (!ran) log.debug?.({ sweep: entry.sweep.name }, 'sweep skipped: locked elsewhere');
      })
      .catch((error: unknown) => log.error({ sweep: entry.sweep.name, err: error }, 'sweep failed'))
      .finally(() => {
        entry.running = undefined;
        if (started && !stopped) schedule(entry, entry.again ? 0 : entry.sweep.everyMs);
        entry.again = false;
      });
    return entry.running;
  };

  const schedule = (entry: Entry, delay: number) => {
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => void runOnce(entry), delay);
    // Timers alone never keep the process alive (shutdown closes the server first).
    entry.timer.unref();
  };

  return {
    registerSweep(sweep) {
      if (entries.has(sweep.name)) throw new Error(`sweep ${sweep.name} registered twice`);
      const entry: Entry = { sweep, again: false };
      entries.set(sweep.name, entry);
      if (started && !stopped) schedule(entry, sweep.everyMs);
    },
    start() {
      if (started) return;
      started = true;
      for (const entry of entries.values()) schedule(entry, entry.sweep.everyMs);
    },
    async stop() {
      stopped = true;
      for (const entry of entries.values()) clearTimeout(entry.timer);
      await Promise.all([...entries.values()].map((entry) => entry.running));
    },
    async runSweepsOnce() {
      // In registration order: what one sweep queues (a reset link's e-mail) the next sends.
      for (const entry of entries.values()) await runOnce(entry);
    },
    kick(name) {
      const entry = entries.get(name);
      if (!entry || !started || stopped) return;
      if (entry.running) entry.again = true;
      else schedule(entry, 0);
    },
    get names() {
      return [...entries.keys()];
    },
  };
}

/**
 * Runs `action` while holding the sweep's session advisory lock; resolves false without running
 * it when another session holds the lock. PostgreSQL: the lock lives on one pooled connection
 * taken for the run. PGlite is one process with one session: nothing to exclude.
 */
export async function withSweepLock(
  database: Database,
  name: string,
  action: () => Promise<unknown>,
): Promise<boolean> {
  if (database.kind === 'pglite' || !database.pool) {
    await action();
    return true;
  }
  const key = `sweep:${name}`;
  const client = await database.pool.connect();
  // A connection whose unlock failed is destroyed, not reused: closing it releases the lock.
  let broken = false;
  try {
    const { rows } = await client
      .query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [key])
      .catch((error: unknown) => {
        broken = true;
        throw error;
      });
    if (!rows[0]?.locked) return false;
    try {
      await action();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [key]).catch(() => {
        broken = true;
      });
    }
    return true;
  } finally {
    client.release(broken);
  }
}
