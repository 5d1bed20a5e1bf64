/** The back office's FAQ entries: save, order, delete (see content-admin.service.ts). */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Locale } from '../../shared/locale';
import { recordAudit } from '../audit';
import { checkFaq, contentVersion, moveInOrder, type FaqInput } from './content-admin.rules';
import { type SaveResult, asDb, write, type PerLocale } from './content-admin.service';
import { faqEntries, faqTranslations } from './content.tables';

export interface AdminFaqEntry {
  id: number;
  group: string;
  active: boolean;
  position: number;
  question: PerLocale<string>;
  answer: PerLocale<string>;
  version: string;
}

async function faqRows(db: Db, ids?: number[]): Promise<AdminFaqEntry[]> {
  const entries = await db
    .select()
    .from(faqEntries)
    .where(ids ? inArray(faqEntries.id, ids) : undefined)
    .orderBy(asc(faqEntries.position), asc(faqEntries.id));
  const textRows = entries.length
    ? await db
        .select()
        .from(faqTranslations)
        .where(
          inArray(
            faqTranslations.faqEntryId,
            entries.map((e) => e.id),
          ),
        )
    : [];
  return entries.map((e) => {
    const question: PerLocale<string> = {};
    const answer: PerLocale<string> = {};
    for (const t of textRows.filter((r) => r.faqEntryId === e.id)) {
      question[t.locale as Locale] = t.question;
      answer[t.locale as Locale] = t.answer;
    }
    const base = {
      id: e.id,
      group: e.groupIdentifier,
      active: e.isActive,
      position: e.position,
      question,
      answer,
    };
    return { ...base, version: contentVersion(base) };
  });
}

/** Every FAQ entry (hidden ones too), in the storefront's order. */
export const listAdminFaq = (db: Db) => faqRows(db);

/** Creates (`id` null, placed last) or replaces a FAQ entry. */
export async function saveFaqEntry(
  db: Db,
  actorUserId: number,
  id: number | null,
  input: FaqInput,
  version: string | null,
): Promise<SaveResult> {
  const checked = checkFaq(input);
  if (!checked.ok) return checked;
  const value = checked.value;
  return write(db, async (tx) => {
    let before: AdminFaqEntry | null = null;
    if (id !== null) {
      await tx
        .select({ id: faqEntries.id })
        .from(faqEntries)
        .where(eq(faqEntries.id, id))
        .for('update');
      before = (await faqRows(asDb(tx), [id]))[0] ?? null;
      if (!before) return { ok: false, notFound: true };
      if (version !== null && before.version !== version) return { ok: false, conflict: true };
    }
    let entryId = id;
    if (entryId === null) {
      const all = await tx.select({ position: faqEntries.position }).from(faqEntries);
      const position = Math.max(-1, ...all.map((r) => r.position)) + 1;
      const [made] = await tx
        .insert(faqEntries)
        .values({ groupIdentifier: value.group, isActive: value.active, position })
        .returning({ id: faqEntries.id });
      entryId = made!.id;
    } else
      await tx
        .update(faqEntries)
        .set({ groupIdentifier: value.group, isActive: value.active })
        .where(eq(faqEntries.id, entryId));
    await tx.delete(faqTranslations).where(eq(faqTranslations.faqEntryId, entryId));
    const rows = Object.entries(value.texts).map(([locale, t]) => ({
      faqEntryId: entryId!,
      locale,
      question: t.question,
      answer: t.answer,
    }));
    if (rows.length) await tx.insert(faqTranslations).values(rows);
    await recordAudit(tx, {
      actorUserId,
      action: id === null ? 'content.faq.create' : 'content.faq.update',
      entity: 'faq_entries',
      entityId: entryId,
      before: before ? { ...before, version: undefined } : null,
      after: value,
    });
    return { ok: true, id: entryId };
  });
}

/** Moves an entry one place up or down (positions renumbered 0…n so the order is total). */
export async function moveFaqEntry(
  db: Db,
  actorUserId: number,
  id: number,
  direction: 'up' | 'down',
): Promise<SaveResult> {
  return write(db, async (tx) => {
    const rows = await tx
      .select({ id: faqEntries.id, position: faqEntries.position })
      .from(faqEntries)
      .orderBy(asc(faqEntries.position), asc(faqEntries.id))
      .for('update');
    if (!rows.some((r) => r.id === id)) return { ok: false, notFound: true };
    const order = moveInOrder(
      rows.map((r) => r.id),
      id,
      direction,
    );
    for (const [position, entryId] of order.entries())
      if (rows.find((r) => r.id === entryId)!.position !== position)
        await tx.update(faqEntries).set({ position }).where(eq(faqEntries.id, entryId));
    await recordAudit(tx, {
      actorUserId,
      action: 'content.faq.move',
      entity: 'faq_entries',
      entityId: id,
      before: { order: rows.map((r) => r.id) },
      after: { order, direction },
    });
    return { ok: true, id };
  });
}

/**
 * The order a drag and drop leaves: the full list of entry ids. A list that is not exactly the
 * entries of now (one added or removed meanwhile) is refused as a conflict (409, reload): a
 * partial order would leave positions nobody chose.
 */
export async function reorderFaqEntries(
  db: Db,
  actorUserId: number,
  ids: readonly number[],
): Promise<SaveResult> {
  return write(db, async (tx) => {
    const rows = await tx
      .select({ id: faqEntries.id, position: faqEntries.position })
      .from(faqEntries)
      .orderBy(asc(faqEntries.position), asc(faqEntries.id))
      .for('update');
    const known = new Set(rows.map((r) => r.id));
    if (
      ids.length !== rows.length ||
      new Set(ids).size !== ids.length ||
      ids.some((id) => !known.has(id))
    )
      return { ok: false, conflict: true };
    for (const [position, entryId] of ids.entries())
      if (rows.find((r) => r.id === entryId)!.position !== position)
        await tx.update(faqEntries).set({ position }).where(eq(faqEntries.id, entryId));
    await recordAudit(tx, {
      actorUserId,
      action: 'content.faq.reorder',
      entity: 'faq_entries',
      entityId: null,
      before: { order: rows.map((r) => r.id) },
      after: { order: ids },
    });
    return { ok: true, id: ids[0] ?? 0 };
  });
}

export async function deleteFaqEntry(
  db: Db,
  actorUserId: number,
  id: number,
  version: string | null,
): Promise<SaveResult> {
  return write(db, async (tx) => {
    const [before] = await faqRows(asDb(tx), [id]);
    if (!before) return { ok: false, notFound: true };
    if (version !== null && before.version !== version) return { ok: false, conflict: true };
    await tx.delete(faqEntries).where(eq(faqEntries.id, id));
    await recordAudit(tx, {
      actorUserId,
      action: 'content.faq.delete',
      entity: 'faq_entries',
      entityId: id,
      before: { ...before, version: undefined },
      after: null,
    });
    return { ok: true, id };
  });
}
