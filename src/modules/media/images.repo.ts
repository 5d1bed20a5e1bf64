import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images, type ImageOwnerType } from './media.tables';

export interface ImageDto {
  id: number;
  url: string;
  extension: string;
  width: number | null;
  height: number | null;
  position: number;
  customization: { location: { identifier: string } } | null;
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
    list.push({
      id: row.id,
      url: row.url,
      extension: row.extension,
      width: row.width,
      height: row.height,
      position: row.position,
      customization: row.location ? { location: { identifier: row.location } } : null,
    });
    byOwner.set(row.ownerId, list);
  }
  return byOwner;
}

/** Images of owners of several types in one query: `{ variant: [1, 2], product: [7] }`. */
export async function imagesByOwners(
  db: Db,
  owners: Partial<Record<ImageOwnerType, readonly number[]>>,
): Promise<Map<ImageOwnerType, Map<number, ImageDto[]>>> {
  const result = new Map<ImageOwnerType, Map<number, ImageDto[]>>();
  const wanted = (Object.entries(owners) as [ImageOwnerType, readonly number[]][]).filter(
    ([, ids]) => ids.length > 0,
  );
  for (const [type] of wanted) result.set(type, new Map());
  if (wanted.length === 0) return result;
  const rows = await db
    .select()
    .from(images)
    .where(
      or(
        ...wanted.map(([type, ids]) =>
          and(eq(images.ownerType, type), inArray(images.ownerId, [...new Set(ids)])),
        ),
      ),
    )
    .orderBy(asc(images.ownerId), asc(images.position), asc(images.id));
  for (const row of rows) {
    const byOwner = result.get(row.ownerType as ImageOwnerType)!;
    const list = byOwner.get(row.ownerId) ?? [];
    list.push({
      id: row.id,
      url: row.url,
      extension: row.extension,
      width: row.width,
      height: row.height,
      position: row.position,
      customization: row.location ? { location: { identifier: row.location } } : null,
    });
    byOwner.set(row.ownerId, list);
  }
  return result;
}
