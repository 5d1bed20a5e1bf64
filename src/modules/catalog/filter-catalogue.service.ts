import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imagesByOwner, type ImageDto } from '../media';
import { filterValues, filters } from './filters.tables';
import { catalogueMemo } from './catalogue-memo.service';

/**
 * Every filter and filter value with its pictures: a few dozen rows that each product list read
 * (swatches of 48 cards, facet names) on every uncached call — two queries per card before.
 * Read once per process and database (`catalogueMemo`: 30 s, emptied by a catalogue change).
 */
export interface FilterCatalogue {
  /** In display order (position, id). */
  filters: Array<typeof filters.$inferSelect>;
  filterById: Map<number, typeof filters.$inferSelect>;
  /** In display order within a filter (position, id). */
  values: Array<typeof filterValues.$inferSelect>;
  valueById: Map<number, typeof filterValues.$inferSelect>;
  /** Filter id of each value id (list criteria group the selected values per filter). */
  filterOfValue: Map<number, number>;
  /** Pictures of filter values (swatches), by value id. */
  images: Map<number, ImageDto[]>;
}

export const filterCatalogue = catalogueMemo((db) => loadFilterCatalogue(db));

async function loadFilterCatalogue(db: Db): Promise<FilterCatalogue> {
  const [filterRows, valueRows] = await Promise.all([
    db.select().from(filters).orderBy(asc(filters.position), asc(filters.id)),
    db.select().from(filterValues).orderBy(asc(filterValues.position), asc(filterValues.id)),
  ]);
  const images = await imagesByOwner(
    db,
    'filter_value',
    valueRows.map((v) => v.id),
  );
  return {
    filters: filterRows,
    filterById: new Map(filterRows.map((f) => [f.id, f])),
    values: valueRows,
    valueById: new Map(valueRows.map((v) => [v.id, v])),
    filterOfValue: new Map(valueRows.map((v) => [v.id, v.filterId])),
    images,
  };
}
