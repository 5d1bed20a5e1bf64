/**
 * Back office, permission 'orders': `GET /admin/orders` (the filtered, sorted, paginated list,
 * euros on the wire like the other order APIs) and `GET /admin/orders.csv` (the whole filtered
 * list, streamed a thousand orders at a time). Anyone else gets the back office's 404.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { parseBodyOrThrow } from '../../shared/validation';
import { euros } from '../catalog';
import { requirePermission } from '../customers';
import { orderCsvHeader, orderCsvLine } from './order-csv.rules';
import { ORDER_LIST_FILTERS, orderListInput } from './order-list.contract';
import { eachBackOfficeOrder, listBackOfficeOrders, type OrderListRow } from './order-list.service';
import type { OrderRouteDeps } from './route-deps.routes';

/** `filter[state]=…&sort=…&page=…` → the contract's names (an unknown parameter is a 422). */
export function orderListQuery(query: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const match = /^filter\[(\w+)\]$/.exec(key);
    const name = match ? match[1]! : key;
    if (match && !(ORDER_LIST_FILTERS as readonly string[]).includes(name) && name !== 'queue') {
      input[key] = value;
      continue;
    }
    input[name] = value;
  }
  return input;
}

function orderListWire(row: OrderListRow) {
  return {
    id: row.id,
    number: row.number,
    placed_at: row.placedAt?.toISOString() ?? null,
    status: row.status,
    payment_status: row.paymentStatus,
    shipping_status: row.shippingStatus,
    payment_method: row.paymentMethod,
    total_ttc: row.totalTtcCents === null ? null : euros(row.totalTtcCents),
    customer: { name: row.customerName, email: row.email, is_pro: row.isPro },
  };
}

async function* csvChunks(rows: AsyncGenerator<OrderListRow[]>): AsyncGenerator<string> {
  yield orderCsvHeader();
  for await (const batch of rows) yield batch.map(orderCsvLine).join('');
}

export function registerOrderListRoutes(app: FastifyInstance, deps: OrderRouteDeps) {
  app.get('/admin/orders', async (request) => {
    await requirePermission(deps.db, request.ctx.userId, 'orders');
    const query = request.query as Record<string, unknown>;
    const filter = parseBodyOrThrow(orderListInput, orderListQuery(query));
    const result = await listBackOfficeOrders(deps.db, filter);
    return {
      data: result.rows.map(orderListWire),
      meta: {
        total: result.total,
        page: result.page,
        limit: result.limit,
        last_page: Math.max(1, Math.ceil(result.total / result.limit)),
      },
    };
  });

  app.get('/admin/orders.csv', async (request, reply) => {
    await requirePermission(deps.db, request.ctx.userId, 'orders');
    const query = request.query as Record<string, unknown>;
    const filter = parseBodyOrThrow(orderListInput, orderListQuery(query));
    const day = deps.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="commandes-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(csvChunks(eachBackOfficeOrder(deps.db, filter))));
  });
}
