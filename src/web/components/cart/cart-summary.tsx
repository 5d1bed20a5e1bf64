import { Link } from 'react-router';
import type { OrderCents } from '../../../modules/orders';
import { formatPrice } from '../../../shared/money';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import { PaidWith } from './paid-with';
import { PointsToEarn } from './points-to-earn';

const percent = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/**
 * The cart's totals (SPEC §3 order): subtotal excl. and incl. tax, the promo code's discount,
 * shipping (known at the delivery step), how much more for free delivery, the total incl. tax
 * and its VAT, the loyalty points it will earn; then "Order" — refused, and saying why, while a line cannot be ordered.
 */
export function CartSummary({
  order,
  busy,
  pointsPerEuro = 0,
  signedIn = false,
}: {
  order: OrderCents;
  busy: boolean;
  /** The loyalty rule: the summary says how many points the order will earn. */
  pointsPerEuro?: number;
  signedIn?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  // A verified PRO's cart reads excl. tax, then the VAT and what is paid (decision 048).
  const pro = !order.prices_include_tax;
  const blocked = order.order_variants.some((line) => !line.orderable);
  const threshold = order.free_shipping_threshold_cents;
  const reached = threshold !== null && order.amount_to_free_shipping_cents <= 0;
  const progress =
    threshold !== null && threshold > 0
      ? Math.min(
          100,
          Math.round(((threshold - order.amount_to_free_shipping_cents) / threshold) * 100),
        )
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
          <dd data-testid="cart-subtotal-ht">{formatPrice(order.subtotal_ht_cents)}</dd>
        </div>
        <div>
          <dt>{t('cart.subtotalTtc')}</dt>
          <dd data-testid="cart-subtotal-ttc">{formatPrice(order.subtotal_ttc_cents)}</dd>
        </div>
        {order.assembly_total_ttc_cents > 0 ? (
          <div className="cart-totals-detail">
            <dt>{t('cart.assemblyIncluded')}</dt>
            <dd data-testid="cart-assembly-total">{formatPrice(order.assembly_total_ttc_cents)}</dd>
          </div>
        ) : null}
        {order.promo_code_discount_cents > 0 ? (
          <div className="cart-totals-discount">
            <dt>
              {t('cart.promoDiscount')}
              {order.code ? ` (${order.code.name})` : ''}
            </dt>
            <dd data-testid="cart-promo">
              −
              {formatPrice(
                pro ? order.promo_code_discount_ht_cents : order.promo_code_discount_cents,
              )}
            </dd>
          </div>
        ) : null}
        {order.gift_cards_sold_cents > 0 ? (
          <div>
            <dt>{t('giftCards.line')}</dt>
            <dd data-testid="cart-gift-cards">{formatPrice(order.gift_cards_sold_cents)}</dd>
          </div>
        ) : null}
        <div className="cart-totals-shipping">
          <dt>{t('cart.shipping')}</dt>
          <dd data-testid="cart-shipping">
            {order.shipping_cost_cents === null
              ? t('cart.shippingLater')
              : order.shipping_cost_cents === 0
                ? t('cart.freeShippingReached')
                : formatPrice(
                    pro && order.shipping_method_range
                      ? order.shipping_method_range.price_ht_cents
                      : order.shipping_cost_cents,
                  )}
          </dd>
        </div>
        {pro ? (
          <>
            <div className="cart-totals-total">
              <dt>{t('cart.totalHt')}</dt>
              <dd data-testid="cart-total-ht">{formatPrice(order.total_ht_cents)}</dd>
            </div>
            <div>
              <dt>{t('cart.vatAdded', { rate: percent.format(order.vat_rate) })}</dt>
              <dd data-testid="cart-vat-amount">{formatPrice(order.total_vat_cents)}</dd>
            </div>
            <div>
              <dt>{t('cart.totalToPay')}</dt>
              <dd data-testid="cart-total">{formatPrice(order.total_ttc_cents)}</dd>
            </div>
          </>
        ) : (
          <div className="cart-totals-total">
            <dt>{t('cart.total')}</dt>
            <dd data-testid="cart-total">{formatPrice(order.total_ttc_cents)}</dd>
          </div>
        )}
      </dl>
      {pro ? null : (
        <p className="cart-vat" data-testid="cart-vat">
          {t('cart.vatIncluded', {
            rate: percent.format(order.vat_rate),
            amount: formatPrice(order.total_vat_cents),
          })}
        </p>
      )}
      <PaidWith order={order} prefix="cart" />
      <PointsToEarn order={order} pointsPerEuro={pointsPerEuro} signedIn={signedIn} />
      {threshold !== null ? (
        <div className="cart-free-shipping" data-reached={reached} data-testid="cart-free-shipping">
          <p>
            {reached
              ? t('cart.freeShippingReached')
              : t('cart.freeShippingMissing', {
                  amount: formatPrice(order.amount_to_free_shipping_cents),
                })}
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
