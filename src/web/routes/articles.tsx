import { Link } from 'react-router';
import type { Route } from './+types/articles';
import { listArticles } from '../../modules/content';
import { PageHeader, formatDate, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { requestLocale } from '../request.server';
import { staticHandle, staticMeta } from '../seo';

/** Blog: published articles, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const articles = await context.cached(`articles:${locale}`, () =>
    listArticles(context.database.db, locale),
  );
  return { articles };
}

export const links = pageLinks;

export const meta = staticMeta('articles', 'page.articles.title', 'page.articles.description');

export const handle = staticHandle('page.articles.title');

export default function Articles({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="page container">
      <PageHeader title={t('page.articles.title')} lead={t('page.articles.description')} />
      {loaderData.articles.length === 0 ? (
        <p className="empty">{t('page.articles.empty')}</p>
      ) : (
        <ul className="card-list" data-testid="articles">
          {loaderData.articles.map((article) => (
            <li key={article.id}>
              <Link className="card" to={href('articles-slug', { slug: article.slug }, locale)}>
                {article.image ? (
                  <img src={article.image.url} alt="" width="800" height="450" loading="lazy" />
                ) : null}
                <div className="card-body">
                  <h2 className="card-title">{article.title}</h2>
                  <p className="card-meta">
                    <time dateTime={article.publishedAt}>
                      {formatDate(article.publishedAt, locale)}
                    </time>
                  </p>
                  <p>{article.excerpt}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
