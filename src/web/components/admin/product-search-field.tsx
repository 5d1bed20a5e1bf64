import { useT } from '../../i18n';

/**
 * The promotion editors' product search (codes, deals): a search field and a button of the
 * editor's own form (`intent=search-products`), so without JavaScript what was typed comes
 * back with the products found instead of being lost to a GET of the page (decision 043).
 * `idPrefix` names the editor (`promo`, `deal`): ids and the button's test id follow it.
 */
export function ProductSearchField({ idPrefix, query }: { idPrefix: string; query: string }) {
  const t = useT();
  return (
    <p className="admin-inline-search">
      <label htmlFor={`${idPrefix}-product-q`}>{t('admin.promo.productSearch')}</label>
      <input
        id={`${idPrefix}-product-q`}
        name="product_q"
        type="search"
        defaultValue={query}
        maxLength={100}
      />
      <button
        type="submit"
        name="intent"
        value="search-products"
        formNoValidate
        className="button"
        data-testid={`${idPrefix}-product-search`}
      >
        {t('admin.promo.find')}
      </button>
    </p>
  );
}
