import { Link } from 'react-router';
import type { OrderCents } from '../../../modules/orders';
import { earningBaseOfOrder, pointsEarned } from '../../../modules/orders/loyalty-earning.rules';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';

/**
 * "This order will earn you N points", from the very rule that credits them once the order is
 * paid (loyalty-earning.rules.ts). A visitor is told an account would earn them, with the link
 * to create one. Nothing when the order earns none.
 */
export function PointsToEarn({
  order,
  pointsPerEuro,
  signedIn,
}: {
  order: Pick<
    OrderCents,
    | 'subtotal_ttc_cents'
    | 'promo_code_discount_cents'
    | 'loyalty_discount_cents'
    | 'loyalty_used_cents'
  >;
  pointsPerEuro: number;
  signedIn: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const points = pointsEarned(earningBaseOfOrder(order), pointsPerEuro);
  if (points <= 0) return null;
  const one = new Intl.PluralRules(locale).select(points) === 'one';
  return (
    <p className="points-to-earn" data-testid="points-to-earn" data-points={points}>
      {signedIn ? (
        t(one ? 'cart.earnPointsOne' : 'cart.earnPointsMany', { points })
      ) : (
        <Link to={href('inscription', null, locale)}>
          {t(one ? 'cart.earnPointsGuestOne' : 'cart.earnPointsGuestMany', { points })}
        </Link>
      )}
    </p>
  );
}
