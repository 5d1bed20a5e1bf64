/**
 * The back office's question queue (permission `claims`, decision 053): list by status with a
 * search, answer (publishes; the asker is e-mailed in their language the first time), edit a
 * published answer, reject. Every decision is audited in its transaction, and the catalogue is
 * told so cached product pages and API answers show it at once.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { afterCommit } from '../../db/after-commit';
import { HttpError, notFound } from '../../shared/http';
import { containsPattern } from '../../shared/like';
import { parseLocale, pick, type Locale } from '../../shared/locale';
import { recordAudit } from '../audit';
import { notifyCatalogueChange, productTitles } from '../catalog';
import { findCustomer, userLabels } from '../customers';
import { enqueueEmail } from '../mail';
import type { AdminQuestionRow } from './questions.contract';
import { excerpt, staffDecision, type QuestionStatus, type StaffAction } from './questions.rules';
import type { QuestionDeps } from './questions.service';
import { productQuestions, questionGroups } from './questions.tables';

export const ADMIN_QUESTIONS_PAGE_SIZE = 30;

export interface QuestionQueueQuery {
  status: QuestionStatus;
  search: string;
  page: number;
  /** The back office's language (French or English): topic and product names. */
  locale: Locale;
}

/** One page of the queue: oldest first while pending (first come, first served), else newest. */
export async function questionQueue(db: Db, query: QuestionQueueQuery) {
  const search = query.search.trim();
  const where = and(
    eq(productQuestions.status, query.status),
    search
      ? or(
          ilike(productQuestions.body, containsPattern(search)),
          ilike(sql`coalesce(${productQuestions.answer}, '')`, containsPattern(search)),
          /^\d{1,9}$/.test(search) ? eq(productQuestions.productId, Number(search)) : undefined,
        )
      : undefined,
  ) as SQL;
  const order =
    query.status === 'pending'
      ? [productQuestions.createdAt, productQuestions.id]
      : [desc(productQuestions.createdAt), desc(productQuestions.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        question: productQuestions,
        groupName: questionGroups.name,
      })
      .from(productQuestions)
      .leftJoin(questionGroups, eq(questionGroups.id, productQuestions.groupId))
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_QUESTIONS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_QUESTIONS_PAGE_SIZE),
    db.select({ total: count() }).from(productQuestions).where(where),
  ]);
  const questions = rows.map((r) => r.question);
  const people = [
    ...questions.map((q) => q.userId),
    ...questions.map((q) => q.answeredByUserId),
  ].filter((id): id is number => id !== null);
  const [titles, labels] = await Promise.all([
    productTitles(
      db,
      query.locale,
      questions.map((q) => q.productId),
    ),
    userLabels(db, [...new Set(people)]),
  ]);
  const data: AdminQuestionRow[] = rows.map(({ question: q, groupName }) => {
    const asker = q.userId === null ? undefined : labels.get(q.userId);
    const title = titles.get(q.productId);
    return {
      id: q.id,
      status: q.status as QuestionStatus,
      body: q.body,
      answer: q.answer,
      locale: q.locale,
      group: groupName ? pick(groupName, query.locale) : null,
      product: {
        id: q.productId,
        name: title?.name ?? `#${q.productId}`,
        slug: title?.slug ?? null,
      },
      asker: asker && q.userId !== null ? { id: q.userId, ...asker } : null,
      answeredBy:
        q.answeredByUserId === null ? null : (labels.get(q.answeredByUserId)?.name ?? null),
      createdAt: q.createdAt.toISOString(),
      answeredAt: q.answeredAt?.toISOString() ?? null,
    };
  });
  return { data, total: counted?.total ?? 0 };
}

/** Pending questions, for the back office's badge or dashboard. */
export async function pendingQuestionCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(productQuestions)
    .where(eq(productQuestions.status, 'pending'));
  return row?.total ?? 0;
}

async function tellAsker(
  deps: QuestionDeps,
  tx: Db,
  question: typeof productQuestions.$inferSelect,
) {
  if (question.userId === null) return;
  const asker = await findCustomer(tx, question.userId);
  if (!asker || asker.disabledAt) return;
  const locale = parseLocale(question.locale);
  const title =
    (await productTitles(tx, locale, [question.productId])).get(question.productId) ?? null;
  if (!title) return;
  await enqueueEmail(tx, {
    to: asker.email,
    locale,
    template: 'question_answered',
    data: {
      firstname: asker.firstname || asker.email,
      link: deps.urls.product(title.slug, locale),
      product: title.name,
      question: excerpt(question.body, 500),
      answer: question.answer ?? '',
    },
  });
}

/**
 * Answers (or edits the answer of) a question, or rejects it. 404 for an unknown id; a
 * rejection of a rejected question changes nothing. Returns the new status.
 */
export async function decideQuestion(
  deps: QuestionDeps,
  actorUserId: number,
  questionId: number,
  action: StaffAction,
  answer?: string,
): Promise<QuestionStatus> {
  if (action === 'answer' && !answer?.trim())
    throw new HttpError(422, 'form_invalid', { answer: [{ key: 'answer_required' }] });
  return deps.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [before] = await t
      .select()
      .from(productQuestions)
      .where(eq(productQuestions.id, questionId))
      .for('update');
    if (!before) throw notFound();
    const decision = staffDecision(before.status as QuestionStatus, action);
    if (!decision) return before.status as QuestionStatus;
    const now = deps.now();
    const [after] = await t
      .update(productQuestions)
      .set({
        status: decision.status,
        isPublished: decision.isPublished,
        ...(action === 'answer'
          ? { answer: answer!.trim(), answeredByUserId: actorUserId, answeredAt: now }
          : {}),
      })
      .where(eq(productQuestions.id, questionId))
      .returning();
    await recordAudit(t, {
      actorUserId,
      action: action === 'answer' ? 'question.answer' : 'question.reject',
      entity: 'product_question',
      entityId: questionId,
      before: { status: before.status, answer: before.answer, published: before.isPublished },
      after: { status: after!.status, answer: after!.answer, published: after!.isPublished },
    });
    if (decision.notifyAsker) await tellAsker(deps, t, after!);
    // Product pages and API answers are cached: what is on show just changed.
    if (before.isPublished || after!.isPublished) afterCommit(t, notifyCatalogueChange);
    return decision.status;
  });
}
