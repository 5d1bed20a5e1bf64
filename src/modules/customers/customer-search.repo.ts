import { ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './customers.tables';

/**
 * Accounts whose e-mail or name (first, last or both) contains `text`, case-insensitive, at
 * most `limit`: the back office's orders list finds the orders of these customers.
 */
export async function customerIdsMatching(db: Db, text: string, limit = 1000): Promise<number[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        ilike(users.email, pattern),
        ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
        ilike(sql`${users.lastname} || ' ' || ${users.firstname}`, pattern),
      ),
    )
    .orderBy(users.id)
    .limit(limit);
  return rows.map((row) => row.id);
}
