import type { OrderDto } from '../../../modules/orders';
import { formatPrice } from '../../../shared/money';
import { useT } from '../../i18n';
import { toCents } from './cart-state';

const price = (euros: number) => formatPrice(toCents(euros));

/**
 * Under the total and its VAT: what a gift card and loyalty points pay (means of payment, not
 * discounts: the total and its VAT stay as they are), then what is left to pay. Nothing when
 * neither is used.
 */
export function PaidWith({ order, prefix }: { order: OrderDto; prefix: 'cart' | 'checkout' }) {
  const t = useT();
  const card = order.gift_card;
  if (!card && order.loyalty_used <= 0) return null;
  return (
    <dl className="cart-totals cart-paid-with" data-testid={`${prefix}-paid-with`}>
      {card ? (
        <div className="cart-totals-paid">
          <dt>{t('cart.giftCard', { code: card.code })}</dt>
          <dd data-testid={`${prefix}-gift-card`}>−{price(card.used)}</dd>
        </div>
      ) : null}
      {order.loyalty_used > 0 ? (
        <div className="cart-totals-paid">
          <dt>{t('cart.loyaltyPaid', { points: order.loyalty_points_used })}</dt>
          <dd data-testid={`${prefix}-loyalty`}>−{price(order.loyalty_used)}</dd>
        </div>
      ) : null}
      <div className="cart-totals-due">
        <dt>{t('cart.amountDue')}</dt>
        <dd data-testid={`${prefix}-amount-due`}>{price(order.amount_due)}</dd>
      </div>
    </dl>
  );
}
