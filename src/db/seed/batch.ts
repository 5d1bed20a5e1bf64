import { type InferInsertModel, SQL, getTableColumns, is, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/**
 * Bulk inserts for the seed. Each statement sends its rows as ONE json parameter expanded by
 * `json_populate_recordset(null::<table>, $1)`: no 65 535 bind-parameter limit, and about three
 * times faster than a multi-row VALUES list on PGlite. Columns missing from the rows get their
 * defaults; a column given in some rows only takes its static default in the others.
 */
const ROWS_PER_STATEMENT = 2000;

export function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

function statement<T extends PgTable>(table: T, rows: InferInsertModel<T>[], returnIds: boolean) {
  const columns = getTableColumns(table) as Record<string, { name: string; default?: unknown }>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row as object)))];
  const defs = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`Unknown column ${key}`);
    // A key some rows leave out takes the column's static default (SQL defaults cannot be inlined).
    const fallback =
      column.default !== undefined && !is(column.default, SQL) ? column.default : undefined;
    return { key, name: column.name, fallback };
  });
  const payload = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const { key, name, fallback } of defs) {
      const value = (row as Record<string, unknown>)[key];
      out[name] = value === undefined ? (fallback ?? null) : value;
    }
    return out;
  });
  const list = sql.raw(defs.map((d) => `"${d.name}"`).join(', '));
  const query = sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(payload)}::json)`;
  return returnIds ? sql`${query} returning id` : query;
}

/** Inserts rows in batches. Pass the transaction handle when inside a transaction (PGlite!). */
export async function insertMany<T extends PgTable>(
  db: Db,
  table: T,
  rows: InferInsertModel<T>[],
): Promise<number> {
  for (const batch of chunks(rows, ROWS_PER_STATEMENT))
    await db.execute(statement(table, batch, false));
  return rows.length;
}

/** Same as insertMany, returning the generated serial `id` of every row, in input order. */
export async function insertReturningIds<T extends PgTable>(
  db: Db,
  table: T,
  rows: InferInsertModel<T>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of chunks(rows, ROWS_PER_STATEMENT)) {
    const result = (await db.execute(statement(table, batch, true))) as unknown as {
      rows: { id: number }[];
    };
    // The serial default is evaluated row by row in input order, so ascending ids follow the
    // input order whatever order RETURNING emits them in.
    for (const id of result.rows.map((row) => Number(row.id)).sort((a, b) => a - b)) ids.push(id);
  }
  return ids;
}
