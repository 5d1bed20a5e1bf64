/**
 * The delivery step (`panier-livraison`, SPEC §2, §4, §5, §9) in-process: the customer's
 * addresses, the deliveries for the chosen address (priced incl. VAT, express promise, relay
 * points near an address, the shop's hours), and the step's form action. Server only.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import {
  addressInput,
  createAddress,
  listAddressDtos,
  type AddressDto,
} from '../../modules/customers';
import {
  assignAddress,
  availableShippingRanges,
  chooseShippingRange,
  expressDelivery,
  listRelayPoints,
  type CheckoutDeps,
  type OrderCents,
  type ShippingRangeCents,
} from '../../modules/orders';
import type { RelayPoint } from '../../modules/shipping';
import { HttpError, validationFailed } from '../../shared/http';
import { message } from '../../shared/messages';
import { parseBodyOrThrow } from '../../shared/validation';
import { allowedCountries } from '../account/countries.server';
import { formFailure } from '../account/forms.server';
import {
  MAX_RELAY_CITY,
  MAX_RELAY_POST_CODE,
  NEW_ADDRESS_PARAM,
  RELAY_CITY_PARAM,
  RELAY_POST_CODE_PARAM,
  type DeliveryIntent,
  type ExpressPromise,
  type RelayChoice,
} from '../components/checkout/checkout-state';
import type { FormState } from '../components/form/form-state';
import { pickupAddress } from '../orders/orders.server';
import { href } from '../paths';
import { pointsPerEuroFor } from './loyalty.server';
import {
  boundedText,
  fetched,
  idField,
  requireCheckout,
  retryOnChange,
  text,
  type Checkout,
} from './checkout.server';

const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });

function expressPromise(now: Date): ExpressPromise {
  const { cutoff, deliveryDate } = expressDelivery(now);
  return {
    cutoff: cutoff.toISOString(),
    delivery: deliveryDate.toISOString(),
    cutoffToday: parisDay.format(cutoff) === parisDay.format(now),
  };
}

/** The relay search of the URL (`?relay_post_code=&relay_city=`), ignored when too long. */
function relayQuery(url: URL) {
  const read = (name: string, max: number) => {
    const value = url.searchParams.get(name)?.trim() ?? '';
    return value !== '' && value.length <= max ? value : undefined;
  };
  return {
    post_code: read(RELAY_POST_CODE_PARAM, MAX_RELAY_POST_CODE),
    city: read(RELAY_CITY_PARAM, MAX_RELAY_CITY),
  };
}

/**
 * The deliveries for the order's address, or why there are none (SPEC §5, §8); `fittingLines`:
 * the lines whose workshop fitting this address cannot have (the page offers to remove it).
 */
async function deliveries(
  checkout: Checkout,
): Promise<{ ranges: ShippingRangeCents[]; error: string | null; fittingLines: number[] }> {
  if (!checkout.order.shipping_address) return { ranges: [], error: null, fittingLines: [] };
  try {
    const ranges = await availableShippingRanges(checkout.deps, 'current');
    return { ranges, error: null, fittingLines: [] };
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
    const details = error.extra.details as { order_variant_ids?: number[] } | undefined;
    return {
      ranges: [],
      error: message(error.messageKey, checkout.locale),
      fittingLines: details?.order_variant_ids ?? [],
    };
  }
}

async function relaySearch(
  checkout: Checkout,
  ranges: readonly ShippingRangeCents[],
  url: URL,
): Promise<RelayChoice | null> {
  const relay = ranges.find((range) => range.shipping_method.kind === 'relay');
  const address = checkout.order.shipping_address;
  if (!relay || !address) return null;
  // Without a search of its own, the page lists the points near the one chosen (so that it is
  // listed, and ticked), else near the address.
  const searched = relayQuery(url);
  const chosen = checkout.order.relay_point;
  const near =
    searched.post_code || searched.city || !chosen
      ? searched
      : { post_code: chosen.post_code, city: chosen.city };
  const methodId = relay.shipping_method.id;
  let points: RelayPoint[] = [];
  try {
    points = await listRelayPoints(checkout.deps, 'current', methodId, near);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
  return {
    methodId,
    postCode: near.post_code ?? address.post_code,
    city: near.city ?? address.city,
    points,
  };
}

export async function deliveryPage(request: Request, context: AppLoadContext) {
  const checkout = await requireCheckout(request, context);
  const { locale, order, userId } = checkout;
  const url = new URL(request.url);
  const [addresses, countries, viewer, delivery, pointsPerEuro] = await Promise.all([
    listAddressDtos(context.database.db, userId, locale),
    allowedCountries(context, locale),
    context.viewer(),
    deliveries(checkout),
    pointsPerEuroFor(context),
  ]);
  const hasStore = delivery.ranges.some((range) => range.shipping_method.kind === 'store');
  const [relay, storeAddress] = await Promise.all([
    relaySearch(checkout, delivery.ranges, url),
    hasStore ? pickupAddress(context) : Promise.resolve(null),
  ]);
  return {
    order,
    pointsPerEuro,
    addresses,
    countries: countries.map(({ id, name }) => ({ id, name })),
    /**
     * The new-address form: open with `?address=new` (`billing`: for the billing address), or
     * while the customer has no address yet.
     */
    addressForm:
      addresses.length === 0
        ? ('shipping' as const)
        : url.searchParams.get(NEW_ADDRESS_PARAM) === 'new'
          ? ('shipping' as const)
          : url.searchParams.get(NEW_ADDRESS_PARAM) === 'billing' && order.shipping_address
            ? ('billing' as const)
            : null,
    blank: {
      firstname: viewer?.firstname ?? '',
      lastname: viewer?.lastname ?? '',
      phone: viewer?.phone ?? null,
      country_id:
        viewer?.country_id ?? countries.find((c) => c.iso === context.country)?.id ?? null,
    },
    ranges: delivery.ranges,
    deliveryError: delivery.error,
    fittingLines: delivery.fittingLines,
    relay,
    /** Where a store pickup is collected (the shop's configured address), one line per row. */
    storeAddress,
    express: expressPromise(context.now()),
  };
}

export type DeliveryPageData = Awaited<ReturnType<typeof deliveryPage>>;
export type { AddressDto };

/** Fields the delivery page shows errors by; any other field error is a line of the alert. */
const SHOWN_FIELDS = [
  ...Object.keys(addressInput.shape),
  'address_id',
  'billing',
  'range_id',
  'relay_point_id',
];
const INTENTS: readonly DeliveryIntent[] = ['address', 'billing', 'create', 'shipping', 'continue'];

/**
 * The delivery address; the billing address follows it while billed "the same as delivery"
 * (`billingFollowsDelivery`, applied by `assignAddress` for the page and the API alike).
 */
function deliverTo(deps: CheckoutDeps, addressId: number) {
  return retryOnChange(() => assignAddress(deps, 'current', 'shipping', addressId));
}

/** `billing` = `same` (the delivery address) or an address id. */
async function billTo(deps: CheckoutDeps, order: OrderCents, form: FormData) {
  if (text(form, 'billing') === 'same') {
    if (order.shipping_address_id === null)
      throw validationFailed({ billing: [{ key: 'invalid_value' }] });
    await retryOnChange(() =>
      assignAddress(deps, 'current', 'billing', order.shipping_address_id!),
    );
    return;
  }
  const id = idField(form, 'billing');
  await retryOnChange(() => assignAddress(deps, 'current', 'billing', id));
}

/** A delivery among those offered for the address (a range id), with its relay point. */
async function chooseDelivery(deps: CheckoutDeps, form: FormData) {
  const rangeId = idField(form, 'range_id');
  const relayPoint = boundedText(form, 'relay_point_id', 64);
  const postCode = boundedText(form, RELAY_POST_CODE_PARAM, MAX_RELAY_POST_CODE);
  const city = boundedText(form, RELAY_CITY_PARAM, MAX_RELAY_CITY);
  const ranges = await availableShippingRanges(deps, 'current');
  const range = ranges.find((candidate) => candidate.id === rangeId);
  if (!range) throw validationFailed({ range_id: [{ key: 'invalid_value' }] });
  await retryOnChange(() =>
    chooseShippingRange(deps, 'current', range.shipping_method.id, rangeId, {
      relay_point_id: relayPoint,
      post_code: postCode,
      city,
    }),
  );
}

/** The page again after a plain post, keeping the relay search of the form. */
function pageAfter(path: string, form: FormData): string {
  const query = new URLSearchParams();
  for (const name of [RELAY_POST_CODE_PARAM, RELAY_CITY_PARAM]) {
    const value = text(form, name);
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The delivery page's action: choose the delivery address (`address`), the billing address
 * (`billing`), add an address and deliver there (`create`), choose a delivery (`shipping`),
 * or choose it and go on to the payment step (`continue`). A plain post is answered with a
 * redirect (303); a fetcher's with data. Failures are translated data (4xx), nothing written.
 */
export async function deliveryAction(request: Request, context: AppLoadContext) {
  const checkout = await requireCheckout(request, context, { orderable: false });
  const { locale, deps, order, userId } = checkout;
  const form = await request.formData();
  const raw = text(form, 'intent');
  const intent = INTENTS.find((name) => name === raw);
  const path = href('panier-livraison', null, locale);
  try {
    switch (intent) {
      case 'address':
        await deliverTo(deps, idField(form, 'address_id'));
        break;
      case 'billing':
        await billTo(deps, order, form);
        break;
      case 'create': {
        const body: Record<string, unknown> = {};
        for (const name of Object.keys(addressInput.shape))
          body[name] = form.get(name) ?? undefined;
        const input = parseBodyOrThrow(addressInput, body);
        const created = await createAddress(context.database.db, userId, input, locale, deps.now);
        // "Add an address" of the billing section bills there; any other delivers there.
        if (text(form, 'use') === 'billing' && order.shipping_address_id !== null)
          await retryOnChange(() => assignAddress(deps, 'current', 'billing', created.id));
        else await deliverTo(deps, created.id);
        break;
      }
      case 'shipping':
      case 'continue':
        // Gift cards only (decision 056): no delivery to choose, the billing address suffices.
        if (intent === 'continue' && !order.needs_shipping) {
          if (!order.billing_address) throw validationFailed({ address_id: [{ key: 'required' }] });
          return redirect(href('panier-paiement', null, locale), 303);
        }
        await chooseDelivery(deps, form);
        if (intent === 'continue') return redirect(href('panier-paiement', null, locale), 303);
        break;
      default:
        throw validationFailed({ intent: [{ key: 'invalid_value' }] });
    }
  } catch (error) {
    return formFailure(error, locale, form, SHOWN_FIELDS, intent ?? raw);
  }
  if (!fetched(form)) return redirect(pageAfter(path, form), 303);
  const answer: FormState = { intent };
  return data(answer);
}
