import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Form, Link, useFetcher, useLocation, useNavigate, useNavigation } from 'react-router';
import { useLocale, useT } from '../../i18n';
import { ProductCard } from '../product-card/product-card';
import { useHydrated } from '../use-hydrated';
import {
  LIST_SORTS,
  listSearch,
  parseListParams,
  selectedCount,
  withoutFilters,
  withoutQuery,
  type ListParams,
} from './list-params';
import { Facets, MyVehicleFilter } from './filter-facets';
import { Pagination } from './pagination';
import type { ProductListData } from './product-list.server';
import { PromoCodeBlock } from './promo-code-block';

const FORM_ID = 'product-filters';
/** SPEC §9 debounces: price inputs 400 ms, range sliders 500 ms. */
const PRICE_DEBOUNCE_MS = 400;
const RANGE_DEBOUNCE_MS = 500;

/**
 * A product list with its filter sidebar, order-by select, pagination, empty and error
 * states (SPEC §2, §4, §8). Every choice lives in the URL. The sidebar is a GET form: without
 * JavaScript "Apply" submits it; with JavaScript each change navigates client-side (no full
 * reload, scroll kept). On phones the sidebar is a modal whose button shows the live number of
 * matching products before applying.
 */
export function ProductList({
  list,
  title,
  hideNewestSort = false,
  myVehicle = null,
  columns,
  inSearchOverlay = false,
}: {
  list: ProductListData;
  title: string;
  hideNewestSort?: boolean;
  myVehicle?: { label: string } | null;
  /** The search overlay shows two columns (SPEC §2); lists default to the responsive grid. */
  columns?: 2;
  /** In the search overlay, whose own header names the search and cancels it. */
  inSearchOverlay?: boolean;
}) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const state = useMemo(() => parseListParams(location.search), [location.search]);
  const [modalOpen, setModalOpen] = useState(false);
  const hydrated = useHydrated();
  const locale = useLocale();
  const preview = useFetcher<{ list: Pick<ProductListData, 'total'> }>();
  // The modal's count is the preview's only once one was asked since the modal opened.
  const [previewing, setPreviewing] = useState(false);
  // Closing the modal without applying puts the fields back as the URL says (remount).
  const [formVersion, setFormVersion] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const count = selectedCount(state);
  const loading =
    navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const go = (next: ListParams) =>
    navigate(location.pathname + listSearch(next), { preventScrollReset: true });

  function stateOfForm(form: HTMLFormElement): ListParams {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form))
      if (typeof value === 'string') params.append(key, value);
    return { ...parseListParams(params), page: 1 };
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const target = event.target as HTMLInputElement;
    const delay =
      target.type === 'number'
        ? PRICE_DEBOUNCE_MS
        : target.type === 'range'
          ? RANGE_DEBOUNCE_MS
          : 0;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const next = stateOfForm(form);
      // In the phone modal a change only previews the count; the button applies it.
      if (modalOpen) {
        setPreviewing(true);
        preview.load(previewUrl(next));
      } else void go(next);
    }, delay);
  }

  /** The search overlay's list is the shell's: its count comes from its own resource route. */
  function previewUrl(next: ListParams): string {
    if (!inSearchOverlay) return location.pathname + listSearch(next);
    const params = new URLSearchParams(listSearch(next));
    params.set('lang', locale);
    return `/recherche-total?${params.toString()}`;
  }

  function openModal() {
    setPreviewing(false);
    setModalOpen(true);
  }

  function closeModal() {
    clearTimeout(timer.current);
    setModalOpen(false);
    setPreviewing(false);
    setFormVersion((version) => version + 1);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearTimeout(timer.current);
    setModalOpen(false);
    setPreviewing(false);
    void go(stateOfForm(event.currentTarget));
  }

  const previewTotal = (previewing ? preview.data?.list.total : undefined) ?? list.total;
  const sorts = LIST_SORTS.filter((sort) => !(hideNewestSort && sort === 'newest'));
  const erase = location.pathname + listSearch(withoutFilters(state));

  return (
    <section
      className="product-list"
      aria-labelledby="product-list-title"
      aria-busy={loading || undefined}
    >
      <header className="product-list-header">
        <h2
          id="product-list-title"
          className={inSearchOverlay ? 'product-list-title visually-hidden' : 'product-list-title'}
        >
          {title}{' '}
          <span className="product-list-count" data-testid="product-count">
            {t(list.total === 1 ? 'list.countOne' : 'list.countMany', { count: list.total })}
          </span>
        </h2>
        <div className="product-list-tools">
          <button
            type="button"
            className="button button-secondary product-list-filter-button"
            onClick={openModal}
            aria-expanded={modalOpen}
            aria-controls="product-filters-panel"
            data-testid="filter-button"
          >
            {t('list.filters')}
            {count > 0 ? <span className="count-badge">{count}</span> : null}
          </button>
          {count > 0 ? (
            <Link
              to={erase}
              className="button button-ghost"
              data-testid="erase-filters"
              preventScrollReset
            >
              {t('list.erase')}
            </Link>
          ) : null}
          {state.q && !inSearchOverlay ? (
            <Link
              to={withoutQuery(location.pathname, location.search)}
              className="button button-ghost"
            >
              {t('list.cancelSearch')}
            </Link>
          ) : null}
          <label className="product-list-sort">
            <span>{t('list.sortLabel')}</span>
            <select
              name="sort"
              form={FORM_ID}
              value={state.sort}
              data-testid="sort-select"
              onChange={(event) =>
                void go({ ...state, sort: event.target.value as ListParams['sort'], page: 1 })
              }
            >
              {sorts.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`list.sort.${sort}`)}
                </option>
              ))}
            </select>
          </label>
          {!hydrated ? (
            <button type="submit" form={FORM_ID} className="button button-secondary">
              {t('list.apply')}
            </button>
          ) : null}
        </div>
      </header>

      <div className="product-list-layout">
        <aside
          id="product-filters-panel"
          className={`filter-panel${modalOpen ? ' filter-panel-open' : ''}`}
          aria-label={t('list.filters')}
          role={modalOpen ? 'dialog' : undefined}
          aria-modal={modalOpen || undefined}
        >
          <div className="filter-panel-head">
            <button type="button" className="button button-ghost" onClick={closeModal}>
              ← {t('list.back')}
            </button>
            <p className="filter-panel-title">{t('list.filters')}</p>
          </div>
          <Form
            method="get"
            id={FORM_ID}
            ref={formRef}
            className="filter-form"
            onChange={hydrated ? onChange : undefined}
            onSubmit={hydrated ? onSubmit : undefined}
            preventScrollReset
            data-testid="filter-form"
          >
            {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
            {state.myVehicle && !myVehicle ? (
              <input type="hidden" name="vehicle" value="1" />
            ) : null}
            {myVehicle ? (
              <MyVehicleFilter label={myVehicle.label} checked={state.myVehicle} />
            ) : null}
            {list.facets ? <Facets key={formVersion} facets={list.facets} state={state} /> : null}
            <div className="filter-panel-actions">
              <button
                type="submit"
                className={`button button-primary${hydrated && !modalOpen ? ' filter-apply-js' : ''}`}
                data-testid="filter-apply"
              >
                {modalOpen
                  ? t(previewTotal === 1 ? 'list.showOne' : 'list.showMany', {
                      count: previewTotal,
                    })
                  : t('list.apply')}
              </button>
            </div>
          </Form>
          {list.promoCodes.length > 0 ? <PromoCodeBlock codes={list.promoCodes} /> : null}
        </aside>

        <div className="product-list-main">
          {list.failed ? (
            <div className="list-empty" role="alert" data-testid="list-error">
              <p className="list-empty-title">{t('list.error')}</p>
            </div>
          ) : list.products.length === 0 ? (
            <div className="list-empty" data-testid="list-empty">
              <p className="list-empty-title">{t('list.emptyTitle')}</p>
              <p>{t('list.emptyText')}</p>
              <p className="list-empty-actions">
                {count > 0 ? (
                  <Link to={erase} className="button button-primary">
                    {t('list.eraseAll')}
                  </Link>
                ) : null}
                {state.q ? (
                  <Link
                    to={withoutQuery(location.pathname, location.search)}
                    className="button button-secondary"
                  >
                    {t('list.cancelSearch')}
                  </Link>
                ) : null}
              </p>
            </div>
          ) : (
            <ul
              className={columns === 2 ? 'product-grid product-grid-2' : 'product-grid'}
              data-testid="product-grid"
            >
              {list.products.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} priority={index < 2} anchored />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={list.page} lastPage={list.lastPage} state={state} />
        </div>
      </div>
    </section>
  );
}
