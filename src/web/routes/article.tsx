import { data } from 'react-router';
import type { Route } from './+types/article';
import { getArticle } from '../../modules/content';
import { ArticleView } from '../components/article-view';
import { pageLinks } from '../components/page';
import { translate } from '../i18n';
import { alternates, href } from '../paths';
import { requestLocale } from '../request.server';
import { crumbs, errorMeta, pageMeta, summary, type PageHandle } from '../seo';

/** One article (article layout); 404 when the slug names no published article. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const article = await getArticle(context.database.db, locale, params.slug);
  if (!article) throw data(null, { status: 404 });
  return {
    article,
    alternates: alternates('articles-slug', (l) =>
      article.slugs[l] ? { slug: article.slugs[l] } : null,
    ),
  };
}

export const links = pageLinks;

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: args.loaderData.article.title,
        description: summary(args.loaderData.article.excerpt || args.loaderData.article.body),
        alternates: args.loaderData.alternates,
      })
    : errorMeta(args.location.pathname);

export const handle: PageHandle<Route.ComponentProps['loaderData']> = {
  breadcrumb: (loaderData, locale) =>
    crumbs(
      locale,
      { label: translate(locale, 'page.articles.title'), href: href('articles', null, locale) },
      ...(loaderData ? [{ label: loaderData.article.title }] : []),
    ),
};

export default function Article({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData.article} />;
}
