import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useT, type MessageKey } from '../../i18n';

/**
 * A header icon link with its count badge (the cart, the favourites): the label names the count
 * in the page's plural form; the badge stops at 99+.
 */
export function HeaderCountLink({
  to,
  className,
  testId,
  countTestId,
  count,
  labels: [one, many],
  children,
}: {
  to: string;
  className: string;
  testId: string;
  countTestId?: string;
  count: number;
  labels: readonly [MessageKey, MessageKey];
  children: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Link
      to={to}
      className={`header-action ${className}`}
      data-testid={testId}
      aria-label={t(new Intl.PluralRules(locale).select(count) === 'one' ? one : many, { count })}
    >
      {children}
      <span
        className="cart-count"
        aria-hidden="true"
        data-empty={count === 0}
        data-testid={countTestId}
      >
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
