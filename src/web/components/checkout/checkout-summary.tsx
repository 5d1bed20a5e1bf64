import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderCents } from '../../../modules/orders';
import { formatPrice } from '../../../shared/money';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import '../cart/cart.css';
import { PaidWith } from '../cart/paid-with';
import { PointsToEarn } from '../cart/points-to-earn';

const percent = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/**
 * The order beside the checkout steps (SPEC §3 order): the items (count, then the lines on
 * demand), products incl. tax, the promo code's discount, delivery ("to be chosen" until
 * then, "Free" at 0), payment fees, the total incl. tax and its VAT; then the step's action.
 */
export function CheckoutSummary({
  order,
  busy,
  pointsPerEuro = 0,
  children,
}: {
  order: OrderCents;
  /** The loyalty rule: the summary says how many points the order will earn. */
  pointsPerEuro?: number;
  /** A choice is being saved: the totals are about to change. */
  busy: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  // A verified PRO reads excl. tax, then the VAT and what is paid (decision 048).
  const pro = !order.prices_include_tax;
  const locale = useLocale();
  const count = order.items_count;
  const plural = new Intl.PluralRules(locale).select(count) === 'one';
  return (
    <aside
      className="checkout-summary"
      aria-labelledby="checkout-summary-title"
      aria-busy={busy || undefined}
      data-testid="checkout-summary"
    >
      <h2 id="checkout-summary-title">{t('checkout.summaryTitle')}</h2>
      <details className="checkout-summary-lines">
        <summary>
          <span data-testid="checkout-items">
            {t(plural ? 'cart.itemsOne' : 'cart.itemsMany', { count })}
          </span>
          <span className="checkout-summary-toggle">{t('checkout.showLines')}</span>
        </summary>
        <ul>
          {order.order_variants.map((line) => (
            <Fragment key={line.id}>
              <li>
                <span className="checkout-summary-line-name">
                  {line.variant.product.name}
                  <small>
                    {line.variant.name} · {t('checkout.lineQuantity', { quantity: line.quantity })}
                  </small>
                </span>
                <span className="checkout-summary-line-total">
                  {formatPrice(pro ? line.total_ht_cents : line.total_ttc_cents)}
                </span>
              </li>
              {line.assembly_total_ttc_cents !== null ? (
                <li className="checkout-summary-line-assembly" data-testid="checkout-line-assembly">
                  <span className="checkout-summary-line-name">
                    <small>{t('cart.assembly')}</small>
                  </span>
                  <span className="checkout-summary-line-total">
                    {formatPrice(
                      pro ? (line.assembly_total_ht_cents ?? 0) : line.assembly_total_ttc_cents,
                    )}
                  </span>
                </li>
              ) : null}
            </Fragment>
          ))}
          {order.gift_cards_sold.map((line) => (
            <li key={`gift-${line.id}`} data-testid="checkout-gift-card">
              <span className="checkout-summary-line-name">
                {t('giftCards.line')}
                <small>
                  {line.recipient === 'other'
                    ? t('giftCards.lineFor', {
                        name: line.recipient_name ?? '',
                        email: line.recipient_email ?? '',
                      })
                    : t('giftCards.lineSelf')}
                </small>
              </span>
              <span className="checkout-summary-line-total">{formatPrice(line.amount_cents)}</span>
            </li>
          ))}
        </ul>
        <Link className="checkout-summary-edit" to={href('panier', null, locale)}>
          {t('checkout.editCart')}
        </Link>
      </details>
      <dl className="cart-totals">
        <div>
          <dt>{t(pro ? 'cart.subtotalHt' : 'cart.subtotalTtc')}</dt>
          <dd data-testid="checkout-subtotal">
            {formatPrice(pro ? order.subtotal_ht_cents : order.subtotal_ttc_cents)}
          </dd>
        </div>
        {order.assembly_total_ttc_cents > 0 ? (
          <div className="cart-totals-detail">
            <dt>{t('cart.assemblyIncluded')}</dt>
            <dd data-testid="checkout-assembly-total">
              {formatPrice(pro ? order.assembly_total_ht_cents : order.assembly_total_ttc_cents)}
            </dd>
          </div>
        ) : null}
        {order.promo_code_discount_cents > 0 ? (
          <div className="cart-totals-discount">
            <dt>
              {t('cart.promoDiscount')}
              {order.code ? ` (${order.code.name})` : ''}
            </dt>
            <dd data-testid="checkout-promo">
              −
              {formatPrice(
                pro ? order.promo_code_discount_ht_cents : order.promo_code_discount_cents,
              )}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('cart.shipping')}</dt>
          <dd data-testid="checkout-shipping">
            {order.shipping_cost_cents === null
              ? t('checkout.shippingToChoose')
              : order.shipping_cost_cents === 0
                ? t('checkout.free')
                : formatPrice(
                    pro && order.shipping_method_range
                      ? order.shipping_method_range.price_ht_cents
                      : order.shipping_cost_cents,
                  )}
          </dd>
        </div>
        {order.payment_fees_cents > 0 ? (
          <div>
            <dt>{t('checkout.paymentFees')}</dt>
            <dd data-testid="checkout-fees">{formatPrice(order.payment_fees_cents)}</dd>
          </div>
        ) : null}
        {pro ? (
          <>
            <div className="cart-totals-total">
              <dt>{t('cart.totalHt')}</dt>
              <dd data-testid="checkout-total-ht">{formatPrice(order.total_ht_cents)}</dd>
            </div>
            <div>
              <dt>{t('cart.vatAdded', { rate: percent.format(order.vat_rate) })}</dt>
              <dd data-testid="checkout-vat-amount">{formatPrice(order.total_vat_cents)}</dd>
            </div>
            <div>
              <dt>{t('cart.totalToPay')}</dt>
              <dd data-testid="checkout-total">{formatPrice(order.total_ttc_cents)}</dd>
            </div>
          </>
        ) : (
          <div className="cart-totals-total">
            <dt>{t('cart.total')}</dt>
            <dd data-testid="checkout-total">{formatPrice(order.total_ttc_cents)}</dd>
          </div>
        )}
      </dl>
      {pro ? null : (
        <p className="cart-vat" data-testid="checkout-vat">
          {t('cart.vatIncluded', {
            rate: percent.format(order.vat_rate),
            amount: formatPrice(order.total_vat_cents),
          })}
        </p>
      )}
      <PaidWith order={order} prefix="checkout" />
      <PointsToEarn order={order} pointsPerEuro={pointsPerEuro} signedIn />
      {children}
    </aside>
  );
}
