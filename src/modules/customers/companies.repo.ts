/** SQL of PRO companies and their documents (decision 047). */
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyDocuments } from './company-documents.tables';
import { companies } from './customers.tables';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyDocumentRow = typeof companyDocuments.$inferSelect;

export async function companyOfUser(db: Db, userId: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.userId, userId));
  return row ?? null;
}

export async function companyById(db: Db, id: number, lock = false): Promise<CompanyRow | null> {
  const query = db.select().from(companies).where(eq(companies.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertCompany(
  db: Db,
  values: typeof companies.$inferInsert,
): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}

export async function updateCompany(
  db: Db,
  id: number,
  values: Partial<typeof companies.$inferInsert>,
): Promise<CompanyRow> {
  const [row] = await db.update(companies).set(values).where(eq(companies.id, id)).returning();
  return row!;
}

/** The documents of companies, oldest first (their files are the media module's). */
export async function documentsOfCompanies(
  db: Db,
  companyIds: readonly number[],
): Promise<CompanyDocumentRow[]> {
  if (companyIds.length === 0) return [];
  return db
    .select()
    .from(companyDocuments)
    .where(inArray(companyDocuments.companyId, [...companyIds]))
    .orderBy(asc(companyDocuments.id));
}

export async function documentCount(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, companyId));
  return row?.n ?? 0;
}

export async function insertCompanyDocument(
  db: Db,
  values: typeof companyDocuments.$inferInsert,
): Promise<CompanyDocumentRow> {
  const [row] = await db.insert(companyDocuments).values(values).returning();
  return row!;
}

/** The company a document's upload belongs to (locked), or null for another upload. */
export async function companyOfUpload(db: Db, uploadId: number): Promise<CompanyRow | null> {
  const [row] = await db
    .select({ company: companies })
    .from(companyDocuments)
    .innerJoin(companies, eq(companies.id, companyDocuments.companyId))
    .where(eq(companyDocuments.uploadId, uploadId))
    .for('update');
  return row?.company ?? null;
}

/** Companies in a status, oldest change first (the back office's queue). */
export async function companiesInStatus(db: Db, status: string): Promise<CompanyRow[]> {
  return db
    .select()
    .from(companies)
    .where(eq(companies.status, status))
    .orderBy(asc(companies.statusChangedAt), asc(companies.id));
}
