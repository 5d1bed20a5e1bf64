import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/admin-questions';
import {
  ADMIN_QUESTIONS_PAGE_SIZE,
  answerQuestionInput,
  decideQuestion,
  isQuestionStatus,
  questionQueue,
  type QuestionStatus,
} from '../../modules/questions';
// The component's own needs come from the pure rules: the index would bring server code along.
import { QUESTION_STATUSES } from '../../modules/questions/questions.rules';
import { parseLocale } from '../../shared/locale';
import { parseBodyOrThrow } from '../../shared/validation';
import { adminGuard } from '../account/admin-guard.server';
import { formFailure } from '../account/forms.server';
import { PageHeader, formatDateTime, pageLinks } from '../components/page';
import type { FormState } from '../components/form/form-state';
import { useLocale, useT, type MessageKey } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';
import { CustomerServiceTabs } from '../components/admin/customer-service-tabs';

/**
 * Back office (permission claims, decision 053): customers' questions about products, by
 * status (pending first come first served), searchable; answer (publishes it on the product
 * page and e-mails the asker in their language), edit a published answer, reject or withdraw.
 * Plain forms; every decision audited. Reached as a tab of the customer-service section.
 */
export async function loader(args: Route.LoaderArgs) {
  const locale = await adminGuard(args, 'claims');
  const url = new URL(args.request.url);
  const requested = url.searchParams.get('status');
  const status: QuestionStatus = isQuestionStatus(requested) ? requested : 'pending';
  const search = (url.searchParams.get('q') ?? '').slice(0, 200);
  const pageParam = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  const page = Number.isFinite(pageParam) && pageParam > 0 && pageParam < 10_000 ? pageParam : 1;
  const { data, total } = await questionQueue(args.context.database.db, {
    status,
    search,
    page,
    locale,
  });
  return {
    status,
    search,
    page,
    total,
    lastPage: Math.max(1, Math.ceil(total / ADMIN_QUESTIONS_PAGE_SIZE)),
    questions: data,
    done: url.searchParams.get('done'),
  };
}

export async function action(args: Route.ActionArgs) {
  const locale = await adminGuard(args, 'claims');
  const { context } = args;
  const form = await args.request.formData();
  const id = String(form.get('question_id') ?? '');
  try {
    const intent = form.get('intent') === 'reject' ? 'reject' : 'answer';
    const answer =
      intent === 'answer'
        ? parseBodyOrThrow(answerQuestionInput, { answer: String(form.get('answer') ?? '') }).answer
        : undefined;
    const status = await decideQuestion(
      { db: context.database.db, now: context.now, urls: context.accountUrls },
      context.session!.userId,
      /^\d{1,9}$/.test(id) ? Number(id) : 0,
      intent,
      answer,
    );
    const back = new URL(args.request.url);
    back.searchParams.set('done', status === 'answered' ? 'answered' : 'rejected');
    return redirect(`${href('admin-questions', null, locale)}?${back.searchParams}`, 303);
  } catch (error) {
    return formFailure(error, locale, form, ['answer'], id);
  }
}

export const links = pageLinks;

export const meta = staticMeta('admin-questions', 'admin.questions.title', 'admin.questions.lead', {
  noindex: true,
});

export default function AdminQuestions({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { status, search, page, lastPage, total, questions, done } = loaderData;
  const answer = actionData as FormState | undefined;
  const self = href('admin-questions', null, locale);
  const link = (query: Record<string, string | number>) =>
    `${self}?${new URLSearchParams(
      Object.entries(query)
        .filter(([, value]) => value !== '' && value !== 1)
        .map(([key, value]) => [key, String(value)]),
    )}`;
  return (
    <div className="page container">
      <PageHeader title={t('admin.questions.title')} lead={t('admin.questions.lead')} />
      <CustomerServiceTabs current="admin-questions" />
      {done === 'answered' || done === 'rejected' ? (
        <p className="form-notice" role="status" data-testid="question-done">
          {t(`admin.questions.done.${done}` as MessageKey)}
        </p>
      ) : null}
      <nav aria-label={t('admin.questions.title')}>
        <ul className="admin-status-links">
          {QUESTION_STATUSES.map((name) => (
            <li key={name}>
              <Link
                to={link({ status: name, q: search })}
                aria-current={name === status ? 'page' : undefined}
                data-testid={`questions-status-${name}`}
              >
                {t(`admin.questions.status.${name}` as MessageKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="admin-filters" role="search">
        <input type="hidden" name="status" value={status} />
        <label>
          {t('admin.questions.search')}
          <input type="search" name="q" defaultValue={search} maxLength={200} />
        </label>
        <button type="submit" className="button button-secondary">
          {t('admin.questions.searchSubmit')}
        </button>
      </Form>
      <p>{t('admin.questions.count', { count: total })}</p>
      {questions.length === 0 ? <p className="empty">{t('admin.questions.empty')}</p> : null}
      {questions.map((question) => {
        const failed = answer?.intent === String(question.id) ? answer : undefined;
        const productHref = question.product.slug
          ? href('p-slug', { slug: question.product.slug }, locale)
          : null;
        return (
          <section
            key={question.id}
            className="admin-card"
            aria-labelledby={`question-${question.id}`}
            data-testid="admin-question"
          >
            <h2 id={`question-${question.id}`}>
              {productHref ? (
                <a href={productHref} target="_blank" rel="noopener">
                  {question.product.name}
                </a>
              ) : (
                question.product.name
              )}
            </h2>
            <dl className="admin-facts">
              <dt>{t('admin.questions.asker')}</dt>
              <dd>
                {question.asker ? (
                  <Link to={href('admin-customers-id', { id: question.asker.id }, locale)}>
                    {question.asker.name} — {question.asker.email}
                  </Link>
                ) : (
                  t('admin.questions.askerErased')
                )}
              </dd>
              <dt>{t('admin.questions.asked')}</dt>
              <dd>{formatDateTime(question.createdAt, locale)}</dd>
              <dt>{t('admin.questions.language')}</dt>
              <dd lang={question.locale}>{question.locale.toUpperCase()}</dd>
              {question.group ? (
                <>
                  <dt>{t('admin.questions.group')}</dt>
                  <dd>{question.group}</dd>
                </>
              ) : null}
            </dl>
            <blockquote
              className="admin-question-body"
              lang={parseLocale(question.locale)}
              data-testid="admin-question-body"
            >
              {question.body}
            </blockquote>
            {question.answeredBy && question.answeredAt ? (
              <p>
                {t('admin.questions.answeredBy', {
                  name: question.answeredBy,
                  date: formatDateTime(question.answeredAt, locale),
                })}
              </p>
            ) : null}
            <Form method="post" className="admin-question-answer">
              <input type="hidden" name="question_id" value={question.id} />
              <input type="hidden" name="intent" value="answer" />
              <label htmlFor={`answer-${question.id}`}>{t('admin.questions.answer')}</label>
              <textarea
                id={`answer-${question.id}`}
                name="answer"
                rows={4}
                maxLength={4000}
                required
                defaultValue={failed?.values?.answer ?? question.answer ?? ''}
                data-testid="admin-question-answer"
              />
              {failed?.fields?.answer ? (
                <p className="field-error">{failed.fields.answer.join(' ')}</p>
              ) : null}
              {failed?.message && !failed.fields?.answer ? (
                <p className="field-error">{failed.message}</p>
              ) : null}
              <button
                type="submit"
                className="button button-primary"
                data-testid="admin-question-publish"
              >
                {t(status === 'answered' ? 'admin.questions.update' : 'admin.questions.publish')}
              </button>
            </Form>
            {status !== 'rejected' ? (
              <Form method="post">
                <input type="hidden" name="question_id" value={question.id} />
                <input type="hidden" name="intent" value="reject" />
                <button
                  type="submit"
                  className="button button-secondary"
                  data-testid="admin-question-reject"
                >
                  {t(status === 'answered' ? 'admin.questions.withdraw' : 'admin.questions.reject')}
                </button>
              </Form>
            ) : null}
          </section>
        );
      })}
      {lastPage > 1 ? (
        <nav className="admin-pager" aria-label={t('admin.questions.count', { count: total })}>
          {page > 1 ? (
            <Link to={link({ status, q: search, page: page - 1 })}>
              {t('admin.questions.previous')}
            </Link>
          ) : null}
          {page < lastPage ? (
            <Link to={link({ status, q: search, page: page + 1 })}>
              {t('admin.questions.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
