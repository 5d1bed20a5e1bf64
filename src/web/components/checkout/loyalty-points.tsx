import { useFetcher } from 'react-router';
import type { OrderCents } from '../../../modules/orders';
import { formatPrice } from '../../../shared/money';
import { useT } from '../../i18n';
import type { FormState } from '../form/form-state';
import { useHydrated } from '../use-hydrated';
import { FETCH_FIELD } from './checkout-state';

/**
 * Loyalty points at the payment step (SPEC §4 checkout steps, §7 use / remove): the balance,
 * "Pay with my points" (as many as the order needs after the gift card; the rest stays on the
 * account), then what they pay and "Stop using my points". A plain form without JavaScript.
 */
export function LoyaltyPoints({
  order,
  balance,
  path,
}: {
  order: OrderCents;
  balance: number;
  path: string;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const fetcher = useFetcher<FormState>({ key: 'checkout-points' });
  const using = order.loyalty_points_used > 0;
  return (
    <fetcher.Form
      method="post"
      action={path}
      preventScrollReset
      className="promo-applied"
      data-testid="loyalty-points"
    >
      <input type="hidden" name="intent" value={using ? 'points_remove' : 'points_use'} />
      {hydrated ? <input type="hidden" name={FETCH_FIELD} value="1" /> : null}
      <p data-testid="loyalty-points-text">
        {using
          ? t('checkout.pointsUsed', {
              points: order.loyalty_points_used,
              value: formatPrice(order.loyalty_used_cents),
            })
          : t('checkout.pointsBalance', { points: balance })}
      </p>
      <button
        type="submit"
        className="checkout-link-button"
        disabled={fetcher.state !== 'idle' || (!using && order.amount_due_cents === 0)}
        data-testid="loyalty-points-toggle"
      >
        {t(using ? 'checkout.pointsRemove' : 'checkout.pointsUse')}
      </button>
    </fetcher.Form>
  );
}
