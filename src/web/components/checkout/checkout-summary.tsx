import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderDto } from '../../../modules/orders';
import { formatPrice } from '../../../shared/money';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import '../cart/cart.css';
import { PaidWith } from '../cart/paid-with';
import { toCents } from './checkout-state';

const price = (euros: number) => formatPrice(toCents(euros));
const percent = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/**
 * The order beside the checkout steps (SPEC §3 order): the items (count, then the lines on
 * demand), products incl. tax, the promo code's discount, delivery ("to be chosen" until
 * then, "Free" at 0), payment fees, the total incl. tax and its VAT; then the step's action.
 */
export function CheckoutSummary({
  order,
  busy,
  children,
}: {
  order: OrderDto;
  /** A choice is being saved: the totals are about to change. */
  busy: boolean;
  children?: ReactNode;
}) {
  const t = useT();
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
                <span className="checkout-summary-line-total">{price(line.total_ttc)}</span>
              </li>
              {line.assembly_total_ttc !== null ? (
                <li className="checkout-summary-line-assembly" data-testid="checkout-line-assembly">
                  <span className="checkout-summary-line-name">
                    <small>{t('cart.assembly')}</small>
                  </span>
                  <span className="checkout-summary-line-total">
                    {price(line.assembly_total_ttc)}
                  </span>
                </li>
              ) : null}
            </Fragment>
          ))}
        </ul>
        <Link className="checkout-summary-edit" to={href('panier', null, locale)}>
          {t('checkout.editCart')}
        </Link>
      </details>
      <dl className="cart-totals">
        <div>
          <dt>{t('cart.subtotalTtc')}</dt>
          <dd data-testid="checkout-subtotal">{price(order.subtotal_ttc)}</dd>
        </div>
        {order.assembly_total_ttc > 0 ? (
          <div className="cart-totals-detail">
            <dt>{t('cart.assemblyIncluded')}</dt>
            <dd data-testid="checkout-assembly-total">{price(order.assembly_total_ttc)}</dd>
          </div>
        ) : null}
        {order.promo_code_discount > 0 ? (
          <div className="cart-totals-discount">
            <dt>
              {t('cart.promoDiscount')}
              {order.code ? ` (${order.code.name})` : ''}
            </dt>
            <dd data-testid="checkout-promo">−{price(order.promo_code_discount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('cart.shipping')}</dt>
          <dd data-testid="checkout-shipping">
            {order.shipping_cost === null
              ? t('checkout.shippingToChoose')
              : order.shipping_cost === 0
                ? t('checkout.free')
                : price(order.shipping_cost)}
          </dd>
        </div>
        {order.payment_fees > 0 ? (
          <div>
            <dt>{t('checkout.paymentFees')}</dt>
            <dd data-testid="checkout-fees">{price(order.payment_fees)}</dd>
          </div>
        ) : null}
        <div className="cart-totals-total">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="checkout-total">{price(order.total_ttc)}</dd>
        </div>
      </dl>
      <p className="cart-vat" data-testid="checkout-vat">
        {t('cart.vatIncluded', {
          rate: percent.format(order.vat_rate),
          amount: price(order.total_vat),
        })}
      </p>
      <PaidWith order={order} prefix="checkout" />
      {children}
    </aside>
  );
}
