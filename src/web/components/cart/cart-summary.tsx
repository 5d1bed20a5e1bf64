import { Link } from 'react-router';
import type { OrderDto } from '../../../modules/orders';
import { formatPrice } from '../../../shared/money';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import { toCents } from './cart-state';
import { PaidWith } from './paid-with';

const price = (euros: number) => formatPrice(toCents(euros));
const percent = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/**
 * The cart's totals (SPEC §3 order): subtotal excl. and incl. tax, the promo code's discount,
 * shipping (known at the delivery step), how much more for free delivery, the total incl. tax
 * and its VAT; then "Order" — refused, and saying why, while a line cannot be ordered.
 */
export function CartSummary({ order, busy }: { order: OrderDto; busy: boolean }) {
  const t = useT();
  const locale = useLocale();
  const blocked = order.order_variants.some((line) => !line.orderable);
  const threshold = order.free_shipping_threshold;
  const reached = threshold !== null && order.amount_to_free_shipping <= 0;
  const progress =
    threshold !== null && threshold > 0
      ? Math.min(100, Math.round(((threshold - order.amount_to_free_shipping) / threshold) * 100))
      : 0;
  return (
    <aside
      className="cart-summary"
      aria-labelledby="cart-summary-title"
      aria-busy={busy || undefined}
      data-testid="cart-summary"
    >
      <h2 id="cart-summary-title">{t('cart.summaryTitle')}</h2>
      <dl className="cart-totals">
        <div>
          <dt>{t('cart.subtotalHt')}</dt>
          <dd data-testid="cart-subtotal-ht">{price(order.subtotal_ht)}</dd>
        </div>
        <div>
          <dt>{t('cart.subtotalTtc')}</dt>
          <dd data-testid="cart-subtotal-ttc">{price(order.subtotal_ttc)}</dd>
        </div>
        {order.assembly_total_ttc > 0 ? (
          <div className="cart-totals-detail">
            <dt>{t('cart.assemblyIncluded')}</dt>
            <dd data-testid="cart-assembly-total">{price(order.assembly_total_ttc)}</dd>
          </div>
        ) : null}
        {order.promo_code_discount > 0 ? (
          <div className="cart-totals-discount">
            <dt>
              {t('cart.promoDiscount')}
              {order.code ? ` (${order.code.name})` : ''}
            </dt>
            <dd data-testid="cart-promo">−{price(order.promo_code_discount)}</dd>
          </div>
        ) : null}
        <div className="cart-totals-shipping">
          <dt>{t('cart.shipping')}</dt>
          <dd data-testid="cart-shipping">
            {order.shipping_cost === null
              ? t('cart.shippingLater')
              : order.shipping_cost === 0
                ? t('cart.freeShippingReached')
                : price(order.shipping_cost)}
          </dd>
        </div>
        <div className="cart-totals-total">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="cart-total">{price(order.total_ttc)}</dd>
        </div>
      </dl>
      <p className="cart-vat" data-testid="cart-vat">
        {t('cart.vatIncluded', {
          rate: percent.format(order.vat_rate),
          amount: price(order.total_vat),
        })}
      </p>
      <PaidWith order={order} prefix="cart" />
      {threshold !== null ? (
        <div className="cart-free-shipping" data-reached={reached} data-testid="cart-free-shipping">
          <p>
            {reached
              ? t('cart.freeShippingReached')
              : t('cart.freeShippingMissing', { amount: price(order.amount_to_free_shipping) })}
          </p>
          <span className="cart-free-shipping-bar" aria-hidden="true">
            <span style={{ width: `${reached ? 100 : progress}%` }} />
          </span>
        </div>
      ) : null}
      {blocked ? (
        <>
          <button
            type="button"
            className="button button-brand cart-order"
            disabled
            aria-describedby="cart-order-blocked"
            data-testid="cart-order"
          >
            {t('cart.order')}
          </button>
          <p id="cart-order-blocked" className="cart-order-blocked" role="note">
            {t('cart.notOrderable')}
          </p>
        </>
      ) : (
        <Link
          className="button button-brand cart-order"
          to={href('panier-livraison', null, locale)}
          data-testid="cart-order"
        >
          {t('cart.order')}
        </Link>
      )}
      <Link className="cart-continue" to={href('index', null, locale)}>
        {t('page.cart.continue')}
      </Link>
    </aside>
  );
}
