/**
 * The payment step (SPEC §7 `GET payment_methods/available`, `PATCH payment_methods/{id}/assign`):
 * the methods this order may use, with their labels and fees, and the customer's choice.
 */
import { eq } from 'drizzle-orm';
import { HttpError, notFound } from '../../shared/http';
import { referenceMemo } from '../../shared/reference-memo';
import { getPublicConfiguration } from '../content';
import {
  loadKnownLines,
  pricingContext,
  readOrder,
  type CartDeps,
  type OrderRef,
  resolveOrder,
} from './cart.service';
import { requireCustomer } from './checkout.service';
import { priceOrder } from './order-pricing.service';
import type { PaymentMethodCents } from './order-views.contract';
import type { OrderRow } from './orders.repo';
import { orders } from './orders.tables';
import { paymentMethodChoices } from './payment-method-settings.service';
import {
  feeConfig,
  offeredPaymentMethods,
  type OwnerPaymentOffer,
} from './payment-method-settings.rules';
import {
  instalmentCount,
  instalmentSchedule,
  paymentFee,
  type PaymentOffer,
} from './payment-methods.rules';

/** How the shop takes payments: which gateways exist (set by the server from configuration). */
export interface PaymentSetup {
  cardMethod: 'monetico' | 'paybox';
  online: PaymentOffer['online'];
}

async function minimumCents(deps: CartDeps, key: string, fallback: number) {
  const row = await referenceMemo(deps.db, `configuration:${key}`, () =>
    getPublicConfiguration(deps.db, key),
  );
  const value = row ? Number.parseInt(row.value, 10) : Number.NaN;
  return Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}

/**
 * The offer for this shop: its gateways, the instalment minimums of the configuration and the
 * owner's choices (methods switched off, order, fees — back office).
 */
export async function paymentOffer(
  deps: CartDeps,
  setup: PaymentSetup,
): Promise<OwnerPaymentOffer> {
  const [payment3x, payment4x, choices] = await Promise.all([
    minimumCents(deps, 'payment_3x_min', 10_000),
    minimumCents(deps, 'payment_4x_min', 20_000),
    paymentMethodChoices(deps.db),
  ]);
  return {
    cardMethod: setup.cardMethod,
    online: setup.online,
    minimums: { payment_3x_min: payment3x, payment_4x_min: payment4x },
    choices,
  };
}

async function ownedCart(deps: CartDeps, ref: OrderRef): Promise<OrderRow> {
  requireCustomer(deps);
  const order = await resolveOrder(deps, deps.db, ref);
  if (!order) throw notFound();
  return order;
}

async function methodsFor(deps: CartDeps, order: OrderRow, setup: PaymentSetup) {
  const known = await loadKnownLines(deps, order);
  const pricing = await priceOrder(pricingContext(deps), order, known);
  const offer = await paymentOffer(deps, setup);
  const codes = offeredPaymentMethods(offer, {
    amountCents: pricing.totals.amountDueCents,
    shippingKind: pricing.shipping?.method.kind ?? null,
    destinationIso: order.shippingAddress?.country_iso ?? null,
  });
  return { codes, pricing, known, fees: feeConfig(offer.choices ?? new Map()) };
}

export async function availablePaymentMethodsFor(
  deps: CartDeps,
  ref: OrderRef,
  setup: PaymentSetup,
): Promise<PaymentMethodCents[]> {
  const order = await ownedCart(deps, ref);
  const { codes, pricing, fees } = await methodsFor(deps, order, setup);
  const amount = pricing.totals.amountDueCents;
  return codes.map((code) => {
    const count = instalmentCount(code);
    return {
      id: code,
      code,
      fees_cents: paymentFee(code, amount, fees),
      ...(count
        ? {
            instalments: instalmentSchedule(amount, count, deps.now).map((i) => ({
              due_date: i.dueDate.toISOString().slice(0, 10),
              amount_cents: i.amountCents,
            })),
          }
        : {}),
    };
  });
}

/** `PATCH /orders/{id}/payment_methods/{code}/assign`. */
export async function assignPaymentMethod(
  deps: CartDeps,
  ref: OrderRef,
  code: string,
  setup: PaymentSetup,
) {
  const order = await ownedCart(deps, ref);
  if (order.status !== 'not_ordered') throw new HttpError(409, 'order_not_editable');
  const { codes, known } = await methodsFor(deps, order, setup);
  const method = codes.find((c) => c === code);
  if (!method) throw notFound();
  const [updated] = await deps.db
    .update(orders)
    .set({ paymentMethod: method, updatedAt: deps.now })
    .where(eq(orders.id, order.id))
    .returning();
  // Choosing how to pay leaves the lines alone: the ones just read serve the answer.
  return readOrder(deps, updated!, { known });
}
