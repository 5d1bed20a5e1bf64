/**
 * What images and documents have in common: each row belongs to one owner (`owner_type`,
 * `owner_id`) and has a position in its owner's list. Appending, reordering and taking rows off
 * are the same statements for both tables; the attachment services keep only what differs (what
 * an upload must be to become one, and what a row says).
 */
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/** The columns an owned list is kept by. */
export interface OwnedList {
  table: PgTable;
  id: PgColumn;
  ownerType: PgColumn;
  ownerId: PgColumn;
  position: PgColumn;
}

const ofOwner = (list: OwnedList, ownerType: string, ownerId: number) =>
  and(eq(list.ownerType, ownerType), eq(list.ownerId, ownerId));

/** The position a new last row of the owner's list takes. */
export async function nextPosition(
  tx: Db,
  list: OwnedList,
  ownerType: string,
  ownerId: number,
): Promise<number> {
  const [last] = await tx
    .select({ position: max(list.position) })
    .from(list.table)
    .where(ofOwner(list, ownerType, ownerId));
  const position = last?.position;
  return position === null || position === undefined ? 0 : Number(position) + 1;
}

/**
 * Puts the owner's rows in the given order (ids first to last). Answers false, changing nothing,
 * unless the list names every row of the owner exactly once. The owner's rows are locked first,
 * so two reorders of the same list follow each other instead of mixing.
 */
export async function reorderOwned(
  tx: Db,
  list: OwnedList,
  ownerType: string,
  ownerId: number,
  orderedIds: readonly number[],
): Promise<boolean> {
  const current = await tx
    .select({ id: list.id })
    .from(list.table)
    .where(ofOwner(list, ownerType, ownerId))
    .for('update');
  const known = new Set(current.map((row) => row.id as number));
  if (orderedIds.length !== known.size || new Set(orderedIds).size !== orderedIds.length)
    return false;
  if (!orderedIds.every((id) => known.has(id))) return false;
  if (orderedIds.length === 0) return true;
  await tx.execute(sql`update ${list.table} set position = ordered.position
    from (select id, ordinality - 1 as position
          from unnest(${`{${orderedIds.join(',')}}`}::int[]) with ordinality as t(id, ordinality)) ordered
    where ${list.id} = ordered.id`);
  return true;
}

/** Takes rows off their owner (all of them without ids); answers how many went. */
export async function detachOwned(
  tx: Db,
  list: OwnedList,
  ownerType: string,
  ownerId: number,
  ids?: readonly number[],
): Promise<number> {
  const rows = await tx
    .delete(list.table)
    .where(and(ofOwner(list, ownerType, ownerId), ids ? inArray(list.id, [...ids]) : undefined))
    .returning({ id: list.id });
  return rows.length;
}
