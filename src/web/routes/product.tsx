import { data, redirect } from 'react-router';
import type { Route } from './+types/product';
import { getProductHeading } from '../../modules/catalog';
import { PageHeader, pageLinks } from '../components/page';
import { translate, useT } from '../i18n';
import { alternates, href, localeFromPath } from '../paths';
import { requestLocale } from '../request.server';
import { crumbs, errorMeta, pageMeta, type PageHandle } from '../seo';

/**
 * Product page (`/p/:slug`): the id is the slug's trailing digits (SPEC §2). For now the name and
 * reference of the product; the full page (variants, prices, stock, reviews) comes with the
 * catalogue issue. A slug with the right id but an outdated text redirects (301) to the
 * current one; an unknown id is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const product = await getProductHeading(context.database.db, locale, params.slug);
  if (!product) throw data(null, { status: 404 });
  const own = product.slugs[locale];
  if (own && own !== params.slug) {
    throw redirect(href('p-slug', { slug: own }, locale) + new URL(request.url).search, 301);
  }
  return {
    product,
    alternates: alternates('p-slug', (l) => (product.slugs[l] ? { slug: product.slugs[l] } : null)),
  };
}

export const links = pageLinks;

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return errorMeta(args.location.pathname);
  const locale = localeFromPath(args.location.pathname);
  const { product } = args.loaderData;
  return pageMeta(args, {
    title: product.name,
    description: translate(locale, 'page.product.description', { product: product.name }),
    alternates: args.loaderData.alternates,
  });
};

export const handle: PageHandle<Route.ComponentProps['loaderData']> = {
  breadcrumb: (loaderData, locale) =>
    crumbs(locale, ...(loaderData ? [{ label: loaderData.product.name }] : [])),
};

export default function Product({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { product } = loaderData;
  return (
    <div className="page container">
      <PageHeader
        title={product.name}
        lead={t('page.product.reference', { reference: product.reference })}
      />
      <p className="page-note">{t('page.product.soon')}</p>
    </div>
  );
}
