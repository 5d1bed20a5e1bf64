/**
 * Product questions (decision 053), pure: who sees a question, what staff may do with it and
 * whether the asker is told. No database, no clock.
 */

export const QUESTION_STATUSES = ['pending', 'answered', 'rejected'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/** A question long enough to be answered, short enough to stay a question. */
export const QUESTION_MIN_LENGTH = 10;
export const QUESTION_MAX_LENGTH = 1000;
export const ANSWER_MAX_LENGTH = 4000;
/** Questions one customer may ask in an hour (throttle scope `questions`). */
export const QUESTIONS_PER_HOUR = 10;
/** Public list page size: the API's default and the most a product page shows. */
export const QUESTIONS_PAGE_SIZE = 20;

export function isQuestionStatus(value: unknown): value is QuestionStatus {
  return typeof value === 'string' && (QUESTION_STATUSES as readonly string[]).includes(value);
}

export interface VisibleQuestion {
  status: QuestionStatus;
  isPublished: boolean;
  userId: number | null;
}

/**
 * Everyone sees published answers; the asker also sees their own question while it waits (so
 * they know it was received). A rejected question is shown to nobody but staff.
 */
export function questionVisibleTo(question: VisibleQuestion, viewerId: number | null): boolean {
  if (question.isPublished && question.status === 'answered') return true;
  return viewerId !== null && question.userId === viewerId && question.status === 'pending';
}

export type StaffAction = 'answer' | 'reject';

export interface StaffDecision {
  status: QuestionStatus;
  isPublished: boolean;
  /** The asker is e-mailed the first time their question gets an answer, not on each edit. */
  notifyAsker: boolean;
}

/**
 * What an answer or a rejection does to a question. Answering publishes (a first answer, an
 * edit of the published one, or a second look at a rejected question); rejecting withdraws
 * whatever was on show. Null: nothing to do (rejecting a rejected question).
 */
export function staffDecision(current: QuestionStatus, action: StaffAction): StaffDecision | null {
  if (action === 'answer')
    return { status: 'answered', isPublished: true, notifyAsker: current !== 'answered' };
  if (current === 'rejected') return null;
  return { status: 'rejected', isPublished: false, notifyAsker: false };
}

/** A question's words for one line of a list (queue, e-mail subject): `max` characters at most. */
export function excerpt(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
