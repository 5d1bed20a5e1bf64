import { Link } from 'react-router';
import type { OrderCents, OrderLineCents } from '../../../modules/orders';
import { formatPrice } from '../../../shared/money';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import { CartPicture } from '../cart/cart-picture';
import { GiftCardLines } from '../cart/gift-card-lines';
import { formatDate } from '../page';
import { countryName, PostalAddress } from '../postal-address';
import { methodName, type OrderView } from './order-view';
import './orders.css';

export { PaymentInstructionsBlock } from './payment-instructions';

type RelayPointSnapshot = NonNullable<OrderCents['relay_point']>;

const percent = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/**
 * The ordered lines: picture, product (link), variant, reference, quantity, prices incl. tax;
 * with `reviewLinks`, a "Write a review" link per line once the order has reached the
 * customer (decision 054).
 */
export function OrderLines({ order, reviewLinks }: { order: OrderCents; reviewLinks?: boolean }) {
  const t = useT();
  const received =
    reviewLinks === true &&
    order.status !== 'cancelled' &&
    (order.shipping_status === 'delivered' || order.shipping_status === 'picked_up');
  return (
    <section className="order-block" aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">{t('orders.linesTitle', { count: order.items_count })}</h2>
      <ul className="order-lines" data-testid="order-lines">
        {order.order_variants.map((line) => (
          <OrderLine
            key={line.id}
            line={line}
            pro={!order.prices_include_tax}
            reviewable={received}
          />
        ))}
      </ul>
      <GiftCardLines order={order} removable={false} />
    </section>
  );
}

function OrderLine({
  line,
  pro,
  reviewable,
}: {
  line: OrderLineCents;
  pro: boolean;
  reviewable: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const product = line.variant.product;
  return (
    <li className="order-line">
      <CartPicture image={line.variant.images[0]} />
      <div className="order-line-text">
        <Link
          className="order-line-name"
          to={`${href('p-slug', { slug: product.slug }, locale)}?variant=${line.variant_id}`}
        >
          {product.name}
        </Link>
        {line.variant.name ? <span>{line.variant.name}</span> : null}
        <span className="order-muted">
          {t('orders.reference', { reference: line.variant.reference })}
        </span>
        <span className="order-muted">
          {t('orders.quantityPrice', {
            quantity: line.quantity,
            // A PRO's order reads excl. tax (decision 048).
            price: formatPrice(pro ? line.unit_price_ht_cents : line.unit_price_ttc_cents),
          })}
        </span>
        {line.with_assembly && line.assembly_total_ttc_cents !== null ? (
          <span data-testid="order-line-assembly">
            {t('orders.assembly', {
              price: formatPrice(
                pro ? (line.assembly_total_ht_cents ?? 0) : line.assembly_total_ttc_cents,
              ),
            })}
          </span>
        ) : null}
        {reviewable ? (
          <a
            href={`${href('avis-ecrire', { id: String(product.id) }, locale)}?line=${line.id}`}
            data-testid="order-line-review"
          >
            {t('reviews.write.link')}
          </a>
        ) : null}
      </div>
      <strong className="order-line-total">
        {formatPrice(pro ? line.total_ht_cents : line.total_ttc_cents)}
      </strong>
    </li>
  );
}

function RelayAddress({ point, locale }: { point: RelayPointSnapshot; locale: string }) {
  return (
    <address>
      <strong>{point.name}</strong>
      <br />
      {point.address}
      <br />
      {point.post_code} {point.city}, {countryName(point.country_iso, locale)}
    </address>
  );
}

/** What the customer is promised about the delivery (SPEC §1, §9). */
export function DeliveryPromise({ view }: { view: OrderView }) {
  const t = useT();
  const locale = useLocale();
  const { kind, expressDate } = view.delivery;
  if (kind === 'express' && expressDate)
    return (
      <p className="order-promise">
        {t('orders.promiseExpress', { date: formatDate(expressDate, locale) })}
      </p>
    );
  if (kind === 'store') return <p className="order-promise">{t('orders.promiseStore')}</p>;
  if (kind === 'relay') return <p className="order-promise">{t('orders.promiseRelay')}</p>;
  if (kind === 'home') return <p className="order-promise">{t('orders.promiseHome')}</p>;
  return null;
}

/**
 * Where the order goes and how it is paid: the delivery (method, address or relay point, or
 * the shop for a pickup), the billing address, the payment method, and the instructions.
 */
export function OrderDelivery({ view, promise }: { view: OrderView; promise?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { order } = view;
  const method = order.shipping_method_range?.shipping_method ?? null;
  const payment = methodName(order.payment_method, locale);
  return (
    <section className="order-block" aria-labelledby="order-delivery-title">
      <h2 id="order-delivery-title">{t('orders.deliveryTitle')}</h2>
      <div className="order-cards">
        <div className="order-card" data-testid="order-delivery">
          <h3>{method ? method.name : t('orders.delivery')}</h3>
          {method?.description ? <p className="order-muted">{method.description}</p> : null}
          {order.relay_point ? (
            <>
              <p className="order-card-label">{t('orders.relayPoint')}</p>
              <RelayAddress point={order.relay_point} locale={locale} />
            </>
          ) : null}
          {view.delivery.kind === 'store' && view.delivery.pickupAddress ? (
            <>
              <p className="order-card-label">{t('orders.pickupAddress')}</p>
              <address data-testid="pickup-address">
                {view.delivery.pickupAddress.map((line, index) => (
                  <span key={index} className="order-address-line">
                    {line}
                  </span>
                ))}
              </address>
            </>
          ) : null}
          {order.shipping_address && view.delivery.kind !== 'store' ? (
            <>
              {order.relay_point ? (
                <p className="order-card-label">{t('orders.recipient')}</p>
              ) : null}
              <PostalAddress address={order.shipping_address} locale={locale} />
            </>
          ) : null}
          {promise ? <DeliveryPromise view={view} /> : null}
        </div>
        <div className="order-card" data-testid="order-billing">
          <h3>{t('orders.billingTitle')}</h3>
          {order.billing_address ? (
            <PostalAddress address={order.billing_address} locale={locale} />
          ) : null}
          <p className="order-card-label">{t('orders.paymentMethod')}</p>
          <p data-testid="order-payment-method">{payment ?? order.payment_method}</p>
        </div>
      </div>
    </section>
  );
}

/** Totals of a placed order (frozen at placing), with the VAT. */
export function OrderTotals({ order }: { order: OrderCents }) {
  const t = useT();
  const pro = !order.prices_include_tax;
  return (
    <section className="order-block order-totals-block" aria-labelledby="order-totals-title">
      <h2 id="order-totals-title">{t('cart.summaryTitle')}</h2>
      <dl className="order-totals" data-testid="order-totals">
        <div>
          <dt>{t(pro ? 'cart.subtotalHt' : 'cart.subtotalTtc')}</dt>
          <dd>{formatPrice(pro ? order.subtotal_ht_cents : order.subtotal_ttc_cents)}</dd>
        </div>
        {order.promo_code_discount_cents > 0 ? (
          <div>
            <dt>
              {order.code
                ? t('orders.promoCode', { code: order.code.name })
                : t('cart.promoDiscount')}
            </dt>
            <dd>
              −
              {formatPrice(
                pro ? order.promo_code_discount_ht_cents : order.promo_code_discount_cents,
              )}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('cart.shipping')}</dt>
          <dd>
            {order.shipping_cost_cents === null || order.shipping_cost_cents === 0
              ? t('orders.free')
              : formatPrice(order.shipping_cost_cents)}
          </dd>
        </div>
        {order.payment_fees_cents > 0 ? (
          <div>
            <dt>{t('orders.paymentFees')}</dt>
            <dd>{formatPrice(order.payment_fees_cents)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('orders.totalHt')}</dt>
          <dd>{formatPrice(order.total_ht_cents)}</dd>
        </div>
        <div>
          <dt>{t('orders.vat', { rate: percent.format(order.vat_rate) })}</dt>
          <dd>{formatPrice(order.total_vat_cents)}</dd>
        </div>
        <div className="order-totals-total">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="order-total">{formatPrice(order.total_ttc_cents)}</dd>
        </div>
      </dl>
    </section>
  );
}
