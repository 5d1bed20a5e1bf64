/**
 * Product questions as customers and visitors meet them (decision 053): the topics, the
 * published answers (product page, `GET /api/questions`), asking one (`POST
 * /api/questions/product/{id}`, signed in), and the customer's part of a GDPR export or erasure.
 */
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound, validationFailed } from '../../shared/http';
import { DEFAULT_LOCALE, pick, type Locale } from '../../shared/locale';
import { isActiveProduct, productTitles, type ProductQuestionDto } from '../catalog';
import { configurationValues } from '../content';
import { takeAttempt } from '../customers';
import { enqueueEmail } from '../mail';
import type { AskQuestionInput, QuestionDto, QuestionGroupDto } from './questions.contract';
import { QUESTIONS_PAGE_SIZE, excerpt, type QuestionStatus } from './questions.rules';
import { productQuestions, questionGroups } from './questions.tables';

/** Absolute links of the question e-mails (the server knows the origin and the page paths). */
export interface QuestionUrls {
  product(slug: string, locale: Locale): string;
  /** The back office's queue, for the shop's notice. */
  adminQuestions(): string;
}

export interface QuestionDeps {
  db: Db;
  now: () => Date;
  urls: QuestionUrls;
}

/** GET /api/question_groups: every topic, named in `locale`, in the back office's order. */
export async function listQuestionGroups(db: Db, locale: Locale): Promise<QuestionGroupDto[]> {
  const rows = await db
    .select()
    .from(questionGroups)
    .orderBy(asc(questionGroups.position), asc(questionGroups.id));
  return rows.map((row) => ({
    id: row.id,
    identifier: row.identifier,
    name: pick(row.name, locale),
  }));
}

async function groupNames(db: Db, ids: ReadonlyArray<number | null>, locale: Locale) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: questionGroups.id, name: questionGroups.name })
    .from(questionGroups)
    .where(inArray(questionGroups.id, wanted));
  return new Map(rows.map((row) => [row.id, pick(row.name, locale)]));
}

const shown = and(
  eq(productQuestions.isPublished, true),
  eq(productQuestions.status, 'answered'),
) as SQL;

/**
 * The product page's questions: the latest published answers (the catalogue's
 * `PublishedQuestionsReader`), whatever language they were asked in.
 */
export async function publishedQuestions(
  db: Db,
  productId: number,
  locale: Locale,
): Promise<ProductQuestionDto[]> {
  const rows = await db
    .select()
    .from(productQuestions)
    .where(and(eq(productQuestions.productId, productId), shown))
    .orderBy(desc(productQuestions.answeredAt), desc(productQuestions.id))
    .limit(QUESTIONS_PAGE_SIZE);
  const names = await groupNames(
    db,
    rows.map((r) => r.groupId),
    locale,
  );
  return rows.map((row) => ({
    id: row.id,
    question: row.body,
    answer: row.answer ?? '',
    group: row.groupId === null ? null : (names.get(row.groupId) ?? null),
    asked_at: row.createdAt.toISOString(),
    answered_at: (row.answeredAt ?? row.createdAt).toISOString(),
  }));
}

type QuestionRow = typeof productQuestions.$inferSelect;

function questionDto(
  row: QuestionRow,
  names: Map<number, string>,
  viewerId: number | null,
): QuestionDto {
  const name = row.groupId === null ? undefined : names.get(row.groupId);
  const published = row.isPublished && row.status === 'answered';
  return {
    id: row.id,
    product_id: row.productId,
    question: row.body,
    answer: published ? row.answer : null,
    status: row.status as QuestionStatus,
    question_group: name === undefined ? null : { id: row.groupId!, name },
    own: viewerId !== null && row.userId === viewerId,
    created_at: row.createdAt.toISOString(),
    answered_at: published && row.answeredAt ? row.answeredAt.toISOString() : null,
  };
}

export interface QuestionListQuery {
  locale: Locale;
  /** The signed-in customer: their own pending questions are listed too. */
  viewerId: number | null;
  productId?: number;
  page: number;
  limit: number;
}

/**
 * GET /api/questions: published answers (newest first), plus the viewer's own questions that
 * still wait — what `questionVisibleTo` allows, written as SQL.
 */
export async function listQuestions(db: Db, query: QuestionListQuery) {
  const visible =
    query.viewerId === null
      ? shown
      : or(
          shown,
          and(eq(productQuestions.userId, query.viewerId), eq(productQuestions.status, 'pending')),
        );
  const where = and(
    visible,
    query.productId === undefined ? undefined : eq(productQuestions.productId, query.productId),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(productQuestions)
      .where(where)
      .orderBy(desc(productQuestions.createdAt), desc(productQuestions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(productQuestions).where(where),
  ]);
  const names = await groupNames(
    db,
    rows.map((r) => r.groupId),
    query.locale,
  );
  return {
    data: rows.map((row) => questionDto(row, names, query.viewerId)),
    total: counted?.total ?? 0,
  };
}

/** The shop's inbox for customers' messages (`contact_email`), or null. */
async function shopInbox(db: Db): Promise<string | null> {
  return (await configurationValues(db, ['contact_email'])).get('contact_email') ?? null;
}

/**
 * A signed-in customer asks about an active product: checked (product 404, topic, then the
 * hourly limit), stored pending, the shop told by e-mail in the same transaction.
 */
export async function askQuestion(
  deps: QuestionDeps,
  asker: { userId: number; locale: Locale },
  productId: number,
  input: AskQuestionInput,
): Promise<QuestionDto> {
  const { db } = deps;
  if (!(await isActiveProduct(db, productId))) throw notFound();
  const groupId = input.question_group_id ?? null;
  let names = new Map<number, string>();
  if (groupId !== null) {
    names = await groupNames(db, [groupId], asker.locale);
    if (!names.has(groupId))
      throw validationFailed({ question_group_id: [{ key: 'question_group_unknown' }] });
  }
  const now = deps.now();
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await takeAttempt(t, 'questions', `questions:${asker.userId}`, now, 'too_many_questions');
    const [row] = await t
      .insert(productQuestions)
      .values({
        productId,
        userId: asker.userId,
        groupId,
        locale: asker.locale,
        body: input.body,
        createdAt: now,
      })
      .returning();
    const to = await shopInbox(t);
    if (to) {
      const title = (await productTitles(t, DEFAULT_LOCALE, [productId])).get(productId);
      await enqueueEmail(t, {
        to,
        locale: DEFAULT_LOCALE,
        template: 'shop_new_question',
        data: {
          link: deps.urls.adminQuestions(),
          product: title?.name ?? `#${productId}`,
          question: excerpt(input.body, 500),
        },
      });
    }
    return questionDto(row!, names, asker.userId);
  });
}

/** GDPR export: every question the customer asked, with its answer when there is one. */
export async function customerQuestionsData(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(productQuestions)
    .where(eq(productQuestions.userId, userId))
    .orderBy(asc(productQuestions.id));
  return rows.map((row) => ({
    id: row.id,
    product_id: row.productId,
    locale: row.locale,
    question: row.body,
    status: row.status,
    answer: row.answer,
    published: row.isPublished,
    created_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
  }));
}

/**
 * GDPR erasure: questions never shown are deleted; published ones stay on the product pages,
 * no longer tied to the person (the page never named them). Returns the texts removed, for the
 * audit log's redaction.
 */
export async function forgetQuestionAsker(tx: Db, userId: number): Promise<string[]> {
  const removed = await tx
    .delete(productQuestions)
    .where(and(eq(productQuestions.userId, userId), eq(productQuestions.isPublished, false)))
    .returning({ body: productQuestions.body });
  await tx
    .update(productQuestions)
    .set({ userId: null })
    .where(eq(productQuestions.userId, userId));
  return removed.map((r) => r.body);
}
