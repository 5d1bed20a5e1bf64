import { Form, Link } from 'react-router';
import type { Route } from './+types/admin-products';
import { adminProductQuery } from '../../modules/catalog/product-admin-list.rules';
import { STOCK_STATES } from '../../modules/catalog/product-admin.contract';
import { productListPage } from '../admin/product-list.server';
import { PageHeader, pageLinks } from '../components/page';
import { ProductVehicleFilter } from '../components/admin/product-vehicle-filter';
import { ProductsNav } from '../components/admin/products-nav';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';
import { formatPrice } from '../../shared/money';

/**
 * Back office: the catalogue's products. A GET form (search, category, brand, vehicle by make,
 * model and generation, stock, activity) so a filtered list is a URL to bookmark or share;
 * server paginated.
 */
export const loader = (args: Route.LoaderArgs) => productListPage(args);
export const links = pageLinks;
export const meta = staticMeta('admin-products', 'admin.products.title', 'admin.products.lead', {
  noindex: true,
});

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { filter, rows, total, page, pageSize } = loaderData;
  const last = Math.max(1, Math.ceil(total / pageSize));
  const path = href('admin-products', null, locale);
  return (
    <div className="page container">
      <PageHeader title={t('admin.products.title')} lead={t('admin.products.lead')} />
      <ProductsNav current="admin-products" />
      <p>
        <Link
          className="button button-primary"
          to={href('admin-products-id', { id: locale === 'fr' ? 'nouveau' : 'new' }, locale)}
        >
          {t('admin.products.new')}
        </Link>
      </p>
      <Form method="get" className="admin-filters" role="search">
        <div className="admin-field">
          <label htmlFor="products-q">{t('admin.products.search')}</label>
          <input id="products-q" name="q" type="search" defaultValue={filter.q ?? ''} />
        </div>
        <div className="admin-field">
          <label htmlFor="products-category">{t('admin.products.category')}</label>
          <select id="products-category" name="category" defaultValue={filter.categoryId ?? ''}>
            <option value="">{t('admin.products.any')}</option>
            {loaderData.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {'— '.repeat(c.depth)}
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="products-brand">{t('admin.products.brand')}</label>
          <select id="products-brand" name="brand" defaultValue={filter.brandId ?? ''}>
            <option value="">{t('admin.products.any')}</option>
            {loaderData.brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
        <ProductVehicleFilter
          key={adminProductQuery(filter)}
          makes={loaderData.makes}
          vehicles={loaderData.vehicles}
          make={filter.make}
          model={filter.model}
          vehicleId={filter.vehicleId}
          t={t}
        />
        <div className="admin-field">
          <label htmlFor="products-stock">{t('admin.products.stock')}</label>
          <select id="products-stock" name="stock" defaultValue={filter.stock ?? ''}>
            <option value="">{t('admin.products.any')}</option>
            {STOCK_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.products.stock.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="products-active">{t('admin.products.active')}</label>
          <select
            id="products-active"
            name="active"
            defaultValue={filter.active === undefined ? '' : filter.active ? '1' : '0'}
          >
            <option value="">{t('admin.products.any')}</option>
            <option value="1">{t('admin.products.yes')}</option>
            <option value="0">{t('admin.products.no')}</option>
          </select>
        </div>
        <button type="submit" className="button">
          {t('admin.products.filter')}
        </button>
      </Form>
      {loaderData.vehicleName ? (
        <p data-testid="products-vehicle-chosen">
          {t('admin.products.vehicleChosen', { vehicle: loaderData.vehicleName })}
        </p>
      ) : null}
      <p role="status">
        {total === 1
          ? t('admin.products.countOne')
          : t('admin.products.count', { count: String(total) })}
      </p>
      {rows.length === 0 ? (
        <p>{t('admin.products.empty')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" data-testid="admin-products">
            <thead>
              <tr>
                <th scope="col">{t('admin.products.reference')}</th>
                <th scope="col">{t('admin.products.name')}</th>
                <th scope="col">{t('admin.products.brand')}</th>
                <th scope="col">{t('admin.products.variants')}</th>
                <th scope="col">{t('admin.products.stock')}</th>
                <th scope="col">{t('admin.products.priceFrom')}</th>
                <th scope="col">{t('admin.products.active')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t('admin.products.reference')}>{row.reference}</td>
                  <td>
                    <Link to={href('admin-products-id', { id: String(row.id) }, locale)}>
                      {row.name}
                    </Link>
                  </td>
                  <td data-label={t('admin.products.brand')}>{row.brand ?? ''}</td>
                  <td data-label={t('admin.products.variants')}>{row.variants}</td>
                  <td data-label={t('admin.products.stock')}>{row.stock}</td>
                  <td data-label={t('admin.products.priceFrom')}>
                    {row.min_price_ht_cents === null ? '' : formatPrice(row.min_price_ht_cents)}
                  </td>
                  <td data-label={t('admin.products.active')}>
                    {row.is_active ? t('admin.products.on') : t('admin.products.off')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className="admin-pager" aria-label={t('admin.products.title')}>
        {page > 1 ? (
          <Link to={path + adminProductQuery(filter, page - 1)}>
            {t('admin.products.previous')}
          </Link>
        ) : null}{' '}
        {page < last ? (
          <Link to={path + adminProductQuery(filter, page + 1)}>{t('admin.products.next')}</Link>
        ) : null}
      </nav>
    </div>
  );
}
