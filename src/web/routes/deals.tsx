import { Link, data } from 'react-router';
import type { Route } from './+types/deals';
import { productSlugs } from '../../modules/catalog';
import { getDeal, listActiveDeals } from '../../modules/promotions';
import { PageHeader, formatDate, pageLinks } from '../components/page';
import { translate, useLocale, useT } from '../i18n';
import { alternates, href, localeFromPath } from '../paths';
import { requestLocale } from '../request.server';
import { crumbs, errorMeta, pageMeta, summary, type PageHandle } from '../seo';

/**
 * Deals (`/bons-plans/:slug?`): without a slug the deals running now; with one, that deal
 * (404 when the slug names no running deal). The product itself comes with the catalogue issue.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { db } = context.database;
  if (params.slug) {
    const found = await getDeal(db, locale, params.slug);
    if (!found) throw data(null, { status: 404 });
    // The deal's product page, when the deal is on a product translated into this language.
    const slugs = await productSlugs(db, locale, found.productId === null ? [] : [found.productId]);
    const deal = { ...found, productSlug: slugs.get(found.productId ?? 0) ?? null };
    return {
      deals: [],
      deal,
      alternates: alternates('bons-plans', (l) => (deal.slugs[l] ? { slug: deal.slugs[l] } : null)),
    };
  }
  const deals = await context.cached(`deals:active:${locale}`, () => listActiveDeals(db, locale));
  return { deals, deal: null, alternates: alternates('bons-plans', null) };
}

export const links = pageLinks;

export const meta: Route.MetaFunction = (args) => {
  const loaderData = args.loaderData;
  if (!loaderData) return errorMeta(args.location.pathname);
  const locale = localeFromPath(args.location.pathname);
  return pageMeta(args, {
    title: loaderData.deal?.title ?? translate(locale, 'page.deals.title'),
    description: loaderData.deal
      ? summary(loaderData.deal.description)
      : translate(locale, 'page.deals.description'),
    alternates: loaderData.alternates,
  });
};

export const handle: PageHandle<Route.ComponentProps['loaderData']> = {
  breadcrumb: (loaderData, locale) => {
    const list = { label: translate(locale, 'page.deals.title') };
    return loaderData?.deal
      ? crumbs(
          locale,
          { ...list, href: href('bons-plans', null, locale) },
          { label: loaderData.deal.title },
        )
      : crumbs(locale, list);
  },
};

export default function Deals({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { deal, deals } = loaderData;
  if (deal) {
    return (
      <div className="page container">
        <PageHeader title={deal.title} lead={deal.description} />
        <p>
          <span className="badge">-{deal.discountPercent} %</span>{' '}
          {t('page.deals.until', { date: formatDate(deal.endsAt, locale) })}
        </p>
        {deal.image ? (
          <img className="article-cover" src={deal.image.url} alt="" width="800" height="450" />
        ) : null}
        <div className="page-actions">
          {deal.productSlug ? (
            <Link
              className="button button-brand"
              to={href('p-slug', { slug: deal.productSlug }, locale)}
            >
              {t('page.deals.seeProduct')}
            </Link>
          ) : null}
          <Link className="button button-secondary" to={href('bons-plans', null, locale)}>
            {t('page.deals.all')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="page container">
      <PageHeader title={t('page.deals.title')} lead={t('page.deals.description')} />
      {deals.length === 0 ? (
        <p className="empty">{t('page.deals.empty')}</p>
      ) : (
        <ul className="card-list" data-testid="deals">
          {deals.map((item) => (
            <li key={item.id}>
              <Link className="card" to={href('bons-plans', { slug: item.slug }, locale)}>
                {item.image ? (
                  <img src={item.image.url} alt="" width="800" height="450" loading="lazy" />
                ) : null}
                <div className="card-body">
                  <span className="badge">-{item.discountPercent} %</span>
                  <h2 className="card-title">{item.title}</h2>
                  <p className="card-meta">
                    {t('page.deals.until', { date: formatDate(item.endsAt, locale) })}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
