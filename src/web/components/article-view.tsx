import { Link } from 'react-router';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { Paragraphs, formatDate } from './page';

/** What an article page shows: the stored article, or the back office's unsaved preview. */
export interface ArticlePreview {
  title: string;
  body: string;
  publishedAt: string;
  image: { url: string } | null;
}

/**
 * One article as a customer sees it: title, date, cover, body as plain paragraphs (text only,
 * never HTML: what an editor types cannot inject markup). The article page and the back
 * office's preview both render it.
 */
export function ArticleView({ article }: { article: ArticlePreview }) {
  const t = useT();
  const locale = useLocale();
  return (
    <article className="page container">
      <header className="page-header">
        <h1>{article.title}</h1>
        <p>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time>
        </p>
      </header>
      {article.image ? (
        <img className="article-cover" src={article.image.url} alt="" width="800" height="450" />
      ) : null}
      <div className="prose">
        <Paragraphs text={article.body} />
      </div>
      <div className="page-actions">
        <Link className="button button-secondary" to={href('articles', null, locale)}>
          {t('page.articles.all')}
        </Link>
      </div>
    </article>
  );
}
