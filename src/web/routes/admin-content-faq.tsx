import { Form, useActionData } from 'react-router';
import type { Route } from './+types/admin-content-faq';
import { faqAction, faqPage, type ContentAnswer } from '../admin/content-pages.server';
import type { AdminFaqEntry } from '../../modules/content';
import {
  AnswerAlert,
  ContentNav,
  DoneNotice,
  FieldError,
  PreviewControls,
  PreviewPanel,
  localeErrors,
  localeValues,
} from '../components/admin/content-admin';
import { TranslatedFields } from '../components/admin/translated-fields';
import { SortableList } from '../components/admin/sortable-list';
// The sortable list's rows (drag handle, body, ↑/↓) are styled with the catalogue structure's.
import structureStylesUrl from '../components/admin/catalogue-structure.css?url';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { staticMeta } from '../seo';

/**
 * Back office: the FAQ — each entry's question and answer per language, its group, shown or
 * hidden; its place moved with up/down buttons (plain posts, no JavaScript needed); "Preview"
 * renders the FAQ page with the typed entry, writes nothing.
 */
export const loader = (args: Route.LoaderArgs) => faqPage(args);
export const action = (args: Route.ActionArgs) => faqAction(args);

export const links = () => [...pageLinks(), { rel: 'stylesheet', href: structureStylesUrl }];

export const meta = staticMeta(
  'admin-content-faq',
  'admin.content.faq.title',
  'admin.content.lead',
  {
    noindex: true,
  },
);

const GROUPS = ['orders', 'delivery', 'payment', 'products', 'returns', 'pro'];

function EntryForm({
  entry,
  answer,
}: {
  entry: AdminFaqEntry | null;
  answer: ContentAnswer | null;
}) {
  const t = useT();
  const locale = useLocale();
  const key = entry ? String(entry.id) : 'new';
  const mine =
    answer &&
    (answer.target ?? 'new') === key &&
    (answer.intent === 'save' || answer.intent === 'preview')
      ? answer
      : null;
  const prefix = `faq-${key}`;
  const group = mine?.values.group ?? entry?.group ?? 'orders';
  return (
    <Form
      method="post"
      className="admin-form"
      key={entry?.version ?? 'new'}
      noValidate
      data-testid={`admin-faq-form-${key}`}
    >
      {entry ? <input type="hidden" name="id" value={entry.id} /> : null}
      {entry ? <input type="hidden" name="version" value={entry.version} /> : null}
      <AnswerAlert answer={mine} />
      <div className="admin-field">
        <label htmlFor={`${prefix}-group`}>{t('admin.content.faq.group')}</label>
        <input
          id={`${prefix}-group`}
          name="group"
          list="faq-groups"
          defaultValue={group}
          required
        />
        <FieldError id={`${prefix}-group`} error={mine?.errors.group} />
      </div>
      <TranslatedFields
        name="question"
        label={t('admin.content.faq.question')}
        values={localeValues(mine, 'question', entry?.question ?? {})}
        errors={localeErrors(mine, 'question')}
        required={['fr']}
        maxLength={300}
        idPrefix={prefix}
      />
      <TranslatedFields
        name="answer"
        label={t('admin.content.faq.answer')}
        values={localeValues(mine, 'answer', entry?.answer ?? {})}
        errors={localeErrors(mine, 'answer')}
        required={['fr']}
        multiline
        idPrefix={prefix}
      />
      <div className="admin-check">
        <input
          id={`${prefix}-active`}
          name="active"
          type="checkbox"
          value="yes"
          defaultChecked={mine ? mine.values.active === 'yes' : (entry?.active ?? true)}
        />
        <label htmlFor={`${prefix}-active`}>{t('admin.content.shown')}</label>
      </div>
      <div className="admin-actions">
        <button
          type="submit"
          name="intent"
          value="save"
          className="button button-primary"
          data-testid={`admin-faq-save-${key}`}
        >
          {t(entry ? 'admin.content.save' : 'admin.content.faq.add')}
        </button>
        <PreviewControls locale={locale} />
      </div>
    </Form>
  );
}

export default function AdminContentFaq({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<ContentAnswer>() ?? null;
  const { entries, done } = loaderData;
  return (
    <div className="page container admin-content" data-testid="admin-content-faq">
      <PageHeader title={t('admin.content.faq.title')} lead={t('admin.content.faq.lead')} />
      <ContentNav current="admin-content-faq" />
      <DoneNotice done={done} />
      <datalist id="faq-groups">
        {GROUPS.map((g) => (
          <option key={g} value={g} />
        ))}
      </datalist>
      {answer && !['save', 'preview'].includes(answer.intent) ? (
        <AnswerAlert answer={answer} />
      ) : null}
      <PreviewPanel preview={answer?.preview} />
      <SortableList
        items={entries}
        label={t('admin.content.faq.list')}
        intentPrefix="move-"
        rowFields={(entry) => ({ id: entry.id })}
        upLabel={t('admin.content.faq.upShort')}
        downLabel={t('admin.content.faq.downShort')}
        testId="admin-faq-list"
        render={(entry) => (
          <div data-testid={`admin-faq-${entry.id}`}>
            <details open={answer?.target === String(entry.id)}>
              <summary>
                <span className="admin-faq-group">{entry.group}</span> {entry.question.fr ?? '—'}
                {entry.active ? '' : ` (${t('admin.content.hidden')})`}
              </summary>
              <EntryForm entry={entry} answer={answer} />
            </details>
            <Form method="post" className="admin-inline-form">
              <input type="hidden" name="id" value={entry.id} />
              <input type="hidden" name="version" value={entry.version} />
              <button type="submit" name="intent" value="delete" className="button">
                {t('admin.content.delete')}
              </button>
            </Form>
          </div>
        )}
      />
      <h2>{t('admin.content.faq.new')}</h2>
      <EntryForm entry={null} answer={answer} />
    </div>
  );
}
