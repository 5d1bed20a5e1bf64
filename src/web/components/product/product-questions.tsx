import { useState } from 'react';
import { Link, useActionData, useFetcher } from 'react-router';
import { useLocale, useT } from '../../i18n';
import { formatDate } from '../page';
import type { FormState } from '../form/form-state';
import type { ProductView } from './product-view';

/** The form's intent on the product route's action (decision 053). */
export const QUESTION_INTENT = 'question';

export interface QuestionAsking {
  /** A signed-in customer gets the form; a visitor a link to log in and come back. */
  signedIn: boolean;
  groups: Array<{ id: number; name: string }>;
  /** The login page, back to this product's questions afterwards. */
  loginHref: string;
}

/**
 * Answered questions (question, topic, answer, date), then asking one. The form posts to the
 * product route's action: without JavaScript the page comes back with the notice or the
 * errors; with it a fetcher keeps the page where it is and empties the field once sent.
 */
export function ProductQuestions({
  questions,
  asking,
}: {
  questions: ProductView['questions'];
  asking: QuestionAsking;
}) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<FormState>();
  const actionData = useActionData<FormState>();
  const state = fetcher.data ?? (actionData?.intent === QUESTION_INTENT ? actionData : undefined);
  const sent = Boolean(state?.notice);
  // Each question sent empties the field: a new key mounts it afresh (no effect needed).
  const [seen, setSeen] = useState(fetcher.data);
  const [round, setRound] = useState(0);
  if (fetcher.data !== seen) {
    setSeen(fetcher.data);
    if (fetcher.data?.notice) setRound((n) => n + 1);
  }
  const fieldError = (name: string) => state?.fields?.[name]?.join(' ');
  const bodyError = fieldError('body');
  const groupError = fieldError('question_group_id');
  return (
    <section
      id="questions"
      className="product-section product-questions"
      aria-labelledby="product-questions-title"
      data-testid="product-questions"
    >
      <h2 id="product-questions-title">{t('product.questionsTitle')}</h2>
      {questions.length === 0 ? (
        <p className="pdp-questions-empty">{t('product.questionsEmpty')}</p>
      ) : (
        <ul className="pdp-question-list">
          {questions.map((entry) => (
            <li key={entry.id} className="pdp-question" data-testid="product-question">
              {entry.group ? <p className="pdp-question-group">{entry.group}</p> : null}
              <p className="pdp-question-text">{entry.question}</p>
              <div className="pdp-question-answer">
                <span className="visually-hidden">{t('product.questionAnswer')} </span>
                <p>{entry.answer}</p>
                <p className="pdp-question-date">
                  {t('product.questionAnsweredOn', { date: formatDate(entry.answered_at, locale) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {asking.signedIn ? (
        <fetcher.Form
          method="post"
          className="pdp-question-form"
          data-testid="question-form"
          aria-busy={fetcher.state !== 'idle' || undefined}
        >
          <h3>{t('product.questionAskTitle')}</h3>
          <input type="hidden" name="intent" value={QUESTION_INTENT} />
          {state?.notice ? (
            <p className="pdp-question-notice" role="status" data-testid="question-sent">
              {state.notice}
            </p>
          ) : null}
          {state?.message && !bodyError && !groupError ? (
            <p className="pdp-question-error" role="alert">
              {[state.message, ...(state.lines ?? [])].join(' ')}
            </p>
          ) : null}
          {asking.groups.length > 0 ? (
            <p className="pdp-question-field">
              <label htmlFor="question-group">{t('product.questionGroup')}</label>
              <select
                id="question-group"
                name="question_group_id"
                defaultValue={state?.values?.question_group_id ?? ''}
                aria-invalid={groupError ? true : undefined}
                aria-describedby={groupError ? 'question-group-error' : undefined}
              >
                <option value="">{t('product.questionGroupNone')}</option>
                {asking.groups.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name}
                  </option>
                ))}
              </select>
              {groupError ? (
                <span id="question-group-error" className="pdp-question-error">
                  {groupError}
                </span>
              ) : null}
            </p>
          ) : null}
          <p className="pdp-question-field">
            <label htmlFor="question-body">{t('product.questionLabel')}</label>
            <textarea
              key={round}
              id="question-body"
              name="body"
              rows={4}
              minLength={10}
              maxLength={1000}
              required
              defaultValue={sent ? '' : (state?.values?.body ?? '')}
              aria-invalid={bodyError ? true : undefined}
              aria-describedby={bodyError ? 'question-body-error' : 'question-body-hint'}
            />
            <span id="question-body-hint" className="pdp-question-hint">
              {t('product.questionHint')}
            </span>
            {bodyError ? (
              <span id="question-body-error" className="pdp-question-error">
                {bodyError}
              </span>
            ) : null}
          </p>
          <button
            type="submit"
            className="button button-primary"
            disabled={fetcher.state !== 'idle'}
          >
            {t('product.questionSubmit')}
          </button>
        </fetcher.Form>
      ) : (
        <p className="pdp-question-login">
          <Link to={asking.loginHref} data-testid="question-login" rel="nofollow">
            {t('product.questionLogin')}
          </Link>
        </p>
      )}
    </section>
  );
}
