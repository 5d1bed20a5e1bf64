import { Form, useLocation, useSearchParams } from 'react-router';
import { useT } from '../../i18n';
import { SearchIcon } from './icons';

/**
 * SPEC §2 search box: a GET form on the current page, so submitting pushes `q` to its URL
 * (the search overlay then replaces the content). Works before hydration too.
 */
export function SearchForm(props: {
  id: string;
  className?: string;
  autoFocus?: boolean;
  onSubmitted?: () => void;
}) {
  const t = useT();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  return (
    <Form
      className={`search-form ${props.className ?? ''}`}
      role="search"
      method="get"
      action={pathname}
      onSubmit={props.onSubmitted}
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
      />
      <button type="submit" className="search-submit" aria-label={t('search.submit')}>
        <SearchIcon size={20} />
      </button>
    </Form>
  );
}
