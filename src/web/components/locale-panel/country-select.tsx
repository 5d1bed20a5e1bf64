import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Flag } from './flags';

export interface PanelCountry {
  /** The countries table's id: what a customer's account stores (PUT /api/users/{id}). */
  id: number;
  iso: string;
  name: string;
}

/** A listbox of countries with flags: not clearable, keyboard usable (arrows, Home/End, type-ahead). */
export function CountrySelect(props: {
  labelId: string;
  countries: readonly PanelCountry[];
  value: string;
  disabled: boolean;
  onChange: (iso: string) => void;
}) {
  const { countries, value, disabled, onChange } = props;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const selected = countries.find((c) => c.iso === value);

  useEffect(() => {
    if (open) list.current?.focus();
  }, [open]);
  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active, open]);

  const show = () => {
    setActive(
      Math.max(
        0,
        countries.findIndex((c) => c.iso === value),
      ),
    );
    setOpen(true);
  };
  const hide = (focusButton = true) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const pick = (index: number) => {
    const country = countries[index];
    if (country) onChange(country.iso);
    hide();
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = countries.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, active + 1),
      ArrowUp: Math.max(0, active - 1),
      Home: 0,
      End: last,
      PageDown: Math.min(last, active + 5),
      PageUp: Math.max(0, active - 5),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation(); // closes the list, not the panel
      hide();
    } else if (event.key === 'Tab') {
      hide(false);
    } else if (/^\p{L}$/u.test(event.key)) {
      const letter = event.key.toLocaleLowerCase();
      const start = active + 1;
      const order = [...countries.slice(start), ...countries.slice(0, start)];
      const hit = order.find((c) => c.name.toLocaleLowerCase().startsWith(letter));
      if (hit) setActive(countries.indexOf(hit));
    }
  };

  return (
    <div className="country-select" data-open={open}>
      <button
        ref={button}
        type="button"
        className="country-select-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${props.labelId} ${id}-value`}
        aria-controls={open ? `${id}-list` : undefined}
        disabled={disabled}
        onClick={() => (open ? hide() : show())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            show();
          }
        }}
        data-testid="panel-country"
      >
        {selected ? <Flag iso={selected.iso} /> : null}
        <span id={`${id}-value`}>{selected?.name ?? value}</span>
        <svg
          className="country-select-chevron"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          focusable="false"
        >
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open ? (
        <ul
          ref={list}
          id={`${id}-list`}
          className="country-select-list"
          role="listbox"
          tabIndex={0}
          aria-labelledby={props.labelId}
          aria-activedescendant={`${id}-opt-${active}`}
          onKeyDown={onListKey}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide(false);
          }}
        >
          {countries.map((country, index) => (
            <li
              key={country.iso}
              id={`${id}-opt-${index}`}
              role="option"
              aria-selected={country.iso === value}
              data-index={index}
              data-active={index === active}
              data-testid={`panel-country-${country.iso}`}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => pick(index)}
            >
              <Flag iso={country.iso} />
              <span>{country.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
