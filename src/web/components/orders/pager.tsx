import { Link } from 'react-router';
import { useT } from '../../i18n';

/** Previous / pages / next of an account list, as links (`?page=N`): no JavaScript needed. */
export function Pager({ path, page, lastPage }: { path: string; page: number; lastPage: number }) {
  const t = useT();
  if (lastPage <= 1) return null;
  const to = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
  const shown = [...new Set([1, page - 1, page, page + 1, lastPage])]
    .filter((n) => n >= 1 && n <= lastPage)
    .sort((a, b) => a - b);
  return (
    <nav className="pager" aria-label={t('list.pagination')} data-testid="pager">
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" className="pager-step">
          ← {t('list.previous')}
        </Link>
      ) : null}
      <ol>
        {shown.map((n, index) => (
          <li key={n}>
            {index > 0 && n - shown[index - 1]! > 1 ? (
              <span className="pager-gap" aria-hidden="true">
                …
              </span>
            ) : null}
            {n === page ? (
              <span className="pager-page pager-current" aria-current="page">
                {n}
              </span>
            ) : (
              <Link to={to(n)} className="pager-page">
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < lastPage ? (
        <Link to={to(page + 1)} rel="next" className="pager-step">
          {t('list.next')} →
        </Link>
      ) : null}
    </nav>
  );
}
