import type { OrderCents } from '../../../modules/orders';
import { formatPrice } from '../../../shared/money';
import { useT } from '../../i18n';

/**
 * Under the total and its VAT: what a gift card and loyalty points pay (means of payment, not
 * discounts: the total and its VAT stay as they are), then what is left to pay. Nothing when
 * neither is used.
 */
export function PaidWith({ order, prefix }: { order: OrderCents; prefix: 'cart' | 'checkout' }) {
  const t = useT();
  const card = order.gift_card;
  if (!card && order.loyalty_used_cents <= 0) return null;
  return (
    <dl className="cart-totals cart-paid-with" data-testid={`${prefix}-paid-with`}>
      {card ? (
        <div className="cart-totals-paid">
          <dt>{t('cart.giftCard', { code: card.code })}</dt>
          <dd data-testid={`${prefix}-gift-card`}>−{formatPrice(card.used_cents)}</dd>
        </div>
      ) : null}
      {order.loyalty_used_cents > 0 ? (
        <div className="cart-totals-paid">
          <dt>{t('cart.loyaltyPaid', { points: order.loyalty_points_used })}</dt>
          <dd data-testid={`${prefix}-loyalty`}>−{formatPrice(order.loyalty_used_cents)}</dd>
        </div>
      ) : null}
      <div className="cart-totals-due">
        <dt>{t('cart.amountDue')}</dt>
        <dd data-testid={`${prefix}-amount-due`}>{formatPrice(order.amount_due_cents)}</dd>
      </div>
    </dl>
  );
}
