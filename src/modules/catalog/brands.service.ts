import type { Db } from '../../db/client';
import type { ListQuery, ListQuerySpec } from '../../shared/api-query';
import { imagesByOwner } from '../media';
import {
  countBrands,
  productCounts,
  findBrands,
  type BrandFilter,
  type BrandSort,
  type BrandType,
} from './brands.repo';

const BRAND_TYPES = { oneOf: ['vehicle', 'product'] } as const;

export const brandsQuerySpec: ListQuerySpec = {
  includes: ['image'],
  filters: { ids: 'intList', slug: 'text', type: BRAND_TYPES },
  params: { types: 'textList' },
  sorts: ['position', 'name', 'id'],
  defaultSort: 'position',
};

export interface BrandDto {
  id: number;
  name: string;
  slug: string;
  type: BrandType;
  position: number;
  /** Active products fitting the make (vehicle brands) or made by the brand (product brands). */
  products_count: number;
  image?: { url: string; extension: string } | null;
}

/** `types=vehicle,product` as a list; anything else is refused by the caller's validation. */
export function brandTypesOf(query: ListQuery): BrandType[] | 'invalid' | undefined {
  const types = query.params.types ?? query.filter.type;
  if (types === undefined) return undefined;
  const list = Array.isArray(types) ? types.map(String) : [String(types)];
  return list.every((t) => t === 'vehicle' || t === 'product') ? (list as BrandType[]) : 'invalid';
}

export async function listBrandsPage(
  db: Db,
  query: ListQuery,
  types: BrandType[] | undefined,
): Promise<{ data: BrandDto[]; total: number }> {
  const filter: BrandFilter = {
    types,
    ids: query.filter.ids as number[] | undefined,
    slug: query.filter.slug as string | undefined,
  };
  const sort = query.sort as BrandSort[];
  const [rows, total] = await Promise.all([
    findBrands(db, filter, sort, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    countBrands(db, filter),
  ]);
  const counts = await productCounts(
    db,
    rows.map((b) => b.id),
  );
  const images = query.include.has('image')
    ? await imagesByOwner(
        db,
        'brand',
        rows.map((b) => b.id),
      )
    : null;
  const data = rows.map((brand) => {
    const dto: BrandDto = { ...brand, products_count: counts.get(brand.id) ?? 0 };
    if (images) {
      const image = images.get(brand.id)?.[0];
      dto.image = image ? { url: image.url, extension: image.extension } : null;
    }
    return dto;
  });
  return { data, total };
}

/** Brands with their logo, for menus and the home page. */
export async function listBrands(
  db: Db,
  options: { type?: BrandType; limit?: number } = {},
): Promise<
  Array<{
    id: number;
    name: string;
    slug: string;
    image: { url: string; extension: string } | null;
  }>
> {
  const rows = await findBrands(
    db,
    { types: options.type ? [options.type] : undefined },
    [{ field: 'name', descending: false }],
    { limit: options.limit ?? 200, offset: 0 },
  );
  const images = await imagesByOwner(
    db,
    'brand',
    rows.map((b) => b.id),
  );
  return rows.map((b) => {
    const image = images.get(b.id)?.[0];
    return {
      id: b.id,
      name: b.name,
      slug: b.slug,
      image: image ? { url: image.url, extension: image.extension } : null,
    };
  });
}
