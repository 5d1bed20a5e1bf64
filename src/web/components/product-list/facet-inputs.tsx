/**
 * The filter sidebar's building blocks: a collapsible group, a checkbox option (with its colour
 * or image swatch) and a numeric range of two sliders — plain form inputs, read by the GET form.
 */
import { useState, type ReactNode } from 'react';
import type { ProductListFacets } from '../../../modules/catalog';

export function FacetGroup({
  title,
  open = false,
  swatches = false,
  children,
}: {
  title: string;
  open?: boolean;
  swatches?: boolean;
  children: ReactNode;
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

export function CheckOption({
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

export function RangeFilter({
  filter,
  value,
}: {
  filter: ProductListFacets['filters'][number];
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
        {/* The bounds the slider was drawn between: left there, it filters nothing. */}
        <input type="hidden" name={`range${filter.id}Bounds`} value={`${lowest}-${highest}`} />
        <datalist id={`range-${filter.id}`}>
          {numbers.map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
      </div>
    </FacetGroup>
  );
}
