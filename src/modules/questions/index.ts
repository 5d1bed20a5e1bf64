/** Product questions and the shop's answers (decision 053). */
export { registerQuestionRoutes, type QuestionRouteDeps } from './questions.routes';
export {
  askQuestion,
  customerQuestionsData,
  forgetQuestionAsker,
  listQuestionGroups,
  listQuestions,
  publishedQuestions,
  type QuestionDeps,
  type QuestionUrls,
} from './questions.service';
export {
  ADMIN_QUESTIONS_PAGE_SIZE,
  decideQuestion,
  pendingQuestionCount,
  questionQueue,
  type QuestionQueueQuery,
} from './questions-admin.service';
export * from './questions.contract';
export * from './questions.rules';
