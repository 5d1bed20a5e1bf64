/**
 * Named prepared statements for PGlite. PGlite's `query` parses and plans every statement
 * again and crosses into WebAssembly six times per call (parse, describe, bind, describe,
 * execute, sync); on the embedded engine that, not the work of the statement, was most of the
 * cost of a cart request (~0.3 ms per lookup on top of the query itself). Here each distinct
 * statement text is parsed once under a name, and every later call is one crossing: bind,
 * describe, execute and sync in a single message, as node-postgres does with named statements.
 *
 * Protocol-level prepared statements are per session and survive rollbacks; the cache keeps
 * the most recently used texts and closes the others. Results, errors and parameter
 * serialisation are PGlite's own (`parse.parseResults`, its serializers by type).
 */
import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/** The parts of PGlite's base class its own `query` uses; not in its published types. */
interface PgliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, (value: string, typeId?: number) => unknown>;
}

interface PreparedStatement {
  name: string;
  parameterTypes: number[];
}

type QueryFunction = <T>(
  text: string,
  params?: unknown[],
  options?: QueryOptions,
) => Promise<Results<T>>;

const patched = Symbol.for('sellerie.pglitePrepared');
/** Distinct statement texts kept prepared (the catalogue's dynamic lists make many). */
const DEFAULT_CAPACITY = 400;

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** "cached plan must not change result type": a table changed under a kept statement. */
function isStalePlan(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '0A000';
}

/**
 * Makes `client.query` and the `query` of its transactions use named statements. Idempotent;
 * queries that stream a blob (COPY … '/dev/blob') keep PGlite's own path.
 */
export function usePreparedStatements(client: PGlite, capacity = DEFAULT_CAPACITY): void {
  const marked = client as unknown as Record<symbol, boolean>;
  if (marked[patched]) return;
  marked[patched] = true;

  const internals = client as unknown as PgliteInternals;
  const originalQuery = client.query.bind(client) as QueryFunction;
  const originalTransaction = client.transaction.bind(client);
  /** Insertion order is recency: a hit moves its entry to the end. */
  const statements = new Map<string, PreparedStatement>();
  let pendingCloses: Uint8Array[] = [];
  let counter = 0;

  const exec = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  function takeCloses(): Uint8Array[] {
    const closes = pendingCloses;
    pendingCloses = [];
    return closes;
  }

  async function prepare(text: string, options?: QueryOptions): Promise<PreparedStatement> {
    const name = `sellerie_${++counter}`;
    const messages = await exec(
      concat([
        ...takeCloses(),
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    if (statements.size > capacity) {
      const [oldestText, oldest] = statements.entries().next().value as [string, PreparedStatement];
      statements.delete(oldestText);
      pendingCloses.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    return statement;
  }

  function forget(text: string) {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    pendingCloses.push(serialize.close({ type: 'S', name: statement.name }));
  }

  async function execute<T>(
    statement: PreparedStatement,
    params: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.parameterTypes[index]!;
      const serializer = options?.serializers?.[type] ?? internals.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
    const messages = await exec(
      concat([
        ...takeCloses(),
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return parse.parseResults(messages, internals.parsers, options)[0] as Results<T>;
  }

  /** Runs under PGlite's query mutex, like its own `#runQuery`. */
  async function run<T>(text: string, params: unknown[], options?: QueryOptions) {
    try {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
        statements.set(text, statement);
      } else {
        statement = await prepare(text, options);
      }
      try {
        return await execute<T>(statement, params, options);
      } catch (error) {
        if (!isStalePlan(error)) throw error;
        forget(text);
        return await execute<T>(await prepare(text, options), params, options);
      }
    } catch (error) {
      // The same shape as PGlite's own errors (makePGliteError).
      if (error && typeof error === 'object' && 'code' in error) {
        Object.assign(error, { query: text, params, queryOptions: options });
      }
      throw error;
    }
  }

  const query: QueryFunction = async <T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ) => {
    if (options?.blob) return originalQuery<T>(text, params, options);
    // Waits its turn as PGlite's own query does (after the statements already asked for).
    await internals._checkReady();
    return internals._runExclusiveTransaction(() =>
      internals._runExclusiveQuery(async () => {
        const result = await run<T>(text, params, options);
        await client.syncToFs();
        return result;
      }),
    );
  };
  client.query = query as PGlite['query'];

  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    originalTransaction((tx) => {
      const ownQuery = tx.query.bind(tx) as QueryFunction;
      // Inside a transaction the transaction mutex is already held: only the query mutex.
      const txQuery: QueryFunction = async <T>(
        text: string,
        params: unknown[] = [],
        options?: QueryOptions,
      ) => {
        if (tx.closed) throw new Error('Transaction is closed');
        if (options?.blob) return ownQuery<T>(text, params, options);
        return internals._runExclusiveQuery(() => run<T>(text, params, options));
      };
      tx.query = txQuery as Transaction['query'];
      return callback(tx);
    })) as PGlite['transaction'];
}
