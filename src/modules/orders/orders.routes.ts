/**
 * The cart API of SPEC §7: `/orders/{id|current}`, its `order_variants`, `user_info`, and
 * `/order_variants/{id}`. A visitor's cart is found by the order-token cookie (set on the first
 * addition), a customer's by their session; every id is looked up with its owner (another
 * shopper's order or line is a 404, never a 403 that would confirm it exists).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound, parseId, validationFailed } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { addLineInput, updateLineInput, userInfoInput } from './cart.contract';
import { listFeaturedPromoCodes } from '../promotions';
import { registerCheckoutRoutes } from './checkout.routes';
import { registerGiftCardRoutes } from './gift-card.routes';
import { instalmentsOf, listShipments } from './follow-up.service';
import { registerFollowUpRoutes } from './follow-up.routes';
import { registerOrderNoteRoutes } from './order-notes.routes';
import { registerDeliveryAddressRoutes } from './delivery-address.routes';
import { registerOrderListRoutes } from './order-list.routes';
import { registerPaymentMethodRoutes } from './payment-methods.routes';
import { registerQuickOrderRoutes } from './quick-order.routes';
import { cheapestShippingRange } from './delivery.service';
import { instalmentWire, orderWire, shippingRangeWire } from './orders-wire.routes';
import { orderRef, requestCartDeps, type OrderRouteDeps } from './route-deps.routes';
import {
  addToCart,
  deleteCart,
  getOrder,
  removeLine,
  updateLine,
  updateUserInfo,
} from './cart.service';

/**
 * `GET /orders/{id}` takes the parameters of SPEC §7: the includes are always served;
 * `featured_codes=N` adds the N best featured promo codes, `min_shipping_method_range=1` the
 * cheapest delivery for the cart.
 */
const orderQuery = z.strictObject({
  include: z.string().max(500).optional(),
  featured_codes: z.string().max(20).optional(),
  min_shipping_method_range: z.string().max(20).optional(),
});

export function registerOrderRoutes(app: FastifyInstance, deps: OrderRouteDeps) {
  const cartDeps = (request: FastifyRequest, reply: FastifyReply, create = false) =>
    requestCartDeps(deps, request, reply, create);

  app.get<{ Params: { id: string } }>('/orders/:id', async (request, reply) => {
    const ref = orderRef(request.params.id);
    const query = orderQuery.safeParse(request.query ?? {});
    if (!query.success) throw validationFailed({ query: [{ key: 'unknown_parameter' }] });
    const context = await cartDeps(request, reply);
    const order = await getOrder(context, ref);
    if (!order) {
      if (ref !== 'current') throw notFound();
      // No cart yet is not an error: the storefront asks on every page.
      deps.cookies.clear(request, reply);
      return { data: null };
    }
    const wanted = (value: string | undefined) => value !== undefined && value !== '0';
    const [featured, cheapest] = await Promise.all([
      wanted(query.data.featured_codes)
        ? listFeaturedPromoCodes(context.db, context.read.locale, {
            limit: Math.min(20, Math.max(1, Number(query.data.featured_codes) || 3)),
          })
        : undefined,
      wanted(query.data.min_shipping_method_range)
        ? cheapestShippingRange(context, order)
        : undefined,
    ]);
    // A placed order also tells its parcels and, paid in instalments, their schedule.
    const placed = order.status !== 'not_ordered';
    const shipments = placed ? await listShipments(context.db, order.id) : undefined;
    const instalments = placed ? instalmentsOf(order) : null;
    return {
      data: {
        ...orderWire(order),
        ...(featured ? { featured_codes: featured } : {}),
        ...(cheapest !== undefined
          ? { min_shipping_method_range: cheapest && shippingRangeWire(cheapest) }
          : {}),
        ...(placed
          ? { shipments, instalments: instalments && instalments.map(instalmentWire) }
          : {}),
      },
    };
  });

  app.post<{ Params: { id: string } }>('/orders/:id/order_variants', async (request, reply) => {
    const ref = orderRef(request.params.id);
    const input = parseBodyOrThrow(addLineInput, request.body);
    const result = await addToCart(await cartDeps(request, reply, ref === 'current'), ref, input);
    return reply
      .status(201)
      .send({ data: orderWire(result.order), meta: { order_variant_id: result.lineId } });
  });

  app.put<{ Params: { id: string } }>('/order_variants/:id', async (request, reply) => {
    const id = parseId(request.params.id);
    const input = parseBodyOrThrow(updateLineInput, request.body);
    return { data: orderWire(await updateLine(await cartDeps(request, reply), id, input)) };
  });

  app.delete<{ Params: { id: string } }>('/order_variants/:id', async (request, reply) => {
    const id = parseId(request.params.id);
    return { data: orderWire(await removeLine(await cartDeps(request, reply), id)) };
  });

  app.delete<{ Params: { id: string } }>('/orders/:id', async (request, reply) => {
    await deleteCart(await cartDeps(request, reply), orderRef(request.params.id));
    if (request.ctx.userId === null) deps.cookies.clear(request, reply);
    return reply.status(204).send();
  });

  app.patch<{ Params: { id: string } }>('/orders/:id/user_info', async (request, reply) => {
    const input = parseBodyOrThrow(userInfoInput, request.body);
    const ref = orderRef(request.params.id);
    const order = await updateUserInfo(await cartDeps(request, reply), ref, input.user_agent);
    return { data: orderWire(order) };
  });

  registerCheckoutRoutes(app, deps);
  registerGiftCardRoutes(app, deps);
  registerFollowUpRoutes(app, deps);
  registerOrderNoteRoutes(app, deps);
  registerDeliveryAddressRoutes(app, deps);
  registerOrderListRoutes(app, deps);
  registerPaymentMethodRoutes(app, deps);
  registerQuickOrderRoutes(app, deps);
}
