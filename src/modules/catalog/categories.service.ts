import type { Db } from '../../db/client';
import { type ListQuery, type ListQuerySpec, pageOf } from '../../shared/api-query';
import type { Locale } from '../../shared/locale';
import { imagesByOwner, type ImageDto } from '../media';
import { activeCategories, type CategoryRecord } from './categories.repo';
import { buildCategoryTree, type CategoryNode } from './categories.rules';

export const CATEGORY_FIELDS = [
  'id',
  'name',
  'slug',
  'subtitle',
  'position',
  'meta_title',
  'description',
  'parent_id',
] as const;

export const categoriesQuerySpec: ListQuerySpec = {
  includes: ['images', 'nested_children_light', 'nested_children_light.images'],
  fields: { categories: CATEGORY_FIELDS },
  filters: { parent_id: 'int', ids: 'intList' },
  params: { domain: 'flag', withoutStructuredData: 'flag' },
  sorts: ['position', 'name', 'id'],
  defaultSort: 'position',
};

export interface CategoryLight {
  id: number;
  name: string;
  slug: string;
  subtitle: string | null;
  position: number;
  images?: ImageDto[];
  nested_children_light: CategoryLight[];
}

export type CategoryDto = Partial<Record<(typeof CATEGORY_FIELDS)[number], unknown>> & {
  id: number;
  images?: ImageDto[];
  nested_children_light?: CategoryLight[];
};

/** GET /api/categories: domains with their nested children (domain=1) or a flat list. */
export async function listCategories(
  db: Db,
  locale: Locale,
  query: ListQuery,
): Promise<{ data: CategoryDto[]; total: number }> {
  const all = await activeCategories(db, locale);
  const forest = buildCategoryTree(all);
  const byId = new Map<number, CategoryNode<CategoryRecord>>();
  const index = (nodes: CategoryNode<CategoryRecord>[]) =>
    nodes.forEach((node) => (byId.set(node.id, node), index(node.children)));
  index(forest);

  let selected: CategoryNode<CategoryRecord>[] =
    query.params.domain === true ? forest : [...byId.values()];
  const parentId = query.filter.parent_id;
  if (typeof parentId === 'number') selected = selected.filter((c) => c.parentId === parentId);
  const ids = query.filter.ids;
  if (Array.isArray(ids)) selected = selected.filter((c) => (ids as number[]).includes(c.id));
  selected = sortCategories(selected, query.sort);

  const total = selected.length;
  const page = pageOf(selected, query);
  const withChildren =
    query.include.has('nested_children_light') || query.include.has('nested_children_light.images');

  const imageOwners = new Set<number>();
  if (query.include.has('images')) page.forEach((c) => imageOwners.add(c.id));
  if (query.include.has('nested_children_light.images'))
    page.forEach((c) => collect(c.children, (n) => imageOwners.add(n.id)));
  const images = await imagesByOwner(db, 'category', [...imageOwners]);

  const light = (node: CategoryNode<CategoryRecord>): CategoryLight => ({
    id: node.id,
    name: node.name,
    slug: node.slug,
    subtitle: node.subtitle,
    position: node.position,
    ...(query.include.has('nested_children_light.images')
      ? { images: images.get(node.id) ?? [] }
      : {}),
    nested_children_light: node.children.map(light),
  });

  const data = page.map((node) => {
    const full: Record<(typeof CATEGORY_FIELDS)[number], unknown> = {
      id: node.id,
      name: node.name,
      slug: node.slug,
      subtitle: node.subtitle,
      position: node.position,
      meta_title: node.metaTitle,
      description: node.description,
      parent_id: node.parentId,
    };
    const chosen = query.fields.categories;
    const dto: CategoryDto = chosen
      ? { id: node.id, ...Object.fromEntries(chosen.map((f) => [f, full[f as keyof typeof full]])) }
      : { ...full, id: node.id };
    if (query.include.has('images')) dto.images = images.get(node.id) ?? [];
    if (withChildren) dto.nested_children_light = node.children.map(light);
    return dto;
  });
  return { data, total };
}

function collect<T>(nodes: Array<T & { children: T[] }>, visit: (node: T) => void) {
  for (const node of nodes) {
    visit(node);
    collect(node.children as Array<T & { children: T[] }>, visit);
  }
}

function sortCategories(
  list: CategoryNode<CategoryRecord>[],
  sort: ListQuery['sort'],
): CategoryNode<CategoryRecord>[] {
  const [first] = sort;
  if (!first) return list;
  const direction = first.descending ? -1 : 1;
  const key = (c: CategoryRecord) =>
    first.field === 'name' ? c.name : first.field === 'id' ? c.id : c.position;
  return [...list].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const cmp =
      typeof ka === 'string' ? ka.localeCompare(String(kb)) : (ka as number) - (kb as number);
    return direction * cmp || a.id - b.id;
  });
}

export interface DomainSummary {
  id: number;
  name: string;
  slug: string;
  subtitle: string | null;
  position: number;
  image: { url: string } | null;
  children: Array<{
    id: number;
    name: string;
    slug: string;
    position: number;
    children: DomainSummary['children'];
  }>;
}

/** Domains with their categories and subcategories, for menus and the home page. */
export async function listDomains(db: Db, locale: Locale): Promise<DomainSummary[]> {
  const forest = buildCategoryTree(await activeCategories(db, locale));
  const images = await imagesByOwner(
    db,
    'category',
    forest.map((d) => d.id),
  );
  type Child = DomainSummary['children'][number];
  const child = (node: CategoryNode<CategoryRecord>): Child => ({
    id: node.id,
    name: node.name,
    slug: node.slug,
    position: node.position,
    children: node.children.map(child),
  });
  return forest.map((domain) => {
    const image = images.get(domain.id)?.[0];
    return {
      id: domain.id,
      name: domain.name,
      slug: domain.slug,
      subtitle: domain.subtitle,
      position: domain.position,
      image: image ? { url: image.url } : null,
      children: domain.children.map(child),
    };
  });
}
