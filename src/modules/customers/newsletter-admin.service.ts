/**
 * The back office's newsletter subscribers (decision 052, permission `customers`): counts per
 * status, a searchable paginated list, and the confirmed ones for the CSV export. Read only:
 * the subscription rows change through the sign-up, the e-mailed links and the account pages.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../shared/like';
import { countriesByIds } from '../geo';
import { newsletterSubscriptions } from './addresses.tables';
import { users } from './customers.tables';
import type { NewsletterCsvRow, NewsletterStatusName } from './newsletter-admin.rules';

export const NEWSLETTER_PAGE_SIZE = 50;

export interface NewsletterListQuery {
  status?: NewsletterStatusName;
  search?: string;
  page?: number;
}

export interface NewsletterSubscriberRow {
  id: number;
  email: string;
  status: NewsletterStatusName;
  locale: string;
  country: string | null;
  customerId: number | null;
  confirmedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const ns = newsletterSubscriptions;

// Rows confirmed before the consent date was kept: their last change is the confirmation.
const confirmedSql = sql<Date | null>`case when ${ns.status} = 'enabled' then coalesce(${ns.confirmedAt}, ${ns.updatedAt}) else ${ns.confirmedAt} end`;

/** The subscriber's country: the one seen at sign-up, else the linked account's country. */
async function withCountries<T extends { country: string | null; countryId: number | null }>(
  db: Db,
  rows: T[],
): Promise<Array<Omit<T, 'countryId'>>> {
  const ids = rows.flatMap((row) => (row.country === null && row.countryId ? [row.countryId] : []));
  const found = await countriesByIds(db, ids);
  return rows.map(({ countryId, ...row }) => ({
    ...row,
    country: row.country ?? (countryId ? (found.get(countryId)?.iso ?? null) : null),
  }));
}

export async function newsletterCounts(db: Db): Promise<Record<NewsletterStatusName, number>> {
  const rows = await db
    .select({ status: ns.status, count: sql<number>`count(*)::int` })
    .from(ns)
    .groupBy(ns.status);
  const counts = { enabled: 0, pending: 0, disabled: 0 };
  for (const row of rows)
    if (row.status in counts) counts[row.status as NewsletterStatusName] = Number(row.count);
  return counts;
}

export async function listNewsletterSubscribers(
  db: Db,
  query: NewsletterListQuery,
): Promise<{ rows: NewsletterSubscriberRow[]; total: number; page: number }> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(ns.status, query.status));
  const search = query.search?.trim();
  if (search) where.push(sql`${ns.email} ilike ${containsPattern(search)}`);
  const condition = where.length > 0 ? and(...where) : undefined;
  const page = query.page && query.page > 0 ? query.page : 1;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: ns.id,
        email: ns.email,
        status: ns.status,
        locale: ns.locale,
        country: ns.country,
        countryId: users.countryId,
        customerId: ns.userId,
        confirmedAt: confirmedSql,
        createdAt: ns.createdAt,
        updatedAt: ns.updatedAt,
      })
      .from(ns)
      .leftJoin(users, eq(users.id, ns.userId))
      .where(condition)
      .orderBy(desc(ns.updatedAt), desc(ns.id))
      .limit(NEWSLETTER_PAGE_SIZE)
      .offset((page - 1) * NEWSLETTER_PAGE_SIZE),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(ns)
      .where(condition),
  ]);
  return {
    rows: (await withCountries(db, rows)).map((row) => ({
      ...row,
      status: row.status as NewsletterStatusName,
      confirmedAt: row.confirmedAt ? new Date(row.confirmedAt).toISOString() : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    total: Number(count?.count ?? 0),
    page,
  };
}

/** Every confirmed subscriber, oldest consent first: what a mailing tool imports. */
export async function confirmedSubscribers(db: Db): Promise<NewsletterCsvRow[]> {
  const rows = await db
    .select({
      email: ns.email,
      locale: ns.locale,
      country: ns.country,
      countryId: users.countryId,
      confirmedAt: confirmedSql,
    })
    .from(ns)
    .leftJoin(users, eq(users.id, ns.userId))
    .where(eq(ns.status, 'enabled'))
    .orderBy(asc(confirmedSql), asc(ns.id));
  return (await withCountries(db, rows)).map((row) => ({
    ...row,
    confirmedAt: row.confirmedAt ? new Date(row.confirmedAt) : null,
  }));
}
