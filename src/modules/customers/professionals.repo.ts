import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from './customers.tables';

/**
 * Accounts whose company is verified: the professional customers (SPEC §4). The back office's
 * share of PRO orders counts the orders of these accounts.
 */
export async function professionalUserIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ userId: companies.userId })
    .from(companies)
    .where(eq(companies.status, 'verified'))
    .orderBy(companies.userId);
  return rows.map((row) => row.userId);
}

/**
 * Whether the account `userId` (a column of another module's statement) is professional: the
 * same rule as `professionalUserIds`, as a condition, so a list filters or shows PRO orders in
 * its own statement (the unique index on `companies.user_id` answers it). False for no account.
 */
export function isProfessionalSql(userId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${companies}
    where ${companies.userId} = ${userId} and ${companies.status} = 'verified')`;
}
