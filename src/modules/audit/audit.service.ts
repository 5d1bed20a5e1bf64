/**
 * The audit log (issue 16): `recordAudit` is called by every back-office write with its own
 * transaction, so the row exists if and only if the write commits; `listAudit` reads it back
 * for the owner, newest first.
 */
import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  AUDIT_PAGE_SIZE,
  type AuditEntryDto,
  type AuditFilter,
  type AuditRecord,
} from './audit.contract';
import { mentionsAny, redactSnapshot } from './audit.rules';
import { auditLog } from './audit.tables';

/** JSON-safe copy: dates as ISO strings, undefined dropped (what jsonb would keep anyway). */
const snapshot = (value: unknown) =>
  value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);

/** A row of the log as the API and the pages read it. */
function auditEntryDto(row: typeof auditLog.$inferSelect): AuditEntryDto {
  return {
    id: row.id,
    actor_user_id: row.actorUserId,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Writes one audit row with the caller's transaction (or connection). */
export async function recordAudit(tx: Db, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: record.actorUserId,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId === null ? null : String(record.entityId),
    before: snapshot(record.before),
    after: snapshot(record.after),
  });
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

export async function listAudit(
  db: Db,
  filter: AuditFilter,
): Promise<{ entries: AuditEntryDto[]; total: number; page: number; pageSize: number }> {
  const where: SQL[] = [];
  if (filter.actor !== undefined) where.push(eq(auditLog.actorUserId, filter.actor));
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.from) where.push(gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) where.push(lt(auditLog.createdAt, nextDay(filter.to)));
  const condition = where.length > 0 ? and(...where) : undefined;
  const page = filter.page ?? 1;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(condition),
  ]);
  return {
    entries: rows.map(auditEntryDto),
    total: count?.total ?? 0,
    page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

/** The distinct actions and entities logged so far (the viewer's filter choices). */
export async function auditVocabulary(db: Db): Promise<{ actions: string[]; entities: string[] }> {
  const [actions, entities] = await Promise.all([
    db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    db.selectDistinct({ v: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
  ]);
  return { actions: actions.map((r) => r.v), entities: entities.map((r) => r.v) };
}

/** Everything logged about one record (an order's page), oldest first. */
export async function auditOfEntity(
  db: Db,
  entity: string,
  entityId: number | string,
): Promise<AuditEntryDto[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.createdAt, auditLog.id);
  return rows.map(auditEntryDto);
}

/**
 * A person's erasure (GDPR art. 17), inside the caller's transaction: in the rows about the
 * person (`person`: entity + id, e.g. user 12) every personal field is hidden, and in the rows
 * about `related` entities (their orders) every string naming one of `values` (their e-mail,
 * names, phone…). The rows stay — who did what and when is the log's purpose — only the
 * person's data leaves their snapshots. Answers how many rows changed.
 */
export async function redactAuditEntries(
  tx: Db,
  options: {
    person: { entity: string; id: number };
    related: { entity: string; ids: readonly number[] }[];
    values: readonly string[];
  },
): Promise<number> {
  const targets: SQL[] = [
    and(
      eq(auditLog.entity, options.person.entity),
      eq(auditLog.entityId, String(options.person.id)),
    )!,
  ];
  for (const { entity, ids } of options.related)
    if (ids.length > 0)
      targets.push(
        and(
          eq(auditLog.entity, entity),
          inArray(
            auditLog.entityId,
            ids.map((id) => String(id)),
          ),
        )!,
      );
  const rows = await tx
    .select({
      id: auditLog.id,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(or(...targets));
  const mentions = mentionsAny(options.values);
  let changed = 0;
  for (const row of rows) {
    const aboutPerson =
      row.entity === options.person.entity && row.entityId === String(options.person.id);
    const before = redactSnapshot(row.before, mentions, aboutPerson);
    const after = redactSnapshot(row.after, mentions, aboutPerson);
    if (
      JSON.stringify(before) === JSON.stringify(row.before) &&
      JSON.stringify(after) === JSON.stringify(row.after)
    )
      continue;
    await tx.update(auditLog).set({ before, after }).where(eq(auditLog.id, row.id));
    changed += 1;
  }
  return changed;
}
