import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';
import { images, type ImageOwnerType } from './media.tables';

export interface ImageDto {
  id: number;
  url: string;
  extension: string;
  width: number | null;
  height: number | null;
  position: number;
  customization: { location: { identifier: string } } | null;
  /** Text alternative per language written in the back office (absent: none written). */
  alt?: Partial<Record<Locale, string>>;
}

type ImageRow = Pick<
  typeof images.$inferSelect,
  'id' | 'url' | 'extension' | 'width' | 'height' | 'position' | 'location' | 'alt'
>;

function imageFromRow(row: ImageRow): ImageDto {
  return {
    id: row.id,
    url: row.url,
    extension: row.extension,
    width: row.width,
    height: row.height,
    position: row.position,
    customization: row.location ? { location: { identifier: row.location } } : null,
    ...(row.alt && Object.keys(row.alt).length > 0 ? { alt: row.alt } : {}),
  };
}

/**
 * One owner's images as a JSON column of a bigger select (position order; null when it has
 * none): a read that needs a few rows' pictures gets them without another round trip.
 * Read the column back with `imagesFromJson`.
 */
export function imagesJsonOf(ownerType: ImageOwnerType, ownerId: SQLWrapper): SQL<unknown> {
  return sql`(select json_agg(json_build_object('id', i.id, 'url', i.url, 'extension', i.extension,
      'width', i.width, 'height', i.height, 'position', i.position, 'location', i.location, 'alt', i.alt)
      order by i.position, i.id)
    from ${images} i where i.owner_type = ${ownerType} and i.owner_id = ${ownerId})`;
}

export function imagesFromJson(value: unknown): ImageDto[] {
  return Array.isArray(value) ? (value as ImageRow[]).map(imageFromRow) : [];
}

/** Images of many owners in one query (no N+1), grouped by owner id in position order. */
export async function imagesByOwner(
  db: Db,
  ownerType: ImageOwnerType,
  ownerIds: readonly number[],
): Promise<Map<number, ImageDto[]>> {
  const byOwner = new Map<number, ImageDto[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .select()
    .from(images)
    .where(and(eq(images.ownerType, ownerType), inArray(images.ownerId, [...new Set(ownerIds)])))
    .orderBy(asc(images.ownerId), asc(images.position), asc(images.id));
  for (const row of rows) {
    const list = byOwner.get(row.ownerId) ?? [];
    list.push(imageFromRow(row));
    byOwner.set(row.ownerId, list);
  }
  return byOwner;
}
