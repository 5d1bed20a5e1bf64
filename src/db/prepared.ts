import type { Db } from './client';

/**
 * Hot statements, built once per database handle: Drizzle composes their SQL once instead of on
 * every request, and PostgreSQL parses and plans a named statement once per connection (PGlite
 * runs the text as is). Values go in through `sql.placeholder`. A transaction is a handle of
 * its own: its statements are built once per transaction, under the same name and text, which
 * PostgreSQL accepts on any connection.
 */
const statements = new WeakMap<object, Map<string, unknown>>();

export function preparedStatement<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) byName.set(name, (statement = build(db)));
  return statement;
}
