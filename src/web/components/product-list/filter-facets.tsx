/**
 * The filter sidebar's groups (SPEC §2): categories, each filter (checkbox lists, colour or
 * image swatches, numeric range sliders), price, review stars, availability, brands — plain
 * form inputs, so the sidebar works as a GET form without JavaScript.
 */
import type { ProductListFacets } from '../../../modules/catalog';
import { useT } from '../../i18n';
import { useProPrices } from '../price/tax-basis';
import { CheckOption, FacetGroup, RangeFilter } from './facet-inputs';
import { listSearch, type ListParams } from './list-params';

export function MyVehicleFilter({ label, checked }: { label: string; checked: boolean }) {
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

export function Facets({ facets, state }: { facets: ProductListFacets; state: ListParams }) {
  const t = useT();
  // A PRO reads and types the price bounds excl. tax, as their cards show (decision 048).
  const pro = useProPrices();
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
      <FacetGroup title={t(pro ? 'product.taxExcluded' : 'list.price')} open>
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
              placeholder={String(Math.floor(facets.price.minCents / 100))}
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
              placeholder={String(Math.ceil(facets.price.maxCents / 100))}
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
