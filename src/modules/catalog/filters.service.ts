import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ListQuery, type ListQuerySpec, pageOf } from '../../shared/api-query';
import { pick, type Locale } from '../../shared/locale';
import { imagesByOwner } from '../media';
import { filterCatalogue } from './filter-catalogue.service';
import { filterValues, filters } from './filters.tables';

export const filtersQuerySpec: ListQuerySpec = {
  includes: ['filter_values', 'filter_values.image'],
  filters: { ids: 'intList', show_on_product_card: 'flag' },
  sorts: ['position', 'id'],
  defaultSort: 'position',
};

export interface FilterValueDto {
  id: number;
  filter_id: number;
  name: string;
  color: string | null;
  numeric_value: number | null;
  position: number;
  image?: { url: string; extension: string } | null;
}

export interface FilterDto {
  id: number;
  identifier: string;
  name: string;
  /** 1: checkbox list; 2: numeric range slider. */
  filter_type_id: number;
  use_images: boolean;
  images_hide_names: boolean;
  starts_opened: boolean;
  show_on_product_card: boolean;
  position: number;
  filter_values?: FilterValueDto[];
}

/** GET /api/filters: the facets with their values (counts per value come with product lists). */
export async function listFilters(db: Db, locale: Locale, query: ListQuery) {
  const ids = query.filter.ids as number[] | undefined;
  const onCard = query.filter.show_on_product_card as boolean | undefined;
  let rows = await db
    .select()
    .from(filters)
    .where(ids ? inArray(filters.id, ids) : undefined)
    .orderBy(asc(filters.position), asc(filters.id));
  if (onCard !== undefined) rows = rows.filter((f) => f.showOnProductCard === onCard);
  if (query.sort[0]?.field === 'id') rows.sort((a, b) => a.id - b.id);
  if (query.sort[0]?.descending) rows.reverse();
  const total = rows.length;
  rows = pageOf(rows, query);

  const withValues = query.include.has('filter_values') || query.include.has('filter_values.image');
  const values =
    withValues && rows.length
      ? await db
          .select()
          .from(filterValues)
          .where(
            inArray(
              filterValues.filterId,
              rows.map((f) => f.id),
            ),
          )
          .orderBy(asc(filterValues.position), asc(filterValues.id))
      : [];
  const images = query.include.has('filter_values.image')
    ? await imagesByOwner(
        db,
        'filter_value',
        values.map((v) => v.id),
      )
    : null;

  const data: FilterDto[] = rows.map((f) => ({
    id: f.id,
    identifier: f.identifier,
    name: pick(f.name, locale),
    filter_type_id: f.filterTypeId,
    use_images: f.useImages,
    images_hide_names: f.imagesHideNames,
    starts_opened: f.startsOpened,
    show_on_product_card: f.showOnProductCard,
    position: f.position,
    ...(withValues
      ? {
          filter_values: values
            .filter((v) => v.filterId === f.id)
            .map((v) => {
              const dto: FilterValueDto = {
                id: v.id,
                filter_id: v.filterId,
                name: pick(v.name, locale),
                color: v.color,
                numeric_value: v.numericValue === null ? null : Number(v.numericValue),
                position: v.position,
              };
              if (images) {
                const image = images.get(v.id)?.[0];
                dto.image = image ? { url: image.url, extension: image.extension } : null;
              }
              return dto;
            }),
        }
      : {}),
  }));
  return { data, total };
}

/** Values of a numeric (slider) filter between two slider positions, inclusive. */
export async function filterValueIdsInRange(
  db: Db,
  filterId: number,
  min: number,
  max: number,
): Promise<number[]> {
  const { values } = await filterCatalogue(db);
  return values
    .filter((v) => v.filterId === filterId && v.numericValue !== null)
    .filter((v) => Number(v.numericValue) >= min && Number(v.numericValue) <= max)
    .map((v) => v.id);
}
