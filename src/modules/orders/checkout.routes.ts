/**
 * The checkout calls of SPEC §7 under `/orders/{id|current}/…`: addresses, delivery, relay
 * points, payment method, instructions, gift, promo code, and placing the order. The customer
 * must be signed in (401 otherwise); another customer's order is a 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listBody, notFound, parseId, parseQueryOrThrow } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import {
  applyCode,
  assignAddress,
  markAsGift,
  requireCustomer,
  setCustomerInstructions,
  useLoyaltyPoints,
} from './checkout.service';
import { availableShippingRanges, chooseShippingRange, listRelayPoints } from './delivery.service';
import { listCustomerOrders, ordersQuerySpec } from './customer-orders.service';
import { orderRef, requestCartDeps, type OrderRouteDeps } from './route-deps.routes';
import {
  assignPaymentMethod,
  availablePaymentMethodsFor,
  paymentOffer,
} from './payment-choice.service';
import { placeOrder } from './place-order.service';
import {
  orderSummaryWire,
  orderWire,
  paymentMethodWire,
  shippingRangeWire,
} from './orders-wire.routes';
import { getOrder, readOrder } from './cart.service';
import { listSavedCarts, saveCartInput, saveCart, selectSavedCart } from './saved-carts.service';

const addressChoice = z.strictObject({
  address_id: z.coerce
    .number({ error: 'required' })
    .int({ error: 'invalid_integer' })
    .positive({ error: 'invalid_integer' })
    .max(2_147_483_647, { error: 'invalid_integer' }),
});
const place = z.string().trim().max(12, { error: 'too_long' }).optional();
const relayQuery = z.strictObject({
  post_code: place,
  city: z.string().trim().max(100).optional(),
});
const rangeChoice = relayQuery.extend({
  relay_point_id: z.string().trim().max(64, { error: 'too_long' }).optional(),
});
const instructions = z.strictObject({
  customer_instructions: z
    .string({ error: 'invalid_value' })
    .max(1000, { error: 'too_long' })
    .nullable(),
});
const gift = z.strictObject({ is_gift: z.boolean({ error: 'invalid_value' }) });
const codeName = z.strictObject({
  name: z.string({ error: 'required' }).max(64, { error: 'too_long' }),
  kind: z.enum(['promo_code', 'gift_card'], { error: 'invalid_value' }).optional(),
});
const loyalty = z.strictObject({
  points: z.coerce
    .number({ error: 'invalid_integer' })
    .int({ error: 'invalid_integer' })
    .positive({ error: 'invalid_integer' })
    .max(10_000_000, { error: 'invalid_integer' })
    .optional(),
});

type WithId = { Params: { id: string } };

export function registerCheckoutRoutes(app: FastifyInstance, deps: OrderRouteDeps) {
  const cart = (request: FastifyRequest, reply: FastifyReply) =>
    requestCartDeps(deps, request, reply);

  app.get('/orders', async (request, reply) => {
    const context = await cart(request, reply);
    const userId = requireCustomer(context);
    const query = parseQueryOrThrow(request.query, ordersQuerySpec);
    if (query.filter.saved === true) {
      const saved = await listSavedCarts(context);
      return listBody(saved.map(orderWire), saved.length, {
        page: 1,
        limit: Math.max(1, saved.length),
      });
    }
    const { data, total } = await listCustomerOrders(context, userId, query);
    return listBody(data.map(orderSummaryWire), total, query);
  });

  app.post<WithId>('/orders/:id/save', async (request, reply) => {
    const input = parseBodyOrThrow(saveCartInput, request.body);
    const context = await cart(request, reply);
    if (orderRef(request.params.id) !== 'current') {
      // Only the current cart is saved; another id is someone else's or not a cart.
      const current = await getOrder(context, 'current');
      if (!current || current.id !== orderRef(request.params.id)) throw notFound();
    }
    return reply.status(201).send({ data: orderWire(await saveCart(context, input.name)) });
  });

  app.post<WithId>('/orders/:id/select', async (request, reply) => {
    const ref = orderRef(request.params.id);
    if (ref === 'current') throw notFound();
    return { data: orderWire(await selectSavedCart(await cart(request, reply), ref)) };
  });

  for (const kind of ['shipping', 'billing'] as const) {
    app.patch<WithId>(`/orders/:id/assign_${kind}_address`, async (request, reply) => {
      const input = parseBodyOrThrow(addressChoice, request.body);
      const order = await assignAddress(
        await cart(request, reply),
        orderRef(request.params.id),
        kind,
        input.address_id,
      );
      return { data: orderWire(order) };
    });
  }

  app.get<WithId>('/orders/:id/shipping_method_ranges/available', async (request, reply) => {
    const ranges = await availableShippingRanges(
      await cart(request, reply),
      orderRef(request.params.id),
    );
    return { data: ranges.map(shippingRangeWire) };
  });

  app.post<{ Params: { id: string; methodId: string } }>(
    '/orders/:id/shipping_methods/:methodId/list',
    async (request, reply) => {
      const near = parseBodyOrThrow(relayQuery, request.body);
      const data = await listRelayPoints(
        { ...(await cart(request, reply)), relayPoints: deps.relayPoints },
        orderRef(request.params.id),
        parseId(request.params.methodId),
        near,
      );
      return { data };
    },
  );

  app.patch<{ Params: { id: string; methodId: string; rangeId: string } }>(
    '/orders/:id/shipping_methods/:methodId/:rangeId',
    async (request, reply) => {
      const input = parseBodyOrThrow(rangeChoice, request.body);
      const order = await chooseShippingRange(
        { ...(await cart(request, reply)), relayPoints: deps.relayPoints },
        orderRef(request.params.id),
        parseId(request.params.methodId),
        parseId(request.params.rangeId),
        input,
      );
      return { data: orderWire(order) };
    },
  );

  app.get<WithId>('/orders/:id/payment_methods/available', async (request, reply) => {
    const methods = await availablePaymentMethodsFor(
      await cart(request, reply),
      orderRef(request.params.id),
      deps.payments,
    );
    return { data: methods.map(paymentMethodWire) };
  });

  app.patch<{ Params: { id: string; code: string } }>(
    '/orders/:id/payment_methods/:code/assign',
    async (request, reply) => ({
      data: orderWire(
        await assignPaymentMethod(
          await cart(request, reply),
          orderRef(request.params.id),
          request.params.code,
          deps.payments,
        ),
      ),
    }),
  );

  app.patch<WithId>('/orders/:id/customer_instructions', async (request, reply) => {
    const input = parseBodyOrThrow(instructions, request.body);
    const order = await setCustomerInstructions(
      await cart(request, reply),
      orderRef(request.params.id),
      input.customer_instructions,
    );
    return { data: orderWire(order) };
  });

  app.patch<WithId>('/orders/:id/mark_as_gift', async (request, reply) => {
    const input = parseBodyOrThrow(gift, request.body);
    const order = await markAsGift(
      await cart(request, reply),
      orderRef(request.params.id),
      input.is_gift,
    );
    return { data: orderWire(order) };
  });

  app.patch<WithId>('/orders/:id/apply_code_with_name', async (request, reply) => {
    const input = parseBodyOrThrow(codeName, request.body);
    const order = await applyCode(
      await cart(request, reply),
      orderRef(request.params.id),
      input.name,
      input.kind,
    );
    return { data: orderWire(order) };
  });

  app.patch<WithId>('/orders/:id/use_loyalty_points', async (request, reply) => {
    const input = parseBodyOrThrow(loyalty, request.body);
    const order = await useLoyaltyPoints(
      await cart(request, reply),
      orderRef(request.params.id),
      input.points ?? null,
    );
    return { data: orderWire(order) };
  });

  app.patch<WithId>('/orders/:id/remove_loyalty_points', async (request, reply) => {
    const order = await useLoyaltyPoints(
      await cart(request, reply),
      orderRef(request.params.id),
      0,
    );
    return { data: orderWire(order) };
  });

  /** Places the order: number, frozen prices, stock taken. The payment starts after this. */
  app.post<WithId>('/orders/:id/place', async (request, reply) => {
    const context = await cart(request, reply);
    const offer = await paymentOffer(context, deps.payments);
    const { order, lines } = await placeOrder(context, orderRef(request.params.id), offer);
    const placed = await readOrder(context, order, { known: lines });
    return reply.status(201).send({ data: orderWire(placed) });
  });
}
