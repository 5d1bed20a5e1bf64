import { Form, Link, useActionData } from 'react-router';
import type { Route } from './+types/admin-stock';
import { stockAction, stockPage, type StockAnswer } from '../admin/stock-page.server';
import { PageHeader, pageLinks } from '../components/page';
import { ProductsNav } from '../components/admin/products-nav';
import { useLocale, useT } from '../i18n';
import type { MessageKey } from '../i18n/catalogues';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Back office: the quick stock and price editor. A searchable page of variants with inputs;
 * one plain form saves the rows that changed (without JavaScript too). A bad value or a row
 * someone changed since the page was shown refuses the save, named on its row.
 */
export const loader = (args: Route.LoaderArgs) => stockPage(args);
export const action = (args: Route.ActionArgs) => stockAction(args);

export const links = pageLinks;

export const meta = staticMeta('admin-stock', 'admin.stock.title', 'admin.stock.lead', {
  noindex: true,
});

const QUICK_FIELDS = ['price_ht', 'discount_percent', 'stock', 'out_of_stock_status'] as const;
const STATUSES = ['stock', 'reorder', 'sold_out', 'discontinued'] as const;

export default function AdminStock({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<StockAnswer>();
  const { rows, search, page, lastPage, total, saved } = loaderData;
  const self = href('admin-stock', null, locale);
  const pageUrl = (n: number) =>
    `${self}?${new URLSearchParams({ ...(search ? { q: search } : {}), page: String(n) }).toString()}`;
  return (
    <div className="page container admin-stock" data-testid="admin-stock">
      <PageHeader title={t('admin.stock.title')} lead={t('admin.stock.lead')} />
      <ProductsNav current="admin-stock" />
      {saved !== null ? (
        <p className="form-alert form-alert-success" role="status" data-testid="stock-saved">
          {t('admin.stock.saved', { count: String(saved) })}
        </p>
      ) : null}
      <Form method="get" className="admin-inline-form" role="search">
        <label htmlFor="stock-search">{t('admin.stock.search')}</label>
        <input id="stock-search" type="search" name="q" defaultValue={search} />
        <button type="submit" className="button">
          {t('admin.stock.find')}
        </button>
      </Form>
      <p>{t('admin.stock.total', { count: String(total) })}</p>
      {answer ? (
        <p className="form-alert" role="alert" data-testid="stock-error">
          {answer.message}
        </p>
      ) : null}
      <Form method="post" key={rows.map((r) => Object.values(r.values).join()).join()}>
        <input type="hidden" name="intent" value="save" />
        <div className="admin-table-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.stock.reference')}</th>
                <th scope="col">{t('admin.stock.product')}</th>
                <th scope="col">{t('admin.stock.price')}</th>
                <th scope="col">{t('admin.stock.discount')}</th>
                <th scope="col">{t('admin.stock.stock')}</th>
                <th scope="col">{t('admin.stock.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const errors = answer?.errors[row.reference] ?? {};
                const typed = answer?.values[row.reference] ?? row.values;
                const id = (f: string) => `${row.reference}-${f}`;
                const problem = Object.entries(errors)
                  .map(
                    ([field, code]) =>
                      t(`admin.catalogueImport.error.${code}` as MessageKey) +
                      (field === 'row' ? '' : ` (${t(`admin.stock.${field}` as MessageKey)})`),
                  )
                  .join(' ');
                return (
                  <tr key={row.reference} data-reference={row.reference}>
                    <th scope="row">
                      {row.reference}
                      <input type="hidden" name="row" value={row.reference} />
                      {QUICK_FIELDS.map((f) => (
                        <input
                          key={f}
                          type="hidden"
                          name={`was:${row.reference}:${f}`}
                          value={row.values[f]}
                        />
                      ))}
                      {problem ? (
                        <p className="field-error" id={id('error')}>
                          {problem}
                        </p>
                      ) : null}
                    </th>
                    <td>
                      {row.productName}
                      {row.variantName ? ` — ${row.variantName}` : ''}
                    </td>
                    {(['price_ht', 'discount_percent', 'stock'] as const).map((f) => (
                      <td key={f}>
                        <label className="visually-hidden" htmlFor={id(f)}>
                          {t(`admin.stock.${f}` as MessageKey)} {row.reference}
                        </label>
                        <input
                          id={id(f)}
                          name={`${row.reference}:${f}`}
                          defaultValue={typed[f]}
                          inputMode={f === 'price_ht' ? 'decimal' : 'numeric'}
                          size={f === 'price_ht' ? 8 : 4}
                          aria-invalid={errors[f] ? true : undefined}
                          aria-describedby={problem ? id('error') : undefined}
                        />
                      </td>
                    ))}
                    <td>
                      <label className="visually-hidden" htmlFor={id('status')}>
                        {t('admin.stock.status')} {row.reference}
                      </label>
                      <select
                        id={id('status')}
                        name={`${row.reference}:out_of_stock_status`}
                        defaultValue={typed.out_of_stock_status}
                      >
                        {STATUSES.map((s) => (
                          <option key={s} value={s}>
                            {t(`admin.stock.status.${s}` as MessageKey)}
                          </option>
                        ))}
                      </select>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <button type="submit" className="button button-primary" data-testid="stock-save">
          {t('admin.stock.save')}
        </button>
      </Form>
      <nav className="pagination" aria-label={t('admin.stock.pages')}>
        {page > 1 ? <Link to={pageUrl(page - 1)}>{t('admin.stock.previous')}</Link> : null}{' '}
        <span>{t('admin.stock.page', { page: String(page), last: String(lastPage) })}</span>{' '}
        {page < lastPage ? <Link to={pageUrl(page + 1)}>{t('admin.stock.next')}</Link> : null}
      </nav>
    </div>
  );
}
