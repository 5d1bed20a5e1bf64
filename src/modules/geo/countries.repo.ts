/**
 * The countries as other modules read them (addresses, accounts, order VAT): the geo module
 * owns the `countries` table, so these are the only reads of it outside this folder's service.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries } from './geo.tables';

export type Country = typeof countries.$inferSelect;

export async function countryById(db: Db, id: number): Promise<Country | null> {
  const [row] = await db.select().from(countries).where(eq(countries.id, id));
  return row ?? null;
}

export async function countryByIso(db: Db, iso: string): Promise<Country | null> {
  const [row] = await db.select().from(countries).where(eq(countries.iso, iso));
  return row ?? null;
}

/** Several countries by id in one query (an address list), keyed by id. */
export async function countriesByIds(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, Country>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(countries).where(inArray(countries.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
