/**
 * Back office, permission 'orders': `GET /admin/orders` (the filtered, sorted, paginated list,
 * euros on the wire like the other order APIs) and `GET /admin/orders.csv` (the whole filtered
 * list, streamed a thousand orders at a time). Anyone else gets the back office's 404.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { QueryErrors } from '../../shared/api-query';
import { HttpError, validationFailed } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { centsToEuros } from '../../shared/money';
import { requirePermission } from '../customers';
import { orderCsvHeader, orderCsvLine } from './order-csv.rules';
import { ORDER_LIST_FILTERS, orderListInput, type OrderListFilter } from './order-list.contract';
import { eachBackOfficeOrder, listBackOfficeOrders, type OrderListRow } from './order-list.service';
import type { OrderRouteDeps } from './route-deps.routes';

/**
 * `filter[state]=…&sort=…&page=…` → the contract's names (an unknown filter keeps its own name,
 * a 422), and under which name each was sent.
 */
function namedAsSent(query: Record<string, unknown>) {
  const input: Record<string, unknown> = {};
  const sentAs = new Map<string, string>();
  for (const [key, value] of Object.entries(query)) {
    const match = /^filter\[(\w+)\]$/.exec(key);
    const name = match ? match[1]! : key;
    if (match && !(ORDER_LIST_FILTERS as readonly string[]).includes(name) && name !== 'queue') {
      input[key] = value;
      continue;
    }
    input[name] = value;
    sentAs.set(name, key);
  }
  return { input, sentAs };
}

/** The query parsed, or the 422 naming each bad parameter as it was sent (`filter[from]`). */
function parseOrderListQuery(query: Record<string, unknown>): OrderListFilter {
  const { input, sentAs } = namedAsSent(query);
  try {
    return parseBodyOrThrow(orderListInput, input);
  } catch (error) {
    if (!(error instanceof HttpError) || !error.fieldErrors) throw error;
    const renamed: QueryErrors = Object.create(null) as QueryErrors;
    for (const [field, list] of Object.entries(error.fieldErrors))
      renamed[sentAs.get(field) ?? field] = list;
    throw validationFailed(renamed);
  }
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
    total_ttc: row.totalTtcCents === null ? null : centsToEuros(row.totalTtcCents),
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
    const filter = parseOrderListQuery(request.query as Record<string, unknown>);
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
    const filter = parseOrderListQuery(request.query as Record<string, unknown>);
    const day = deps.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="commandes-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(csvChunks(eachBackOfficeOrder(deps.db, filter))));
  });
}
