import { Link } from 'react-router';
import type { Locale } from '../../shared/locale';
import { href } from '../paths';
import { Carousel } from './carousel';
import { formatDate } from './page';
import { Picture } from './picture';

export interface ArticleTeaser {
  id: number;
  title: string;
  slug: string;
  publishedAt: string;
  image: { url: string } | null;
}

/** Latest articles as a carousel (SPEC §2: 5 per slide, autoplay, strip on phones). */
export function ArticleCarousel({
  articles,
  locale,
  labelledBy,
}: {
  articles: ArticleTeaser[];
  locale: Locale;
  labelledBy: string;
}) {
  return (
    <Carousel
      items={articles}
      getKey={(article) => article.id}
      labelledBy={labelledBy}
      stripItemWidth="220px"
      testId="articles-carousel"
      renderItem={(article) => (
        <Link className="carousel-card" to={href('articles-slug', { slug: article.slug }, locale)}>
          <span className="carousel-card-media">
            {article.image ? <Picture image={article.image} preset="tile" alt="" /> : null}
          </span>
          <span className="carousel-card-body">
            <span className="carousel-card-title">{article.title}</span>
            <time className="carousel-card-meta" dateTime={article.publishedAt}>
              {formatDate(article.publishedAt, locale)}
            </time>
          </span>
        </Link>
      )}
    />
  );
}
