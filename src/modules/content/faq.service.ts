import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';
import { faqEntries, faqTranslations } from './content.tables';

export interface FaqGroup {
  /** Stable identifier (orders, delivery, payment…); pages translate it. */
  group: string;
  entries: Array<{ id: number; question: string; answer: string }>;
}

/** Active FAQ entries in a language, grouped in the order of their first entry's position. */
export async function listFaq(db: Db, locale: Locale): Promise<FaqGroup[]> {
  const rows = await db
    .select({
      id: faqEntries.id,
      group: faqEntries.groupIdentifier,
      question: faqTranslations.question,
      answer: faqTranslations.answer,
    })
    .from(faqEntries)
    .innerJoin(
      faqTranslations,
      and(eq(faqTranslations.faqEntryId, faqEntries.id), eq(faqTranslations.locale, locale)),
    )
    .where(eq(faqEntries.isActive, true))
    .orderBy(asc(faqEntries.position), asc(faqEntries.id));
  const groups = new Map<string, FaqGroup>();
  for (const { group, ...entry } of rows) {
    const current = groups.get(group) ?? { group, entries: [] };
    current.entries.push(entry);
    groups.set(group, current);
  }
  return [...groups.values()];
}
