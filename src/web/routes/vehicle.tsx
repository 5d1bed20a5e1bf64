import { Link, data } from 'react-router';
import type { Route } from './+types/vehicle';
import { categoryChipsWithProducts, findCategoryBySlug, listDomains } from '../../modules/catalog';
import { findVehicleBySlugs } from '../../modules/vehicles';
import { PageHeader, pageLinks } from '../components/page';
import { productListLinks } from '../components/product-list';
import { ProductList } from '../components/product-list/product-list';
import { loadProductList } from '../components/product-list/product-list.server';
import { translate, useLocale, useT } from '../i18n';
import { alternates, href, localeFromPath } from '../paths';
import { rememberMyVehicle } from '../my-vehicle.server';
import { requestLocale } from '../request.server';
import { crumbs, errorMeta, pageMeta, type PageHandle } from '../seo';
import { skipAfterFavoriteToggle } from '../components/favorites/favorite-state';

/**
 * A vehicle model (`/marques/:slug/:vehicle`) and a vehicle × category page
 * (`/marques/:slug/:vehicle/:category`): the title (brand + model [+ category]), the product
 * ranges to narrow down to, and the products made for that vehicle (in that category) with
 * the filter sidebar. 404 when a slug names nothing.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { db } = context.database;
  const [vehicle, category, domains] = await Promise.all([
    findVehicleBySlugs(db, params.slug, params.vehicle),
    params.category ? findCategoryBySlug(db, locale, params.category) : null,
    context.cached(`domains:${locale}`, () => listDomains(db, locale)),
  ]);
  if (!vehicle || (params.category && !category)) throw data(null, { status: 404 });
  const base = { slug: vehicle.brand.slug, vehicle: vehicle.slug };
  // Visiting a vehicle's page makes it "my vehicle" (cookie my_vehicle).
  const headers = rememberMyVehicle(request, vehicle.id);
  const [list, ranges] = await Promise.all([
    loadProductList(request, context, locale, {
      vehicleIds: [vehicle.id],
      categoryId: category?.id,
    }),
    // The range buttons: only the domains with products made for this vehicle.
    category
      ? []
      : context.cached(`vehicle-ranges:${locale}:${vehicle.id}`, () =>
          categoryChipsWithProducts(
            db,
            domains.map(({ id, name, slug }) => ({ id, name, slug })),
            { vehicleIds: [vehicle.id] },
          ),
        ),
  ]);
  return data(
    {
      vehicle,
      list,
      category: category ? { name: category.name } : null,
      domains: ranges,
      alternates: category
        ? alternates('marques-slug-vehicle-category', (l) =>
            category.slugs[l] ? { ...base, category: category.slugs[l] } : null,
          )
        : alternates('marques-slug-vehicle', base),
    },
    { headers },
  );
}

type Data = Route.ComponentProps['loaderData'];

function title(loaderData: Data, locale: ReturnType<typeof localeFromPath>) {
  const vehicle = `${loaderData.vehicle.brand.name} ${loaderData.vehicle.label}`;
  return loaderData.category
    ? translate(locale, 'page.vehicle.categoryTitle', {
        category: loaderData.category.name,
        vehicle,
      })
    : translate(locale, 'page.vehicle.title', { vehicle });
}

export const links = () => [...pageLinks(), ...productListLinks()];

/** A heart pressed on a card reloads the header's data, not the list. */
export const shouldRevalidate = skipAfterFavoriteToggle;

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return errorMeta(args.location.pathname);
  const locale = localeFromPath(args.location.pathname);
  return pageMeta(args, {
    title: title(args.loaderData, locale),
    description: translate(locale, 'page.vehicle.description', {
      vehicle: `${args.loaderData.vehicle.brand.name} ${args.loaderData.vehicle.label}`,
    }),
    alternates: args.loaderData.alternates,
  });
};

export const handle: PageHandle<Data> = {
  breadcrumb: (loaderData, locale) => {
    if (!loaderData) return crumbs(locale);
    const { vehicle, category } = loaderData;
    const brand = {
      label: vehicle.brand.name,
      href: href('marques-slug', { slug: vehicle.brand.slug }, locale),
    };
    const model = { label: `${vehicle.brand.name} ${vehicle.label}` };
    if (!category) return crumbs(locale, brand, model);
    const modelLink = href(
      'marques-slug-vehicle',
      { slug: vehicle.brand.slug, vehicle: vehicle.slug },
      locale,
    );
    return crumbs(locale, brand, { ...model, href: modelLink }, { label: category.name });
  },
};

export default function Vehicle({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { vehicle, domains } = loaderData;
  return (
    <div className="page container">
      <PageHeader
        title={title(loaderData, locale)}
        lead={t('page.vehicle.description', { vehicle: `${vehicle.brand.name} ${vehicle.label}` })}
      />
      {domains.length > 0 ? (
        <nav aria-labelledby="ranges-title" className="child-categories">
          <h2 id="ranges-title" className="visually-hidden">
            {t('page.vehicle.ranges')}
          </h2>
          <ul>
            {domains.map((domain) => (
              <li key={domain.id}>
                <Link
                  className="child-category child-category-text"
                  to={href(
                    'marques-slug-vehicle-category',
                    { slug: vehicle.brand.slug, vehicle: vehicle.slug, category: domain.slug },
                    locale,
                  )}
                >
                  {domain.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ProductList list={loaderData.list} title={title(loaderData, locale)} />
    </div>
  );
}
