import { Link, data } from 'react-router';
import type { Route } from './+types/category';
import { findCategoryPage } from '../../modules/catalog';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { alternates, href, type RouteName } from '../paths';
import { requestLocale } from '../request.server';
import { crumbs, errorMeta, pageMeta, summary, type Crumb, type PageHandle } from '../seo';
import type { Locale } from '../../shared/locale';

/**
 * Domain, category and subcategory pages (`c-domain`, `c-domain-category`,
 * `c-domain-category-subcategory`): title, subtitle, child categories (at most 16, SPEC §9)
 * linking by slug. Slugs are translated; each level must be a child of the previous one, else
 * 404. The product list comes with the catalogue issue.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const slugs = [params.domain, params.category, params.subcategory].filter(
    (slug): slug is string => Boolean(slug),
  );
  const page = await context.cached(`category-page:${locale}:${slugs.join('/')}`, () =>
    findCategoryPage(context.database.db, locale, slugs),
  );
  if (!page) throw data(null, { status: 404 });
  const name = ROUTE_BY_DEPTH[slugs.length - 1]!;
  return {
    page,
    alternates: alternates(name, (l) => {
      const trail = page.slugTrails[l];
      return trail ? paramsOf(trail) : null;
    }) as Partial<Record<Locale, string>>,
  };
}

const ROUTE_BY_DEPTH = ['c-domain', 'c-domain-category', 'c-domain-category-subcategory'] as const;

function paramsOf(trail: string[]) {
  return { domain: trail[0]!, category: trail[1]!, subcategory: trail[2]! };
}

/** The URL of the category at the end of `trail` (1 to 3 slugs). */
function categoryHref(trail: string[], locale: Locale): string {
  const name: RouteName = ROUTE_BY_DEPTH[trail.length - 1] ?? 'c-domain';
  return href(name as 'c-domain-category-subcategory', paramsOf(trail), locale);
}

export const links = pageLinks;

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return errorMeta(args.location.pathname);
  const { page } = args.loaderData;
  return pageMeta(args, {
    title: page.metaTitle || page.name,
    description: summary(page.description || page.subtitle || page.name),
    alternates: args.loaderData.alternates,
  });
};

export const handle: PageHandle<Route.ComponentProps['loaderData']> = {
  breadcrumb: (loaderData, locale) => {
    if (!loaderData) return crumbs(locale);
    const trail = loaderData.page.trail;
    const items: Crumb[] = trail.map((level, index) =>
      index === trail.length - 1
        ? { label: level.name }
        : {
            label: level.name,
            href: categoryHref(
              trail.slice(0, index + 1).map((t) => t.slug),
              locale,
            ),
          },
    );
    return crumbs(locale, ...items);
  },
};

export default function Category({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { page } = loaderData;
  const trail = page.trail.map((level) => level.slug);
  // Below a subcategory there is no deeper route: children are only listed down to level 3.
  const canLink = trail.length < ROUTE_BY_DEPTH.length;
  return (
    <div className="page container">
      <PageHeader title={page.name} lead={page.subtitle ?? undefined} />
      {page.children.length > 0 && canLink ? (
        <section aria-labelledby="children-title" className="section-tight">
          <h2 id="children-title">{t('page.category.children')}</h2>
          <ul className="domain-grid" data-testid="child-categories">
            {page.children.map((child) => (
              <li key={child.id}>
                <Link className="domain-card" to={categoryHref([...trail, child.slug], locale)}>
                  <span className="domain-media">
                    {child.image ? (
                      <img src={child.image.url} alt="" width="100" height="100" loading="lazy" />
                    ) : (
                      <span className="domain-placeholder" aria-hidden="true" />
                    )}
                  </span>
                  <span className="domain-body">
                    <span className="domain-name">{child.name}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.description ? <p className="prose">{page.description}</p> : null}
      <p className="page-note">{t('page.productsSoon')}</p>
    </div>
  );
}
