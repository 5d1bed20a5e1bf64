/** SPEC §7 `GET /payment_methods` (the storefront asks with `limit=8`). */
import type { FastifyInstance } from 'fastify';
import { type ListQuerySpec, pageOf } from '../../shared/api-query';
import { listBody, parseQueryOrThrow } from '../../shared/http';
import { listPublicPaymentMethods } from './payment-method-settings.service';
import type { OrderRouteDeps } from './route-deps.routes';

const paymentMethodsQuerySpec: ListQuerySpec = {
  sorts: ['position', 'id'],
  defaultSort: 'position',
};

export function registerPaymentMethodRoutes(app: FastifyInstance, deps: OrderRouteDeps) {
  app.get('/payment_methods', async (request) => {
    const query = parseQueryOrThrow(request.query, paymentMethodsQuerySpec);
    const methods = await listPublicPaymentMethods(deps.db, deps.payments);
    const sort = query.sort[0]!;
    methods.sort((a, b) =>
      sort.field === 'id' ? a.id - b.id : a.position - b.position || a.id - b.id,
    );
    if (sort.descending) methods.reverse();
    return listBody(pageOf(methods, query), methods.length, query);
  });
}
