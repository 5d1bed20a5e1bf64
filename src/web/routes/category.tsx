import { Link, data, redirect } from 'react-router';
import type { Route } from './+types/category';
import { categoryOffers, findCategoryPage, movedCategoryTrail } from '../../modules/catalog';
import { useNonce } from '../components/nonce';
import { PageHeader, pageLinks } from '../components/page';
import { Picture } from '../components/picture';
import { productListLinks } from '../components/product-list';
import { ProductList } from '../components/product-list/product-list';
import { loadProductList } from '../components/product-list/product-list.server';
import { useLocale, useT } from '../i18n';
import { alternates, href, type RouteName } from '../paths';
import { readMyVehicle } from '../my-vehicle.server';
import { requestLocale } from '../request.server';
import { productReadContext } from '../catalog.server';
import { crumbs, errorMeta, pageMeta, summary, type Crumb, type PageHandle } from '../seo';
import { categoryJsonLd, jsonLdText } from '../structured-data';
import type { Locale } from '../../shared/locale';
import { skipAfterFavoriteToggle } from '../components/favorites/favorite-state';

/**
 * Domain, category and subcategory pages (`c-domain`, `c-domain-category`,
 * `c-domain-category-subcategory`): title, subtitle, child categories (at most 16, SPEC §9)
 * linking by slug. Slugs are translated; each level must be a child of the previous one, else
 * 404. Below them, the category's products with the filter sidebar (the list's state lives in
 * the URL: see components/product-list).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const slugs = [params.domain, params.category, params.subcategory].filter(
    (slug): slug is string => Boolean(slug),
  );
  const page = await context.cached(`category-page:${locale}:${slugs.join('/')}`, () =>
    findCategoryPage(context.database.db, locale, slugs),
  );
  if (!page) {
    // A renamed slug or a category moved in the tree: its old links lead to the new address.
    const moved = await movedCategoryTrail(context.database.db, locale, slugs);
    if (moved) throw redirect(categoryHref(moved, locale), 301);
    throw data(null, { status: 404 });
  }
  const name = ROUTE_BY_DEPTH[slugs.length - 1]!;
  const myVehicle = await readMyVehicle(request, context.database.db);
  const { prices } = await productReadContext(context, locale);
  const [list, offers] = await Promise.all([
    loadProductList(request, context, locale, {
      categoryId: page.id,
      myVehicleId: myVehicle?.id ?? null,
    }),
    context.cached(`category-offers:${page.id}:${prices.vatRateBp}`, () =>
      categoryOffers(context.database.db, page.id, prices.vatRateBp),
    ),
  ]);
  return {
    jsonLd:
      offers.offerCount > 0 ? jsonLdText(categoryJsonLd({ name: page.name, ...offers })) : null,
    page,
    list,
    myVehicle: myVehicle ? { label: `${myVehicle.brandName} ${myVehicle.label}` } : null,
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

export const links = () => [...pageLinks(), ...productListLinks()];

/** A heart pressed on a card reloads the header's data, not the list. */
export const shouldRevalidate = skipAfterFavoriteToggle;

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
  const nonce = useNonce();
  const locale = useLocale();
  const { page } = loaderData;
  const trail = page.trail.map((level) => level.slug);
  // Below a subcategory there is no deeper route: children are only listed down to level 3.
  const canLink = trail.length < ROUTE_BY_DEPTH.length;
  return (
    <div className="page container">
      <PageHeader title={page.name} lead={page.subtitle ?? undefined} />
      {page.children.length > 0 && canLink ? (
        <nav aria-labelledby="children-title" className="child-categories">
          <h2 id="children-title" className="visually-hidden">
            {t('page.category.children')}
          </h2>
          <ul data-testid="child-categories">
            {page.children.map((child) => (
              <li key={child.id}>
                <Link className="child-category" to={categoryHref([...trail, child.slug], locale)}>
                  {child.image ? (
                    <Picture
                      image={child.image}
                      preset="category"
                      alt=""
                      className="child-category-image"
                    />
                  ) : (
                    <span className="child-category-image" aria-hidden="true" />
                  )}
                  <span>{child.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ProductList list={loaderData.list} title={page.name} myVehicle={loaderData.myVehicle} />
      {page.description ? <p className="prose category-description">{page.description}</p> : null}
      {loaderData.jsonLd ? (
        <script
          type="application/ld+json"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }}
        />
      ) : null}
    </div>
  );
}
