import { useId, useState } from 'react';
import { Form, Link, useFetcher, useNavigation } from 'react-router';
import type { Route } from './+types/checkout-payment';
import type { OrderCents } from '../../modules/orders';
import { formatPrice } from '../../shared/money';
import { paymentAction, paymentPage, type PaymentPageData } from '../cart/payment.server';
import { CheckoutErrorPopup, fixPlaceOf } from '../components/checkout/checkout-popup';
import { fieldError, isInline, isPopupFailure } from '../components/checkout/checkout-state';
import { CheckoutSteps } from '../components/checkout/checkout-steps';
import { CheckoutSummary } from '../components/checkout/checkout-summary';
import {
  OrderExtras,
  PAYMENT_FORM_ID,
  PaymentOptions,
} from '../components/checkout/payment-options';
import { LoyaltyPoints } from '../components/checkout/loyalty-points';
import { PromoCode } from '../components/checkout/promo-code';
import { formLinks } from '../components/form/styles';
import type { FormState } from '../components/form/form-state';
import { translate, useLocale, useT } from '../i18n';
import { href } from '../paths';
import { crumbs, staticMeta, type PageHandle } from '../seo';

/**
 * The payment step (`/panier/paiement`, SPEC §2, §4, §5, §8): where the order goes, the promo
 * code, gift and instructions, the ways to pay, the totals, the terms and "Place the order"
 * (then `/panier/confirmation?order={id}`). Guarded (payment.server.ts): a cart, a customer,
 * and a delivery chosen (else the delivery step).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return paymentPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return paymentAction(request, context);
}

export const links = formLinks;

export const meta = staticMeta(
  'panier-paiement',
  'page.checkout.paymentTitle',
  'page.checkout.paymentDescription',
  { noindex: true },
);

export const handle: PageHandle = {
  breadcrumb: (_data, locale) =>
    crumbs(
      locale,
      { label: translate(locale, 'page.cart.title'), href: href('panier', null, locale) },
      { label: translate(locale, 'page.checkout.paymentTitle') },
    ),
};

const answerFor = (answer: FormState | undefined, ...intents: string[]) =>
  answer && intents.includes(answer.intent ?? '') ? answer : undefined;

export default function CheckoutPayment({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const data: PaymentPageData = loaderData;
  const { order } = data;
  const answer = actionData as FormState | undefined;
  const path = href('panier-paiement', null, locale);
  const navigation = useNavigation();
  const fetchers = [
    useFetcher<FormState>({ key: 'checkout-promo' }),
    useFetcher<FormState>({ key: 'checkout-payment' }),
    useFetcher<FormState>({ key: 'checkout-extras' }),
    useFetcher<FormState>({ key: 'checkout-points' }),
  ];
  const busy =
    fetchers.some((fetcher) => fetcher.state !== 'idle') ||
    (navigation.state !== 'idle' && navigation.formAction === path);
  const placing = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'place';

  const [dismissed, setDismissed] = useState<FormState | null>(null);
  const fetched = fetchers
    .map((fetcher) => (fetcher.state === 'idle' ? fetcher.data : undefined))
    .find((state) => isPopupFailure(state) && state !== dismissed);
  const posted = isPopupFailure(answer) ? answer : undefined;
  const placeFailure = answerFor(answer, 'place');

  return (
    <div className="page container checkout-page" data-testid="checkout-payment">
      <CheckoutSteps current="panier-paiement" />
      <header className="page-header checkout-header">
        <h1>{t('page.checkout.paymentTitle')}</h1>
      </header>
      <div className="checkout-layout">
        <div className="checkout-main">
          <section className="checkout-section" aria-labelledby="checkout-recap-title">
            <h2 id="checkout-recap-title">{t('checkout.recapTitle')}</h2>
            <DeliveryRecap order={order} />
            <p className="checkout-aside-link">
              <Link to={href('panier-livraison', null, locale)} data-testid="checkout-change">
                {t('checkout.changeDelivery')}
              </Link>
            </p>
          </section>

          <section className="checkout-section" aria-labelledby="checkout-promo-title">
            <h2 id="checkout-promo-title">{t('checkout.codeTitle')}</h2>
            <PromoCode
              order={order}
              path={path}
              failure={answerFor(answer, 'code', 'code_remove', 'gift_card_remove')}
              notice={data.promoNotice}
            />
          </section>

          {data.points > 0 || order.loyalty_points_used > 0 ? (
            <section className="checkout-section" aria-labelledby="checkout-points-title">
              <h2 id="checkout-points-title">{t('checkout.pointsTitle')}</h2>
              <LoyaltyPoints order={order} balance={data.points} path={path} />
            </section>
          ) : null}

          <Form
            id={PAYMENT_FORM_ID}
            method="post"
            action={path}
            className="checkout-payment-form"
            data-testid="payment-form"
          >
            <section className="checkout-section" aria-labelledby="checkout-payment-title">
              <h2 id="checkout-payment-title">{t('checkout.paymentTitle')}</h2>
              {order.amount_due_cents === 0 ? (
                <p className="checkout-success" data-testid="checkout-nothing-to-pay">
                  {t('checkout.nothingToPay')}
                </p>
              ) : (
                <PaymentOptions
                  methods={data.methods}
                  saved={order.payment_method}
                  path={path}
                  failure={answerFor(answer, 'payment', 'place')}
                />
              )}
            </section>
            <section className="checkout-section" aria-labelledby="checkout-extras-title">
              <h2 id="checkout-extras-title">{t('checkout.extrasTitle')}</h2>
              <OrderExtras
                isGift={order.is_gift}
                instructions={order.customer_instructions}
                path={path}
                failure={answerFor(answer, 'instructions', 'place')}
              />
            </section>
          </Form>
        </div>

        <CheckoutSummary order={order} busy={busy} pointsPerEuro={data.pointsPerEuro}>
          <PlaceOrder failure={placeFailure} placing={placing} />
        </CheckoutSummary>
      </div>
      {fetched ? (
        <CheckoutErrorPopup
          failure={fetched}
          onClose={() => setDismissed(fetched)}
          fixAt={fixPlaceOf(fetched)}
        />
      ) : posted ? (
        <CheckoutErrorPopup failure={posted} closeTo={path} fixAt={fixPlaceOf(posted)} />
      ) : null}
    </div>
  );
}

/** The terms box and "Place the order" (they belong to the place-order form). */
function PlaceOrder({ failure, placing }: { failure?: FormState; placing: boolean }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const inline = isInline(failure) ? failure : undefined;
  const termsError = fieldError(inline, 'accept_terms');
  const [before, after] = t('checkout.terms').split('{terms}');
  return (
    <div className="checkout-place">
      <div className="field field-checkbox" data-invalid={termsError ? 'true' : undefined}>
        <input
          type="checkbox"
          id={`${id}-terms`}
          name="accept_terms"
          value="1"
          form={PAYMENT_FORM_ID}
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? `${id}-terms-error` : undefined}
          data-testid="checkout-terms"
        />
        <label htmlFor={`${id}-terms`}>
          {before}
          <Link to={href('cgv', null, locale)} target="_blank" rel="noopener">
            {t('checkout.termsLink')}
            <span className="visually-hidden"> {t('checkout.newWindow')}</span>
          </Link>
          {after}
        </label>
        {termsError ? (
          <p id={`${id}-terms-error`} className="field-error">
            {termsError}
          </p>
        ) : null}
      </div>
      {inline ? (
        <p className="checkout-error" role="alert" data-testid="checkout-place-error">
          {inline.message}
        </p>
      ) : null}
      <button
        type="submit"
        form={PAYMENT_FORM_ID}
        name="intent"
        value="place"
        className="button button-brand checkout-cta"
        disabled={placing}
        data-testid="checkout-place"
      >
        {t(placing ? 'checkout.placing' : 'checkout.place')}
      </button>
    </div>
  );
}

/** Where the order goes: delivery and billing addresses, the delivery and its relay point. */
function DeliveryRecap({ order }: { order: OrderCents }) {
  const t = useT();
  const locale = useLocale();
  const range = order.shipping_method_range;
  const shipping = order.shipping_address;
  const billing = order.billing_address;
  const sameBilling = order.billing_address_id === order.shipping_address_id;
  const region = (iso: string) => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region' }).of(iso) ?? iso;
    } catch {
      return iso;
    }
  };
  const lines = (address: NonNullable<OrderCents['shipping_address']>) => (
    <>
      {address.firstname} {address.lastname}
      {address.company ? ` · ${address.company}` : ''}
      <br />
      {address.address}
      {address.address_complement ? `, ${address.address_complement}` : ''}
      <br />
      {address.post_code} {address.city} · {region(address.country_iso)}
      <br />
      {address.phone}
    </>
  );
  return (
    <dl className="checkout-recap" data-testid="checkout-recap">
      {shipping ? (
        <div>
          <dt>{t('checkout.deliverTo')}</dt>
          <dd>
            <address>{lines(shipping)}</address>
          </dd>
        </div>
      ) : null}
      {billing ? (
        <div>
          <dt>{t('checkout.billTo')}</dt>
          <dd>{sameBilling ? t('checkout.billingSame') : <address>{lines(billing)}</address>}</dd>
        </div>
      ) : null}
      {range ? (
        <div>
          <dt>{t('checkout.methodsTitle')}</dt>
          <dd data-testid="checkout-recap-method">
            <strong>{range.shipping_method.name}</strong> ·{' '}
            {order.shipping_cost_cents === 0
              ? t('checkout.free')
              : formatPrice(order.shipping_cost_cents ?? range.price_ttc_cents)}
            {order.relay_point ? (
              <>
                <br />
                {t('checkout.relayChosen', {
                  name: order.relay_point.name,
                  address: order.relay_point.address,
                  postCode: order.relay_point.post_code,
                  city: order.relay_point.city,
                })}
              </>
            ) : null}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
