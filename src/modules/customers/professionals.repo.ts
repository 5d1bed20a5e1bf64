import { eq } from 'drizzle-orm';
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
