import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ListQuery, type ListQuerySpec, pageOf } from '../../shared/api-query';
import { DEFAULT_COUNTRY, pick, type Locale } from '../../shared/locale';
import { countries } from './geo.tables';

export const countriesQuerySpec: ListQuerySpec = {
  filters: { is_allowed: 'flag', iso: 'textList' },
  sorts: ['position', 'name', 'iso'],
  defaultSort: 'position',
};

export interface CountryDto {
  id: number;
  iso: string;
  name: string;
  is_allowed: boolean;
  phone_prefix: string | null;
}

export async function listCountries(db: Db, locale: Locale, query: ListQuery) {
  const isos = query.filter.iso as string[] | undefined;
  const where: SQL | undefined = and(
    typeof query.filter.is_allowed === 'boolean'
      ? eq(countries.isAllowed, query.filter.is_allowed)
      : undefined,
    isos
      ? inArray(
          countries.iso,
          isos.map((i) => i.toUpperCase()),
        )
      : undefined,
  );
  const rows = await db
    .select()
    .from(countries)
    .where(where)
    .orderBy(asc(countries.position), asc(countries.iso));
  const [counted] = await db.select({ total: count() }).from(countries).where(where);
  let data: CountryDto[] = rows.map((c) => ({
    id: c.id,
    iso: c.iso,
    name: pick(c.name, locale),
    is_allowed: c.isAllowed,
    phone_prefix: c.phonePrefix,
  }));
  const [sort] = query.sort;
  if (sort && sort.field !== 'position') {
    const key = sort.field as 'name' | 'iso';
    data.sort((a, b) => (sort.descending ? -1 : 1) * a[key].localeCompare(b[key], locale));
  }
  data = pageOf(data, query);
  return { data, total: counted?.total ?? 0 };
}

export interface VatRate {
  country: string;
  /** Percent, e.g. 20 or 8.1. */
  rate: number;
}

/**
 * VAT applied for a destination country: its own rate when the shop delivers there,
 * otherwise the shop's home rate (FR). Rates change rarely: cached for a minute per process.
 */
export function createVatLookup(db: Db, ttlMs = 60_000) {
  let cache: { at: number; rates: Map<string, number> } | null = null;
  async function rates(now: number) {
    if (!cache || now - cache.at > ttlMs) {
      const rows = await db
        .select({ iso: countries.iso, rate: countries.vatRateBp })
        .from(countries)
        .where(eq(countries.isAllowed, true));
      cache = { at: now, rates: new Map(rows.map((r) => [r.iso, r.rate])) };
    }
    return cache.rates;
  }
  return async function vatFor(iso: string, now = Date.now()): Promise<VatRate> {
    const table = await rates(now);
    const own = table.get(iso);
    if (own !== undefined) return { country: iso, rate: own / 100 };
    return { country: DEFAULT_COUNTRY, rate: (table.get(DEFAULT_COUNTRY) ?? 2000) / 100 };
  };
}
