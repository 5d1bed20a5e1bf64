import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Form, Link, useFetcher, useLocation, useNavigate, useNavigation } from 'react-router';
import type { ProductFacets } from '../../../modules/catalog';
import { useT } from '../../i18n';
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
import type { ProductListData } from './product-list.server';

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
  const preview = useFetcher<{ list: ProductListData }>();
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
      if (modalOpen) preview.load(location.pathname + listSearch(next));
      else void go(next);
    }, delay);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setModalOpen(false);
    void go(stateOfForm(event.currentTarget));
  }

  const previewTotal = preview.data?.list.total ?? list.total;
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
            onClick={() => setModalOpen(true)}
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
            <button
              type="button"
              className="button button-ghost"
              onClick={() => setModalOpen(false)}
            >
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
            {list.facets ? <Facets facets={list.facets} state={state} /> : null}
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
                  <ProductCard product={product} priority={index < 2} />
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

function MyVehicleFilter({ label, checked }: { label: string; checked: boolean }) {
  const t = useT();
  return (
    <fieldset className="filter-group filter-my-vehicle">
      <legend className="visually-hidden">{t('list.myVehicle')}</legend>
      <label className="filter-option">
        <input
          type="checkbox"
          name="vehicle"
          value="1"
          defaultChecked={checked}
          key={String(checked)}
        />
        <span>{t('list.onlyMyVehicle', { vehicle: label })}</span>
      </label>
    </fieldset>
  );
}

function Facets({ facets, state }: { facets: ProductFacets; state: ListParams }) {
  const t = useT();
  // `key` re-mounts uncontrolled inputs when the URL changes (back button, erase filters).
  const k = listSearch(state);
  return (
    <>
      {facets.categories.length > 0 ? (
        <FacetGroup title={t('list.categories')} open>
          {facets.categories.map((c) => (
            <CheckOption
              key={`${k}c${c.id}`}
              name="categories"
              value={c.id}
              checked={state.categories.includes(c.id)}
              label={c.name}
              count={c.products_count}
            />
          ))}
        </FacetGroup>
      ) : null}
      {facets.filters.map((filter) =>
        filter.filter_type_id === 2 ? (
          <RangeFilter
            key={`${k}f${filter.id}`}
            filter={filter}
            value={state.ranges.get(filter.id)}
          />
        ) : (
          <FacetGroup
            key={`f${filter.id}`}
            title={filter.name}
            open={
              filter.starts_opened || filter.filter_values.some((v) => state.filters.includes(v.id))
            }
            swatches={filter.use_images}
          >
            {filter.filter_values.map((value) => (
              <CheckOption
                key={`${k}v${value.id}`}
                name="filters"
                value={value.id}
                checked={state.filters.includes(value.id)}
                label={value.name}
                hideLabel={filter.use_images && filter.images_hide_names}
                count={value.products_count}
                swatch={
                  filter.use_images
                    ? { color: value.color, image: value.image?.url ?? null }
                    : undefined
                }
              />
            ))}
          </FacetGroup>
        ),
      )}
      <FacetGroup title={t('list.price')} open>
        <div className="filter-price">
          <label>
            <span>{t('list.priceMin')}</span>
            <input
              key={`${k}pmin`}
              type="number"
              name="priceMin"
              min={0}
              step="any"
              inputMode="decimal"
              defaultValue={state.priceMin ?? ''}
              placeholder={String(facets.price.min)}
              data-testid="price-min"
            />
          </label>
          <label>
            <span>{t('list.priceMax')}</span>
            <input
              key={`${k}pmax`}
              type="number"
              name="priceMax"
              min={0}
              step="any"
              inputMode="decimal"
              defaultValue={state.priceMax ?? ''}
              placeholder={String(facets.price.max)}
              data-testid="price-max"
            />
          </label>
        </div>
      </FacetGroup>
      {facets.reviews.length > 0 ? (
        <FacetGroup title={t('list.reviews')}>
          {facets.reviews.map((r) => (
            <CheckOption
              key={`${k}s${r.stars}`}
              name="reviews"
              value={r.stars}
              checked={state.reviews.includes(r.stars)}
              label={`${'★'.repeat(r.stars)}${'☆'.repeat(5 - r.stars)}`}
              ariaLabel={t('list.stars', { count: r.stars })}
              count={r.products_count}
            />
          ))}
        </FacetGroup>
      ) : null}
      {facets.availability.length > 0 ? (
        <FacetGroup title={t('list.availability')} open={state.availability !== null}>
          <label className="filter-option">
            <input
              key={`${k}a-all`}
              type="radio"
              name="availability"
              value=""
              defaultChecked={state.availability === null}
            />
            <span className="filter-option-label">{t('list.availabilityAll')}</span>
          </label>
          {facets.availability.map((a) => (
            <label className="filter-option" key={`${k}a${a.value}`}>
              <input
                type="radio"
                name="availability"
                value={a.value}
                defaultChecked={state.availability === a.value}
              />
              <span className="filter-option-label">{t(`list.availability.${a.value}`)}</span>
              <span className="filter-option-count">{a.products_count}</span>
            </label>
          ))}
        </FacetGroup>
      ) : null}
      {facets.brands.length > 0 ? (
        <FacetGroup title={t('list.brands')}>
          {facets.brands.map((b) => (
            <CheckOption
              key={`${k}b${b.id}`}
              name="brands"
              value={b.id}
              checked={state.brands.includes(b.id)}
              label={b.name}
              count={b.products_count}
            />
          ))}
        </FacetGroup>
      ) : null}
    </>
  );
}

function FacetGroup({
  title,
  open = false,
  swatches = false,
  children,
}: {
  title: string;
  open?: boolean;
  swatches?: boolean;
  children: React.ReactNode;
}) {
  return (
    <details className="filter-group" open={open}>
      <summary className="filter-group-title">{title}</summary>
      <div className={swatches ? 'filter-options filter-options-swatches' : 'filter-options'}>
        {children}
      </div>
    </details>
  );
}

function CheckOption({
  name,
  value,
  checked,
  label,
  count,
  hideLabel = false,
  ariaLabel,
  swatch,
}: {
  name: string;
  value: number;
  checked: boolean;
  label: string;
  count: number;
  hideLabel?: boolean;
  ariaLabel?: string;
  swatch?: { color: string | null; image: string | null };
}) {
  return (
    <label
      className={`filter-option${swatch ? ' filter-option-swatch' : ''}`}
      title={swatch ? label : undefined}
    >
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        aria-label={ariaLabel ?? (hideLabel ? label : undefined)}
      />
      {swatch ? (
        <span
          className="filter-swatch"
          aria-hidden="true"
          style={
            swatch.color
              ? { background: swatch.color }
              : swatch.image
                ? { backgroundImage: `url(${swatch.image})` }
                : undefined
          }
        />
      ) : null}
      {hideLabel ? null : (
        <span className="filter-option-label" aria-hidden={ariaLabel ? true : undefined}>
          {label}
        </span>
      )}
      <span className="filter-option-count">{count}</span>
    </label>
  );
}

function RangeFilter({
  filter,
  value,
}: {
  filter: ProductFacets['filters'][number];
  value: [number, number] | undefined;
}) {
  const numbers = filter.filter_values
    .map((v) => v.numeric_value)
    .filter((n): n is number => n !== null)
    .sort((a, b) => a - b);
  const lowest = numbers[0] ?? 0;
  const highest = numbers.at(-1) ?? 0;
  const [low, setLow] = useState(value?.[0] ?? lowest);
  const [high, setHigh] = useState(value?.[1] ?? highest);
  if (numbers.length < 2) return null;
  return (
    <FacetGroup title={filter.name} open={filter.starts_opened || value !== undefined}>
      <div className="filter-range">
        <p className="filter-range-values" aria-live="polite">
          {low} – {high}
        </p>
        <label>
          <span className="visually-hidden">{`${filter.name} min`}</span>
          <input
            type="range"
            name={`range${filter.id}Min`}
            min={lowest}
            max={highest}
            step="any"
            list={`range-${filter.id}`}
            value={low}
            onChange={(event) => setLow(Math.min(Number(event.target.value), high))}
          />
        </label>
        <label>
          <span className="visually-hidden">{`${filter.name} max`}</span>
          <input
            type="range"
            name={`range${filter.id}Max`}
            min={lowest}
            max={highest}
            step="any"
            list={`range-${filter.id}`}
            value={high}
            onChange={(event) => setHigh(Math.max(Number(event.target.value), low))}
          />
        </label>
        <datalist id={`range-${filter.id}`}>
          {numbers.map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
      </div>
    </FacetGroup>
  );
}

function Pagination({
  page,
  lastPage,
  state,
}: {
  page: number;
  lastPage: number;
  state: ListParams;
}) {
  const t = useT();
  const { pathname } = useLocation();
  if (lastPage <= 1) return null;
  const to = (n: number) => pathname + listSearch({ ...state, page: n });
  const pages = new Set(
    [1, lastPage, page - 1, page, page + 1].filter((n) => n >= 1 && n <= lastPage),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label={t('list.pagination')} data-testid="pagination">
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" className="pagination-step">
          ← {t('list.previous')}
        </Link>
      ) : null}
      <ol>
        {sorted.map((n, index) => (
          <li key={n}>
            {index > 0 && n - sorted[index - 1]! > 1 ? (
              <span className="pagination-gap">…</span>
            ) : null}
            {n === page ? (
              <span aria-current="page" className="pagination-page pagination-current">
                {n}
              </span>
            ) : (
              <Link to={to(n)} className="pagination-page">
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < lastPage ? (
        <Link to={to(page + 1)} rel="next" className="pagination-step">
          {t('list.next')} →
        </Link>
      ) : null}
    </nav>
  );
}
