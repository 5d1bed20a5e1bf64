import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n';
import { listSearch, type ListParams } from './list-params';

/** Previous / first / around the current page / last / next, as links (crawlable, no JS). */
export function Pagination({
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
