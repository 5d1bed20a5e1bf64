import { Form, Link, useActionData } from 'react-router';
import type { Route } from './+types/admin-content-articles';
import { articlesAction, articlesPage, type ContentAnswer } from '../admin/content-pages.server';
import { AnswerAlert, ContentNav, DoneNotice, FieldError } from '../components/admin/content-admin';
import { PageHeader, formatDateTime, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Back office: every article (drafts too), a new one from its French title (a draft, opened
 * in its editor), and the kinds of articles. Plain forms: everything works without JavaScript.
 */
export const loader = (args: Route.LoaderArgs) => articlesPage(args);
export const action = (args: Route.ActionArgs) => articlesAction(args);

export const links = pageLinks;

export const meta = staticMeta(
  'admin-content-articles',
  'admin.content.articles.title',
  'admin.content.lead',
  { noindex: true },
);

export default function AdminContentArticles({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<ContentAnswer>() ?? null;
  const { articles, types, done } = loaderData;
  const typeName = (id: number | null) => types.find((type) => type.id === id)?.identifier ?? '—';
  const createAnswer = answer?.intent === 'create' ? answer : null;
  const typeAnswer = answer?.intent.startsWith('type') ? answer : null;
  return (
    <div className="page container admin-content" data-testid="admin-content-articles">
      <PageHeader title={t('admin.content.articles.title')} />
      <ContentNav current="admin-content-articles" />
      <DoneNotice done={done} />
      <h2 id="new-article">{t('admin.content.articles.new')}</h2>
      <Form
        method="post"
        className="admin-form admin-inline-form"
        aria-labelledby="new-article"
        noValidate
      >
        <input type="hidden" name="intent" value="create" />
        <AnswerAlert answer={createAnswer} />
        <div className="admin-field">
          <label htmlFor="article-new-title">{t('admin.content.articles.titleFr')}</label>
          <input
            id="article-new-title"
            name="title.fr"
            required
            maxLength={200}
            defaultValue={createAnswer?.values['title.fr'] ?? ''}
            aria-invalid={createAnswer?.errors['title.fr'] ? true : undefined}
            aria-describedby={
              createAnswer?.errors['title.fr'] ? 'article-new-title-error' : undefined
            }
          />
          <FieldError
            id="article-new-title"
            error={createAnswer?.errors['title.fr'] ?? createAnswer?.errors['slug.fr']}
          />
        </div>
        <button type="submit" className="button button-primary" data-testid="admin-article-create">
          {t('admin.content.articles.create')}
        </button>
      </Form>
      <h2>{t('admin.content.articles.list')}</h2>
      {articles.length === 0 ? (
        <p className="empty">{t('admin.content.articles.empty')}</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table" data-testid="admin-articles">
            <thead>
              <tr>
                <th scope="col">{t('admin.content.articles.colTitle')}</th>
                <th scope="col">{t('admin.content.articles.colState')}</th>
                <th scope="col">{t('admin.content.articles.colDate')}</th>
                <th scope="col">{t('admin.content.articles.colType')}</th>
                <th scope="col">{t('admin.content.articles.colLocales')}</th>
              </tr>
            </thead>
            <tbody>
              {articles.map((article) => (
                <tr key={article.id}>
                  <td>
                    <Link
                      to={href('admin-content-articles-id', { id: String(article.id) }, locale)}
                    >
                      {article.title}
                    </Link>
                  </td>
                  <td>
                    {t(article.published ? 'admin.content.published' : 'admin.content.draft')}
                  </td>
                  <td>{formatDateTime(article.publishedAt, locale)}</td>
                  <td>{typeName(article.articleTypeId)}</td>
                  <td>{article.locales.map((l) => l.toUpperCase()).join(' ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2 id="article-types">{t('admin.content.types.title')}</h2>
      <p className="admin-help">{t('admin.content.types.help')}</p>
      <ul className="admin-list">
        {types.map((type) => (
          <li key={type.id}>
            <Form method="post" className="admin-inline-form">
              <input type="hidden" name="intent" value="type-delete" />
              <input type="hidden" name="id" value={type.id} />
              <span>
                {type.identifier} ({t('admin.content.types.count', { count: type.articles })})
              </span>
              <button type="submit" className="button">
                {t('admin.content.delete')}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <Form
        method="post"
        className="admin-form admin-inline-form"
        aria-labelledby="article-types"
        noValidate
      >
        <input type="hidden" name="intent" value="type-create" />
        <AnswerAlert answer={typeAnswer} />
        <div className="admin-field">
          <label htmlFor="article-type-identifier">{t('admin.content.types.identifier')}</label>
          <input
            id="article-type-identifier"
            name="identifier"
            required
            pattern="[a-z][a-z0-9_]*"
            aria-invalid={typeAnswer?.errors.identifier ? true : undefined}
            aria-describedby={
              typeAnswer?.errors.identifier ? 'article-type-identifier-error' : undefined
            }
          />
          <FieldError id="article-type-identifier" error={typeAnswer?.errors.identifier} />
        </div>
        <button type="submit" className="button">
          {t('admin.content.types.add')}
        </button>
      </Form>
    </div>
  );
}
