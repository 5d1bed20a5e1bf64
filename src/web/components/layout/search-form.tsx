import { useState, type KeyboardEvent } from 'react';
import { Form, Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { eurosToCents, formatPrice } from '../../../shared/money';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import { useProPrices } from '../price/tax-basis';
import { SearchIcon } from './icons';
import { preloadSearchOverlay } from './search-overlay-lazy';
import { useSearchSuggestions } from './search-suggestions';

/**
 * SPEC §2 search box: a GET form on the current page, so submitting pushes `q` to its URL
 * (the search overlay then replaces the content). Works before hydration too. With
 * `autocomplete` (the desktop header) it is a combobox proposing matching products while
 * typing (SPEC §7: debounced 500 ms, not on phones); arrows move, Enter opens, Escape closes.
 */
export function SearchForm(props: {
  id: string;
  className?: string;
  autoFocus?: boolean;
  autocomplete?: boolean;
  onSubmitted?: () => void;
}) {
  const t = useT();
  const pro = useProPrices();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSearchSuggestions(text, locale, Boolean(props.autocomplete) && open);
  const listId = `${props.id}-suggestions`;
  const shown = open && suggestions.length > 0;
  const optionHref = (slug: string) => href('p-slug', { slug }, locale);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!shown) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => {
        const next = index + step;
        return next < -1 ? suggestions.length - 1 : next >= suggestions.length ? -1 : next;
      });
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Enter' && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      setOpen(false);
      void navigate(optionHref(suggestions[active]!.slug));
    }
  }

  return (
    <Form
      className={`search-form ${props.className ?? ''}`}
      role="search"
      method="get"
      action={pathname}
      onSubmit={props.onSubmitted}
      onFocus={() => void preloadSearchOverlay()}
    >
      <label className="visually-hidden" htmlFor={props.id}>
        {t('search.label')}
      </label>
      <input
        // A new query (or its removal) resets the field to what the URL says.
        key={q}
        id={props.id}
        name="q"
        type="search"
        required
        defaultValue={q}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={props.autoFocus}
        {...(props.autocomplete
          ? {
              role: 'combobox',
              'aria-autocomplete': 'list' as const,
              'aria-expanded': shown,
              'aria-controls': listId,
              'aria-activedescendant':
                shown && active >= 0 && active < suggestions.length
                  ? `${listId}-${suggestions[active]!.id}`
                  : undefined,
              onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
                setText(event.target.value);
                setOpen(true);
                setActive(-1);
              },
              onKeyDown,
              onBlur: () => setTimeout(() => setOpen(false), 150),
              onFocus: () => setOpen(true),
            }
          : {})}
      />
      <button type="submit" className="search-submit" aria-label={t('search.submit')}>
        <SearchIcon size={20} />
      </button>
      {props.autocomplete ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          className="search-suggestions"
          hidden={!shown}
          data-testid="search-suggestions"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={`${listId}-${suggestion.id}`}
              role="option"
              aria-selected={index === active}
            >
              <Link
                to={optionHref(suggestion.slug)}
                tabIndex={-1}
                onClick={() => setOpen(false)}
                className="search-suggestion"
              >
                {suggestion.images[0] ? (
                  <img
                    src={suggestion.images[0].url}
                    alt=""
                    width="48"
                    height="48"
                    loading="lazy"
                  />
                ) : (
                  <span className="search-suggestion-image" aria-hidden="true" />
                )}
                <span className="search-suggestion-name">{suggestion.name}</span>
                <span className="search-suggestion-price">
                  {/* Fetched from the JSON API in the browser: its amounts are euros. */}
                  {formatPrice(
                    eurosToCents(
                      pro
                        ? (suggestion.price_from_ht ?? suggestion.price_from_ttc)
                        : suggestion.price_from_ttc,
                    ),
                  )}{' '}
                  {t(pro ? 'card.exclTax' : 'card.inclTax')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Form>
  );
}
