import { Link, data } from 'react-router';
import type { Route } from './+types/brand';
import { getBrandBySlug, listBrands } from '../../modules/catalog';
import { listBrandVehicles } from '../../modules/vehicles';
import { PageHeader, pageLinks } from '../components/page';
import { productListLinks } from '../components/product-list';
import { ProductList } from '../components/product-list/product-list';
import { loadProductList } from '../components/product-list/product-list.server';
import { BrandVehiclePicker } from '../components/vehicle-picker';
import { translate, useLocale, useT } from '../i18n';
import { alternates, href, localeFromPath } from '../paths';
import { readMyVehicle } from '../my-vehicle.server';
import { crumbs, errorMeta, pageMeta, type PageHandle } from '../seo';
import { skipAfterFavoriteToggle } from '../components/favorites/favorite-state';

/**
 * A brand (`/marques/:slug`): for a vehicle make, its models (each linking to the vehicle page),
 * the model picker and the products made for any of its models; for a product maker, its
 * products. Brand slugs are the same in every language. 404 when the slug names no active brand.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.database;
  const brand = await context.cached(`brand-page:${params.slug}`, async () => {
    const found = await getBrandBySlug(db, params.slug);
    return found ? { ...found, vehicles: await listBrandVehicles(db, found.id) } : null;
  });
  if (!brand) throw data(null, { status: 404 });
  // The model picker: every vehicle make (the same cached list as the home page), and the
  // customer's remembered vehicle.
  const locale = localeFromPath(new URL(request.url).pathname);
  const [brands, myVehicle, list] = await Promise.all([
    context.cached('brands:vehicle', () => listBrands(db, { type: 'vehicle', limit: 80 })),
    readMyVehicle(request, db),
    loadProductList(
      request,
      context,
      locale,
      brand.type === 'vehicle'
        ? { vehicleIds: brand.vehicles.map((vehicle) => vehicle.id) }
        : { makerId: brand.id },
    ),
  ]);
  return {
    brand,
    list,
    brands: brands.map(({ id, name, slug }) => ({ id, name, slug })),
    myVehicle,
    alternates: alternates('marques-slug', { slug: brand.slug }),
  };
}

export const links = () => [...pageLinks(), ...productListLinks()];

/** A heart pressed on a card reloads the header's data, not the list. */
export const shouldRevalidate = skipAfterFavoriteToggle;

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return errorMeta(args.location.pathname);
  const locale = localeFromPath(args.location.pathname);
  const { brand } = args.loaderData;
  return pageMeta(args, {
    title: translate(locale, 'page.brand.title', { brand: brand.name }),
    description: translate(locale, 'page.brand.description', {
      brand: brand.name,
      count: brand.vehicles.length,
    }),
    alternates: args.loaderData.alternates,
  });
};

export const handle: PageHandle<Route.ComponentProps['loaderData']> = {
  breadcrumb: (loaderData, locale) =>
    crumbs(locale, ...(loaderData ? [{ label: loaderData.brand.name }] : [])),
};

export default function Brand({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { brand } = loaderData;
  return (
    <div className="page container">
      <PageHeader
        title={t('page.brand.title', { brand: brand.name })}
        lead={t('page.brand.description', { brand: brand.name, count: brand.vehicles.length })}
      />
      <BrandVehiclePicker
        brand={brand}
        brands={loaderData.brands}
        models={brand.vehicles}
        myVehicle={loaderData.myVehicle}
      />
      <section aria-labelledby="models-title">
        <h2 id="models-title">{t('page.brand.models', { brand: brand.name })}</h2>
        {brand.vehicles.length === 0 ? (
          <p className="empty">{t('page.brand.noModels')}</p>
        ) : (
          <ul className="link-columns" data-testid="brand-vehicles">
            {brand.vehicles.map((vehicle) => (
              <li key={vehicle.id}>
                <Link
                  to={href(
                    'marques-slug-vehicle',
                    { slug: brand.slug, vehicle: vehicle.slug },
                    locale,
                  )}
                >
                  {brand.name} {vehicle.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ProductList list={loaderData.list} title={t('page.brand.products', { brand: brand.name })} />
    </div>
  );
}
