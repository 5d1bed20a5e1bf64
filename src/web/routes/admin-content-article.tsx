import { Form, Link, useActionData } from 'react-router';
import type { Route } from './+types/admin-content-article';
import { articleAction, articlePage, type ContentAnswer } from '../admin/content-pages.server';
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
import { ContentImageUpload } from '../components/admin/content-image-upload';
import { TranslatedFields } from '../components/admin/translated-fields';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';
import { LOCALES } from '../../shared/locale';

/**
 * Back office: one article — title, address (slug), summary and body per language (plain text:
 * a blank line starts a paragraph, never HTML), type, publication date (Paris time), published
 * or draft, pictures with their text alternatives. "Preview" shows the article page with what
 * is typed, writes nothing. A colleague's save in between is refused (version).
 */
export const loader = (args: Route.LoaderArgs) => articlePage(args);
export const action = (args: Route.ActionArgs) => articleAction(args);

export const links = pageLinks;

export const meta = staticMeta(
  'admin-content-articles',
  'admin.content.article.title',
  'admin.content.lead',
  { noindex: true },
);

export default function AdminContentArticle({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<ContentAnswer>() ?? null;
  const { article, types, done } = loaderData;
  const formAnswer =
    answer && (answer.intent === 'save' || answer.intent === 'preview') ? answer : null;
  const pick = (name: string) =>
    localeValues(
      formAnswer,
      name,
      Object.fromEntries(LOCALES.map((l) => [l, article.translations[l]?.[name as 'title'] ?? ''])),
    );
  const value = (name: string, stored: string) => formAnswer?.values[name] ?? stored;
  const published = formAnswer ? formAnswer.values.published === 'yes' : article.published;
  const title =
    article.translations.fr?.title ?? Object.values(article.translations)[0]?.title ?? '';
  return (
    <div className="page container admin-content" data-testid="admin-content-article">
      <PageHeader
        title={title}
        lead={t(article.published ? 'admin.content.published' : 'admin.content.draft')}
      />
      <ContentNav current="admin-content-articles" />
      <p>
        <Link to={href('admin-content-articles', null, locale)}>
          {t('admin.content.articles.back')}
        </Link>
      </p>
      <DoneNotice done={done} />
      {/* Keyed on the version: after a save the fields show the stored values again. */}
      <Form
        key={article.version}
        method="post"
        className="admin-form"
        aria-label={t('admin.content.article.title')}
        noValidate
      >
        <input type="hidden" name="version" value={article.version} />
        <AnswerAlert answer={formAnswer} />
        <TranslatedFields
          name="title"
          label={t('admin.content.article.titleField')}
          values={pick('title')}
          errors={localeErrors(formAnswer, 'title')}
          required={['fr']}
          maxLength={200}
          idPrefix="article"
        />
        <TranslatedFields
          name="slug"
          label={t('admin.content.article.slug')}
          help={t('admin.content.article.slugHelp')}
          values={pick('slug')}
          errors={localeErrors(formAnswer, 'slug')}
          maxLength={120}
          idPrefix="article"
        />
        <TranslatedFields
          name="summary"
          label={t('admin.content.article.summary')}
          values={pick('summary')}
          errors={localeErrors(formAnswer, 'summary')}
          multiline
          maxLength={600}
          idPrefix="article"
        />
        <TranslatedFields
          name="body"
          label={t('admin.content.article.body')}
          help={t('admin.content.article.bodyHelp')}
          values={pick('body')}
          errors={localeErrors(formAnswer, 'body')}
          multiline
          idPrefix="article"
        />
        <fieldset className="admin-fieldset">
          <legend>{t('admin.content.article.publication')}</legend>
          <div className="admin-field">
            <label htmlFor="article-type">{t('admin.content.article.type')}</label>
            <select
              id="article-type"
              name="article_type_id"
              defaultValue={value(
                'article_type_id',
                article.articleTypeId === null ? '' : String(article.articleTypeId),
              )}
            >
              <option value="">—</option>
              {types.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.identifier}
                </option>
              ))}
            </select>
            <FieldError id="article-type" error={formAnswer?.errors.article_type_id} />
          </div>
          <div className="admin-field">
            <label htmlFor="article-published-at">{t('admin.content.article.publishedAt')}</label>
            <input
              id="article-published-at"
              name="published_at"
              type="datetime-local"
              defaultValue={value('published_at', article.publishedAtInput)}
              aria-invalid={formAnswer?.errors.published_at ? true : undefined}
              aria-describedby="article-published-at-help"
            />
            <p id="article-published-at-help" className="field-help">
              {t('admin.content.parisTime')}
            </p>
            <FieldError id="article-published-at" error={formAnswer?.errors.published_at} />
          </div>
          <div className="admin-field">
            <label htmlFor="article-position">{t('admin.content.position')}</label>
            <input
              id="article-position"
              name="position"
              type="number"
              min={0}
              max={9999}
              defaultValue={value('position', String(article.position))}
            />
            <FieldError id="article-position" error={formAnswer?.errors.position} />
          </div>
          <div className="admin-check">
            <input
              id="article-published"
              name="published"
              type="checkbox"
              value="yes"
              defaultChecked={published}
            />
            <label htmlFor="article-published">{t('admin.content.article.publishedField')}</label>
          </div>
        </fieldset>
        <div className="admin-actions">
          <button
            type="submit"
            name="intent"
            value="save"
            className="button button-primary"
            data-testid="admin-article-save"
          >
            {t('admin.content.save')}
          </button>
          <PreviewControls locale={locale} />
        </div>
      </Form>
      <PreviewPanel preview={answer?.preview} />
      <h2>{t('admin.content.images.title')}</h2>
      {article.images.length === 0 ? (
        <p className="empty">{t('admin.content.images.none')}</p>
      ) : null}
      <ul className="admin-images" data-testid="admin-article-images">
        {article.images.map((image) => (
          <li key={image.id}>
            <img
              src={image.url}
              alt={image.alt[locale] ?? ''}
              width={160}
              height={90}
              loading="lazy"
            />
            <Form method="post" className="admin-form">
              <input type="hidden" name="intent" value="image-alt" />
              <input type="hidden" name="image_id" value={image.id} />
              {(['fr', 'en'] as const).map((l) => (
                <div className="admin-field" key={l}>
                  <label htmlFor={`image-${image.id}-alt-${l}`}>
                    {t('admin.content.images.alt')} ({l.toUpperCase()})
                  </label>
                  <input
                    id={`image-${image.id}-alt-${l}`}
                    name={`alt.${l}`}
                    defaultValue={image.alt[l] ?? ''}
                    maxLength={250}
                  />
                </div>
              ))}
              <button type="submit" className="button">
                {t('admin.content.images.saveAlt')}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="image-remove" />
              <input type="hidden" name="image_id" value={image.id} />
              <button type="submit" className="button">
                {t('admin.content.images.remove')}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <ContentImageUpload owner="articles" id={article.id} />
      <h2>{t('admin.content.article.deleteTitle')}</h2>
      <Form method="post" className="admin-form">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="version" value={article.version} />
        <AnswerAlert answer={answer?.intent === 'delete' ? answer : null} />
        <button type="submit" className="button" data-testid="admin-article-delete">
          {t('admin.content.delete')}
        </button>
      </Form>
    </div>
  );
}
