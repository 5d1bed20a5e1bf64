/** Inputs and outputs of product questions (decision 053), shared by the API and the pages. */
import { z } from 'zod';
import { ANSWER_MAX_LENGTH, QUESTION_MAX_LENGTH, QUESTION_MIN_LENGTH } from './questions.rules';
import type { QuestionStatus } from './questions.rules';

/** POST /api/questions/product/{id} and the product page's form. */
export const askQuestionInput = z.strictObject({
  body: z
    .string()
    .trim()
    .min(1, { error: 'required', abort: true })
    .min(QUESTION_MIN_LENGTH, { error: 'question_too_short' })
    .max(QUESTION_MAX_LENGTH),
  question_group_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
});
export type AskQuestionInput = z.output<typeof askQuestionInput>;

/** The back office's answer (publish) or edit of a published answer. */
export const answerQuestionInput = z.strictObject({
  answer: z.string().trim().min(1, { error: 'answer_required' }).max(ANSWER_MAX_LENGTH),
});

export interface QuestionGroupDto {
  id: number;
  identifier: string;
  name: string;
}

/** GET /api/questions: a question someone may read. */
export interface QuestionDto {
  id: number;
  product_id: number;
  question: string;
  /** Null while pending (only its asker sees it then). */
  answer: string | null;
  status: QuestionStatus;
  question_group: { id: number; name: string } | null;
  /** The viewer asked it. */
  own: boolean;
  created_at: string;
  answered_at: string | null;
}

/** One row of the back office's queue. */
export interface AdminQuestionRow {
  id: number;
  status: QuestionStatus;
  body: string;
  answer: string | null;
  locale: string;
  group: string | null;
  product: { id: number; name: string; slug: string | null };
  asker: { id: number; name: string; email: string } | null;
  answeredBy: string | null;
  createdAt: string;
  answeredAt: string | null;
}
