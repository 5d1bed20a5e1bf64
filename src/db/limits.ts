/**
 * Bounds on how long work waits for the database (docs/decisions/021-timeouts-and-overload.md).
 * A stalled database — a table locked for 20 s, a runaway statement, every connection taken —
 * must turn requests into quick 503s, never into requests that hang until the client gives up.
 *
 *  - PostgreSQL: `statement_timeout` and `lock_timeout` per kind of work (plain statements of a
 *    request = reads; transactions of a request = writes, a little longer; sweeps their own;
 *    migrations and the seed none), and a bounded wait for a pool connection.
 *  - PGlite (one connection): a bounded wait in the queue in front of it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface DatabaseLimits {
  /** Plain statements (a request's reads): statement_timeout, lock_timeout. */
  readStatementMs: number;
  readLockMs: number;
  /** Statements inside a request's transaction (cart, checkout, account writes). */
  writeStatementMs: number;
  writeLockMs: number;
  /** Statements inside a sweep's transaction (background work, nobody waiting on it). */
  sweepStatementMs: number;
  sweepLockMs: number;
  /** Longest wait for a pool connection (PostgreSQL) or a turn on the one PGlite connection. */
  queueWaitMs: number;
}

export const DEFAULT_LIMITS: DatabaseLimits = {
  readStatementMs: 5_000,
  readLockMs: 1_000,
  writeStatementMs: 10_000,
  writeLockMs: 3_000,
  sweepStatementMs: 60_000,
  sweepLockMs: 10_000,
  queueWaitMs: 2_000,
};

/** What the current async work is: a request (the default), a sweep, or maintenance. */
export type WorkKind = 'request' | 'sweep' | 'maintenance';

const work = new AsyncLocalStorage<WorkKind>();

/** Runs `action` as `kind`: its transactions get that kind's limits (maintenance: none). */
export function withWorkKind<T>(kind: WorkKind, action: () => Promise<T>): Promise<T> {
  return work.run(kind, action);
}

export function currentWorkKind(): WorkKind {
  return work.getStore() ?? 'request';
}

/** statement_timeout and lock_timeout of a transaction of the current kind (0 = none). */
export function transactionLimits(limits: DatabaseLimits): { statementMs: number; lockMs: number } {
  switch (currentWorkKind()) {
    case 'maintenance':
      return { statementMs: 0, lockMs: 0 };
    case 'sweep':
      return { statementMs: limits.sweepStatementMs, lockMs: limits.sweepLockMs };
    default:
      return { statementMs: limits.writeStatementMs, lockMs: limits.writeLockMs };
  }
}

/** The wait for the database was longer than its bound: the caller answers 503. */
export class DatabaseBusyError extends Error {
  readonly code = 'database_busy';
  constructor(waitedMs: number) {
    super(`no database connection within ${waitedMs} ms`);
    this.name = 'DatabaseBusyError';
  }
}

/** query_canceled (statement_timeout), lock_not_available (lock_timeout). */
const OVERLOAD_CODES = new Set(['57014', '55P03', 'database_busy']);
/** node-postgres' pool (pg-pool) when connectionTimeoutMillis passes without a connection. */
const POOL_TIMEOUT = 'timeout exceeded when trying to connect';

/**
 * Whether an error (or one of its causes: Drizzle wraps driver errors) says the database is
 * overloaded or stalled rather than that the code is wrong.
 */
export function isDatabaseOverload(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && OVERLOAD_CODES.has(code)) return true;
    if (typeof message === 'string' && message.includes(POOL_TIMEOUT)) return true;
    current = cause;
  }
  return false;
}

/**
 * A FIFO turn-taker in front of a single connection: work waits for the previous work to end,
 * at most `waitMs` (maintenance waits as long as it takes); work that waited too long is
 * refused with DatabaseBusyError and gives its turn up at once.
 */
export function createQueueGate(waitMs: number) {
  let tail: Promise<void> = Promise.resolve();
  let waiting = 0;
  return {
    get waiting() {
      return waiting;
    },
    async run<T>(action: () => Promise<T>): Promise<T> {
      const previous = tail;
      let release!: () => void;
      tail = new Promise<void>((resolve) => (release = resolve));
      waiting++;
      let timer: NodeJS.Timeout | undefined;
      const bounded = currentWorkKind() !== 'maintenance' && waitMs > 0;
      const turn = await (bounded
        ? Promise.race([
            previous.then(() => 'go' as const),
            new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), waitMs))),
          ])
        : previous.then(() => 'go' as const));
      clearTimeout(timer);
      waiting--;
      if (turn === 'late') {
        void previous.then(release);
        throw new DatabaseBusyError(waitMs);
      }
      try {
        return await action();
      } finally {
        release();
      }
    },
  };
}
