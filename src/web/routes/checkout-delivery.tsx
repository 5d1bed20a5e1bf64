import { useState } from 'react';
import { Form, Link, useFetcher, useNavigation } from 'react-router';
import type { Route } from './+types/checkout-delivery';
import { deliveryAction, deliveryPage, type DeliveryPageData } from '../cart/delivery.server';
import { AddressForm } from '../components/account/address-form';
import { BillingAddressChoice, ShippingAddressChoice } from '../components/checkout/address-choice';
import { CheckoutErrorPopup } from '../components/checkout/checkout-popup';
import { NEW_ADDRESS_PARAM, isPopupFailure } from '../components/checkout/checkout-state';
import { CheckoutSteps } from '../components/checkout/checkout-steps';
import { CheckoutSummary } from '../components/checkout/checkout-summary';
import { DELIVERY_FORM_ID, DeliveryOptions } from '../components/checkout/delivery-options';
import { FittingRefused } from '../components/checkout/fitting-refused';
import { formLinks } from '../components/form/styles';
import type { FormState } from '../components/form/form-state';
import { translate, useLocale, useT } from '../i18n';
import { href } from '../paths';
import { crumbs, staticMeta, type PageHandle } from '../seo';

/**
 * The delivery step (`/panier/livraison`, SPEC §2, §4, §5, §9): the delivery address among
 * the customer's addresses (or a new one), the billing address, the deliveries for that
 * address with their prices, and "Continue to payment". Guarded (delivery.server.ts): a cart
 * with lines, a signed-in customer. Every form posts to the action without JavaScript; with
 * it choices are saved by fetchers and the totals follow without a reload.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return deliveryPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return deliveryAction(request, context);
}

export const links = formLinks;

export const meta = staticMeta(
  'panier-livraison',
  'page.checkout.deliveryTitle',
  'page.checkout.deliveryDescription',
  { noindex: true },
);

export const handle: PageHandle = {
  breadcrumb: (_data, locale) =>
    crumbs(
      locale,
      { label: translate(locale, 'page.cart.title'), href: href('panier', null, locale) },
      { label: translate(locale, 'page.checkout.deliveryTitle') },
    ),
};

/** The page's answer to a post without JavaScript, for the form that sent it. */
const answerFor = (answer: FormState | undefined, ...intents: string[]) =>
  answer && intents.includes(answer.intent ?? '') ? answer : undefined;

export default function CheckoutDelivery({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const data: DeliveryPageData = loaderData;
  const { order, addresses } = data;
  const answer = actionData as FormState | undefined;
  const path = href('panier-livraison', null, locale);
  const navigation = useNavigation();
  const fetchers = [
    useFetcher<FormState>({ key: 'checkout-address' }),
    useFetcher<FormState>({ key: 'checkout-billing' }),
    useFetcher<FormState>({ key: 'checkout-delivery' }),
  ];
  const busy =
    fetchers.some((fetcher) => fetcher.state !== 'idle') ||
    (navigation.state !== 'idle' && navigation.formAction === path);
  const continuing =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === 'continue';

  // A refusal its form cannot show (the cart changed, …) opens the SPEC §8 popup.
  const [dismissed, setDismissed] = useState<FormState | null>(null);
  const fetched = fetchers
    .map((fetcher) => (fetcher.state === 'idle' ? fetcher.data : undefined))
    .find((state) => isPopupFailure(state) && state !== dismissed);
  const posted = isPopupFailure(answer) ? answer : undefined;

  const newAddress = (use: 'shipping' | 'billing') => (
    <div className="checkout-new-address" id="new-address" data-testid="checkout-new-address">
      <h3>{t(use === 'billing' ? 'address.newTitle' : 'checkout.newAddressTitle')}</h3>
      <p className="form-legend">{t('checkout.newAddressLead')}</p>
      <AddressForm
        address={data.blank}
        countries={data.countries}
        state={answerFor(answer, 'create')}
        cancelTo={addresses.length > 0 ? path : undefined}
        action={path}
        hidden={use === 'billing' ? { use: 'billing' } : undefined}
      />
    </div>
  );
  const addLink = (use: 'new' | 'billing') => (
    <Link
      className="checkout-add-link"
      to={`${path}?${NEW_ADDRESS_PARAM}=${use}#new-address`}
      preventScrollReset
      data-testid={use === 'new' ? 'checkout-add-address' : 'checkout-add-billing'}
    >
      <span aria-hidden="true">+ </span>
      {t(use === 'new' ? 'checkout.addAddress' : 'checkout.addBillingAddress')}
    </Link>
  );

  return (
    <div className="page container checkout-page" data-testid="checkout-delivery">
      <CheckoutSteps current="panier-livraison" />
      <header className="page-header checkout-header">
        <h1>{t('page.checkout.deliveryTitle')}</h1>
      </header>
      <div className="checkout-layout">
        <div className="checkout-main">
          <section className="checkout-section" aria-labelledby="checkout-address-title">
            <h2 id="checkout-address-title">
              <span className="checkout-section-number" aria-hidden="true">
                1
              </span>
              {t(order.needs_shipping ? 'checkout.addressTitle' : 'giftCards.billingAddress')}
            </h2>
            {order.needs_shipping ? null : (
              <p className="checkout-note" data-testid="checkout-no-shipping">
                {t('giftCards.noShipping')}
              </p>
            )}
            {addresses.length > 0 ? (
              <ShippingAddressChoice
                addresses={addresses}
                selectedId={order.shipping_address_id}
                path={path}
                failure={answerFor(answer, 'address')}
              />
            ) : null}
            {data.addressForm === 'shipping' ? newAddress('shipping') : addLink('new')}
            {addresses.length > 0 ? (
              <p className="checkout-aside-link">
                <Link to={href('compte-addresses', null, locale)}>
                  {t('checkout.manageAddresses')}
                </Link>
              </p>
            ) : null}
          </section>

          {order.shipping_address_id !== null && order.needs_shipping ? (
            <section className="checkout-section" aria-labelledby="checkout-billing-title">
              <h2 id="checkout-billing-title">
                <span className="checkout-section-number" aria-hidden="true">
                  2
                </span>
                {t('checkout.billingTitle')}
              </h2>
              <BillingAddressChoice
                addresses={addresses}
                shippingId={order.shipping_address_id}
                billingId={order.billing_address_id}
                path={path}
                failure={answerFor(answer, 'billing')}
              />
              {data.addressForm === 'billing' ? newAddress('billing') : addLink('billing')}
            </section>
          ) : null}

          {order.needs_shipping ? (
            <section className="checkout-section" aria-labelledby="checkout-methods-title">
              <h2 id="checkout-methods-title">
                <span className="checkout-section-number" aria-hidden="true">
                  {order.shipping_address_id !== null ? 3 : 2}
                </span>
                {t('checkout.methodsTitle')}
              </h2>
              {!order.shipping_address ? (
                <p className="checkout-note">{t('checkout.methodsNeedAddress')}</p>
              ) : data.fittingLines.length > 0 ? (
                <FittingRefused
                  message={data.deliveryError ?? ''}
                  lines={order.order_variants.filter((line) => data.fittingLines.includes(line.id))}
                  path={path}
                />
              ) : data.deliveryError ? (
                <p className="checkout-error" role="alert" data-testid="no-delivery">
                  {data.deliveryError}
                </p>
              ) : (
                <DeliveryOptions
                  ranges={data.ranges}
                  order={order}
                  relay={data.relay}
                  storeAddress={data.storeAddress}
                  express={data.express}
                  path={path}
                  failure={answerFor(answer, 'shipping', 'continue')}
                />
              )}
            </section>
          ) : null}
        </div>

        <CheckoutSummary order={order} busy={busy} pointsPerEuro={data.pointsPerEuro}>
          {!order.needs_shipping ? (
            <Form method="post" action={path}>
              <button
                type="submit"
                name="intent"
                value="continue"
                className="button button-brand checkout-cta"
                disabled={continuing || order.billing_address_id === null}
                data-testid="checkout-continue"
              >
                {t('checkout.continue')}
              </button>
            </Form>
          ) : data.ranges.length > 0 ? (
            <button
              type="submit"
              form={DELIVERY_FORM_ID}
              name="intent"
              value="continue"
              className="button button-brand checkout-cta"
              disabled={continuing}
              data-testid="checkout-continue"
            >
              {t('checkout.continue')}
            </button>
          ) : (
            <>
              <button
                type="button"
                className="button button-brand checkout-cta"
                disabled
                aria-describedby="checkout-continue-hint"
                data-testid="checkout-continue"
              >
                {t('checkout.continue')}
              </button>
              <p id="checkout-continue-hint" className="checkout-cta-hint">
                {t('checkout.continueHint')}
              </p>
            </>
          )}
        </CheckoutSummary>
      </div>
      {fetched ? (
        <CheckoutErrorPopup failure={fetched} onClose={() => setDismissed(fetched)} />
      ) : posted ? (
        <CheckoutErrorPopup failure={posted} closeTo={path} />
      ) : null}
    </div>
  );
}
